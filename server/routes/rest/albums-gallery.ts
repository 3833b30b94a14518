/**
 * The reading side of spec 001 §7 "Albums and galleries": GET gallery (views
 * and ratings, counting a logged-in guest's view), getAlbums (a performer's
 * albums for the Pictures tab), getPreview, getsedcards, getPinnedPhotos,
 * getpromotedvideo and getTopVideos. gallery/open (the album itself) lives in
 * content-album.ts.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AlbumListSchema, AlbumPreviewSchema, GalleryFactsSchema, PinnedPhotosSchema, PromotedVideoSchema, SedcardsSchema, TopVideosSchema,
} from '../../../sdk/api/schemas/albums';
import { TILE_GRID_MAX_LIMIT } from '../../../sdk/api/types';
import { restrictionsFor } from '../../../sdk/trust';
import { promotedVideo, topVideos, TOP_VIDEOS_DEFAULT } from '../../albums/actor-videos';
import { commentsTotal, mayComment } from '../../albums/comments';
import { albumCoverImages } from '../../albums/cover';
import { albumsOfPerformer } from '../../albums/listing';
import { visibleAlbum, visiblePerformer } from '../../albums/performer';
import { pinnedPhotos } from '../../albums/pinned-photos';
import { pinnedAmong } from '../../albums/pins';
import { ratingState, ratingStates } from '../../albums/ratings';
import { sedcardsOf, SEDCARD_MAX_PHOTOS } from '../../albums/sedcards';
import { countView, totalViews } from '../../albums/views';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { answers, LOGIN, ok, RestQuery, type TypedApp } from '../../schemas/common';
import { restrictedAlbum } from '../../trust/media';
import { pageViewer, viewerOf, viewingGuest } from '../../trust/viewer';
import { PositiveId } from './money-shared';

const Answer = <T extends Parameters<typeof Type.Object>[0]>(data: ReturnType<typeof Type.Object<T>>) => Type.Object({ success: Type.Literal(true), data });
const ActorIdOrName = Type.String({ minLength: 1, maxLength: 64, description: 'a performer id or name of 1 to 64 characters' });
const Flag = Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true or false' });
const Page = (max: number, what: string) => ({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: `${what} to skip` })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: max, description: `1 to ${max} ${what}` })),
});

const GalleryQuery = Type.Object({
  ...RestQuery.properties,
  albumId: PositiveId('album'),
  // spec 001 §5 "Album view counts are sent only when logged in": an anonymous countView is refused (401).
  countView: Type.Optional(Flag),
});
const AlbumsQuery = Type.Object({
  ...RestQuery.properties,
  type: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('image'), Type.Literal('video')], { description: 'all (default), image or video albums' })),
  ...Page(TILE_GRID_MAX_LIMIT, 'albums'),
});
/** getsedcards/{actorIdOrName}/{payload}: spec 001 §7 "payload limit, fsk" as URL-encoded JSON; parsed here so a bad payload names params.payload. */
/** Parses the getsedcards payload or answers 400 naming it. */
function sedcardsPayload(text: string | undefined): { limit?: number } {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', `payload must be URL-encoded JSON such as {"limit":3,"fsk":16}, got ${JSON.stringify(text.slice(0, 40))}`, 'params.payload');
  }
  const v = value as { limit?: unknown; fsk?: unknown } | null;
  const known = v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((key) => key === 'limit' || key === 'fsk');
  const limitOk = known && (v.limit === undefined || (Number.isInteger(v.limit) && (v.limit as number) >= 1 && (v.limit as number) <= SEDCARD_MAX_PHOTOS));
  const fskOk = known && (v.fsk === undefined || v.fsk === 12 || v.fsk === 16);
  if (!limitOk || !fskOk) throw new HttpError(400, 'VALIDATION_FAILED', `payload must be {"limit": 1..${SEDCARD_MAX_PHOTOS}, "fsk": 12 or 16}, got ${JSON.stringify(value).slice(0, 80)}`, 'params.payload');
  return v.limit === undefined ? {} : { limit: v.limit as number };
}

