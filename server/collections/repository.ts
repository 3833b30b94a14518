/**
 * Reads the curated collections (migration 030, issue 15 item 6) for one guest: the words of the request language,
 * and only the models the guest may see (spec 000 §6 country bans, through sdk/collections/rules visibleMembers),
 * which is also what modelCount counts.
 */
import type { Kysely } from 'kysely';
import type { Collection, CollectionModel, CollectionSummary } from '../../sdk/api/schemas/collections';
import { visibleMembers } from '../../sdk/collections/rules';
import type { Language } from '../../sdk/config';
import { buildPath } from '../../sdk/routes';
import type { Database } from '../db/schema';
import { avatarImages } from '../images/paths';

interface CollectionRow {
  id: number; slug: string; image_performer_id: number | null;
  name: string; label: string; teaser_text: string; footer_text: string;
}

function collectionRows(db: Kysely<Database>, language: Language) {
  return db.selectFrom('collections')
    .innerJoin('collection_texts', (join) => join.onRef('collection_texts.collection_id', '=', 'collections.id').on('collection_texts.language', '=', language))
    .select(['collections.id', 'collections.slug', 'collections.image_performer_id', 'collection_texts.name', 'collection_texts.label', 'collection_texts.teaser_text', 'collection_texts.footer_text'])
    .orderBy('collections.sort');
}

/** Every collection's member ids in their curated order (the actor search narrows by them). */
export async function collectionMemberIds(db: Kysely<Database>, slugs?: readonly string[]): Promise<Map<string, number[]>> {
  let query = db.selectFrom('collection_performers')
    .innerJoin('collections', 'collections.id', 'collection_performers.collection_id')
    .select(['collections.slug', 'collection_performers.performer_id'])
    .orderBy('collections.slug').orderBy('collection_performers.position');
  if (slugs) query = query.where('collections.slug', 'in', slugs.length > 0 ? [...slugs] : ['']);
  const members = new Map<string, number[]>();
  for (const row of await query.execute()) members.set(row.slug, [...(members.get(row.slug) ?? []), row.performer_id]);
  return members;
}

async function bansOf(db: Kysely<Database>, performerIds: readonly number[]): Promise<Map<number, string[]>> {
  const bans = new Map<number, string[]>();
  if (performerIds.length === 0) return bans;
  const rows = await db.selectFrom('performer_banned_countries').select(['performer_id', 'country_code']).where('performer_id', 'in', [...new Set(performerIds)]).execute();
  for (const row of rows) bans.set(row.performer_id, [...(bans.get(row.performer_id) ?? []), row.country_code]);
  return bans;
}

function summary(row: CollectionRow, visible: readonly number[], language: Language): CollectionSummary {
  // The curated picture while the guest may see her, else the first model the guest may see.
  const imageId = row.image_performer_id !== null && visible.includes(row.image_performer_id) ? row.image_performer_id : (visible[0] ?? null);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    label: row.label,
    imageId,
    imageUrl: imageId === null ? null : avatarImages(imageId).w320,
    modelCount: visible.length,
    footerText: row.footer_text,
    teaserText: row.teaser_text,
    linkVX: buildPath('performerCollection', { collectionSlug: row.slug }, language),
  };
}

export async function listCollections(db: Kysely<Database>, language: Language, guestCountry: string): Promise<CollectionSummary[]> {
  const [rows, members] = await Promise.all([collectionRows(db, language).execute(), collectionMemberIds(db)]);
  const bans = await bansOf(db, [...members.values()].flat());
  return rows.map((row) => summary(row, visibleMembers(members.get(row.slug) ?? [], bans, guestCountry), language));
}

/** One collection with its visible models, or null for an unknown slug. */
export async function collectionBySlug(db: Kysely<Database>, slug: string, language: Language, guestCountry: string): Promise<Collection | null> {
  const row = await collectionRows(db, language).where('collections.slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const memberIds = (await collectionMemberIds(db, [slug])).get(slug) ?? [];
  const visible = visibleMembers(memberIds, await bansOf(db, memberIds), guestCountry);
  const performers = visible.length === 0 ? [] : await db.selectFrom('performers')
    .select(['id', 'name', 'name_lower', 'is_online', 'age', 'country']).where('id', 'in', visible).execute();
  const byId = new Map(performers.map((performer) => [performer.id, performer]));
  const models = visible.flatMap((id): CollectionModel[] => {
    const performer = byId.get(id);
    return performer ? [{
      id, name: performer.name, link: buildPath('actorProfile', { actorName: performer.name_lower }, language), image: avatarImages(id).w320,
      online: performer.is_online === 1, age: performer.age, country: performer.country,
    }] : [];
  });
  return { ...summary(row, visible, language), models };
}

/** The collections a performer is in (slug and name in the language), in display order: the profile's teaser. */
export async function collectionsOfPerformer(db: Kysely<Database>, performerId: number, language: Language): Promise<Array<{ slug: string; name: string }>> {
  return collectionRows(db, language)
    .innerJoin('collection_performers', 'collection_performers.collection_id', 'collections.id')
    .where('collection_performers.performer_id', '=', performerId)
    .execute()
    .then((rows) => rows.map((row) => ({ slug: row.slug, name: row.name })));
}
