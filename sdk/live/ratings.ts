/** Actor chat ratings (spec 001 §3 "lastNinetyDays with countRatings and satisfactionRate; shown only with at least 10 ratings"). */

/** spec 000 §9 / 001 §9: "Rating threshold 10". */
export const CHAT_RATING_THRESHOLD = 10;
/** The window the ratings are counted over. */
export const CHAT_RATING_WINDOW_DAYS = 90;
/** A rating of at least this many stars (1 to 5) counts as satisfied (decision: 4 and 5 stars). */
export const SATISFIED_FROM_STARS = 4;

export interface ChatRatings {
  lastNinetyDays: { countRatings: number; satisfactionRate: number };
}

/** spec 000 §5: "Actor chat ratings are shown only with at least 10 ratings." */
export function chatRatingsVisible(countRatings: number): boolean {
  return countRatings >= CHAT_RATING_THRESHOLD;
}

/** The satisfaction rate in whole percent (0 without ratings). */
export function satisfactionRate(countRatings: number, satisfied: number): number {
  return countRatings === 0 ? 0 : Math.round((100 * satisfied) / countRatings);
}
