/**
 * The query service's video fields of issue 13 §4 (spec 001 §7: "like/dislike
 * video and gallery", "video recommendations by actor or album"). Voting needs
 * a logged-in guest (spec 000 §6: a login for rating), one vote per guest and
 * video; recommendations answer every token, anonymous ones included.
 */
import { GraphQLError } from 'graphql';
import type { VideoVote } from '../../../sdk/video-votes';
import type { AppContext } from '../../context';
import type { GuestRecord } from '../../guests/current-guest';
import { imagePath } from '../../images/paths';
import { bansCountry } from '../../trust/media';
import { ownedItemIds } from '../../trust/viewer';
import { recommendByActor, recommendByAlbum, RECOMMENDATIONS_PER_BASIS } from '../../repositories/video-recommendations';
import type { VideoRowWithPerformer } from '../../repositories/videos';
import { castVideoVote, ratingFields, videoRating } from '../../video-votes/repository';

export const VIDEO_SDL = /* GraphQL */ `
  "The votes on a video after a vote: the counts and the guest's own (spec 001 §3 'rating likes', guestInfo 'liked')."
  type VideoRating { videoId: Int!, ratingLikes: Int!, ratingDislikes: Int!, liked: Boolean!, disliked: Boolean! }
  type RecommendedVideo {
    id: Int!, title: String!, duration: Int!, ageRating: Int!, free: Boolean!, vip: Boolean!, price: Int!, basePrice: Int!
    releasedAt: String!, preview: String!, previewLarge: String!, actorId: Int!, actorName: String!, bought: Boolean!
  }
  type VideoRecommendations { basis: String!, items: [RecommendedVideo!]! }
`;

export const VIDEO_QUERY_FIELDS = /* GraphQL */ `
    "Videos to watch next: by actorId the performer's other videos; by albumId (a video is its own video album, so the id of a video) other performers' videos sharing its tags. Exactly one of actorId and albumId; excludeVideoId leaves out the video on the page."
    videoRecommendations(actorId: Int, albumId: Int, excludeVideoId: Int, first: Int = ${RECOMMENDATIONS_PER_BASIS}): VideoRecommendations!
`;

export const VIDEO_MUTATION_FIELDS = /* GraphQL */ `
    "The guest likes the video (one vote per guest: a dislike becomes a like)."
    likeVideo(videoId: Int!): VideoRating!
    "The guest dislikes the video (one vote per guest: a like becomes a dislike)."
    dislikeVideo(videoId: Int!): VideoRating!
    "The guest takes the vote on the video back."
    unvoteVideo(videoId: Int!): VideoRating!
`;

interface VideoFieldsContext {
  appContext: AppContext;
  country: string;
  guest(): Promise<GuestRecord | null>;
}

const refuse = (message: string, code: string, field?: string): never => {
  throw new GraphQLError(message, { extensions: { code, ...(field ? { field } : {}) } });
};

function positiveId(value: number | null | undefined, field: string): number {
  if (value == null || !Number.isInteger(value) || value < 1) return refuse(`${field} must be a positive integer, got ${String(value)}`, 'VALIDATION_FAILED', field);
  return value;
}

/** Votes `vote` (null: takes it back) for the logged-in guest on a video the guest's country may see. */
async function vote(videoId: number, choice: VideoVote | null, context: VideoFieldsContext) {
  const id = positiveId(videoId, 'videoId');
  const guest = await context.guest();
  if (guest?.isLocked) refuse('Account locked', 'ACCOUNT_LOCKED');
  if (!guest?.isLoggedIn) return refuse('Log in to like or dislike videos', 'LOGIN_REQUIRED');
  const { db } = context.appContext.database;
  const video = await db.selectFrom('videos').select(['id', 'performer_id']).where('id', '=', id).executeTakeFirst();
  if (!video) return refuse(`No video with the id ${id}`, 'NOT_FOUND', 'videoId');
  if (await bansCountry(db, video.performer_id, context.country)) refuse('This video is not available in your country', 'NOT_AVAILABLE_IN_COUNTRY', 'videoId');
  await castVideoVote(db, id, guest.id, choice);
  const rating = ratingFields(await videoRating(db, id, guest.id));
  return { videoId: id, ...rating };
}

function toRecommended(row: VideoRowWithPerformer, owned: ReadonlySet<number>) {
  return {
    id: row.id,
    title: row.title,
    duration: row.duration,
    ageRating: row.age_rating,
    free: row.free === 1,
    vip: row.vip === 1,
    price: row.price,
    basePrice: row.base_price,
    releasedAt: row.released_at,
    preview: imagePath('video', row.id, 'w320'),
    previewLarge: imagePath('video', row.id, 'w640'),
    actorId: row.performer_id,
    actorName: row.performer_name,
    bought: owned.has(row.id),
  };
}

interface RecommendationArgs { actorId?: number | null; albumId?: number | null; excludeVideoId?: number | null; first: number }

export const videoQueries = {
  async videoRecommendations(_parent: unknown, args: RecommendationArgs, context: VideoFieldsContext) {
    if ((args.actorId == null) === (args.albumId == null)) refuse('Pass exactly one of actorId and albumId', 'VALIDATION_FAILED', args.actorId == null ? 'actorId' : 'albumId');
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 30) refuse(`first must be an integer from 1 to 30, got ${args.first}`, 'VALIDATION_FAILED', 'first');
    const { db } = context.appContext.database;
    const exclude = args.excludeVideoId == null ? null : positiveId(args.excludeVideoId, 'excludeVideoId');
    const rows = args.actorId != null
      ? await recommendByActor(db, positiveId(args.actorId, 'actorId'), exclude, args.first, context.country)
      : await recommendByAlbum(db, positiveId(args.albumId, 'albumId'), args.first, context.country);
    const guest = await context.guest();
    // Bought tiles say so, in one query for the whole list.
    const owned = guest && !guest.isLocked ? await ownedItemIds(db, guest.id, 'video', rows.map((row) => row.id)) : new Set<number>();
    return { basis: args.actorId != null ? 'actor' : 'album', items: rows.map((row) => toRecommended(row, owned)) };
  },
};

export const videoMutations = {
  likeVideo: (_parent: unknown, args: { videoId: number }, context: VideoFieldsContext) => vote(args.videoId, 'like', context),
  dislikeVideo: (_parent: unknown, args: { videoId: number }, context: VideoFieldsContext) => vote(args.videoId, 'dislike', context),
  unvoteVideo: (_parent: unknown, args: { videoId: number }, context: VideoFieldsContext) => vote(args.videoId, null, context),
};
