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
 * marker bytes, so a new search writes its 500 markers by copying kept bytes.
 */
import type { ActorSearchResult } from '../../sdk/actor-search/run';
import type { ActorSearchAnswer, GuestLocation, MapMarker } from '../../sdk/actor-search/types';

/** The route's 200 serializer: { success: true, data } to a JSON string. */
export type AnswerSerializer = (value: { success: true; data: ActorSearchAnswer }) => string;
/** One map marker as the route's schema writes it (MapMarkerSchema). */
export type MarkerSerializer = (marker: MapMarker) => string;
/** One map marker's bytes as the schema writes them, maybe kept per performer by the caller. */
export type MarkerBytes = (marker: MapMarker) => Buffer;

export interface SplicedAnswer {
  value: ActorSearchResult;
  /** The bytes after `"requestId":N` up to `"location":` (from the searchType to totalHits), or null: serialize whole. */
  middle: Buffer | null;
  /** The bytes after the location to the end (the markers and the closing braces). */
  end: Buffer | null;
}

const PREFIX = '{"success":true,"data":{"requestId":0,';
const LOCATION = ',"location":null';
const AFTER_LOCATION = ',"markers":';
const NO_MARKERS = ',"markers":[]}}';
const MARKERS_START = Buffer.from(',"markers":[');
const COMMA = Buffer.from(',');
const MARKERS_END = Buffer.from(']}}');

/** Serializes the shared part once and cuts it where the per-request values go. */
export function spliceableAnswer(value: ActorSearchResult, serialize: AnswerSerializer, marker?: MarkerBytes): SplicedAnswer {
  const text = serialize({ success: true, data: { ...value, requestId: 0, location: null, ...(marker ? { markers: [] } : {}) } });
  const at = text.indexOf(LOCATION + AFTER_LOCATION);
  const fits = text.startsWith(PREFIX) && at > PREFIX.length && text.indexOf(LOCATION + AFTER_LOCATION, at + 1) === -1
    && (!marker || text.endsWith(NO_MARKERS));
  if (!fits) return { value, middle: null, end: null };
  const middle = Buffer.from(text.slice(PREFIX.length - 1, at));
  if (!marker) return { value, middle, end: Buffer.from(text.slice(at + LOCATION.length)) };
  const parts: Buffer[] = [MARKERS_START];
  value.markers.forEach((one, i) => parts.push(...(i === 0 ? [] : [COMMA]), marker(one)));
  parts.push(MARKERS_END);
  return { value, middle, end: Buffer.concat(parts) };
}

/** The location as the schema writes it: lat, long, zip, source (JSON.stringify escapes the zip). */
function locationJson(location: GuestLocation | null): string {
  if (location === null) return 'null';
  if (!Number.isFinite(location.lat) || !Number.isFinite(location.long)) throw new Error('an actor search location must have finite coordinates');
  return JSON.stringify({ lat: location.lat, long: location.long, zip: location.zip, source: location.source });
}

/** The whole answer for one request: the kept bytes with this request's requestId and location. */
export function answerBody(answer: SplicedAnswer, requestId: number, location: GuestLocation | null, serialize: AnswerSerializer): Buffer | string {
  if (answer.middle === null || answer.end === null || !Number.isSafeInteger(requestId) || requestId < 0) {
    return serialize({ success: true, data: { ...answer.value, requestId, location } });
  }
  return Buffer.concat([
    Buffer.from(`{"success":true,"data":{"requestId":${requestId}`),
    answer.middle,
    Buffer.from(`,"location":${locationJson(location)}`),
    answer.end,
  ]);
}
