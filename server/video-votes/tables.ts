/** Kysely type of the video_votes table (migration 017). */
export interface VideoVotesTable {
  video_id: number;
  guest_id: string;
  vote: 'like' | 'dislike';
  voted_at: string;
}
