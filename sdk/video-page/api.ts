/**
 * The video page's calls (issue 13 §4): the vote (query service "like/dislike
 * video"), recommendations (query service "video recommendations by actor or
 * album") and the share e-mail (REST guest/sendVideoShareEmail, spec 000 §8).
 */
import type { RestClient } from '../api/rest';
import type { VideoVote } from '../video-votes';
import type { QueryService } from './query-service';

/** The counts and the guest's own vote after a vote. */
export interface VideoRatingAnswer {
  videoId: number;
  ratingLikes: number;
  ratingDislikes: number;
  liked: boolean;
  disliked: boolean;
}

const RATING_FIELDS = 'videoId ratingLikes ratingDislikes liked disliked';

/** Casts the guest's vote, or with null takes it back; answers the new counts. */
export async function voteOnVideo(query: QueryService, videoId: number, vote: VideoVote | null): Promise<VideoRatingAnswer> {
  const field = vote === 'like' ? 'likeVideo' : vote === 'dislike' ? 'dislikeVideo' : 'unvoteVideo';
  const data = await query<Record<string, VideoRatingAnswer>>(`mutation Vote($videoId: Int!) { ${field}(videoId: $videoId) { ${RATING_FIELDS} } }`, { videoId });
  return data[field]!;
}

/** One recommended video, as the query service lists it. */
export interface RecommendedVideo {
  id: number;
  title: string;
  duration: number;
  ageRating: number;
  free: boolean;
  vip: boolean;
  price: number;
  basePrice: number;
  preview: string;
  previewLarge: string;
  actorId: number;
  actorName: string;
  bought: boolean;
}

/** By actor: the performer's other videos; by album: videos like the album's video (a video is its own video album). */
export type RecommendationBasis = { actorId: number; excludeVideoId?: number } | { albumId: number };

/** The recommendations for one basis (at most 4 unless `first` says otherwise). */
export async function fetchVideoRecommendations(query: QueryService, basis: RecommendationBasis, first = 4): Promise<RecommendedVideo[]> {
  const data = await query<{ videoRecommendations: { items: RecommendedVideo[] } }>(
    `query Recommendations($actorId: Int, $albumId: Int, $excludeVideoId: Int, $first: Int) {
      videoRecommendations(actorId: $actorId, albumId: $albumId, excludeVideoId: $excludeVideoId, first: $first) {
        items { id title duration ageRating free vip price basePrice preview previewLarge actorId actorName bought }
      }
    }`,
    { ...basis, first },
  );
  return data.videoRecommendations.items;
}

export interface ShareMailInput {
  recipient: string;
  message: string;
  videoId: number;
  guestId: string;
}

/** POST guest/sendVideoShareEmail: OK, FAILED or TIMEOUT (spec 000 §8); refusals reject with RestError (code and field). */
export async function sendVideoShareMail(client: RestClient, input: ShareMailInput): Promise<'OK' | 'FAILED' | 'TIMEOUT'> {
  const answer = await client.post<{ status: 'OK' | 'FAILED' | 'TIMEOUT' }>('guest/sendVideoShareEmail', { ...input });
  return answer.status;
}
