/**
 * The breadcrumb types of spec 001 §2 ("Breadcrumb keys for content: actor profile (overview, about, video details,
 * live show, videos overview, classic videos, top camgirls) ... category details and overview") that the site has
 * pages for, and the payload each one names its subject with (spec 001 §7 "POST breadcrumb/{breadcrumbType} (body
 * payload, answer read at data.breadcrumb)"). videoTagsOverview is ours: the tags page of issue 15 item 6.
 */
export const BREADCRUMB_TYPES = [
  'actorProfileOverview', 'actorProfileAbout', 'actorProfileVideosOverview', 'actorProfileClassicVideos',
  'actorProfileVideoDetails', 'actorProfileLiveShow', 'actorProfileTopCamgirls',
  'categoryOverview', 'categoryDetails', 'videoTagsOverview',
] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

export function isBreadcrumbType(value: unknown): value is BreadcrumbType {
  return typeof value === 'string' && (BREADCRUMB_TYPES as readonly string[]).includes(value);
}

/** Which payload fields a type needs: the performer's URL name, the video id, the category slug. */
export const PAYLOAD_FIELDS: Readonly<Record<BreadcrumbType, readonly ('actorName' | 'videoId' | 'categorySlug')[]>> = {
  actorProfileOverview: ['actorName'],
  actorProfileAbout: ['actorName'],
  actorProfileVideosOverview: ['actorName'],
  actorProfileClassicVideos: ['actorName'],
  actorProfileVideoDetails: ['actorName', 'videoId'],
  actorProfileLiveShow: ['actorName'],
  actorProfileTopCamgirls: ['actorName'],
  categoryOverview: [],
  categoryDetails: ['categorySlug'],
  videoTagsOverview: [],
};

export interface BreadcrumbPayload {
  actorName?: string;
  videoId?: number;
  categorySlug?: string;
}

/** What the payload resolved to: the names the trail shows (the server reads them from the catalog, the site from its page data). */
export interface BreadcrumbSubject {
  /** The performer's display name and URL name. */
  actor?: { name: string };
  video?: { id: number; title: string };
  categorySlug?: string;
}

/** One step of the trail; the last is the page itself. */
export interface BreadcrumbItem {
  name: string;
  path: string;
}
