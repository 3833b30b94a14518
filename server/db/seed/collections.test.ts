// Issue 15 item 6: the curated collections are seeded "at any VELVET_SEED_SCALE", with their words in de/en/es/nl.
import { describe, expect, it } from 'vitest';
import { COLLECTION_THEMES, MAX_COLLECTION_MEMBERS } from '../../../sdk/collections/rules';
import { LANGUAGES } from '../../../sdk/config';
import { collectionCandidates, seedCollections } from './collections';
import { generateCatalog } from './generate';
import { performerSearchFeatures } from './performer-locations';

describe('seeded collections', () => {
  it.each([0.01, 0.1, 1])('at scale %s: every theme, words in every language, members from the catalog, the best ranked as the image', (scale) => {
    const catalog = generateCatalog(1, scale);
    const rows = seedCollections(collectionCandidates(catalog.performers, performerSearchFeatures(1, catalog.performers)));
    expect(rows.collections.map((c) => c.slug)).toEqual(COLLECTION_THEMES.map((t) => t.slug));
    expect(rows.texts).toHaveLength(COLLECTION_THEMES.length * LANGUAGES.length);
    expect(rows.texts.every((text) => text.name && text.label && text.teaser_text && text.footer_text)).toBe(true);
    const ids = new Set(catalog.performers.map((p) => p.id));
    for (const collection of rows.collections) {
      const members = rows.members.filter((m) => m.collection_id === collection.id).sort((a, b) => a.position - b.position);
      expect(members.length).toBeLessThanOrEqual(MAX_COLLECTION_MEMBERS);
      expect(members.every((m) => ids.has(m.performer_id))).toBe(true);
      expect(collection.image_performer_id).toBe(members[0]?.performer_id ?? null);
    }
    // At the demo's scale every collection has models.
    if (scale >= 0.1) expect(new Set(rows.members.map((m) => m.collection_id)).size).toBe(COLLECTION_THEMES.length);
  });
});
