/**
 * The trust fields of the guest session (spec 000 §3): avsStatus,
 * avsRejectMessage, hasAvs, pincallVerifications. Registered at module load;
 * server/routes/guest-service imports this module.
 */
import { registerSessionPart } from '../guests/session-parts';
import { readAvsState } from './age-verification';
import { listPinCallVerifications } from './pin-call-service';

registerSessionPart('trust', async (guestId, db) => {
  const [avs, pincallVerifications] = await Promise.all([readAvsState(db, guestId), listPinCallVerifications(db, guestId)]);
  return { ...avs, pincallVerifications };
});
