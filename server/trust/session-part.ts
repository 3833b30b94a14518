/**
 * The trust fields of the guest session (spec 000 §3): avsStatus,
 * avsRejectMessage, hasAvs, pincallVerifications. One of the parts the
 * platform gives ACCOUNTS' session builder.
 */
import type { SessionPartProvider } from '../guests/session-parts';
import { readAvsState } from './age-verification';
import { listPinCallVerifications } from './pin-call-service';

export const trustSessionPart: SessionPartProvider = async (guestId, db) => {
  const [avs, pincallVerifications] = await Promise.all([readAvsState(db, guestId), listPinCallVerifications(db, guestId)]);
  return { ...avs, pincallVerifications };
};