/** Registers the reading album routes. */
export async function albumGalleryRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/gallery', { schema: { querystring: GalleryQuery, response: answers({ 200: Answer(GalleryFactsSchema) }, ...LOGIN, 404, 451) } }, async (request, reply) => {
    const { albumId, countView: count } = request.query;
    const album = await visibleAlbum(db, albumId, guestCountry(request, context), 'query.albumId');
    const viewing = await viewingGuest(request, context);
    const guest = viewing.guest;
    if (count === 'true') {
      if (!guest?.isLoggedIn) throw new HttpError(401, 'LOGIN_REQUIRED', 'Album views are counted only for logged-in guests (spec 001 §5)', 'query.countView');
      await countView(db, 'album', albumId, guest.id);
    }
    const viewer = await viewerOf(context, viewing, 'album', albumId);
    const open = restrictionsFor(restrictedAlbum(album), viewer).length === 0;
    const pictureIds = open ? (await db.selectFrom('pictures').select('id').where('album_id', '=', albumId).orderBy('position').execute()).map((p) => p.id) : [];
    const guestId = guest?.isLoggedIn ? guest.id : null;
    const [views, rating, pictureRatings, total, allowed, albumPinned, picturesPinned] = await Promise.all([
      totalViews(db, 'album', albumId), ratingState(db, 'album', albumId, guestId), ratingStates(db, 'picture', pictureIds, guestId),
      commentsTotal(db, albumId), mayComment(db, albumId, guest), pinnedAmong(db, guestId, 'album', [albumId]), pinnedAmong(db, guestId, 'picture', pictureIds),
    ]);
    reply.header('Cache-Control', 'private, no-store');
    return ok({
      albumId, albumTotalViews: views, ...rating, commentsTotal: total, isGuestAllowedToCommentAlbum: allowed, isPinned: albumPinned.has(albumId),
      pictures: pictureIds.map((id) => ({ id, ...pictureRatings.get(id)!, isPinned: picturesPinned.has(id) })),
    });
  });

  const ActorParams = Type.Object({ actorIdOrName: ActorIdOrName });
  app.get('/getAlbums/:actorIdOrName', { schema: { params: ActorParams, querystring: AlbumsQuery, response: answers({ 200: Answer(AlbumListSchema) }, 404, 451) } }, async (request, reply) => {
    const performer = await visiblePerformer(db, request.params.actorIdOrName, guestCountry(request, context), 'params.actorIdOrName');
    const { type = 'all', offset = 0, limit = 30 } = request.query;
    const [albums, videos] = await Promise.all([pageViewer(request, context, 'album'), pageViewer(request, context, 'video')]);
    reply.header('Cache-Control', 'private, no-store');
    return ok(await albumsOfPerformer(db, performer, type, offset, limit, { albums, videos }));
  });

  app.get('/getPreview', { schema: { querystring: Type.Object({ ...RestQuery.properties, albumId: PositiveId('album') }), response: answers({ 200: Answer(AlbumPreviewSchema) }, 404, 451) } }, async (request) => {
    const { albumId } = request.query;
    await visibleAlbum(db, albumId, guestCountry(request, context), 'query.albumId');
    const preview = albumCoverImages(albumId);
    // The cover is 16:9 in every size (server/images/paths heightOf 'cover').
    const previews = ([['w320', 320], ['w640', 640], ['w1280', 1280]] as const).map(([size, width]) => ({
      width, height: Math.round((width * 9) / 16), orientation: 'landscape' as const, url: preview[size],
    }));
    return ok({ albumId, preview, previews });
  });

  const sedcards = async (request: FastifyRequest, actorIdOrName: string, payload: string | undefined, count: boolean) => {
    const { limit } = sedcardsPayload(payload);
    const performer = await visiblePerformer(db, actorIdOrName, guestCountry(request, context), 'params.actorIdOrName');
    const { guest } = await viewingGuest(request, context);
    if (count) {
      // The sedcard is an album too: its views follow spec 001 §5 "Album view counts are sent only when logged in".
      if (!guest?.isLoggedIn) throw new HttpError(401, 'LOGIN_REQUIRED', 'Album views are counted only for logged-in guests (spec 001 §5)', 'query.countView');
      await countView(db, 'sedcards', performer.id, guest.id);
    }
    return ok(await sedcardsOf(db, performer, guest?.isLoggedIn ? guest.id : null, limit));
  };
  const sedcardsAnswers = answers({ 200: Answer(SedcardsSchema) }, ...LOGIN, 404, 451);
  const SedcardsQuery = Type.Object({ ...RestQuery.properties, countView: Type.Optional(Flag) });
  app.get('/getsedcards/:actorIdOrName', { schema: { params: ActorParams, querystring: SedcardsQuery, response: sedcardsAnswers } }, (request) =>
    sedcards(request, request.params.actorIdOrName, undefined, request.query.countView === 'true'));
  const PayloadParams = Type.Object({ actorIdOrName: ActorIdOrName, payload: Type.String({ minLength: 2, maxLength: 200, description: 'URL-encoded JSON {"limit":3,"fsk":16}' }) });
  app.get('/getsedcards/:actorIdOrName/:payload', { schema: { params: PayloadParams, querystring: SedcardsQuery, response: sedcardsAnswers } }, (request) =>
    sedcards(request, request.params.actorIdOrName, request.params.payload, request.query.countView === 'true'));

  app.get('/getPinnedPhotos', { schema: { querystring: Type.Object({ ...RestQuery.properties, ...Page(100, 'pictures') }), response: answers({ 200: Answer(PinnedPhotosSchema) }, ...LOGIN) } }, async (request, reply) => {
    const viewing = await viewingGuest(request, context);
    if (!viewing.guest?.isLoggedIn) throw new HttpError(401, 'LOGIN_REQUIRED', 'Login required');
    const { offset = 0, limit = 20 } = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return ok(await pinnedPhotos(db, { ...viewing, guest: viewing.guest }, guestCountry(request, context), offset, limit));
  });

  app.get('/getpromotedvideo/:actorId', { schema: { params: Type.Object({ actorId: PositiveId('performer') }), querystring: RestQuery, response: answers({ 200: Answer(PromotedVideoSchema) }, 404, 451) } }, async (request) => {
    const performer = await visiblePerformer(db, String(request.params.actorId), guestCountry(request, context), 'params.actorId');
    return ok({ video: await promotedVideo(db, performer.id, await pageViewer(request, context, 'video')) });
  });

  const TopQuery = Type.Object({ ...RestQuery.properties, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TOP_VIDEOS_DEFAULT, description: `1 to ${TOP_VIDEOS_DEFAULT} videos (default ${TOP_VIDEOS_DEFAULT})` })) });
  app.get('/getTopVideos/:actorIdOrName', { schema: { params: ActorParams, querystring: TopQuery, response: answers({ 200: Answer(TopVideosSchema) }, 404, 451) } }, async (request) => {
    const performer = await visiblePerformer(db, request.params.actorIdOrName, guestCountry(request, context), 'params.actorIdOrName');
    return ok(await topVideos(db, performer.id, request.query.limit ?? TOP_VIDEOS_DEFAULT, await pageViewer(request, context, 'video'), new Date()));
  });
}
