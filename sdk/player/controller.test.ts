import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createPlayerController, type PlayerControllerOptions, type PlayerSource } from './controller';
import { createResumeStore } from './resume';
import { BAD_CONNECTION_WAIT_MS, NATIVE_HLS_RECOVERY_MS, VOLUME_HINT_MS } from './rules';
import { FakeVideo, fakeEngineFactory, fakeProbe, LEVELS, memoryStorage, settle } from './test-fixtures';

const FULL_SRC = '/media/hls/7/full/g1/100/sig/master.m3u8';
const FULL: PlayerSource = { src: FULL_SRC, videoId: 7, kind: 'full', mediaState: 'ready' };

function setup(overrides: Partial<PlayerControllerOptions> = {}) {
  const video = new FakeVideo();
  const clock = new FakeClock(1_000_000);
  const factory = fakeEngineFactory();
  const probe = fakeProbe();
  const storage = memoryStorage();
  const resume = createResumeStore(storage);
  const reportWatchStart = vi.fn(async (_videoId: number) => ({}));
  const onGrantExpired = vi.fn();
  const player = createPlayerController({
    video,
    engine: 'hls.js',
    createEngine: factory.createEngine,
    probe: probe.probe,
    clock,
    resume,
    guestId: () => 'g1',
    reportWatchStart,
    onGrantExpired,
    ...overrides,
  });
  const status = () => player.$state.get().status;
  /** play() and let the probe and the engine arrive; the media starts playing. */
  async function playToPlaying(source: PlayerSource = FULL) {
    player.setSource(source);
    player.play();
    await settle();
    video.startPlaying();
  }
  return { video, clock, factory, probe, storage, resume, reportWatchStart, onGrantExpired, player, status, playToPlaying };
}

describe('play sessions', () => {
  it('loads no engine before play, then idle -> loading -> playing', async () => {
    const { player, factory, probe, status, video } = setup();
    player.setSource(FULL);
    expect(status()).toBe('idle');
    expect(factory.engines).toHaveLength(0);
    expect(probe.asked).toEqual([]);
    player.play();
    expect(status()).toBe('loading');
    await settle();
    expect(factory.last().calls).toEqual([`load ${FULL.src} @0`]);
    expect(video.plays).toBe(1);
    video.startPlaying();
    expect(status()).toBe('playing');
  });

  it('pauses, buffers and ends with the video element', async () => {
    const { video, status, playToPlaying } = setup();
    await playToPlaying();
    video.fire('waiting');
    expect(status()).toBe('buffering');
    video.fire('playing');
    video.pause();
    expect(status()).toBe('paused');
    video.startPlaying();
    video.ended = true;
    video.fire('ended');
    expect(status()).toBe('ended');
  });

  it('reports watch/start once per play session (spec 002 §7.8 "watch/start"), again for another video', async () => {
    const { video, player, reportWatchStart, playToPlaying } = setup();
    await playToPlaying();
    video.pause();
    player.play();
    video.startPlaying();
    video.fire('waiting');
    video.fire('playing');
    expect(reportWatchStart.mock.calls).toEqual([[7]]);
    await playToPlaying({ ...FULL, src: '/media/hls/8/full/g1/100/sig/master.m3u8', videoId: 8 });
    expect(reportWatchStart.mock.calls).toEqual([[7], [8]]);
  });

  it('reports no watch/start for a trailer', async () => {
    const { reportWatchStart, playToPlaying } = setup();
    await playToPlaying({ ...FULL, kind: 'trailer', src: '/media/hls/7/trailer/-/100/sig/trailer/index.m3u8' });
    expect(reportWatchStart).not.toHaveBeenCalled();
  });

  it('a refused play (autoplay policy) leaves the player paused, so the play button shows', async () => {
    const { video, player, status } = setup();
    video.refuseNextPlay = 'NotAllowedError';
    player.setSource(FULL);
    player.play();
    await settle();
    expect(status()).toBe('paused');
  });

  it('an autoplay the browser refuses with sound plays muted, with the volume hint', async () => {
    const { video, player, status } = setup();
    video.refuseNextPlay = 'NotAllowedError';
    player.setSource(FULL);
    player.play({ autoplay: true });
    await settle();
    expect(video.muted).toBe(true);
    expect(video.plays).toBe(2);
    video.startPlaying();
    expect(status()).toBe('playing');
    expect(player.$state.get().volumeHint).toBe(true);
  });

  it('says unsupported where the browser plays no HLS, and no-source without a src', async () => {
    const a = setup({ engine: null });
    a.player.setSource(FULL);
    a.player.play();
    expect(a.player.$state.get()).toMatchObject({ status: 'error', error: 'unsupported' });
    const b = setup();
    b.player.setSource({ ...FULL, src: null });
    b.player.play();
    expect(b.player.$state.get()).toMatchObject({ status: 'error', error: 'no-source' });
  });
});

