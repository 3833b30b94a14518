/**
 * The video tile grid's answer for one request (issue 15 item 9): the shared part from the answer cache,
 * the guest's own part per request, so one guest's purchases never reach another.
 * - The rows of a page depend on the query, the guest's country and the data, and on the guest only through
 *   their purchases (types "bought", filter excludeBought) and the random order's default seed. The seed is
 *   put into the query (the same seed gives the same shuffle whoever asks), and a guest who bought any video
 *   gets a bought/excludeBought list built for them alone, never kept.
 * - The tiles' restrictions depend on the viewer's facts (login, age verification, VIP: a handful of
 *   combinations, part of the key) and on ownership: the kept answer says "not bought" for every tile; a
 *   guest who owns tiles of the page gets them marked and their restrictions recomputed, again built for
 *   them alone.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { guestSeed, tileFor, type PageViewer } from '../repositories/videos';
import type { VideoGridQuery } from '../schemas/tile-grid';
import { ownedItemIds, viewingGuest } from '../trust/viewer';
import { readyAnswer, type ReadyAnswer } from './answer-cache';
import { gridAnswer, tilePageAnswer, type GridAnswer } from './tile-page';

type Serialize = (value: GridAnswer) => string;

/** True when the guest bought at least one video (one indexed lookup). */
async function ownsAnyVideo(context: AppContext, guestId: string): Promise<boolean> {
  const row = await context.database.db.selectFrom('owned_items').select('item_id')
    .where('guest_id', '=', guestId).where('item_type', '=', 'video').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function videoGridAnswer(
  request: FastifyRequest, context: AppContext, query: VideoGridQuery, country: string, serialize: Serialize,
): Promise<ReadyAnswer<GridAnswer>> {
  const { guest, viewer } = await viewingGuest(request, context);
  const guestId = guest?.id ?? null;
  const filter = query.filter ?? {};
  const seeded: VideoGridQuery = query.order === 'random' && filter.seed === undefined ? { ...query, filter: { ...filter, seed: guestSeed(guestId) } } : query;
  const byPurchases = guestId !== null && (filter.types?.includes('bought') || (filter.excludeBought === true && (await ownsAnyVideo(context, guestId))));
  if (byPurchases) {
    const viewing: PageViewer = { viewer, guestId, ownedAmong: (ids) => ownedItemIds(context.database.db, guestId, 'video', ids) };
    const page = await context.videos.grid(seeded, country, viewing);
    return readyAnswer(gridAnswer(page.items, page.total), serialize);
  }
  const version = await context.lists.version('videos');
  // The total depends on the filter, not on the order, the page or the random seed: one count per filter and version.
  const { seed: _seed, ...counted } = seeded.filter ?? {};
  const total = (count: () => Promise<number>) => context.lists.remember(version, `total|videos|${country}|${JSON.stringify(counted)}`, count);
  const shared = await context.lists.get(version, `grid|videos|${country}|${JSON.stringify(viewer)}|${JSON.stringify(seeded)}`, async () => {
    // A computed order's ids serve all its pages (the key leaves out the page).
    const { offset: _offset, limit: _limit, ...listed } = seeded;
    const ranked = (kind: 'order' | 'ids', rank: () => Promise<number[]>) =>
      context.lists.rememberList(version, `${kind}|videos|${country}|${JSON.stringify(kind === 'ids' ? counted : listed)}`, rank);
    const page = await context.videos.grid(seeded, country, { viewer, guestId: null, ownedAmong: async () => new Set<number>() }, { total, ranked, version });
    // The tiles are the repository's kept objects of this version and viewer: the page is joined from their kept texts (tile-page.ts).
    return tilePageAnswer(page.items, page.total, serialize);
  });
  if (guestId === null) return shared;
  const tiles = shared.value.data.initialTiles;
  const owned = await ownedItemIds(context.database.db, guestId, 'video', tiles.map((tile) => tile.id));
  if (owned.size === 0) return shared;
  const mine = tiles.map((tile) => (owned.has(tile.id) ? tileFor(tile, { ...viewer, owns: true }) : tile));
  return readyAnswer(gridAnswer(mine, shared.value.data.total), serialize);
}
