/**
 * A realtime channel for a partner page that has none (the host site connects its own through
 * connectLiveChatChannel): one per page and guest, to the widget's API origin, feeding the
 * chat button and room (the room reads the balance events itself). Replaced when the guest or
 * their token changes, because the server numbers events per guest. A lazy chunk: a page whose
 * host connects its channel never downloads it.
 */
import { connectLiveChatChannel, hasLiveChatChannel } from '../../sdk/chat-room/channel';
import { createRealtimeChannel, type RealtimeChannel } from '../../sdk/realtime/channel';
import { $guest } from '../../sdk/session/store';

let current: { key: string; channel: RealtimeChannel; stop: () => void } | null = null;

/** ws(s)://host/realtime of an http(s) API base ('' = this page's origin). */
export function realtimeUrlOf(apiBase: string): string {
  const origin = new URL(apiBase || location.origin, location.href).origin;
  return `${origin.replace(/^http/, 'ws')}/realtime`;
}

/** Opens (or renews) the widget's own channel, unless the page connected one. */
export function ensureWidgetChannel(apiBase: string, language: string): void {
  const guest = $guest.value;
  if (!guest) return;
  const key = `${guest.id}\n${guest.accessToken}`;
  if (current?.key === key) return;
  if (!current && hasLiveChatChannel()) return;
  current?.stop();
  const channel = createRealtimeChannel({
    url: realtimeUrlOf(apiBase),
    getAuth: () => {
      const now = $guest.get();
      return now ? { accessToken: now.accessToken, guestId: now.id, isLoggedIn: now.isLoggedIn } : null;
    },
    language,
  });
  const disconnectLive = connectLiveChatChannel(channel);
  current = {
    key,
    channel,
    stop: () => {
      disconnectLive();
      channel.stop();
    },
  };
  channel.start();
}
