/**
 * The voice-call fields of the guest session (spec 000 §3 "isVoicecallActive,
 * isAnonymousVoicecall"): a running call makes both true. Every call of the
 * query service's anonymousVoiceCallStart is anonymous towards the performer,
 * so its guest is an anonymous voice-call guest while it runs (002 §4.3).
 */
import type { SessionPartProvider } from '../guests/session-parts';
import { runningVoiceCall } from './voice-calls';

export const liveShowsSessionPart: SessionPartProvider = async (guestId, db) => {
  const call = await runningVoiceCall(db, guestId);
  return { isVoicecallActive: call !== null, isAnonymousVoicecall: call !== null };
};
