/**
 * Live streams (issue 14 item 1, live contract §1): "the performer simulator
 * publishes a live HLS stream (short segments, sliding window, no end tag)
 * for every online performer, built from the generated clips". Pure rules:
 * which clip an actor loops, the window of segments a live playlist lists at
 * a wall-clock instant, the stream state, the daily preview limit.
 *
 * The stream runs on one timeline since the Unix epoch (shifted per actor),
 * so every viewer, every process and the live picture agree on the position
 * without storing anything: segment n of the endless stream is segment
 * n mod S of the clip, in loop floor(n / S). A playlist numbers its segments
 * and loops from an origin of its grant's own (liveNumberingOrigin), not from
 * the epoch: see there why.
 */
import { clipKeyAt, CLIP_COUNT } from '../media/clips';

/** Segments a live playlist lists (issue 14 contract §2: "about 5 segments in the window"). */
export const LIVE_WINDOW_SEGMENTS = 5;

/** Which clip an actor's live stream loops: actor 1 -> c01 … spread round-robin like videos. */
export function clipKeyForActor(actorId: number, clipCount = CLIP_COUNT): string {
  if (!Number.isSafeInteger(actorId) || actorId < 1) throw new RangeError(`actor id must be a positive integer, got ${actorId}`);
  return clipKeyAt((actorId - 1) % clipCount);
}

/**
 * Where the actor's loop stands at the epoch, in seconds: actors sharing a clip
 * are not in step (a multiplicative hash, spread over a day so it covers any clip length).
 */
export function actorPhaseSeconds(actorId: number): number {
  return (actorId * 7919) % 86_400;
}

export interface LiveSegment {
  /** Absolute number of the segment in the endless stream (its media sequence number). */
  sequence: number;
  /** Index of the clip's segment it replays. */
  clipIndex: number;
  seconds: number;
  /** True for the first segment of a loop that follows an earlier one in the window (EXT-X-DISCONTINUITY before it). */
  discontinuity: boolean;
}

export interface LiveWindow {
  /** EXT-X-MEDIA-SEQUENCE: the sequence of the first listed segment. */
  mediaSequence: number;
  /** EXT-X-DISCONTINUITY-SEQUENCE: the loop of the first listed segment (one discontinuity per loop start). */
  discontinuitySequence: number;
  /** EXT-X-TARGETDURATION: the longest segment, rounded up. */
  targetDuration: number;
  segments: LiveSegment[];
  /** Seconds into the clip at the instant asked (the live picture shows this position). */
  clipPosition: number;
}

export interface LiveWindowOptions {
  /** Where the actor's loop stands at the epoch (actorPhaseSeconds). */
  phaseSeconds?: number;
  /** Segments listed (LIVE_WINDOW_SEGMENTS). */
  size?: number;
  /**
   * Sequence numbers count from the loop airing at this instant (sequence 0 = its first segment, discontinuity
   * sequence 0 = that loop); the segments themselves stay those of the epoch timeline. Default 0: the epoch.
   */
  originMs?: number;
}

/**
 * The live window at `nowMs` over a clip whose segments last `segmentSeconds`:
 * the last `size` segments that have completely "aired" (the live edge is the
 * newest finished segment, as an encoder would have published it).
 */
export function liveWindow(segmentSeconds: readonly number[], nowMs: number, options: LiveWindowOptions = {}): LiveWindow {
  const count = segmentSeconds.length;
  if (count === 0 || segmentSeconds.some((s) => !(s > 0))) throw new RangeError('a live clip needs at least one segment, each of positive length');
  const size = Math.max(1, options.size ?? LIVE_WINDOW_SEGMENTS);
  // Milliseconds, whole: the segment lengths (4.000000, 3.5) are exact there, so no float drift over millions of loops.
  const lengths = segmentSeconds.map((s) => Math.round(s * 1000));
  const loopMs = lengths.reduce((sum, ms) => sum + ms, 0);
  const phaseMs = Math.round((options.phaseSeconds ?? 0) * 1000);
  const elapsedMs = Math.max(0, Math.floor(nowMs) + phaseMs);
  const loop = Math.floor(elapsedMs / loopMs);
  const intoLoop = elapsedMs - loop * loopMs;
  // Whole loops before the origin's: subtracting whole loops keeps sequence mod count = the clip's segment.
  const originLoop = Math.floor(Math.max(0, Math.floor(options.originMs ?? 0) + phaseMs) / loopMs);
  // The segment playing now: the first whose end lies after `intoLoop`.
  let playing = 0;
  for (let end = lengths[0]!; end <= intoLoop; end += lengths[++playing]!);
  const current = (loop - originLoop) * count + playing;
  // The newest finished segment is the one before the playing one; the stream never lists a negative sequence.
  const last = current - 1;
  const first = Math.max(0, last - size + 1);
  const segments: LiveSegment[] = [];
  for (let sequence = first; sequence <= last; sequence++) {
    const clipIndex = sequence % count;
    segments.push({ sequence, clipIndex, seconds: segmentSeconds[clipIndex]!, discontinuity: clipIndex === 0 && sequence > first });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / count),
    targetDuration: Math.ceil(Math.max(...segmentSeconds)),
    segments,
    clipPosition: intoLoop / 1000,
  };
}

