/**
 * Pin and unpin through the realtime channel (spec 000 §7 "favourite pin/unpin
 * for actor, album, sedcards, picture"). The change shows at once and is
 * undone when the server refuses it.
 */
import type { RealtimeChannel } from '../realtime/channel';
import type { FavouriteKind } from '../realtime/protocol';
import { $isLoggedIn } from '../session/store';
import { applyPinned, applyUnpinned, pinMessage } from './favourites';
import { $favourites } from './store';

export type PinOutcome = { ok: true; cid: string } | { ok: false; reason: 'loginRequired' | 'notSent' };

/** Pins or unpins one item; refused when logged out (spec 000 §6 "Login is required for: ... favourites and pinning"). */
export function setPinned(
  channel: Pick<RealtimeChannel, 'send' | 'onAck'>,
  action: 'pin' | 'unpin',
  kind: FavouriteKind,
  id: number,
): PinOutcome {
  const prepared = pinMessage(action, kind, id, $isLoggedIn.get());
  if (!prepared.ok) return prepared;
  const sent = channel.send(prepared.message);
  if (!sent.accepted) return { ok: false, reason: 'notSent' };
  const apply = action === 'pin' ? applyPinned : applyUnpinned;
  const undo = action === 'pin' ? applyUnpinned : applyPinned;
  $favourites.set(apply($favourites.get(), kind, id));
  const stop = channel.onAck((frame) => {
    if (frame.cid !== sent.cid) return;
    stop();
    if (!frame.ok) $favourites.set(undo($favourites.get(), kind, id));
  });
  return { ok: true, cid: sent.cid };
}
