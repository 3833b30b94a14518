/**
 * A cached actor search answer kept as bytes (issue 15 bench/search: a cached search spent most of its time
 * serializing its ~61 KB answer, 500 map markers). The shared part is serialized once, by the route's own response
 * schema serializer; each request splices in only what belongs to it, requestId and the guest's location, so no
 * cached byte carries one guest's data to another.
 *
 * The route serializer writes the answer's properties in the schema's order (requestId first, location just before
 * markers). The shared part is serialized with placeholders in those two places and cut around them; the cut is
 * checked (exactly one structural `"location":null,"markers":` can exist: inside a JSON string every quote is
 * escaped), and anything unexpected falls back to serializing whole answers.
 * The markers (most of the bytes) may come from a marker serializer instead: the caller keeps each performer's
 * marker bytes, so a new search writes its 500 markers by copying kept bytes. A search by a new location (issue 15
 * bench/search "actors, uncached") writes nothing through the serializer: the frame around its hits (facets, page
 * numbers) is kept per prepared search, sort and page, each hit's bytes around its distance per performer, and the
 * distance is written as the serializer writes a number ('' + n).
 *
 * A kept answer asked once holds no bytes of its own, only references to kept parts (the frame, each hit's and
 * marker's bytes) and its distances' texts, put together for each request into one Buffer that dies young. A
 * Buffer's bytes are memory outside V8's heap, and every 64 MB of it allocated since the last full collection starts
 * one ("external memory pressure"): kept answers outlive a scavenge, so their own Buffers (10 KB of hits each) were
 * freed only by full collections, one every 1.3 s at thousands of new searches a second, each a 40-60 ms stall for
 * every request in flight (--trace-incremental-marking on bench/search "actors, uncached"). Joined into one string
 * instead, the 10 KB were promoted to the old generation with every kept answer: references are a tenth of that.
 */
import type { ActorSearchResult } from '../../sdk/actor-search/run';
import type { ActorSearchAnswer, ActorSearchHit, GuestLocation, MapMarker } from '../../sdk/actor-search/types';

/** The route's 200 serializer: { success: true, data } to a JSON string. */
export type AnswerSerializer = (value: { success: true; data: ActorSearchAnswer }) => string;
/** One map marker as the route's schema writes it (MapMarkerSchema). */
export type MarkerSerializer = (marker: MapMarker) => string;
/**
 * One map marker's bytes as the schema writes them with a comma before them (`,{...}`: the markers after the first
 * are one copy each), maybe kept per performer by the caller (markerBytes).
 */
export type MarkerBytes = (marker: MapMarker) => Buffer;
/** One hit as the route's schema writes it (ActorSearchHitSchema). */
export type HitSerializer = (hit: ActorSearchHit) => string;
/** A hit's bytes around its distance (the one value of a hit that depends on the location), or null: not cut. */
export interface HitBytes { before: Buffer; after: Buffer }
/** A hit's kept bytes (the caller keeps them per performer and language). */
export type KeptHit = (hit: ActorSearchHit) => HitBytes | null;

/**
 * The bytes of an answer around its hits and markers, the same for every location of one prepared search, sort and
 * page (the facets are most of them): `head` runs from the searchType to `"actors":[`, `tail` from `]` to totalHits.
 */
export interface AnswerFrame { head: Buffer; tail: Buffer }

/** What the caller keeps between answers: each performer's marker and hit bytes and, per search, sort and page, the frame. */
export interface KeptParts {
  marker: MarkerBytes;
  hit?: KeptHit;
  /** The frame of this answer's search, sort and page (answerFrame), or null when it could not be cut. */
  frame?: AnswerFrame | null;
}

export type SplicedAnswer =
  | { value: ActorSearchResult; middle: null; end: null }
  /**
   * middle: the text after `"requestId":N` up to `"location":`, or its parts; end: after the location to the end (the
   * markers), or its parts: the first answer copies them into its own bytes, a second one (from the cache) joins them
   * once and keeps them joined (an answer asked again is likely asked more: one copy each instead of 500).
   */
  | { value: null; middle: string | ReadonlyArray<Buffer | string>; end: Buffer | readonly Buffer[]; served?: boolean };

const PREFIX = '{"success":true,"data":{"requestId":0,';
const LOCATION = ',"location":null';
const AFTER_LOCATION = ',"markers":';
const NO_MARKERS = ',"markers":[]}}';
const ACTORS = ',"actors":[';
const NO_ACTORS = ',"actors":[],"currentPage":';
const DISTANCE = ',"distanceKm":';
const NO_DISTANCE = ',"distanceKm":null,"lat":';
const MARKERS_START = Buffer.from(',"markers":[');
const COMMA = Buffer.from(',');
const MARKERS_END = Buffer.from(']}}');

/** The text occurs exactly once (structural: inside a JSON string every quote is escaped, so it cannot occur there). */
const once = (text: string, part: string) => {
  const at = text.indexOf(part);
  return at !== -1 && text.indexOf(part, at + 1) === -1 ? at : -1;
};

