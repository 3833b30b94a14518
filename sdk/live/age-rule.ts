/**
 * The age rule of live chats (spec 001 §9 "age-rating denial 601", a pre-chat
 * code). Decision (spec silent on which chats): a chat that shows the
 * performer's full live stream shows adult content and is rated 18, so it
 * needs what an 18-rated video needs (sdk/trust/restrictions.ts needsAgeCheck:
 * the guest's age verification accepted) and a restriction level that allows
 * age-rated content (sdk/trust/guest-rules.ts). Exempt:
 * - the live preview: issue 14 §1 opens it "to guests within the preview
 *   limit", anonymous guests counted by their guest id, and an age check
 *   belongs to an account; its codes (401-408) have no age reason;
 * - the anonymous voice call: audio only, no picture, and anonymous by the
 *   spec (000 §7 "anonymous voice-call start"); its answer codes are 4xxx, not
 *   exit reasons.
 */
import type { AvsStatus } from '../api/guest-types';
import { restrictionsFor } from '../trust/restrictions';
import { RESTRICTION_LEVEL } from '../trust/guest-rules';
import type { ChatType } from './chat-types';

export { EXIT_AGE_RATING } from './exit-reasons';
/** The rating of everything a live chat shows. */
export const LIVE_CHAT_AGE_RATING = 18;

/** Whether a chat of this type shows the full live stream (everything but the live preview). */
export function showsFullStream(chatType: ChatType): boolean {
  return chatType !== 'livePreview';
}

export interface LiveAgeFacts {
  avsStatus: AvsStatus;
  restrictionLevel: number;
}

/**
 * Why the guest may not start the chat for its age rating, or null:
 * - 'restrictedAgeRated': the restriction level forbids 18-rated content (an
 *   age check would not help, so this comes first);
 * - 'needsAgeCheck': the age verification is not accepted (unknown, pending,
 *   rejected or revoked).
 */
export function liveAgeRefusal(chatType: ChatType, guest: LiveAgeFacts): 'needsAgeCheck' | 'restrictedAgeRated' | null {
  if (!showsFullStream(chatType)) return null;
  if (guest.restrictionLevel >= RESTRICTION_LEVEL.noAgeRatedPurchases) return 'restrictedAgeRated';
  // The same rule as an 18-rated video that is free and owned: only the age check can stand in the way.
  const restrictions = restrictionsFor({ ageRating: LIVE_CHAT_AGE_RATING, price: 0, free: true, vip: false }, { isLoggedIn: true, avsStatus: guest.avsStatus, isVip: false, owns: true });
  return restrictions.includes('needsAgeCheck') ? 'needsAgeCheck' : null;
}
