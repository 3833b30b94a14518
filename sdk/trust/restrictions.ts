/**
 * Content restrictions (spec 000 §3 "Content restrictions on a guest: needs
 * login, needs age check, needs subscription, needs purchase"). The server
 * computes them for every media item it serves; the widgets mirror them.
 */
import type { AvsStatus, ContentRestriction } from '../api/guest-types';

/** The facts of a media item that restrictions depend on. */
export interface RestrictedItem {
  ageRating: 16 | 18;
  /** Price in coins; 0 means nothing to pay. */
  price: number;
  free: boolean;
  /** Included in the VIP subscription. */
  vip: boolean;
}

/** The facts of the viewing guest. */
export interface Viewer {
  isLoggedIn: boolean;
  avsStatus: AvsStatus;
  isVip: boolean;
  /** The guest bought this item. */
  owns: boolean;
}

/** The viewer used for a request without any guest: nothing verified, nothing owned. */
export const ANONYMOUS_VIEWER: Viewer = { isLoggedIn: false, avsStatus: 'unknown', isVip: false, owns: false };

/**
 * What stands between the viewer and the item, in a fixed order (login first);
 * empty when the viewer may watch or open it now.
 * - needsAgeCheck: 18-rated and the guest's AVS is not accepted (16 is the
 *   rating of avatars and sedcards, spec 000 §9, and needs no check).
 * - needsSubscription: a VIP item for a guest who is not VIP and did not buy it.
 * - needsPurchase: priced, not free, not owned, and not covered by VIP.
 * - needsLogin: any of the others applies to an anonymous guest, since age
 *   checks, subscriptions and purchases all belong to an account.
 */
export function restrictionsFor(item: RestrictedItem, viewer: Viewer): ContentRestriction[] {
  const needsAgeCheck = item.ageRating === 18 && viewer.avsStatus !== 'accepted';
  // A VIP item is unlocked by the subscription or by buying it outright.
  const needsSubscription = item.vip && !viewer.isVip && !viewer.owns;
  const needsPurchase = item.price > 0 && !item.free && !viewer.owns && !(item.vip && viewer.isVip);
  const needsLogin = !viewer.isLoggedIn && (needsAgeCheck || needsSubscription || needsPurchase);
  const result: ContentRestriction[] = [];
  if (needsLogin) result.push('needsLogin');
  if (needsAgeCheck) result.push('needsAgeCheck');
  if (needsSubscription) result.push('needsSubscription');
  if (needsPurchase) result.push('needsPurchase');
  return result;
}
