/**
 * The curated collections of the demo catalog (issue 15 item 6): every theme of sdk/collections/rules.ts with its
 * words in four languages and the members its rule picks from the seeded performers, at any seed scale (a theme
 * nobody fits at a tiny scale is an empty collection, which the site shows as such).
 */
import { COLLECTION_THEMES, collectionMembers, type CollectionCandidate } from '../../../sdk/collections/rules';
import { LANGUAGES } from '../../../sdk/config';
import type { PerformerSearchFeaturesTable } from '../../actor-search/tables';
import type { CollectionPerformersTable, CollectionsTable, CollectionTextsTable } from '../../collections/tables';
import type { PerformersTable } from '../schema';
import { COLLECTION_TEXTS } from './collection-texts';

export interface CollectionRows {
  collections: CollectionsTable[];
  texts: CollectionTextsTable[];
  members: CollectionPerformersTable[];
}

export function collectionCandidates(performers: readonly PerformersTable[], features: Iterable<PerformerSearchFeaturesTable>): CollectionCandidate[] {
  const featuresOf = new Map<number, string[]>();
  for (const row of features) featuresOf.set(row.performer_id, [...(featuresOf.get(row.performer_id) ?? []), row.feature]);
  return performers.map((performer) => ({
    id: performer.id,
    isNew: performer.is_new === 1,
    age: performer.age,
    languages: JSON.parse(performer.languages) as string[],
    features: featuresOf.get(performer.id) ?? [],
    rank: performer.rank,
  }));
}

export function seedCollections(candidates: readonly CollectionCandidate[]): CollectionRows {
  const rows: CollectionRows = { collections: [], texts: [], members: [] };
  COLLECTION_THEMES.forEach(({ slug, theme }, index) => {
    const id = index + 1;
    const members = collectionMembers(theme, candidates);
    // The best ranked member's picture is the card's image.
    rows.collections.push({ id, slug, image_performer_id: members[0] ?? null, sort: index + 1 });
    for (const language of LANGUAGES) {
      const words = COLLECTION_TEXTS[theme][language];
      rows.texts.push({ collection_id: id, language, name: words.name, label: words.label, teaser_text: words.teaser, footer_text: words.footer });
    }
    members.forEach((performerId, position) => rows.members.push({ collection_id: id, performer_id: performerId, position }));
  });
  return rows;
}
