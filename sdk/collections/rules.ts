/**
 * Collections (issue 15 item 6; spec 001 §3 "Collection: id, name, slug, label, imageId, imageUrl, modelCount,
 * footerText, teaserText, linkVX, models"): curated groups of performers, each with a theme that picks its members
 * from the catalog. The seed (server/db/seed/collections.ts) stores the members; the server and the actor search
 * use the rules below to count what a guest may see and to read `currentCollection`.
 */

/** What a theme looks at: a performer as the seed and the actor search know her. */
export interface CollectionCandidate {
  id: number;
  isNew: boolean;
  age: number;
  languages: readonly string[];
  /** Search features: hd, livePreview, toyControl, audio. */
  features: readonly string[];
  /** 1 is the best. */
  rank: number;
}

export type CollectionTheme = 'newcomers' | 'toyControl' | 'hdLivePreview' | 'multilingual' | 'grownUp' | 'topRanked';

/**
 * The curated collections in display order. Slugs never equal a category slug (sdk/video-lists/categories.ts; a
 * table test pins it), so `currentCollection` means one thing. "Near you" is not one of them: it depends on the
 * guest, and the actor search's location tab already is that list.
 */
export const COLLECTION_THEMES: readonly { slug: string; theme: CollectionTheme }[] = [
  { slug: 'newcomers-of-the-month', theme: 'newcomers' },
  { slug: 'toy-control', theme: 'toyControl' },
  { slug: 'top-of-the-charts', theme: 'topRanked' },
  { slug: 'hd-live-preview', theme: 'hdLivePreview' },
  { slug: 'speaks-your-language', theme: 'multilingual' },
  { slug: 'grown-up-charm', theme: 'grownUp' },
];

/** A curated collection stays a browsable page, not the whole catalog: at most this many members. */
export const MAX_COLLECTION_MEMBERS = 48;
/** "Top of the charts": the best ranked few. */
export const TOP_RANKED_COUNT = 24;

const THEME_RULES: Readonly<Record<CollectionTheme, (candidate: CollectionCandidate) => boolean>> = {
  // spec 001 "New girls" = registered in the last 30 days (is_new).
  newcomers: (c) => c.isNew,
  toyControl: (c) => c.features.includes('toyControl'),
  hdLivePreview: (c) => c.features.includes('hd') && c.features.includes('livePreview'),
  multilingual: (c) => c.languages.length >= 3,
  grownUp: (c) => c.age >= 36,
  topRanked: (c) => c.rank <= TOP_RANKED_COUNT,
};

/** The ids of a theme's members, best ranked first (the curated order), at most MAX_COLLECTION_MEMBERS. */
export function collectionMembers(theme: CollectionTheme, candidates: readonly CollectionCandidate[]): number[] {
  return candidates
    .filter(THEME_RULES[theme])
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, MAX_COLLECTION_MEMBERS)
    .map((c) => c.id);
}

/**
 * The members a guest may see, in the collection's order: a performer who bans the guest's country (spec 000 §6)
 * is neither shown nor counted (modelCount is this list's length).
 */
export function visibleMembers(memberIds: readonly number[], bansOf: ReadonlyMap<number, readonly string[]>, guestCountry: string): number[] {
  return memberIds.filter((id) => !bansOf.get(id)?.includes(guestCountry));
}

export type CurrentCollection = { kind: 'category'; slug: string } | { kind: 'collection'; slug: string };

/**
 * What the actor search's `currentCollection` names (spec 001 §7 "POST actorsearch/init (currentCollection, ...)").
 * A category slug wins over a collection of the same slug: the site's category links sent category slugs before
 * collections existed and keep working. Null: no slug; undefined: a slug that is neither (the route's 400).
 */
export function resolveCurrentCollection(
  slug: string | null | undefined,
  known: { isCategory: (slug: string) => boolean; isCollection: (slug: string) => boolean },
): CurrentCollection | null | undefined {
  if (slug === null || slug === undefined) return null;
  if (known.isCategory(slug)) return { kind: 'category', slug };
  if (known.isCollection(slug)) return { kind: 'collection', slug };
  return undefined;
}
