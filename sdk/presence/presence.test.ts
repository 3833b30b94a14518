import { describe, expect, it } from 'vitest';
import { RestError } from '../api/rest';
import { FakeEventTarget } from '../realtime/channel-fakes';
import { createOfflineLogQueue, createPresence } from './index';

/** A REST client that records posts and fails while `down` says the network is gone. */
function fakeRest() {
  const posts: Array<{ path: string; body: unknown }> = [];
  const state = { down: false, refuse: false };
  return {
    posts,
    state,
    async post<T>(path: string, body?: unknown): Promise<T> {
      await Promise.resolve();
      if (state.down) throw new TypeError('Failed to fetch');
      if (state.refuse) throw new RestError('POST', path, 400);
      posts.push({ path, body });
      return { success: true } as T;
    },
  };
}

function setup() {
  const rest = fakeRest();
  const windowEvents = new FakeEventTarget();
  const documentEvents = new FakeEventTarget();
  let online = true;
  const warnings: string[] = [];
  const presence = createPresence({ rest, windowEvents, documentEvents, isOnline: () => online, warn: (m) => warnings.push(m) });
  presence.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    rest,
    presence,
    warnings,
    settle,
    goOffline() {
      online = false;
      rest.state.down = true;
      windowEvents.dispatch('offline');
    },
    goOnline() {
      online = true;
      rest.state.down = false;
      windowEvents.dispatch('online');
    },
    hide() {
      documentEvents.visibilityState = 'hidden';
      documentEvents.dispatch('visibilitychange');
    },
    show() {
      documentEvents.visibilityState = 'visible';
      documentEvents.dispatch('visibilitychange');
    },
  };
}

describe('presence', () => {
  // spec 000 §4: "On tab hide a leave event is tracked; on first return a comeback event is tracked."
  it('tracks leave on every hide and comeback on the first return only', async () => {
    const test = setup();
    test.hide();
    test.show();
    test.hide();
    test.show();
    await test.settle();
    expect(test.rest.posts).toEqual([
      { path: 'tracker/track', body: { eventContext: 'presence', eventAction: 'leave', eventData: null } },
      { path: 'tracker/track', body: { eventContext: 'presence', eventAction: 'comeback', eventData: null } },
      { path: 'tracker/track', body: { eventContext: 'presence', eventAction: 'leave', eventData: null } },
    ]);
    expect(test.presence.$visible.get()).toBe(true);
  });

  it('a repeated visible event without a hide tracks nothing', async () => {
    const test = setup();
    test.show();
    await test.settle();
    expect(test.rest.posts).toEqual([]);
  });

  // spec 000 §7: "logger/browserOnline (status) ... Offline logging is queued and replayed when the browser is online again."
  it('queues logging while offline and replays it in order when back online', async () => {
    const test = setup();
    test.goOffline();
    expect(test.presence.$online.get()).toBe(false);
    test.hide();
    test.presence.logConnectionError({ connectionAttempt: 2, error: 'connectionClosed', errorCode: 1006, errorReason: '', websocketType: 'realtime' });
    await test.settle();
    expect(test.rest.posts).toEqual([]);
    test.goOnline();
    await test.settle();
    expect(test.rest.posts.map((p) => [p.path, p.body])).toEqual([
      ['logger/browserOnline', { status: 'offline' }],
      ['tracker/track', { eventContext: 'presence', eventAction: 'leave', eventData: null }],
      ['logger/websocketConnectionError', { connectionAttempt: 2, error: 'connectionClosed', errorCode: 1006, errorReason: '', websocketType: 'realtime' }],
      ['logger/browserOnline', { status: 'online' }],
    ]);
    expect(test.presence.$online.get()).toBe(true);
  });
});

describe('offline log queue', () => {
  it('queues a call whose network fails even though the browser claims to be online, and sends it on the next flush', async () => {
    const rest = fakeRest();
    const queue = createOfflineLogQueue({ rest, isOnline: () => true });
    rest.state.down = true;
    await queue.send('logger/browserOnline', { status: 'online' });
    expect(queue.size).toBe(1);
    rest.state.down = false;
    await queue.send('tracker/track', { eventContext: 'x', eventAction: 'y', eventData: null });
    expect(rest.posts.map((p) => p.path)).toEqual(['logger/browserOnline', 'tracker/track']);
    expect(queue.size).toBe(0);
  });

  it('is bounded: when full the oldest call is dropped with a warning', async () => {
    const rest = fakeRest();
    const warnings: string[] = [];
    const queue = createOfflineLogQueue({ rest, isOnline: () => false, limit: 2, warn: (m) => warnings.push(m) });
    for (const n of [1, 2, 3]) await queue.send('tracker/track', { n });
    expect(queue.size).toBe(2);
    expect(warnings).toEqual(['offline log queue full (2): dropped the oldest call tracker/track']);
  });

  it('drops a call the server refuses (a 4xx will not get better) and goes on with the next', async () => {
    const rest = fakeRest();
    const warnings: string[] = [];
    let online = false;
    const queue = createOfflineLogQueue({ rest, isOnline: () => online, warn: (m) => warnings.push(m) });
    await queue.send('logger/a', 1);
    await queue.send('logger/b', 2);
    online = true;
    rest.state.refuse = true;
    await queue.flush();
    expect(queue.size).toBe(0);
    expect(warnings).toHaveLength(2);
  });
});