describe('swapping the source', () => {
  it('buy -> play: trailer playing, the full video\'s src arrives and plays from its start without a reload', async () => {
    const { video, factory, player, status, playToPlaying } = setup();
    await playToPlaying({ ...FULL, kind: 'trailer', src: '/trailer.m3u8' });
    video.advanceTo(4);
    player.setSource(FULL);
    expect(status()).toBe('loading');
    await settle();
    // The same engine (hls.js is loaded once) switches to the new stream.
    expect(factory.engines).toHaveLength(1);
    expect(factory.last().calls).toEqual(['load /trailer.m3u8 @0', `load ${FULL.src} @0`]);
  });

  it('an idle player only remembers the new src; play loads it', async () => {
    const { player, factory, probe } = setup();
    player.setSource(FULL);
    player.setSource({ ...FULL, src: '/other.m3u8', videoId: 9 });
    expect(probe.asked).toEqual([]);
    player.play();
    await settle();
    expect(factory.last().calls).toEqual(['load /other.m3u8 @0']);
  });
});

describe('recovery (spec 000 §9 "native HLS recovery 2000 ms, max attempts 2")', () => {
  it('hls.js: a fatal network error is recovered at once, twice; the third is an error with Retry', async () => {
    const { factory, player, status, playToPlaying, clock } = setup();
    await playToPlaying();
    const engine = factory.last();
    engine.callbacks.failed({ status: 0, fatal: true });
    await settle();
    clock.advance(0);
    engine.callbacks.failed({ status: 0, fatal: true });
    await settle();
    clock.advance(0);
    expect(engine.calls.filter((call) => call === 'recover')).toHaveLength(2);
    expect(player.$state.get().attempts).toBe(2);
    engine.callbacks.failed({ status: 0, fatal: true });
    await settle();
    expect(player.$state.get()).toMatchObject({ status: 'error', error: 'network' });
    expect(engine.destroyed).toBe(true);
    // Retry: fresh attempts, a new engine, from where it stopped.
    player.retry();
    expect(status()).toBe('loading');
    expect(player.$state.get().attempts).toBe(0);
    await settle();
    expect(factory.engines).toHaveLength(2);
  });

  it('native HLS: waits NATIVE_HLS_RECOVERY_MS before reloading, and asks the playlist what went wrong', async () => {
    const { factory, probe, clock, playToPlaying } = setup({ engine: 'native' });
    await playToPlaying();
    const engine = factory.last();
    engine.callbacks.failed({ status: null, fatal: true });
    await settle();
    expect(probe.asked).toEqual([FULL.src, FULL.src]);
    clock.advance(NATIVE_HLS_RECOVERY_MS - 1);
    expect(engine.calls).not.toContain('recover');
    clock.advance(1);
    expect(engine.calls).toContain('recover');
  });

  it('ignores a non-fatal failure the engine handles itself', async () => {
    const { factory, player, playToPlaying } = setup();
    await playToPlaying();
    factory.last().callbacks.failed({ status: 500, fatal: false });
    await settle();
    expect(player.$state.get()).toMatchObject({ status: 'playing', attempts: 0 });
  });
});

