/**
 * The breadcrumb trail of a page (spec 001 §2 breadcrumb keys), as plain data: the server answers it at
 * data.breadcrumb (spec 001 §7) and the site draws the same trail from the names its page already holds.
 */
import type { Language } from '../config';
import { buildPath } from '../routes';
import { breadcrumbWord, categoryName } from './labels';
import { PAYLOAD_FIELDS, type BreadcrumbItem, type BreadcrumbPayload, type BreadcrumbSubject, type BreadcrumbType } from './types';

/** Thrown when the subject lacks a name the type needs (a caller's bug, not a guest's input). */
export class BreadcrumbSubjectError extends Error {}

function need<T>(value: T | undefined, what: string, type: BreadcrumbType): T {
  if (value === undefined) throw new BreadcrumbSubjectError(`breadcrumb ${type} needs ${what}`);
  return value;
}

/** Home, then the type's steps; the last item is the page itself. */
export function breadcrumbTrail(type: BreadcrumbType, subject: BreadcrumbSubject, language: Language): BreadcrumbItem[] {
  const home: BreadcrumbItem = { name: breadcrumbWord('home', language), path: buildPath('home', {}, language) };
  if (type === 'categoryOverview' || type === 'categoryDetails') {
    const overview = { name: breadcrumbWord('categories', language), path: buildPath('categories', {}, language) };
    if (type === 'categoryOverview') return [home, overview];
    const slug = need(subject.categorySlug, 'a category slug', type);
    return [home, overview, { name: categoryName(slug, language), path: buildPath('category', { categorySlug: slug }, language) }];
  }
  if (type === 'videoTagsOverview') {
    return [home, { name: breadcrumbWord('videos', language), path: buildPath('videos', {}, language) }, { name: breadcrumbWord('tags', language), path: buildPath('videoTags', {}, language) }];
  }
  const actorName = need(subject.actor, 'the performer', type).name;
  const profile = { name: actorName, path: buildPath('actorProfile', { actorName }, language) };
  const videos = { name: breadcrumbWord('videos', language), path: buildPath('actorVideos', { actorName }, language) };
  switch (type) {
    case 'actorProfileOverview': return [home, profile];
    case 'actorProfileAbout': return [home, profile, { name: breadcrumbWord('about', language), path: buildPath('actorAboutMe', { actorName }, language) }];
    case 'actorProfileVideosOverview': return [home, profile, videos];
    case 'actorProfileClassicVideos': return [home, profile, videos, { name: breadcrumbWord('classicVideos', language), path: buildPath('actorClassicVideos', { actorName }, language) }];
    case 'actorProfileLiveShow': return [home, profile, { name: breadcrumbWord('liveShow', language), path: buildPath('actorLiveShow', { actorName }, language) }];
    case 'actorProfileTopCamgirls': return [home, profile, { name: breadcrumbWord('topCams', language), path: buildPath('actorTopCams', { actorName }, language) }];
    case 'actorProfileVideoDetails': {
      const video = need(subject.video, 'the video', type);
      return [home, profile, videos, { name: video.title, path: buildPath('actorVideo', { actorName, videoId: video.id }, language) }];
    }
  }
}

/**
 * The cache key of a request (issue 15 item 6 "breadcrumbs (cached per key)"): the type, only the payload fields the
 * type reads (so extra fields cannot split or poison the cache) in a fixed order, and the language. Actor names are
 * compared lower-cased, as in URLs (spec 000 §2).
 */
export function breadcrumbCacheKey(type: BreadcrumbType, payload: BreadcrumbPayload, language: Language): string {
  const parts = PAYLOAD_FIELDS[type].map((field) => {
    const value = payload[field];
    return field === 'actorName' && typeof value === 'string' ? value.trim().toLowerCase() : String(value ?? '');
  });
  return [type, ...parts, language].join('|');
}

/** The subjects a key depends on, so a change to that performer, video or album drops exactly its entries. */
export function breadcrumbSubjects(type: BreadcrumbType, payload: BreadcrumbPayload): string[] {
  const subjects: string[] = [];
  if (PAYLOAD_FIELDS[type].includes('actorName') && payload.actorName) subjects.push(`actor:${payload.actorName.trim().toLowerCase()}`);
  if (PAYLOAD_FIELDS[type].includes('videoId') && payload.videoId !== undefined) subjects.push(`video:${payload.videoId}`);
  return subjects;
}
