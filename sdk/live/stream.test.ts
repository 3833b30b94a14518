/** Table tests of the live stream rules (issue 14 item 1; live contract §1). */
import { describe, expect, it } from 'vitest';
import {
  actorPhaseSeconds, clipKeyForActor, kindMayWatch, LIVE_GRANT_MAX_SECONDS, LIVE_WINDOW_SEGMENTS, liveNumberingOrigin, livePlaylist, liveStreamState, liveWindow,
  previewDay, previewLimitFor, thumbnailAt, type LiveKind, type LiveStreamState,
} from './stream';

const FOUR = [4, 4, 4]; // a 12 s clip of three 4 s segments (the test media profile)

describe('clipKeyForActor', () => {
  it.each([
    [1, 'c01'], [2, 'c02'], [16, 'c16'], [17, 'c01'], [33, 'c01'], [40, 'c08'],
  ])('actor %i loops clip %s (round-robin over the 16 clips)', (actorId, key) => {
    expect(clipKeyForActor(actorId)).toBe(key);
  });
  it.each([0, -1, 1.5, Number.NaN])('refuses actor id %s', (actorId) => {
    expect(() => clipKeyForActor(actorId)).toThrow(RangeError);
  });
});

describe('liveWindow: "a live HLS stream (short segments, sliding window, no end tag)"', () => {
  it.each([
    // nowMs, first sequence, last sequence, discontinuity sequence, which listed sequences start a new loop
    { now: 0, first: 0, sequences: [], loop: 0 },
    { now: 3_999, first: 0, sequences: [], loop: 0 },
    { now: 4_000, first: 0, sequences: [0], loop: 0 },
    { now: 8_000, first: 0, sequences: [0, 1], loop: 0 },
    { now: 20_000, first: 0, sequences: [0, 1, 2, 3, 4], loop: 0 },
    { now: 24_000, first: 1, sequences: [1, 2, 3, 4, 5], loop: 0 },
    { now: 27_999, first: 1, sequences: [1, 2, 3, 4, 5], loop: 0 },
    { now: 28_000, first: 2, sequences: [2, 3, 4, 5, 6], loop: 0 },
    { now: 32_000, first: 3, sequences: [3, 4, 5, 6, 7], loop: 1 },
    { now: 60_000, first: 10, sequences: [10, 11, 12, 13, 14], loop: 3 },
  ])('at $now ms the window lists $sequences', ({ now, first, sequences, loop }) => {
    const window = liveWindow(FOUR, now);
    expect(window.mediaSequence).toBe(first);
    expect(window.segments.map((s) => s.sequence)).toEqual(sequences);
    expect(window.discontinuitySequence).toBe(loop);
    expect(window.segments.every((s) => s.clipIndex === s.sequence % 3)).toBe(true);
    expect(window.targetDuration).toBe(4);
  });

  it('EXT-X-DISCONTINUITY before each loop start inside the window, never on the first listed segment', () => {
    // At 32 s the window is 3..7: segment 3 starts loop 1 but is first (its loop is the discontinuity sequence); 6 starts loop 2.
    expect(liveWindow(FOUR, 32_000).segments.filter((s) => s.discontinuity).map((s) => s.sequence)).toEqual([6]);
    expect(liveWindow(FOUR, 24_000).segments.filter((s) => s.discontinuity).map((s) => s.sequence)).toEqual([3]);
  });

  it('slides one segment per segment length: each reload either keeps or advances the media sequence by one', () => {
    let previous = liveWindow(FOUR, 100_000);
    for (let now = 100_000; now <= 200_000; now += 1_000) {
      const window = liveWindow(FOUR, now);
      expect(window.mediaSequence - previous.mediaSequence).toBeGreaterThanOrEqual(0);
      expect(window.mediaSequence - previous.mediaSequence).toBeLessThanOrEqual(1);
      expect(window.segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
      // The discontinuity sequence counts the loop starts that slid out (HLS: it must grow with each one).
      const slidOut = previous.segments.filter((s) => s.sequence < window.mediaSequence);
      const passedLoopStarts = slidOut.filter((s) => s.discontinuity).length
        + (window.segments[0]!.clipIndex === 0 && window.mediaSequence !== previous.mediaSequence ? 1 : 0);
      expect(window.discontinuitySequence - previous.discontinuitySequence).toBe(passedLoopStarts);
      previous = window;
    }
  });

  it('uneven segments (a shorter last one) keep the timeline exact after a million loops', () => {
    const clip = [4, 4, 2.5]; // 10.5 s
    const loops = 1_000_000;
    const atLoop = liveWindow(clip, loops * 10_500 + 4_000);
    // Segment 0 of loop `loops` has just finished: it is the newest listed one.
    expect(atLoop.segments.at(-1)).toMatchObject({ sequence: loops * 3, clipIndex: 0, discontinuity: true });
    expect(atLoop.clipPosition).toBe(4);
    expect(atLoop.discontinuitySequence).toBe(loops - 2);
  });

  it('the phase shifts the timeline: two actors on one clip are not in step', () => {
    expect(liveWindow(FOUR, 0, { phaseSeconds: 8 }).segments.map((s) => s.sequence)).toEqual([0, 1]);
    expect(actorPhaseSeconds(1)).not.toBe(actorPhaseSeconds(17));
  });

  it.each([
    // origin, now (ms): the same segments as from the epoch, numbered from the loop airing at the origin
    { origin: 24_000, now: 60_000, sequences: [4, 5, 6, 7, 8], loop: 1 }, // origin in loop 2: 6 whole segments fewer
    { origin: 35_999, now: 60_000, sequences: [4, 5, 6, 7, 8], loop: 1 }, // anywhere in that loop: the same
    { origin: 36_000, now: 60_000, sequences: [1, 2, 3, 4, 5], loop: 0 },
    { origin: 60_000, now: 60_000, sequences: [], loop: 0 }, // the origin's loop began just now: none of it has aired
    { origin: 0, now: 60_000, sequences: [10, 11, 12, 13, 14], loop: 3 }, // epoch: the default
  ])('originMs $origin: at $now ms the window lists $sequences, discontinuity sequence $loop', ({ origin, now, sequences, loop }) => {
    const window = liveWindow(FOUR, now, { originMs: origin });
    const fromEpoch = liveWindow(FOUR, now);
    expect(window.segments.map((s) => s.sequence)).toEqual(sequences);
    expect(window.discontinuitySequence).toBe(loop);
    // What airs does not change with the numbering: the same clip segments, discontinuities and position.
    if (sequences.length === LIVE_WINDOW_SEGMENTS) {
      expect(window.segments.map(({ clipIndex, discontinuity }) => ({ clipIndex, discontinuity }))).toEqual(fromEpoch.segments.map(({ clipIndex, discontinuity }) => ({ clipIndex, discontinuity })));
    }
    expect(window.clipPosition).toBe(fromEpoch.clipPosition);
  });

  it('liveNumberingOrigin: every reload of one grant numbers alike, and from the epoch\'s 10^8 loops down to under two days of segments', () => {
    const expiresAt = 1_795_546_058; // a chat grant of November 2026
    const origin = liveNumberingOrigin(expiresAt);
    expect(liveNumberingOrigin(expiresAt)).toBe(origin);
    const issued = (expiresAt - 6 * 3600) * 1000;
    const phaseSeconds = actorPhaseSeconds(1);
    const first = liveWindow(FOUR, issued, { phaseSeconds, originMs: origin });
    const next = liveWindow(FOUR, issued + 4_000, { phaseSeconds, originMs: origin });
    expect(next.mediaSequence - first.mediaSequence).toBe(1);
    expect(liveWindow(FOUR, issued, { phaseSeconds }).discontinuitySequence).toBeGreaterThan(100_000_000);
    // Any instant the grant is valid (it began at most LIVE_GRANT_MAX_SECONDS before its expiry): a full window, small numbers.
    for (const now of [(expiresAt - LIVE_GRANT_MAX_SECONDS) * 1000, issued, expiresAt * 1000]) {
      const window = liveWindow(FOUR, now, { phaseSeconds, originMs: origin });
      expect(window.segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
      expect(window.segments.at(-1)!.sequence).toBeLessThanOrEqual((2 * LIVE_GRANT_MAX_SECONDS) / 4);
    }
  });

  it.each([[[]], [[4, 0]], [[4, -1]]])('refuses segment lengths %j', (seconds) => {
    expect(() => liveWindow(seconds, 0)).toThrow(RangeError);
  });
});

describe('livePlaylist', () => {
  it('a live playlist: sequences, discontinuity, relative URIs, and no #EXT-X-ENDLIST or playlist type', () => {
    const text = livePlaylist(liveWindow(FOUR, 32_000), (index) => `seg-0000${index}.ts`);
    expect(text).toBe([
      '#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:4', '#EXT-X-MEDIA-SEQUENCE:3', '#EXT-X-DISCONTINUITY-SEQUENCE:1',
      '#EXTINF:4.000,', 'seg-00000.ts', '#EXTINF:4.000,', 'seg-00001.ts', '#EXTINF:4.000,', 'seg-00002.ts',
      '#EXT-X-DISCONTINUITY', '#EXTINF:4.000,', 'seg-00000.ts', '#EXTINF:4.000,', 'seg-00001.ts', '',
    ].join('\n'));
    expect(text).not.toContain('ENDLIST');
    expect(text).not.toContain('PLAYLIST-TYPE');
  });
});

describe('liveStreamState: "stream states follow the performer going online, into a ticket show, offline"', () => {
  it.each<[boolean, boolean, LiveStreamState]>([
    [false, false, 'offline'], [false, true, 'offline'], [true, false, 'live'], [true, true, 'ticketShow'],
  ])('online %s, ticket show %s -> %s', (isOnline, isCurrentlyTicketShow, state) => {
    expect(liveStreamState({ isOnline, isCurrentlyTicketShow })).toBe(state);
  });
});

describe('kindMayWatch: a ticket show is for ticket holders only', () => {
  it.each<[LiveKind, LiveStreamState, boolean]>([
    ['preview', 'live', true], ['chat', 'live', true], ['show', 'live', true], ['voice', 'live', true],
    ['preview', 'ticketShow', false], ['chat', 'ticketShow', false], ['voice', 'ticketShow', false], ['show', 'ticketShow', true],
    ['preview', 'offline', false], ['show', 'offline', false],
  ])('%s in state %s -> %s', (kind, state, may) => {
    expect(kindMayWatch(kind, state)).toBe(may);
  });
});

describe('previewLimitFor: spec 000 §9 "Live preview limit 5 (VIP 20)"', () => {
  it.each([[false, 5], [true, 20]])('VIP %s -> %i per day', (isVip, limit) => {
    expect(previewLimitFor({ isVip })).toBe(limit);
  });
  it.each([
    [Date.UTC(2026, 10, 24, 0, 0, 0), '2026-11-24'],
    [Date.UTC(2026, 10, 24, 23, 59, 59, 999), '2026-11-24'],
    [Date.UTC(2026, 10, 25, 0, 0, 0), '2026-11-25'],
  ])('previews count on the UTC day: %i -> %s', (nowMs, day) => {
    expect(previewDay(nowMs)).toBe(day);
  });
});

describe('thumbnailAt: the live picture shows the current position', () => {
  it.each([
    [0, 12, 12, 0], [5.9, 12, 12, 5], [11.99, 12, 12, 11], [12, 12, 12, 11], [6, 12, 5, 2], [3, 0, 5, 0], [3, 12, 0, 0],
  ])('position %s of %s s over %i thumbnails -> %i', (position, duration, count, index) => {
    expect(thumbnailAt(position, duration, count)).toBe(index);
  });
});