describe('expired grant (403) and preparing clip (503 MEDIA_PREPARING)', () => {
  it('a 403 on a segment stops, hands the position to the page, and a fresh src continues from there', async () => {
    const { video, factory, player, onGrantExpired, playToPlaying } = setup();
    await playToPlaying();
    video.advanceTo(42);
    factory.last().callbacks.failed({ status: 403, fatal: false });
    await settle();
    expect(player.$state.get()).toMatchObject({ status: 'error', error: 'grant-expired' });
    expect(onGrantExpired).toHaveBeenCalledWith({ videoId: 7, kind: 'full', position: 42 });
    // Tearing hls.js down resets the element's time; the position is kept.
    video.currentTime = 0;
    player.setSource({ ...FULL, src: '/fresh.m3u8' });
    await settle();
    expect(factory.last().calls).toEqual(['load /fresh.m3u8 @42']);
  });

  it('a 503 before play shows preparing and asks again after Retry-After until ready', async () => {
    const { probe, clock, factory, player, status } = setup();
    probe.answer(FULL_SRC, { status: 503, retryAfterSeconds: 3 }, { status: 503, retryAfterSeconds: 3 });
    player.setSource(FULL);
    player.play();
    await settle();
    expect(status()).toBe('preparing');
    expect(factory.engines).toHaveLength(0);
    clock.advance(3000);
    await settle();
    expect(status()).toBe('preparing');
    expect(probe.asked).toHaveLength(2);
    clock.advance(3000);
    await settle();
    expect(status()).toBe('loading');
    expect(factory.last().calls).toEqual([`load ${FULL.src} @0`]);
  });

  it('media-state=preparing without a src waits; the page\'s ready src starts it', async () => {
    const { factory, player, status } = setup();
    player.setSource({ ...FULL, src: null, mediaState: 'preparing' });
    player.play();
    expect(status()).toBe('preparing');
    player.setSource(FULL);
    await settle();
    expect(factory.last().calls).toEqual([`load ${FULL.src} @0`]);
  });

  it('a play while the src is still being read (a video-id player\'s answer) shows loading and starts when it arrives; an answer that grants nothing is no-source', async () => {
    const { factory, player, status } = setup();
    player.setSource({ ...FULL, src: null, kind: 'trailer', reading: true });
    player.play();
    expect(status()).toBe('loading');
    // The answer grants the full video (a member who bought it): a kind only known now.
    player.setSource(FULL);
    await settle();
    expect(factory.last().calls).toEqual([`load ${FULL.src} @0`]);

    const other = setup();
    other.player.setSource({ ...FULL, src: null, kind: 'trailer', reading: true });
    other.player.play();
    other.player.setSource({ ...FULL, src: null, kind: 'trailer' });
    expect(other.player.$state.get()).toMatchObject({ status: 'error', error: 'no-source' });
    expect(other.factory.engines).toHaveLength(0);
  });

  it('a 404 is an error, with no recovery attempts', async () => {
    const { probe, player } = setup();
    probe.answer(FULL_SRC, 404);
    player.setSource(FULL);
    player.play();
    await settle();
    expect(player.$state.get()).toMatchObject({ status: 'error', error: 'not-found', attempts: 0 });
  });
});

describe('quality: adaptive with a manual choice', () => {
  it('keeps the manual choice and hands it to the engine once the levels are known', async () => {
    const { factory, player, playToPlaying } = setup();
    player.setQuality(2);
    await playToPlaying();
    const engine = factory.last();
    engine.callbacks.levels(LEVELS);
    expect(engine.calls).toContain('quality 2');
    engine.callbacks.levelSwitched(2);
    expect(player.$state.get()).toMatchObject({ quality: 2, activeLevel: 2, levels: LEVELS });
    player.setQuality('auto');
    expect(engine.calls.at(-1)).toBe('quality auto');
  });

  it('"bad-connection wait 5000 ms": buffering that long caps auto quality to the lowest level', async () => {
    const { video, clock, factory, player, playToPlaying } = setup({ desktop: true });
    await playToPlaying();
    const engine = factory.last();
    engine.callbacks.levels(LEVELS);
    video.fire('waiting');
    clock.advance(BAD_CONNECTION_WAIT_MS - 1);
    expect(engine.calls).not.toContain('cap 0');
    clock.advance(1);
    expect(engine.calls).toContain('cap 0');
    expect(player.$state.get().badConnection).toBe(true);
  });

  it('buffering that ends in time, or a manual choice, caps nothing', async () => {
    const { video, clock, factory, player, playToPlaying } = setup();
    await playToPlaying();
    const engine = factory.last();
    engine.callbacks.levels(LEVELS);
    video.fire('waiting');
    clock.advance(BAD_CONNECTION_WAIT_MS - 1000);
    video.fire('playing');
    clock.advance(5000);
    video.fire('waiting');
    player.setQuality(1);
    clock.advance(BAD_CONNECTION_WAIT_MS);
    expect(engine.calls.filter((call) => call.startsWith('cap'))).toEqual([]);
  });
});

describe('resume position per guest', () => {
  it('saves while playing and on pause, and the next session of the same guest starts there', async () => {
    const first = setup();
    await first.playToPlaying();
    first.video.duration = 60;
    first.video.advanceTo(31);
    first.video.pause();
    const { player, factory } = setup({ resume: first.resume });
    player.setSource(FULL);
    player.play();
    await settle();
    expect(factory.last().calls).toEqual([`load ${FULL.src} @31`]);
  });

  it('another guest starts from the beginning', async () => {
    const first = setup();
    await first.playToPlaying();
    first.video.advanceTo(31);
    first.video.pause();
    const { player, factory } = setup({ resume: first.resume, guestId: () => 'g2' });
    player.setSource(FULL);
    player.play();
    await settle();
    expect(factory.last().calls).toEqual([`load ${FULL.src} @0`]);
  });

  it('forgets the position when the video ended', async () => {
    const { video, resume, playToPlaying } = setup();
    await playToPlaying();
    video.advanceTo(20);
    video.pause();
    expect(resume.get('g1', 7)).toBe(20);
    video.startPlaying();
    video.ended = true;
    video.fire('ended');
    expect(resume.get('g1', 7)).toBeNull();
  });

  it('saves at most every 5 s while playing', async () => {
    const { video, clock, storage, playToPlaying } = setup();
    const writes = vi.spyOn(storage, 'setItem');
    await playToPlaying();
    for (let second = 1; second <= 10; second++) {
      clock.advance(1000);
      video.advanceTo(second);
    }
    expect(writes.mock.calls.length).toBe(2);
  });
});

