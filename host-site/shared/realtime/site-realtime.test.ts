import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { $guest, resetSessionStore } from '../../../sdk/session/store';
import { $siteChannel } from './site-channel';
import { realtimeUrl, startSiteRealtime } from './site-realtime';

/** Records the sockets the channel opens; none of them ever connects. */
function fakeWebSocketClass() {
  const opened: Array<{ url: string; close: ReturnType<typeof vi.fn> }> = [];
  class FakeSocket {
    static readonly OPEN = 1;
    readyState = 0;
    onopen = null;
    onmessage = null;
    onclose = null;
    onerror = null;
    close = vi.fn();
    send = vi.fn();
    addEventListener = vi.fn();
    removeEventListener = vi.fn();
    constructor(readonly url: string) {
      opened.push(this);
    }
  }
  return { opened, WebSocket: FakeSocket as unknown as typeof WebSocket };
}

const guest = (id: string, accessToken: string) => ({ id, accessToken, isLoggedIn: true }) as GuestSession;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetSessionStore();
});

describe('realtimeUrl', () => {
  it.each([
    ['https://velvet.example', 'wss://velvet.example/realtime'],
    ['http://127.0.0.1:4000', 'ws://127.0.0.1:4000/realtime'],
  ])('%s -> %s', (origin, url) => expect(realtimeUrl(origin)).toBe(url));
});

describe('startSiteRealtime', () => {
  it('opens nothing until the session is known, then one socket with the access token; a new guest gets a new channel', async () => {
    const { opened, WebSocket } = fakeWebSocketClass();
    stop = startSiteRealtime({ location: { origin: 'https://velvet.example', reload: vi.fn(), pathname: '/' }, language: 'de', isMobile: () => false, WebSocket });
    expect(opened).toHaveLength(0);
    expect($siteChannel.get()).toBeNull();

    $guest.set(guest('g1', 'token-1'));
    await flush();
    expect(opened.map((socket) => socket.url)).toEqual(['wss://velvet.example/realtime?access_token=token-1']);
    const first = $siteChannel.get();
    expect(first).not.toBeNull();

    // A balance change is the same guest: the channel stays.
    $guest.set({ ...guest('g1', 'token-1'), balance: 5 });
    await flush();
    expect(opened).toHaveLength(1);

    // Logging in as someone else: the server numbers events per guest, so a fresh channel.
    $guest.set(guest('g2', 'token-2'));
    await flush();
    expect(opened.at(-1)?.url).toBe('wss://velvet.example/realtime?access_token=token-2');
    expect($siteChannel.get()).not.toBe(first);
  });
});
