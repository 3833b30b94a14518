/**
 * What a profile page's teasers say about the performer (sdk/teasers/performer-teasers.ts): online state, videos on
 * sale and her first collection. Null for an unknown name or a performer banning the guest's country (spec 000 §6:
 * her page answers 451 there, so nothing about her is teased).
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../sdk/config';
import type { PerformerTeaserFacts } from '../../sdk/teasers/performer-teasers';
import { collectionsOfPerformer } from '../collections/repository';
import type { Database } from '../db/schema';
import { notBannedIn } from '../repositories/bans';

export async function performerTeaserFacts(db: Kysely<Database>, actorName: string, language: Language, guestCountry: string): Promise<PerformerTeaserFacts | null> {
  const performer = await db.selectFrom('performers').select(['id', 'name', 'is_online'])
    .where('name_lower', '=', actorName.trim().toLowerCase()).where(notBannedIn(guestCountry)).executeTakeFirst();
  if (!performer) return null;
  const [onSale, collections] = await Promise.all([
    db.selectFrom('videos').select((eb) => eb.fn.countAll<string | number>().as('n')).where('performer_id', '=', performer.id).where('on_sale', '=', 1).executeTakeFirstOrThrow(),
    collectionsOfPerformer(db, performer.id, language),
  ]);
  return { name: performer.name, online: performer.is_online === 1, onSaleVideos: Number(onSale.n), collection: collections[0] ?? null };
}
