/**
 * The video jumbotron's featured videos (issue 15 item 6; spec 001 §7 "GET video/jumbotron/config and homepage (cached
 * 60 s)"), read from the video lists in their spec order and kept 60 s per type and guest country (videos of
 * performers who ban the country are not in that country's lists).
 */
import type { JumbotronItem } from '../../sdk/api/schemas/jumbotron';
import { createKeyedCache } from '../../sdk/cache/keyed-cache';
import { JUMBOTRON_CACHE_MS, JUMBOTRON_CANDIDATES, JUMBOTRON_SOURCES, pickJumbotron, type JumbotronType } from '../../sdk/jumbotron/rules';
import type { AppContext } from '../context';

export interface JumbotronService {
  items(type: JumbotronType, country: string): Promise<JumbotronItem[]>;
}

const services = new WeakMap<AppContext, JumbotronService>();

export function jumbotronService(context: AppContext, now: () => number = Date.now): JumbotronService {
  let service = services.get(context);
  if (service) return service;
  const cache = createKeyedCache<JumbotronItem[]>({ ttlMs: JUMBOTRON_CACHE_MS, maxEntries: 1000 });
  service = {
    async items(type, country) {
      const key = `${type}|${country}`;
      const hit = cache.get(key, now());
      if (hit) return hit;
      // The grid's default filters apply (no classic); read without a guest, so nothing per guest can be cached.
      const lists = await Promise.all(JUMBOTRON_SOURCES[type].map(async (order) => (await context.videos.grid({ offset: 0, limit: JUMBOTRON_CANDIDATES, order }, country)).items));
      const items = pickJumbotron(lists).map(({ restrictions: _r, guestInfo: _g, ...item }) => item);
      cache.set(key, items, [], now());
      return items;
    },
  };
  services.set(context, service);
  return service;
}
