/**
 * The site's open realtime channel, for components that send (pin, mark read).
 * A module of its own, so components can watch it without pulling the channel
 * client into the first route: site-realtime.ts, which sets it, loads later.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { RealtimeChannel } from '../../../sdk/realtime/channel';

/** The part of the channel components use; tests set a fake through setSiteChannel. */
export type SiteChannel = Pick<RealtimeChannel, 'send' | 'onAck'>;

const channelAtom = atom<SiteChannel | null>(null);
/** The open site channel, or null before the session is known. */
export const $siteChannel: ReadableAtom<SiteChannel | null> = channelAtom;

/** Sets the open channel (site-realtime.ts; tests put a fake here). */
export function setSiteChannel(channel: SiteChannel | null): void {
  channelAtom.set(channel);
}
