import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { $guest, resetSessionStore } from '../../../sdk/session/store';
import { $siteChannel } from './site-channel';
import { realtimeUrl, startSiteRealtime } from './site-realtime';
import { atom } from 'nanostores';
import type { LogPath } from '../../../sdk/presence';
import { getSiteTracker } from '../tracking/site-tracker';

/** Records the sockets the channel opens; none of them ever connects. */
function fakeWebSocketClass() {
  const opened: Array<{ url: string; close: ReturnType<typeof vi.fn>; onclose: ((event: { code: number; reason: string }) => void) | null }> = [];
  class FakeSocket {
    static readonly OPEN = 1;
    readyState = 0;
    onopen = null;
    onmessage = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
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

describe('startSiteRealtime with the page presence', () => {
  // spec 000 §4: "When the channel closes it is logged with code and reason" — through the tracker (logger/websocketConnectionError).
  it('starts the page tracker, logs channel closes through it, and stops it with the realtime', async () => {
    const { opened, WebSocket } = fakeWebSocketClass();
    const logs: Array<{ path: LogPath; body: unknown }> = [];
    const presence = { $online: atom(true), log: async (path: LogPath, body: unknown) => void logs.push({ path, body }) };
    const presenceOwnLog = vi.fn();
    stop = startSiteRealtime({
      location: { origin: 'https://velvet.example', reload: vi.fn(), pathname: '/' },
      language: 'en',
      isMobile: () => false,
      WebSocket,
      presence,
      logConnectionError: presenceOwnLog,
    });
    expect(getSiteTracker()).not.toBeNull();

    $guest.set(guest('g1', 'token-1'));
    await flush();
    opened[0]!.onclose?.({ code: 1006, reason: 'network gone' });
    await flush();
    expect(logs).toEqual([
      { path: 'logger/websocketConnectionError', body: { connectionAttempt: 1, error: 'connectionClosed', errorCode: 1006, errorReason: 'network gone', websocketType: expect.any(String) } },
    ]);
    // One log per close: the tracker replaces the plain option instead of adding to it.
    expect(presenceOwnLog).not.toHaveBeenCalled();

    stop();
    stop = undefined;
    expect(getSiteTracker()).toBeNull();
  });
});