/**
 * The longest a live grant is signed for (the stream URL service caps every grant at it): chats run on 6 h
 * grants, previews on about a minute, ticket shows until their end.
 */
export const LIVE_GRANT_MAX_SECONDS = 24 * 60 * 60;

/**
 * The numbering origin of a grant's playlists (liveWindow's originMs), from its expiry alone, so every reload of
 * one stream URL numbers alike: twice the longest grant before the expiry, hence before the grant began.
 * Why not the epoch: hls.js keeps a table indexed by the discontinuity sequence (one loop start each) and walks it
 * from 0 on every playlist reload; counted since 1970 (~10^8 loops of a short clip) that walk froze the page for
 * 1-2 s per reload, and the first frame of a chat came that much later (bench/LIVE-issue14.md). From the origin
 * the numbers stay below 2 days of segments.
 */
export function liveNumberingOrigin(expiresAtSeconds: number): number {
  return (expiresAtSeconds - 2 * LIVE_GRANT_MAX_SECONDS) * 1000;
}

/** The variant playlist text of a window (relative segment URIs, no EXT-X-ENDLIST: the stream goes on). */
export function livePlaylist(window: LiveWindow, segmentUri: (clipIndex: number) => string): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${window.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.seconds.toFixed(3)},`, segmentUri(segment.clipIndex));
  }
  return `${lines.join('\n')}\n`;
}

/** Which of `count` evenly spread thumbnails shows `position` of a clip lasting `durationSeconds`. */
export function thumbnailAt(position: number, durationSeconds: number, count: number): number {
  if (count < 1 || !(durationSeconds > 0)) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((position / durationSeconds) * count)));
}

export const LIVE_STREAM_STATES = ['live', 'ticketShow', 'offline'] as const;
export type LiveStreamState = (typeof LIVE_STREAM_STATES)[number];

/** issue 14 item 1: "stream states follow the performer going online, into a ticket show, offline". */
export function liveStreamState(actor: { isOnline: boolean; isCurrentlyTicketShow: boolean }): LiveStreamState {
  if (!actor.isOnline) return 'offline';
  return actor.isCurrentlyTicketShow ? 'ticketShow' : 'live';
}

/** What a stream grant is for (live contract §2): its `sessionId` is the preview, chat, ticket or call id. */
export const LIVE_KINDS = ['preview', 'chat', 'show', 'voice'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** Who may watch in a ticket show: ticket holders only (kind `show`); a preview or a chat sees the refusal. */
export function kindMayWatch(kind: LiveKind, state: LiveStreamState): boolean {
  if (state === 'offline') return false;
  return state === 'live' || kind === 'show';
}

// spec 000 §9: "Live preview limit 5 (VIP 20)". Same figures as sdk/live/timing.ts (I) LIVE_PREVIEW_LIMIT(_VIP).
const PREVIEW_LIMIT = 5;
const PREVIEW_LIMIT_VIP = 20;

/** How many live previews a guest may start per UTC day. */
export function previewLimitFor(guest: { isVip: boolean }): number {
  return guest.isVip ? PREVIEW_LIMIT_VIP : PREVIEW_LIMIT;
}

/** How long one live preview plays (the spec names no length; a minute is enough to decide on a chat). */
export const LIVE_PREVIEW_SECONDS = 60;

/**
 * The exit reason a preview refused for the daily limit carries. 001 §9 lists the live preview codes
 * 401-408, 498, 499 without meanings; our reading: 401 = "the daily live preview limit is used up",
 * 402 = "the preview time is over" (sdk/live/exit-reasons.ts words them).
 */
export const EXIT_PREVIEW_LIMIT = 401;
export const EXIT_PREVIEW_TIME_OVER = 402;

/** The UTC day a preview counts on (spec 000 §9 limit "per day"; the contract reads the day as UTC). */
export function previewDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}
