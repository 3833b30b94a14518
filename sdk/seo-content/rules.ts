/**
 * SEO content per tag group (issue 15 §8; spec 001 "GET seo/getActorSeoContent/{actorId}/{tagGroup}",
 * profile sub-page "videos/tag/{tagGroup}"). A tag page's text is made of facts the server counts (videos,
 * performers, running time, newest release, tags used together) and one editorial paragraph written per
 * tag group, the theme a tag belongs to; these rules decide which group a tag is in, which tag addresses
 * are valid, and how the facts are told, so the site, the server and the tests agree.
 */

/** The themes tags are grouped in; each has its own paragraph in every language. 'other' holds any tag not listed. */
export const TAG_GROUP_IDS = ['moves', 'lifestyle', 'outdoors', 'moods', 'dressUp', 'other'] as const;
export type TagGroupId = (typeof TAG_GROUP_IDS)[number];

/** The tags of each group (the catalog's tags; a new tag falls into 'other' until it is listed). */
export const TAG_GROUPS: Readonly<Record<Exclude<TagGroupId, 'other'>, readonly string[]>> = {
  moves: ['dance', 'yoga', 'music'],
  lifestyle: ['travel', 'cooking', 'fashion', 'gaming', 'talk'],
  outdoors: ['beach', 'poolside', 'sunset'],
  moods: ['candlelight', 'night', 'morning', 'asmr'],
  dressUp: ['lingerie', 'costume', 'roleplay', 'retro', 'studio'],
};

const GROUP_OF_TAG: ReadonlyMap<string, TagGroupId> = new Map(
  Object.entries(TAG_GROUPS).flatMap(([group, tags]) => tags.map((tag) => [tag, group as TagGroupId] as const)),
);

/** The group a tag belongs to; tags are compared lower-case. */
export function tagGroupOf(tag: string): TagGroupId {
  return GROUP_OF_TAG.get(tag.trim().toLowerCase()) ?? 'other';
}

/** The longest tag an address may name (the tags page's search field holds 40 characters too). */
export const TAG_PARAM_MAX_LENGTH = 40;
/** A tag in an address: letters and digits of any script, inner spaces, hyphens and underscores. */
const TAG_PARAM = /^[\p{L}\p{N}](?:[\p{L}\p{N} _-]*[\p{L}\p{N}])?$/u;

/** The tag an address's {tagGroup} names, lower-case, or null when it cannot be a tag (the server answers 400). */
export function parseTagParam(value: string): string | null {
  const tag = value.trim().toLowerCase();
  if (tag.length === 0 || tag.length > TAG_PARAM_MAX_LENGTH || !TAG_PARAM.test(tag)) return null;
  return tag;
}

/** How many tags used together with a tag the text names (links to their pages). */
export const RELATED_TAGS_SHOWN = 5;
/** How many performers with the most videos of a tag the tag page names (links to their tag pages). */
export const TOP_PERFORMERS_SHOWN = 5;

export interface TagCount {
  tag: string;
  count: number;
}

/** The tags used with `tag` to name: most shared videos first, ties by name; never the tag itself, never an unusable one. */
export function relatedTags(counts: readonly TagCount[], tag: string, shown = RELATED_TAGS_SHOWN): TagCount[] {
  const own = tag.toLowerCase();
  return counts
    .filter((entry) => entry.count > 0 && entry.tag.toLowerCase() !== own && parseTagParam(entry.tag) !== null)
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, shown);
}

/** A running time as the text says it: whole minutes below two hours, else whole hours (rounded down, at least 1 minute). */
export function runningTime(seconds: number): { unit: 'minutes' | 'hours'; count: number } {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  return minutes < 120 ? { unit: 'minutes', count: minutes } : { unit: 'hours', count: Math.floor(minutes / 60) };
}

/**
 * Whether a tag page is worth a search engine's index: only with videos to show. An empty tag page is thin
 * content (kept out of the index), but still a page a guest can act on (other tags are linked).
 */
export function tagPageIndexable(videoCount: number): boolean {
  return videoCount > 0;
}
