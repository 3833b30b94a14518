/** One search service per open database (its answer cache is per process and database). */
import type { DatabaseHandle } from '../db/database';
import { createSearchService, type SearchService } from './service';

const services = new WeakMap<DatabaseHandle, SearchService>();

export function searchServiceOf(handle: DatabaseHandle): SearchService {
  let service = services.get(handle);
  if (!service) {
    service = createSearchService(handle);
    services.set(handle, service);
  }
  return service;
}

export type { SearchService };
