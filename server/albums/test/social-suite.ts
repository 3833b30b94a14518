/**
 * Comments and ratings (spec 001 §3-§7), with the attacks of issue 13 §5: a
 * second comment, a blocked guest, rating values other than 1 and 5,
 * anonymous writes, pictures of an unbought album.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PAGE_SIZE, COMMENT_MAX_LENGTH } from '../../../sdk/albums/rules';
import { signUpAndLogIn } from '../../test/guests';
import { addressIn } from '../../test/addresses';
import { asGuest, type Guest, type TrustEnv } from '../../trust/test/env';
import { setGuestStanding } from '../../trust/guest-standing';
import { albumFixtures, own, type AlbumFixtures } from './fixtures';

/** Registers the comment and rating tests. */
export function defineAlbumSocialTests(env: TrustEnv) {
  let fx: AlbumFixtures;
  const db = () => env.database.handle.db;
  const get = (guest: Guest | null, url: string) => asGuest(env.apps.site, guest, 'GET', url);
  const post = (guest: Guest | null, url: string, body: unknown, remoteAddress?: string) => asGuest(env.apps.site, guest, 'POST', url, body, {}, remoteAddress);

  beforeAll(async () => {
    fx = await albumFixtures(db());
  });

  describe('GET getComments', () => {
    it('pages newest first, 5 at a time (spec 001 §9 "Gallery comments fetched 5 at a time"), with the total', async () => {
      const row = await db().selectFrom('album_comments').select((eb) => ['album_id', eb.fn.countAll<number | string>().as('n')]).groupBy('album_id')
        .having((eb) => eb.fn.countAll(), '>', COMMENTS_PAGE_SIZE).orderBy('album_id').executeTakeFirstOrThrow();
      const total = Number(row.n);
      const first = (await get(null, `/rest/v1/getComments?albumId=${row.album_id}`)).json().data;
      expect(first.list).toHaveLength(COMMENTS_PAGE_SIZE);
      expect(first.commentsTotal).toBe(total);
      // spec 000 §6: commenting needs a login, so an anonymous guest is never allowed.
      expect(first.isGuestAllowedToCommentAlbum).toBe(false);
      const second = (await get(null, `/rest/v1/getComments?albumId=${row.album_id}&offset=${COMMENTS_PAGE_SIZE}&limit=${COMMENTS_PAGE_SIZE}`)).json().data;
      expect(second.list).toHaveLength(Math.min(COMMENTS_PAGE_SIZE, total - COMMENTS_PAGE_SIZE));
      const all = [...first.list, ...second.list];
      expect(new Set(all.map((c: { id: string }) => c.id)).size).toBe(all.length);
      const times = all.map((c: { created: string }) => c.created);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('shows the performer\'s own comments with isCreator (spec 001 §6 "Comments carry an isCreator flag")', async () => {
      const creator = await db().selectFrom('album_comments').select(['album_id', 'author_name']).where('is_creator', '=', 1).orderBy('album_id').executeTakeFirstOrThrow();
      const { list } = (await get(null, `/rest/v1/getComments?albumId=${creator.album_id}&limit=500`)).json().data;
      expect(list.some((c: { isCreator: boolean; user: { name: string } }) => c.isCreator && c.user.name === creator.author_name)).toBe(true);
    });

    it.each([
      ['albumId=0', 'query.albumId'], ['albumId=abc', 'query.albumId'], ['albumId=1&limit=501', 'query.limit'], ['albumId=1&limit=0', 'query.limit'], ['albumId=1&offset=-1', 'query.offset'],
    ])('refuses %s naming %s', async (query, field) => {
      const res = await get(null, `/rest/v1/getComments?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });

    it('answers 404 naming query.albumId for an unknown album', async () => {
      expect((await get(null, '/rest/v1/getComments?albumId=99999999')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', field: 'query.albumId' });
    });
  });

  describe('POST postComment', () => {
    it('refuses an anonymous guest (401)', async () => {
      const res = await post(null, '/rest/v1/postComment', { albumId: fx.free16, commentText: 'Hello' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('LOGIN_REQUIRED');
    });

    it('stores one comment; then isGuestAllowedToCommentAlbum is false and a second comment is refused (spec 001 §4)', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const before = (await get(guest, `/rest/v1/getComments?albumId=${fx.free16}`)).json().data;
      expect(before.isGuestAllowedToCommentAlbum).toBe(true);
      const res = await post(guest, '/rest/v1/postComment', { albumId: fx.free16, commentText: '  Lovely colours  ' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ comment: { text: 'Lovely colours', isCreator: false, user: { name: guest.session.name } }, commentsTotal: before.commentsTotal + 1, isGuestAllowedToCommentAlbum: false });
      const after = (await get(guest, `/rest/v1/getComments?albumId=${fx.free16}`)).json().data;
      expect(after.isGuestAllowedToCommentAlbum).toBe(false);
      expect(after.list[0].id).toBe(data.comment.id);
      const second = await post(guest, '/rest/v1/postComment', { albumId: fx.free16, commentText: 'Again' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'ALREADY_COMMENTED', field: 'body.albumId' });
      // Another album is still open to the same guest.
      expect((await post(guest, '/rest/v1/postComment', { albumId: fx.priced16, commentText: 'Hi' })).statusCode).toBe(200);
    });

    it('stores one comment when two devices post at once (the unique index settles the race)', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const answers = await Promise.all([1, 2, 3].map((n) => post(guest, '/rest/v1/postComment', { albumId: fx.free18, commentText: `race ${n}` })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const count = await db().selectFrom('album_comments').select((eb) => eb.fn.countAll<number | string>().as('n')).where('guest_id', '=', guest.guestId).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('refuses a guest blocked from comments (spec 001 §6 "Guests blocked for comments cannot comment")', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      await setGuestStanding(db(), guest.guestId, { isBlockedForComments: true });
      expect((await get(guest, `/rest/v1/getComments?albumId=${fx.free16}`)).json().data.isGuestAllowedToCommentAlbum).toBe(false);
      const res = await post(guest, '/rest/v1/postComment', { albumId: fx.free16, commentText: 'Let me in' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'COMMENTS_BLOCKED', field: 'body.commentText' });
    });

    it.each([
      [{ albumId: 1, commentText: '   ' }, 400, 'body.commentText'],
      [{ albumId: 1, commentText: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 400, 'body.commentText'],
      [{ albumId: 0, commentText: 'x' }, 400, 'body.albumId'],
      [{ albumId: '1', commentText: 'x' }, 400, 'body.albumId'],
      [{ commentText: 'x' }, 400, 'body.albumId'],
      [{ albumId: 99999999, commentText: 'x' }, 404, 'body.albumId'],
    ])('refuses %j with %i naming %s', async (body, status, field) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await post(guest, '/rest/v1/postComment', body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, field });
    });

    it('answers 451 for an album of a performer who bans the guest\'s country', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await post(guest, '/rest/v1/postComment', { albumId: fx.banned.albumId, commentText: 'x' }, addressIn(fx.banned.country));
      expect(res.statusCode).toBe(451);
    });
  });

  describe('POST setGuestRating (spec 001 §3 "Ratings: album dislike 1, album like 5")', () => {
    it('likes, then dislikes instead: one rating per guest, counted', async () => {
      const [a, b] = [await signUpAndLogIn(env.apps.site), await signUpAndLogIn(env.apps.site)];
      const like = await post(a, '/rest/v1/setGuestRating', { albumId: fx.priced16, guestRating: 5 });
      expect(like.statusCode).toBe(200);
      expect(like.json().data).toMatchObject({ isLiked: true, isDisliked: false });
      const likes = like.json().data.guestRatingLikes as number;
      const other = (await post(b, '/rest/v1/setGuestRating', { albumId: fx.priced16, guestRating: 5 })).json().data;
      expect(other.guestRatingLikes).toBe(likes + 1);
      const changed = (await post(a, '/rest/v1/setGuestRating', { albumId: fx.priced16, guestRating: 1 })).json().data;
      expect(changed).toMatchObject({ guestRatingLikes: likes, isLiked: false, isDisliked: true });
      const facts = (await get(a, `/rest/v1/gallery?albumId=${fx.priced16}`)).json().data;
      expect(facts).toMatchObject({ guestRatingLikes: likes, guestRatingDislikes: changed.guestRatingDislikes, isDisliked: true });
    });

    it.each([0, 2, 3, 4, 6, -1, 5.5, '5', null])('refuses the rating %j naming body.guestRating', async (guestRating) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await post(guest, '/rest/v1/setGuestRating', { albumId: fx.free16, guestRating });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.guestRating' });
    });

    it('refuses an anonymous guest (401) and stores nothing', async () => {
      const res = await post(null, '/rest/v1/setGuestRating', { albumId: fx.free16, guestRating: 5 });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST setPictureGuestRating', () => {
    it('refuses a picture of an unbought album (403, like the picture itself), and rates it once bought', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const refused = await post(guest, '/rest/v1/setPictureGuestRating', { pictureId: fx.pictureOfPriced16, guestRating: 5 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('CONTENT_RESTRICTED');
      expect((await get(guest, `/img/picture/${fx.pictureOfPriced16}/w640.svg`)).statusCode).toBe(403);
      await own(db(), guest, fx.priced16);
      const rated = await post(guest, '/rest/v1/setPictureGuestRating', { pictureId: fx.pictureOfPriced16, guestRating: 5 });
      expect(rated.statusCode).toBe(200);
      expect(rated.json().data).toMatchObject({ guestRatingLikes: 1, isLiked: true });
      const facts = (await get(guest, `/rest/v1/gallery?albumId=${fx.priced16}`)).json().data;
      expect(facts.pictures.find((p: { id: number }) => p.id === fx.pictureOfPriced16)).toMatchObject({ guestRatingLikes: 1, isLiked: true });
    });

    it.each([[{ pictureId: 1, guestRating: 3 }, 400, 'body.guestRating'], [{ pictureId: 99999999, guestRating: 5 }, 404, 'body.pictureId']])('refuses %j', async (body, status, field) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await post(guest, '/rest/v1/setPictureGuestRating', body);
      expect(res.statusCode).toBe(status);
      expect(res.json().field).toBe(field);
    });

    it('refuses an anonymous guest (401)', async () => {
      expect((await post(null, '/rest/v1/setPictureGuestRating', { pictureId: fx.pictureOfFree16, guestRating: 5 })).statusCode).toBe(401);
    });
  });

  describe('POST setSedcardsGuestRating/{actorId}', () => {
    it('rates the sedcard album; getsedcards shows it', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await post(guest, `/rest/v1/setSedcardsGuestRating/${fx.performer.id}`, { guestRating: 5 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ isLiked: true });
      expect((await get(guest, `/rest/v1/getsedcards/${fx.performer.name}`)).json().data.ratings).toMatchObject({ isLiked: true });
    });

    it.each([
      [`/rest/v1/setSedcardsGuestRating/1`, { guestRating: 4 }, 400, 'body.guestRating'],
      [`/rest/v1/setSedcardsGuestRating/0`, { guestRating: 5 }, 400, 'params.actorId'],
      [`/rest/v1/setSedcardsGuestRating/99999999`, { guestRating: 5 }, 404, 'params.actorId'],
    ])('%s %j -> %i naming %s', async (url, body, status, field) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await post(guest, url, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().field).toBe(field);
    });

    it('refuses an anonymous guest (401)', async () => {
      expect((await post(null, `/rest/v1/setSedcardsGuestRating/${fx.performer.id}`, { guestRating: 5 })).statusCode).toBe(401);
    });
  });
}