describe('volume', () => {
  it('"volume hint 10000 ms": a muted start shows the hint for 10 s', async () => {
    const { video, clock, player, playToPlaying } = setup();
    video.muted = true;
    await playToPlaying();
    expect(player.$state.get().volumeHint).toBe(true);
    clock.advance(VOLUME_HINT_MS - 1);
    expect(player.$state.get().volumeHint).toBe(true);
    clock.advance(1);
    expect(player.$state.get().volumeHint).toBe(false);
  });

  it('unmuting hides the hint; steps stay on the grid and clamp', async () => {
    const { video, player, playToPlaying } = setup();
    video.muted = true;
    await playToPlaying();
    player.toggleMute();
    video.fire('volumechange');
    expect(player.$state.get()).toMatchObject({ muted: false, volumeHint: false });
    player.setVolume(1.3);
    expect(video.volume).toBe(1);
    player.setVolume(0.1 + 0.2);
    expect(video.volume).toBe(0.3);
  });
});

describe('controls', () => {
  it('seeks within the media and toggles play', async () => {
    const { video, player, status, playToPlaying } = setup();
    await playToPlaying();
    video.duration = 30;
    video.currentTime = 10;
    player.seekBy(5);
    expect(video.currentTime).toBe(15);
    player.seekBy(-20);
    expect(video.currentTime).toBe(0);
    player.seekBy(100);
    expect(video.currentTime).toBe(30);
    player.togglePlay();
    expect(status()).toBe('paused');
    player.togglePlay();
    video.fire('playing');
    expect(status()).toBe('playing');
  });

  it('destroy removes its listeners and the engine', async () => {
    const { video, factory, player, playToPlaying } = setup();
    await playToPlaying();
    player.destroy();
    expect(video.listenerCount()).toBe(0);
    expect(factory.last().destroyed).toBe(true);
  });
});

describe('a live stream\'s way to the first frame (issue 14: bench/live "time from start chat to first frame")', () => {
  const LIVE: PlayerSource = { src: '/media/live/3/chat/g1/c1/100/sig/master.m3u8', videoId: null, kind: 'live', mediaState: 'ready' };

  it('on hls.js it loads without the probe\'s round trip, and asks for the engine\'s code at once', async () => {
    const preloadEngine = vi.fn();
    const { player, factory, probe, video } = setup({ preloadEngine });
    player.setSource(LIVE);
    player.play({ autoplay: true });
    expect(preloadEngine).toHaveBeenCalledWith('hls.js');
    await settle();
    expect(probe.asked).toEqual([]);
    expect(factory.last().calls).toEqual([`load ${LIVE.src} @0`]);
    expect(video.plays).toBe(1);
  });

  it('hls.js reports what the probe would have: a 403 (the chat ended) is an expired grant for the page', async () => {
    const { player, factory, onGrantExpired } = setup();
    player.setSource(LIVE);
    player.play({ autoplay: true });
    await settle();
    factory.last().callbacks.failed({ status: 403, fatal: true });
    await settle();
    expect(player.$state.get()).toMatchObject({ status: 'error', error: 'grant-expired' });
    expect(onGrantExpired).toHaveBeenCalledWith({ videoId: null, kind: 'live', position: 0 });
  });

  it('the browser\'s own player still probes a live stream (it reports no status), and a video on hls.js too (Retry-After)', async () => {
    const native = setup({ engine: 'native' });
    native.player.setSource(LIVE);
    native.player.play();
    await settle();
    expect(native.probe.asked).toEqual([LIVE.src]);
    const video = setup();
    video.player.setSource(FULL);
    video.player.play();
    await settle();
    expect(video.probe.asked).toEqual([FULL_SRC]);
  });

  it('a video asks for the engine\'s code beside its probe, before the probe answers', async () => {
    const preloadEngine = vi.fn();
    const asked: string[] = [];
    let answer: (result: { status: number; retryAfterSeconds: null }) => void = () => undefined;
    const probe = (src: string) => new Promise<{ status: number; retryAfterSeconds: null }>((resolve) => {
      asked.push(src);
      answer = resolve;
    });
    const { player, factory } = setup({ preloadEngine, probe });
    player.setSource(FULL);
    player.play();
    await settle();
    expect(asked).toEqual([FULL_SRC]);
    expect(preloadEngine).toHaveBeenCalledWith('hls.js');
    expect(factory.engines).toHaveLength(0);
    answer({ status: 200, retryAfterSeconds: null });
    await settle();
    expect(factory.last().calls).toEqual([`load ${FULL.src} @0`]);
  });
});
