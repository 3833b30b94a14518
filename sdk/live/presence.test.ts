import { describe, expect, it } from 'vitest';
import { LIVE_PICTURE_REFRESH_MS, livePicturePath, msToNextBucket, pictureBucket } from './live-picture';
import { initialPresence, presenceReducer } from './presence';
import { previewRefusal } from './preview-outcome';

// spec 000 §4: "An actor going online or offline flips the actor's availability and adjusts onlineCount".
describe('presenceReducer', () => {
  const start = initialPresence([{ id: 1, isOnline: true }, { id: 2, isOnline: false }], 10);
  it.each([
    ['a shown performer goes offline', { type: 'actorOffline', actorId: 1 } as const, [], 9],
    ['a shown performer comes online', { type: 'actorOnline', actorId: 2 } as const, [1, 2], 11],
    ['another performer comes online: only the count', { type: 'actorOnline', actorId: 7 } as const, [1], 11],
    ['another performer goes offline: only the count', { type: 'actorOffline', actorId: 7 } as const, [1], 9],
    ['a repeat of a known state changes nothing', { type: 'actorOnline', actorId: 1 } as const, [1], 10],
    ['a snapshot replaces both', { type: 'snapshot', online: [2, 9], onlineCount: 4 } as const, [2], 4],
  ])('%s', (_, action, online, count) => {
    const next = presenceReducer(start, action);
    expect([[...next.online].sort(), next.onlineCount]).toEqual([online, count]);
  });

  // Live contract §2: "ticket show ... -> ticketShow" (liveState, and the presence answer's ticketShow ids).
  it('follows a shown performer\'s ticket show, and forgets it when she goes offline', () => {
    const running = presenceReducer(start, { type: 'ticketShow', actorId: 1, running: true });
    expect([...running.ticketShow]).toEqual([1]);
    expect(presenceReducer(running, { type: 'ticketShow', actorId: 1, running: true })).toBe(running);
    expect([...presenceReducer(running, { type: 'actorOffline', actorId: 1 }).ticketShow]).toEqual([]);
    expect([...presenceReducer(start, { type: 'snapshot', online: [1, 2], ticketShow: [2], onlineCount: 9 }).ticketShow]).toEqual([2]);
    expect(presenceReducer(start, { type: 'ticketShow', actorId: 7, running: true })).toBe(start);
  });
});

// Issue 14 item 2: "live tiles (the preview picture refreshes)", every 10 s with ?t=<10 s bucket>.
describe('live picture', () => {
  it('changes its address once per 10 s bucket, aligned for every tile', () => {
    expect(LIVE_PICTURE_REFRESH_MS).toBe(10_000);
    expect([pictureBucket(19_999), pictureBucket(20_000)]).toEqual([1, 2]);
    expect(livePicturePath(42, 7)).toBe('/media/live-picture/42.jpg?t=7');
    expect([msToNextBucket(20_000), msToNextBucket(29_999)]).toEqual([10_000, 1]);
  });
});

// Live contract §2: "refused with 429 LIVE_PREVIEW_LIMIT, 409 LIVE_OFFLINE, 403 LIVE_PREVIEW_DISABLED, 451 country ban".
describe('previewRefusal', () => {
  it.each([
    [429, 'LIVE_PREVIEW_LIMIT', 'limit'],
    [409, 'LIVE_OFFLINE', 'offline'],
    [403, 'LIVE_TICKET_SHOW', 'offline'],
    [403, 'LIVE_PREVIEW_DISABLED', 'disabled'],
    [451, 'COUNTRY_BANNED', 'banned'],
    [500, 'INTERNAL', 'failed'],
    [0, undefined, 'failed'],
  ] as const)('%s %s -> %s', (status, code, refusal) => {
    expect(previewRefusal(status, code)).toBe(refusal);
  });
});
