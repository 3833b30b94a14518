/** The performers the messenger shows: the recommended panel and the conversation header. */
import type { Language } from '../../sdk/config';
import { RECOMMENDATIONS_SHOWN_MAX, type MessengerActor, type MessengerRecommendation } from '../../sdk/messenger/types';
import { notBannedIn } from '../repositories/bans';
import { actorPicture, type Db } from './repository';
import { aboutActor } from './texts';

/**
 * spec 000 §2 "recommended-performers panel (at most 9 shown)": online first,
 * then by rank; never the current performer, one the guest blocked, or one
 * banned in the guest's country.
 */
export async function recommendations(db: Db, guestId: string, country: string, currentActorId: number | null): Promise<MessengerRecommendation[]> {
  let query = db.selectFrom('performers').select(['id', 'name', 'age', 'is_online']).where(notBannedIn(country))
    .where((eb) => eb.not(eb.exists(
      eb.selectFrom('channels').select('channels.id').whereRef('channels.actor_id', '=', 'performers.id')
        .where('channels.guest_id', '=', guestId).where('channels.blocked', '=', 1),
    )));
  if (currentActorId !== null) query = query.where('id', '<>', currentActorId);
  const rows = await query.orderBy('is_online', 'desc').orderBy('rank').orderBy('id').limit(RECOMMENDATIONS_SHOWN_MAX).execute();
  return rows.map((row) => ({ actorId: row.id, name: row.name, picture: actorPicture(row.id), isOnline: row.is_online === 1, age: row.age }));
}

export type ActorLookup = { status: 'found'; actor: MessengerActor } | { status: 'unknown' } | { status: 'banned'; name: string };

/** The conversation header of a performer in the language asked for. */
export async function messengerActor(db: Db, actorId: number, country: string, language: Language): Promise<ActorLookup> {
  const row = await db.selectFrom('performers').select(['id', 'name', 'age', 'is_online', 'three_words']).where('id', '=', actorId).executeTakeFirst();
  if (!row) return { status: 'unknown' };
  const ban = await db.selectFrom('performer_banned_countries').select('performer_id').where('performer_id', '=', actorId).where('country_code', '=', country).executeTakeFirst();
  if (ban) return { status: 'banned', name: row.name };
  const words = JSON.parse(row.three_words) as string[];
  return {
    status: 'found',
    actor: { id: row.id, name: row.name, picture: actorPicture(row.id), age: row.age, isOnline: row.is_online === 1, about: aboutActor(language, row.name, row.age, words) },
  };
}