/** The frame of an answer (its hits and markers left out), or null when the serializer's text is not as expected. */
export function answerFrame(value: ActorSearchResult, serialize: AnswerSerializer): AnswerFrame | null {
  const text = serialize({ success: true, data: { ...value, requestId: 0, actors: [], location: null, markers: [] } });
  const at = once(text, NO_ACTORS);
  if (!text.startsWith(PREFIX) || at <= PREFIX.length || !text.endsWith(LOCATION + NO_MARKERS) || once(text, LOCATION + AFTER_LOCATION) === -1) return null;
  return {
    head: Buffer.from(text.slice(PREFIX.length - 1, at + ACTORS.length)),
    tail: Buffer.from(text.slice(at + ACTORS.length, text.length - LOCATION.length - NO_MARKERS.length)),
  };
}

/** A hit's bytes cut around its distance (written with distanceKm null), or null when the text is not as expected. */
export function hitBytes(hit: ActorSearchHit, serialize: HitSerializer): HitBytes | null {
  const text = serialize({ ...hit, distanceKm: null });
  const at = once(text, NO_DISTANCE);
  if (at === -1) return null;
  return { before: Buffer.from(text.slice(0, at + DISTANCE.length)), after: Buffer.from(text.slice(at + NO_DISTANCE.length - ',"lat":'.length)) };
}

/** Bytes and texts (written as UTF-8) put together in one buffer. */
function joined(parts: ReadonlyArray<Buffer | string>): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? out.write(part, at) : (out.set(part, at), part.length);
  return out;
}

/** A marker's kept bytes: the schema's text with a comma before it. */
export const markerBytes = (marker: MapMarker, serialize: MarkerSerializer): Buffer => Buffer.from(`,${serialize(marker)}`);

/** The markers' bytes, `,"markers":[...]}}`, as parts: the first marker's comma becomes the array's bracket. */
function markerParts(markers: readonly MapMarker[], marker: MarkerBytes): Buffer[] {
  if (markers.length === 0) return [MARKERS_START, MARKERS_END];
  const parts = new Array<Buffer>(markers.length + 2);
  parts[0] = MARKERS_START;
  parts[1] = marker(markers[0]!).subarray(1);
  for (let i = 1; i < markers.length; i++) parts[i + 1] = marker(markers[i]!);
  parts[markers.length + 1] = MARKERS_END;
  return parts;
}

/** The hits' parts between a frame's head and tail, or null when a hit has no kept bytes. */
function hitsParts(frame: AnswerFrame, hits: readonly ActorSearchHit[], kept: KeptHit): Array<Buffer | string> | null {
  const parts: Array<Buffer | string> = [frame.head];
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    const bytes = kept(hit);
    if (bytes === null || (hit.distanceKm !== null && !Number.isFinite(hit.distanceKm))) return null;
    if (i > 0) parts.push(COMMA);
    // The serializer's own number text ('' + n, as fast-json-stringify writes a finite number).
    parts.push(bytes.before, hit.distanceKm === null ? 'null' : `${hit.distanceKm}`, bytes.after);
  }
  parts.push(frame.tail);
  return parts;
}

/** Serializes the shared part once (or puts it together from kept bytes) and cuts it where the per-request values go. */
export function spliceableAnswer(value: ActorSearchResult, serialize: AnswerSerializer, kept?: KeptParts): SplicedAnswer {
  if (kept?.frame && kept.hit) {
    const middle = hitsParts(kept.frame, value.actors, kept.hit);
    if (middle !== null) return { value: null, middle, end: markerParts(value.markers, kept.marker) };
  }
  const text = serialize({ success: true, data: { ...value, requestId: 0, location: null, ...(kept ? { markers: [] } : {}) } });
  const at = once(text, LOCATION + AFTER_LOCATION);
  const fits = text.startsWith(PREFIX) && at > PREFIX.length && (!kept || text.endsWith(NO_MARKERS));
  if (!fits) return { value, middle: null, end: null };
  const middle = text.slice(PREFIX.length - 1, at);
  if (!kept) return { value: null, middle, end: Buffer.from(text.slice(at + LOCATION.length)) };
  return { value: null, middle, end: markerParts(value.markers, kept.marker) };
}

/** The location as the schema writes it: lat, long, zip, source (JSON.stringify escapes the zip). */
function locationJson(location: GuestLocation | null): string {
  if (location === null) return 'null';
  if (!Number.isFinite(location.lat) || !Number.isFinite(location.long)) throw new Error('an actor search location must have finite coordinates');
  return JSON.stringify({ lat: location.lat, long: location.long, zip: location.zip, source: location.source });
}

const OPEN = Buffer.from('{"success":true,"data":{"requestId":');

/** The whole answer for one request: the kept bytes with this request's requestId and location. */
export function answerBody(answer: SplicedAnswer, requestId: number, location: GuestLocation | null, serialize: AnswerSerializer): Buffer | string {
  if (answer.middle === null) return serialize({ success: true, data: { ...answer.value, requestId, location } });
  // The schema allows integers only (minimum 0): '' + n is the serializer's own text for one.
  if (!Number.isInteger(requestId)) throw new Error('an actor search requestId must be an integer');
  // The location is UTF-8 (a zip may hold any character); the requestId's digits are ASCII.
  if (answer.served && Array.isArray(answer.end)) answer.end = joined(answer.end);
  answer.served = true;
  // concat takes a part or each of an array's parts (a Buffer is not spread).
  const start: Array<Buffer | string> = [OPEN, `${requestId}`];
  return joined(start.concat(answer.middle, Buffer.from(`,"location":${locationJson(location)}`), answer.end));
}
