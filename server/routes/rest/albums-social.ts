/**
 * Comments and ratings of albums, pictures and sedcard albums (spec 001 §7
 * "Albums and galleries": getComments, postComment, setGuestRating,
 * setPictureGuestRating, setSedcardsGuestRating). Writing needs a login
 * (spec 000 §6); the rules are sdk/albums/rules.ts.
 */
import { Type } from 'typebox';
import { COMMENTS_MAX_LIMIT, COMMENTS_PAGE_SIZE, COMMENT_MAX_LENGTH } from '../../../sdk/albums/rules';
import { AlbumCommentsSchema, GuestRatingSchema, PostedCommentSchema, RatingStateSchema } from '../../../sdk/api/schemas/albums';
import { commentsPage, postComment } from '../../albums/comments';
import { visibleAlbum, visiblePerformer } from '../../albums/performer';
import { rate } from '../../albums/ratings';
import { guestCountry, type AppContext } from '../../context';
import { currentGuest, requireLogin } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { answers, LOGIN, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { assertPictureAccess } from '../../trust/picture-access';
import { PositiveId } from './money-shared';

const CommentsQuery = Type.Object({
  ...RestQuery.properties,
  albumId: PositiveId('album'),
  // spec 001 §7 "limit 500 with 5 requested per page".
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMENTS_MAX_LIMIT, description: `1 to ${COMMENTS_MAX_LIMIT} comments (default ${COMMENTS_PAGE_SIZE})` })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'comments to skip, newest first' })),
});
const CommentBody = Type.Object({
  albumId: PositiveId('album'),
  // The length rule (after trimming) is checked by the sdk rule, so the field and the words are ours.
  commentText: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2, description: `the comment, 1 to ${COMMENT_MAX_LENGTH} characters after trimming` }),
});
const AlbumRatingBody = Type.Object({ albumId: PositiveId('album'), guestRating: GuestRatingSchema });
const PictureRatingBody = Type.Object({ pictureId: PositiveId('picture'), guestRating: GuestRatingSchema });
const SedcardRatingBody = Type.Object({ guestRating: GuestRatingSchema });

/** Registers the comment and rating routes. */
export async function albumSocialRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/getComments', { schema: { querystring: CommentsQuery, response: answers({ 200: Type.Object({ success: Type.Literal(true), data: AlbumCommentsSchema }) }, 404, 451) } }, async (request, reply) => {
    const { albumId, limit = COMMENTS_PAGE_SIZE, offset = 0 } = request.query;
    await visibleAlbum(db, albumId, guestCountry(request, context), 'query.albumId');
    reply.header('Cache-Control', 'private, no-store');
    return ok(await commentsPage(db, albumId, await currentGuest(request, context), offset, limit));
  });

  app.post('/postComment', { schema: { querystring: RestQuery, body: CommentBody, response: postAnswers({ 200: Type.Object({ success: Type.Literal(true), data: PostedCommentSchema }) }, ...LOGIN, 404, 409, 451) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { albumId, commentText } = request.body;
    await visibleAlbum(db, albumId, guestCountry(request, context), 'body.albumId');
    return ok(await postComment(db, albumId, guest, commentText));
  });

  const ratingAnswers = postAnswers({ 200: Type.Object({ success: Type.Literal(true), data: RatingStateSchema }) }, ...LOGIN, 404, 451);

  app.post('/setGuestRating', { schema: { querystring: RestQuery, body: AlbumRatingBody, response: ratingAnswers } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { albumId, guestRating } = request.body;
    await visibleAlbum(db, albumId, guestCountry(request, context), 'body.albumId');
    return ok(await rate(db, 'album', albumId, guest.id, guestRating));
  });

  app.post('/setPictureGuestRating', { schema: { querystring: RestQuery, body: PictureRatingBody, response: ratingAnswers } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { pictureId, guestRating } = request.body;
    const picture = await db.selectFrom('pictures').select('id').where('id', '=', pictureId).executeTakeFirst();
    if (!picture) throw new HttpError(404, 'NOT_FOUND', `No picture with the id ${pictureId}`, 'body.pictureId');
    // Rating a picture is for guests who may see it: the same gate as the picture itself (403, 451).
    await assertPictureAccess(request, context, pictureId);
    return ok(await rate(db, 'picture', pictureId, guest.id, guestRating));
  });

  const SedcardParams = Type.Object({ actorId: PositiveId('performer') });
  app.post('/setSedcardsGuestRating/:actorId', { schema: { params: SedcardParams, querystring: RestQuery, body: SedcardRatingBody, response: ratingAnswers } }, async (request) => {
    const guest = await requireLogin(request, context);
    const performer = await visiblePerformer(db, String(request.params.actorId), guestCountry(request, context), 'params.actorId');
    return ok(await rate(db, 'sedcards', performer.id, guest.id, request.body.guestRating));
  });
}
