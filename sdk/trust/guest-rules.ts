/**
 * What locked, restricted and comment-blocked guests may do (spec 000 §6
 * roles: "restricted guest (with restriction level), locked guest, guest
 * blocked from comments"). The spec does not say what a level restricts;
 * the levels below are our decision, shared by server and client.
 */

/** The guest flags these rules read. */
export interface GuestStanding {
  isLoggedIn: boolean;
  isLocked: boolean;
  restrictionLevel: number;
  isBlockedForComments: boolean;
}

/**
 * Restriction levels: 0 none; 1 and above may not buy 18-rated content
 * (a support or youth-protection hold short of a lock); 2 and above may not
 * buy anything (a payment dispute freezes spending, but the guest may still
 * watch what they own).
 */
export const RESTRICTION_LEVEL = { noAgeRatedPurchases: 1, noPurchases: 2 } as const;

export type PurchaseRefusal = 'needsLogin' | 'locked' | 'restrictedAgeRated' | 'restricted';

/** Why the guest may not buy an item of the rating, or null when they may. */
export function purchaseRefusal(guest: Omit<GuestStanding, 'isBlockedForComments'>, item: { ageRating: 16 | 18 }): PurchaseRefusal | null {
  if (!guest.isLoggedIn) return 'needsLogin';
  if (guest.isLocked) return 'locked';
  if (guest.restrictionLevel >= RESTRICTION_LEVEL.noPurchases) return 'restricted';
  if (guest.restrictionLevel >= RESTRICTION_LEVEL.noAgeRatedPurchases && item.ageRating === 18) return 'restrictedAgeRated';
  return null;
}

/** True when the guest may buy an item of the rating. */
export function canBuy(guest: Omit<GuestStanding, 'isBlockedForComments'>, item: { ageRating: 16 | 18 }): boolean {
  return purchaseRefusal(guest, item) === null;
}

/** spec 000 §3 isRestricted: any restriction level above 0. */
export function isRestricted(guest: Pick<GuestStanding, 'restrictionLevel'>): boolean {
  return guest.restrictionLevel > 0;
}

/** A guest may comment when logged in, not locked and not blocked for comments. */
export function canComment(guest: GuestStanding): boolean {
  return guest.isLoggedIn && !guest.isLocked && !guest.isBlockedForComments;
}
