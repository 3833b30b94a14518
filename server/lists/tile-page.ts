/**
 * A video grid page as JSON text joined from its tiles' kept texts (issue 15 bench/search "videos sorted, deep": every
 * request another page, so no whole answer is kept; serializing 30 tiles and hashing the page was a third of its CPU).
 *
 * The text stays the route's response schema serializer's: each tile's is cut from that serializer's answer
 * of a one-tile page, the page's frame from its answer of an empty page, and an array's items are serialized one by
 * one and joined by commas. Anything unexpected in a cut falls back to serializing the whole page. The tiles must be
 * objects kept unchanged while they are used (repositories/videos.ts keeps one per row, version and viewer), so their
 * texts can be kept by object: a WeakMap, gone with the tile.
 */
import { createHash } from 'node:crypto';
import type { VideoTile } from '../../sdk/api/types';
import { etagOf, readyAnswer, type ReadyAnswer } from './answer-cache';

export interface GridAnswer {
  success: true;
  data: { initialTiles: VideoTile[]; total: number };
}

type Serialize = (value: GridAnswer) => string;

export const gridAnswer = (items: VideoTile[], total: number): GridAnswer => ({ success: true, data: { initialTiles: items, total } });

/** What the serializer writes before the first tile and, for a total of 0, after the last. */
const HEAD = '{"success":true,"data":{"initialTiles":[';
const EMPTY_TAIL = '],"total":0}}';

interface TileText {
  /** The tile's JSON text as the serializer writes it inside a page. */
  text: string;
  /** SHA-1 of the text's UTF-8 bytes (base64url): a page's ETag hashes its tiles' digests, not its 16 KB. */
  digest: string;
}

const kept = new WeakMap<VideoTile, TileText>();

/** The tile's text as the serializer writes it inside a page, or null when its one-tile page is not cut as expected. */
function tileText(tile: VideoTile, serialize: Serialize): TileText | null {
  const known = kept.get(tile);
  if (known) return known;
  const text = serialize(gridAnswer([tile], 0));
  if (!text.startsWith(HEAD) || !text.endsWith(EMPTY_TAIL) || text.length <= HEAD.length + EMPTY_TAIL.length) return null;
  const cut = text.slice(HEAD.length, text.length - EMPTY_TAIL.length);
  const made = { text: cut, digest: createHash('sha1').update(cut).digest('base64url') };
  kept.set(tile, made);
  return made;
}

/**
 * The ready answer of a page of kept tiles: their kept texts between the frame, with an ETag that hashes the frame and
 * the tiles' digests (two different pages never share one: a different tile has a different digest). Falls back to the
 * whole page through `serialize` when a cut is not as expected.
 *
 * The body is joined when it is sent, every time (15 KB, a few µs): the answer cache keeps only the references to the
 * tiles' texts. A joined body kept with every answer was promoted to the old generation at thousands of new pages a
 * second (bench/search "videos sorted, deep"), which made each scavenge copy megabytes and full collections frequent.
 * A string, not a Buffer: Node writes a string body with the headers in one write (a Buffer went out in a writev of
 * two, measured slower under the bench).
 */
export function tilePageAnswer(items: VideoTile[], total: number, serialize: Serialize): ReadyAnswer<GridAnswer> {
  const value = gridAnswer(items, total);
  const frame = serialize(gridAnswer([], total));
  if (!frame.startsWith(`${HEAD}]`)) return readyAnswer(value, serialize);
  const tail = frame.slice(HEAD.length);
  if (items.length === 0) return { body: HEAD + tail, etag: etagOf(frame), value };
  // The frame, then the tiles' digests (27 characters each): hashed in one call (a call per tile cost more than the hash).
  let digests = frame;
  const texts = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) {
    const tile = tileText(items[i]!, serialize);
    if (tile === null) return readyAnswer(value, serialize);
    texts[i] = tile.text;
    digests += tile.digest;
  }
  // The frame's head and tail go with the first and last tile, so one join writes the whole body.
  texts[0] = HEAD + texts[0];
  texts[texts.length - 1] += tail;
  return { get body() { return texts.join(','); }, etag: etagOf(digests), value };
}
