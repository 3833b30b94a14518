/**
 * The breadcrumb trails of spec 001 §2, resolved from the catalog and cached per key (issue 15 item 6 "breadcrumbs
 * (cached per key)"; spec 001 §7 "cached per key unless the album changes"): one cache per app, keyed by type, the
 * payload fields the type reads and the language. The country ban is checked on every call (it differs per guest, the
 * trail does not), so a cached trail never shows a banned performer.
 */
import type { Kysely } from 'kysely';
import { breadcrumbCacheKey, breadcrumbSubjects, breadcrumbTrail } from '../../sdk/breadcrumbs/rules';
import { createKeyedCache, type KeyedCache } from '../../sdk/cache/keyed-cache';
import type { BreadcrumbItem, BreadcrumbPayload, BreadcrumbSubject, BreadcrumbType } from '../../sdk/breadcrumbs/types';
import type { Language } from '../../sdk/config';
import { isCategorySlug } from '../../sdk/video-lists/categories';
import { visiblePerformer } from '../albums/performer';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { bansCountry } from '../trust/media';

/** Names change rarely and a change drops its own entries; the time to live bounds anything missed. */
export const BREADCRUMB_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

interface Cached {
  trail: BreadcrumbItem[];
  performerId: number | null;
}

export interface BreadcrumbService {
  trail(type: BreadcrumbType, payload: BreadcrumbPayload, language: Language, country: string): Promise<BreadcrumbItem[]>;
  /** A performer ('actor:<name>') or a video ('video:<id>') changed: its trails are read again. */
  dropSubject(subject: string): number;
  readonly cache: KeyedCache<Cached>;
}

const services = new WeakMap<AppContext, BreadcrumbService>();

/** The app's one breadcrumb service. */
export function breadcrumbService(context: AppContext): BreadcrumbService {
  let service = services.get(context);
  if (!service) {
    service = createBreadcrumbService(context.database.db);
    services.set(context, service);
  }
  return service;
}

const field = (name: keyof BreadcrumbPayload) => `body.payload.${name}`;

function required<T>(value: T | undefined, name: keyof BreadcrumbPayload, type: BreadcrumbType): T {
  if (value === undefined) throw new HttpError(400, 'VALIDATION_FAILED', `breadcrumb ${type} needs payload.${name}`, field(name));
  return value;
}

async function resolve(db: Kysely<Database>, type: BreadcrumbType, payload: BreadcrumbPayload, country: string): Promise<{ subject: BreadcrumbSubject; performerId: number | null }> {
  if (type === 'categoryDetails') {
    const slug = required(payload.categorySlug, 'categorySlug', type);
    // spec 001: an unknown category is "Unmapped category".
    if (!isCategorySlug(slug)) throw new HttpError(404, 'NOT_FOUND', 'Unmapped category', field('categorySlug'));
    return { subject: { categorySlug: slug }, performerId: null };
  }
  if (type === 'categoryOverview' || type === 'videoTagsOverview') return { subject: {}, performerId: null };
  const performer = await visiblePerformer(db, required(payload.actorName, 'actorName', type), country, field('actorName'));
  if (type !== 'actorProfileVideoDetails') return { subject: { actor: { name: performer.name } }, performerId: performer.id };
  const videoId = required(payload.videoId, 'videoId', type);
  const video = await db.selectFrom('videos').select(['id', 'title']).where('id', '=', videoId).where('performer_id', '=', performer.id).executeTakeFirst();
  if (!video) throw new HttpError(404, 'NOT_FOUND', `${performer.name} has no video with the id ${videoId}`, field('videoId'));
  return { subject: { actor: { name: performer.name }, video }, performerId: performer.id };
}

export function createBreadcrumbService(db: Kysely<Database>, now: () => number = Date.now): BreadcrumbService {
  const cache = createKeyedCache<Cached>({ ttlMs: BREADCRUMB_TTL_MS, maxEntries: MAX_ENTRIES });
  return {
    cache,
    async trail(type, payload, language, country) {
      const key = breadcrumbCacheKey(type, payload, language);
      const hit = cache.get(key, now());
      if (hit) {
        if (hit.performerId !== null && (await bansCountry(db, hit.performerId, country))) {
          throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `This performer is not available in your country (${country})`);
        }
        return hit.trail;
      }
      const { subject, performerId } = await resolve(db, type, payload, country);
      const trail = breadcrumbTrail(type, subject, language);
      cache.set(key, { trail, performerId }, breadcrumbSubjects(type, payload), now());
      return trail;
    },
    dropSubject: (subject) => cache.dropSubject(subject),
  };
}
