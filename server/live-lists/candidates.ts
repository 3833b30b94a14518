/**
 * The performers a guest may see, as the live list rules take them (sdk/live/lists.ts). The whole
 * catalogue is a few hundred performers (seed scale 1: 400), so one indexed read per request and the
 * rules in memory beat filtering JSON columns in two SQL dialects.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Gender } from '../../sdk/api/constants';
import type { ChatPrices } from '../../sdk/api/types';
import { livePicturePathBase } from './paths';
import { LIVE_FEATURES, type LiveCandidate, type LiveFeature } from '../../sdk/live/lists';
import type { Database, PerformersTable } from '../db/schema';
import { avatarImages } from '../images/paths';
import { bool, notBannedIn, parseJson } from '../repositories/bans';
import { NO_VIDEO_MINUTES, type VideoMinutesSource } from './video-minutes';

export interface LivePerformer extends LiveCandidate {
  name: string;
  nameLower: string;
  age: number;
  avatarPicture: string;
  previewPicture: string;
  prices: ChatPrices;
}

/** The performers' chat ratings by id (./ratings.ts reads them from chat_ratings). */
export type RatingsSource = (performerIds: readonly number[]) => Promise<ReadonlyMap<number, { ratingCount: number; satisfactionRate: number }>>;

export const NO_RATINGS: RatingsSource = async () => new Map();

function toCandidate(row: Selectable<PerformersTable>): LivePerformer {
  const stored = parseJson<Partial<Record<LiveFeature, boolean>>>(row.features);
  const features = Object.fromEntries(LIVE_FEATURES.map((feature) => [feature, stored[feature] === true])) as Record<LiveFeature, boolean>;
  return {
    id: row.id,
    name: row.name,
    nameLower: row.name_lower,
    age: row.age,
    isOnline: bool(row.is_online),
    isTicketShow: bool(row.is_ticket_show),
    gender: row.gender as Gender,
    languages: parseJson<string[]>(row.languages),
    prices: parseJson<ChatPrices>(row.prices),
    features,
    rank: row.rank,
    favoriteCount: row.favorite_count,
    ratingCount: 0,
    satisfactionRate: null,
    paidVideoMinutes: 0,
    show: null,
    avatarPicture: avatarImages(row.id).w320,
    previewPicture: livePicturePathBase(row.id),
  };
}

/** Every performer not banning the guest's country, with ratings and paid video-chat minutes where known. */
export async function liveCandidates(
  db: Kysely<Database>, guestCountry: string, ratings: RatingsSource = NO_RATINGS, videoMinutes: VideoMinutesSource = NO_VIDEO_MINUTES,
): Promise<LivePerformer[]> {
  const [rows, shows, paidMinutes] = await Promise.all([
    db.selectFrom('performers').selectAll().where(notBannedIn(guestCountry)).execute(),
    // Each performer's next or running show: the schedule keeps at most one open show per performer.
    db.selectFrom('ticket_shows').select(['performer_id', 'starts_at', 'price']).where('status', '!=', 'ended').where('ends_at', '>', new Date().toISOString()).orderBy('starts_at').execute(),
    videoMinutes(),
  ]);
  const showOf = new Map<number, { startsAt: string; price: number }>();
  for (const show of shows) if (!showOf.has(show.performer_id)) showOf.set(show.performer_id, { startsAt: show.starts_at, price: show.price });
  const candidates = rows.map((row) => ({ ...toCandidate(row), show: showOf.get(row.id) ?? null, paidVideoMinutes: paidMinutes.get(row.id) ?? 0 }));
  const known = await ratings(candidates.map((candidate) => candidate.id));
  for (const candidate of candidates) {
    const rating = known.get(candidate.id);
    if (rating) Object.assign(candidate, rating);
  }
  return candidates;
}

/** Of the given performers, those online now and those in a ticket show; and how many are online in all (the guest's country's bans applied). */
export async function livePresence(db: Kysely<Database>, guestCountry: string, ids: readonly number[]): Promise<{ online: number[]; ticketShow: number[]; onlineCount: number }> {
  const online = await db.selectFrom('performers').select(['id', 'is_ticket_show']).where('is_online', '=', 1).where(notBannedIn(guestCountry)).execute();
  const asked = online.filter((row) => ids.includes(row.id)).sort((a, b) => a.id - b.id);
  return { online: asked.map((row) => row.id), ticketShow: asked.filter((row) => row.is_ticket_show === 1).map((row) => row.id), onlineCount: online.length };
}
