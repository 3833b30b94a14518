/**
 * Per-guest quotas (issue 11 A11 "Set limits and clean up orphans", A12 "Limit
 * per guest and per day"): the numbers, and the pure rules the server applies.
 * A refusal's ErrorBody.code is the quota's name, so a client can pick its
 * own words for it.
 */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const QUOTAS = {
  /** Uploaded messenger images no message carries yet, per guest; a newer upload replaces the oldest. */
  unsentImagesPerGuest: 5,
  /** An uploaded image no message carried within this long is deleted by the sweep. */
  unsentImageMaxAgeMs: DAY_MS,
  /** trackApplication fields in one query-service request (aliases and fragments counted). */
  trackingEventsPerRequest: 20,
  /** Stored tracking events per guest and UTC day. */
  trackingEventsPerDay: 2_000,
  /** Saved relations (utility/relation/addRelation) per guest. */
  relationsPerGuest: 500,
  /** Video share mails per guest and UTC day (under the per-address limit of 10 an hour, so a guest meets its own cap first). */
  shareMailsPerDay: 5,
} as const;

/** The quotas counted per guest and UTC day in the database. */
export type DailyQuota = 'trackingEventsPerDay' | 'shareMailsPerDay';

/** The UTC day of a time, `2025-01-31`: daily quotas start again at midnight UTC. */
export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** Whole seconds until the next UTC midnight (a daily quota's Retry-After), at least 1. */
export function secondsUntilNextUtcDay(nowMs: number): number {
  const next = Math.floor(nowMs / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.ceil((next - nowMs) / 1000));
}

/** Why a guest may not send a share mail at all, or null (spec: mails to any address only from a known sender). */
export function shareMailRefusal(guest: { isLoggedIn: boolean; emailVerified: boolean }): 'loginRequired' | 'emailNotVerified' | null {
  if (!guest.isLoggedIn) return 'loginRequired';
  return guest.emailVerified ? null : 'emailNotVerified';
}

/**
 * The unsent uploads to delete so that at most `keep` remain: the oldest go
 * first (ISO times sort as text; the id breaks ties so the choice is stable).
 */
export function imagesBeyondQuota(unsent: ReadonlyArray<{ id: string; createdAt: string }>, keep: number = QUOTAS.unsentImagesPerGuest): string[] {
  const newestFirst = [...unsent].sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
  return newestFirst.slice(Math.max(0, keep)).map((image) => image.id);
}

/** Unsent uploads created before this ISO time are orphans the sweep deletes. */
export function orphanImageCutoff(nowMs: number, maxAgeMs: number = QUOTAS.unsentImageMaxAgeMs): string {
  return new Date(nowMs - maxAgeMs).toISOString();
}
