/**
 * The live streams (issue 14 item 1, live contract §2):
 *   GET /media/live/<actorId>/<kind>/<guest>/<sessionId>/<exp>/<sig>/master.m3u8
 *   GET …/<rendition>/live.m3u8   a sliding window of ~5 segments, no ENDLIST
 *   GET …/<rendition>/seg-NNNNN.ts the clip's own segment files
 * Segments need the signature and the guest cookie only (no database, like
 * issue 13's); playlists, reloaded every target duration, also ask the stream
 * state and the session's owner, so an ended chat stops within one reload.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { actorPhaseSeconds, clipKeyForActor, kindMayWatch, liveNumberingOrigin, livePlaylist, liveWindow } from '../../sdk/live/stream';
import type { AppContext } from '../context';
import { readCookie } from '../guests/cookies';
import { HttpError } from '../http/errors';
import { MEDIA_COOKIE, mediaSecret } from '../media/signing';
import { mediaFileResponses, requireReadyClip, sendClipFile } from '../media/send-file';
import { ErrorBodySchema, type TypedApp } from '../schemas/common';
import { clipSegments } from './clip-segments';
import { checkLiveGrant, LIVE_PREFIX, type LiveGrant } from './signing';
import { livePictureRoutes } from './picture';

const part = (what: string) => Type.String({ maxLength: 100, description: what });
const Params = Type.Object({
  actorId: part('the performer id'),
  kind: part('preview, chat, show or voice'),
  guest: part('the guest id the grant is bound to'),
  sessionId: part('the preview, chat, ticket or call id'),
  exp: part('the expiry in Unix seconds'),
  sig: part('the base64url HMAC-SHA256 signature of the grant'),
  '*': Type.String({ maxLength: 200, description: 'master.m3u8, 480p/live.m3u8 or 480p/seg-00001.ts' }),
});

const MEDIA_TYPES = ['application/vnd.apple.mpegurl', 'video/mp2t'];
const schema = {
  params: Params,
  response: mediaFileResponses(MEDIA_TYPES, 'the playlist or segment', 'the requested byte range of a segment'),
};

/** The files a live grant opens: the master, a rendition's live playlist, a rendition's segment. */
const LIVE_FILE = /^(?:master\.m3u8|([0-9]{3,4}p)\/(live\.m3u8|seg-[0-9]{5}\.ts))$/;

export async function liveRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const key = mediaSecret(context.tokenSecret);
  const masters = new Map<string, Promise<string>>();

  /** The clip's master playlist with each variant pointing at its live playlist (keeps BANDWIDTH and CODECS). */
  function liveMaster(clipKey: string): Promise<string> {
    const path = join(context.media.root, clipKey, 'master.m3u8');
    let text = masters.get(path);
    if (!text) {
      text = readFile(path, 'utf8').then((master) => master.replace(/^([0-9]{3,4}p)\/index\.m3u8$/gm, '$1/live.m3u8'));
      text.catch(() => masters.delete(path));
      masters.set(path, text);
    }
    return text;
  }

  /** Refuses a playlist unless the actor streams to this kind of grant and its session still runs. */
  async function requireWatching(grant: LiveGrant): Promise<void> {
    const state = await context.live.state(grant.actorId);
    if (state === 'offline') throw new HttpError(404, 'LIVE_OFFLINE', `Performer ${grant.actorId} is offline`);
    if (!kindMayWatch(grant.kind, state)) throw new HttpError(403, 'LIVE_TICKET_SHOW', `Performer ${grant.actorId} is in a ticket show; only ticket holders watch`);
    const running = await context.live.access.check(grant.kind, { sessionId: grant.sessionId, guestId: grant.guest, actorId: grant.actorId });
    if (!running) throw new HttpError(403, 'LIVE_SESSION_ENDED', `The ${grant.kind} ${grant.sessionId} has ended`);
  }

  app.get(`${LIVE_PREFIX}/:actorId/:kind/:guest/:sessionId/:exp/:sig/*`, { schema }, async (request, reply) => {
    // Playlists change every segment and errors depend on the moment: nothing of this is cached but the segments.
    reply.header('Cache-Control', 'no-store');
    const nowMs = context.live.now();
    const { '*': file, ...parts } = request.params;
    const check = checkLiveGrant(key, parts, readCookie(request, MEDIA_COOKIE), nowMs);
    if (!check.ok) throw new HttpError(403, check.code, `Live stream link refused: ${check.reason}`);
    const { grant } = check;
    const match = LIVE_FILE.exec(file);
    if (!match) {
      if (/\.\.|\\|^\//.test(file)) throw new HttpError(400, 'BAD_REQUEST', `The file path "${file}" leaves the stream`, 'params.*');
      throw new HttpError(404, 'NOT_FOUND', `No file "${file}" in a live stream`, 'params.*');
    }
    const clipKey = clipKeyForActor(grant.actorId);
    const what = `the live stream of performer ${grant.actorId}`;
    const [, rendition, name] = match;
    if (name?.endsWith('.ts')) {
      // A segment is the clip's own file: immutable, private to the grant's guest.
      return sendClipFile(request, reply, context.media, {
        clipKey, file, what, cacheControl: `private, max-age=${Math.max(0, grant.expiresAt - Math.floor(nowMs / 1000))}`,
      });
    }
    await requireWatching(grant);
    requireReadyClip(reply, context.media, clipKey, what);
    reply.type('application/vnd.apple.mpegurl');
    if (!rendition) return reply.send(await liveMaster(clipKey));
    if (!context.media.clip(clipKey)?.renditions.some((r) => r.name === rendition)) {
      throw new HttpError(404, 'NOT_FOUND', `No rendition "${rendition}" in ${what}`, 'params.*');
    }
    const segments = await clipSegments(context.media.root, clipKey, rendition);
    // Numbered from the grant's origin, not the epoch: small numbers (liveNumberingOrigin says why).
    const window = liveWindow(segments.map((s) => s.seconds), nowMs, { phaseSeconds: actorPhaseSeconds(grant.actorId), originMs: liveNumberingOrigin(grant.expiresAt) });
    return reply.send(livePlaylist(window, (index) => segments[index]!.uri));
  });

  await app.register(livePictureRoutes, { context });
}
