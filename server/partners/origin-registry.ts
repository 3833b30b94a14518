/**
 * The registered partner origins as the synchronous checks need them (CORS, the overlay's frame-ancestors,
 * the realtime origin check: server/sites/security.ts allowedOrigins). issue 16 §2: "that list feeds CORS
 * and the overlay's frame-ancestors, replacing the fixed list". Kept in memory per server: loaded at start,
 * again right after a registration on this server, and at most RELOAD_MS old when another server of the
 * same database registered one (the next request after that starts a reload).
 */
import type { AppContext } from '../context';
import { allPartnerOrigins } from './accounts';

const RELOAD_MS = 10_000;

interface Registry {
  origins: ReadonlySet<string>;
  loadedAt: number;
  loading: Promise<void> | null;
}

const registries = new WeakMap<AppContext, Registry>();

/** Reads the origins from the database now (start, and after a registration). */
export async function reloadPartnerOrigins(context: AppContext): Promise<void> {
  const registry = registries.get(context) ?? { origins: new Set<string>(), loadedAt: 0, loading: null };
  registries.set(context, registry);
  registry.origins = new Set(await allPartnerOrigins(context.database.db));
  registry.loadedAt = Date.now();
}

/** The registered origins known now; a stale list is refreshed in the background. */
export function registeredPartnerOrigins(context: AppContext): ReadonlySet<string> {
  const registry = registries.get(context);
  if (!registry) return new Set();
  if (registry.loading === null && Date.now() - registry.loadedAt > RELOAD_MS) {
    registry.loading = reloadPartnerOrigins(context).catch(() => undefined).finally(() => { registry.loading = null; });
  }
  return registry.origins;
}
