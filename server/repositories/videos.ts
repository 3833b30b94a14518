/** Video queries: the video tile grid and the query service's lists. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MediaAccess, VideoTile } from '../../sdk/api/types';
import { ANONYMOUS_VIEWER, restrictionsFor, type RestrictedItem, type Viewer } from '../../sdk/trust';
import type { Database, VideosTable } from '../db/schema';
import { previewImages } from '../images/paths';
import type { VideoGridQuery } from '../schemas/tile-grid';
import { bool, notBannedIn } from './bans';
import { FEMALE_ACTING_GROUP, RANDOM_ORDER_MODULUS, randomOrderKey, randomOrderValue, releaseWindowStart } from '../../sdk/video-lists';
import type { Page } from './performers';

/** Who looks at a page of media: the viewer facts, and which of a page's ids the guest owns (built by trust/viewer.ts). */
export interface PageViewer {
  viewer: Omit<Viewer, 'owns'>;
  /** The guest's id (bought filters, the random order's default seed); null or absent for a guest-less request. */
  guestId?: string | null;
  /** The ids among `ids` the guest bought, in one query for the whole page (none for a guest-less request). */
  ownedAmong(ids: readonly number[]): Promise<ReadonlySet<number>>;
}

type VideoOrder = NonNullable<VideoGridQuery['order']>;
type VideoFilter = NonNullable<VideoGridQuery['filter']>;

/** The orders that read a column of the video: column and direction; the id breaks ties so pages never overlap. */
const COLUMN_ORDERS: Partial<Record<VideoOrder, [column: 'videos.released_at' | 'videos.price' | 'videos.duration', direction: 'asc' | 'desc']>> = {
  newest: ['videos.released_at', 'desc'],
  cheapest: ['videos.price', 'asc'],
  mostExpensive: ['videos.price', 'desc'],
  longest: ['videos.duration', 'desc'],
  shortest: ['videos.duration', 'asc'],
};

/** From this offset on a column order's page is read from the ordered ids too (options.ranked); before it, the index's first rows are cheaper. */
const RANKED_FROM_OFFSET = 300;

/** Sales of the row's video (since `from` when given): bestSelling and trending. */
const salesOf = (from: string | null) =>
  from === null
    ? sql<number>`(select count(*) from video_sales vs where vs.video_id = videos.id)`
    : sql<number>`(select count(*) from video_sales vs where vs.video_id = videos.id and vs.sold_at >= ${from})`;

/** Likes minus dislikes of the row's video (spec 001 §3 "rating likes"): topRated. */
const ratingOf = sql<number>`(select coalesce(sum(case when vv.vote = 'like' then 1 else -1 end), 0) from video_votes vv where vv.video_id = videos.id)`;

/** The row's video bought by the guest (owned_items keys the item id as text). */
const ownedBy = (guestId: string) =>
  sql<boolean>`exists (select 1 from owned_items oi where oi.guest_id = ${guestId} and oi.item_type = 'video' and oi.item_id = cast(videos.id as text))`;

/** A stable seed of a guest's random order when the request names none: from the guest id, else one for all guests. */
export function guestSeed(guestId: string | null): number {
  if (guestId === null) return 1;
  let hash = 17;
  for (const char of guestId) hash = (hash * 31 + char.charCodeAt(0)) % (RANDOM_ORDER_MODULUS - 1);
  return hash + 1;
}

/** Normalises an ISO UTC time to the stored form (milliseconds, Z), so string comparisons order by time. */
const storedTime = (iso: string) => new Date(iso).toISOString();

/** A videos row joined with its performer's name. */
export type VideoRowWithPerformer = Selectable<VideosTable> & { performer_name: string };

/** The facts restrictions read, for a video row. */
export function restrictedVideo(row: { age_rating: number; price: number; free: number; vip: number }): RestrictedItem {
  return { ageRating: row.age_rating === 16 ? 16 : 18, price: row.price, free: bool(row.free), vip: bool(row.vip) };
}

/**
 * A video row as the tile the grids and the video page show, with what this
 * viewer may do with it (issue 3 §6); previews are non-explicit teasers.
 */
export function toVideoTile(row: VideoTileRow, viewer: Viewer): VideoTile {
  const access: MediaAccess = { restrictions: restrictionsFor(restrictedVideo(row), viewer), guestInfo: { bought: viewer.owns } };
  return {
    kind: 'video',
    id: row.id,
    title: row.title,
    duration: row.duration,
    ageRating: row.age_rating === 16 ? 16 : 18,
    free: bool(row.free),
    vip: bool(row.vip),
    new: bool(row.is_new),
    onSale: bool(row.on_sale),
    classic: bool(row.classic),
    price: { value: row.price, currency: 'VXC' },
    basePrice: { value: row.base_price, currency: 'VXC' },
    releasedAt: row.released_at,
    preview: previewImages('video', row.id),
    actor: { id: row.performer_id, name: row.performer_name },
    ...access,
  };
}

/** The page viewer of callers without a request guest (the query service): nothing verified, nothing owned, no query. */
const ANONYMOUS_PAGE_VIEWER: PageViewer = { viewer: ANONYMOUS_VIEWER, ownedAmong: async () => new Set<number>() };

/**
 * On PostgreSQL tiles of rows read by id are kept this long at most, and only while the video lists' version they were
 * read under holds (migration 029: every write to videos, their performers' names and types, sales and votes moves it):
 * its counter can move before the write commits (server/lists/answer-cache.ts). SQLite's counter moves inside the
 * writing transaction, so there they are kept until the version moves (the answer cache does the same).
 */
export const POSTGRES_TILE_CACHE_MS = 10_000;
/** At most this many videos' tiles kept (about 1 KB each with their texts, lists/tile-page.ts): 50,000 videos at seed scale 10 fit. */
const TILE_CACHE_VIDEOS = 60_000;
/**
 * A page of a kept order that misses tiles reads the missing rows of this many ids of the order from its offset on
 * (ten pages): guests page forward, so the next pages find their tiles kept, and one query of up to 300 ids costs less
 * than ten of 30 (issue 15 bench/search "videos sorted, deep").
 */
const READ_AHEAD_IDS = 300;
/**
 * Other viewers' tiles (login, age verification, VIP: a handful of combinations) kept at most, all viewers together;
 * more start over. Most lists are read anonymously; logged-in guests' deep pages are fewer.
 */
const VIEWER_TILES = 20_000;

/** The columns a tile is made of (the description is left out: read by id for tiles only). */
export type VideoTileRow = Omit<VideoRowWithPerformer, 'description'>;
const TILE_COLUMNS = ['videos.id', 'videos.performer_id', 'videos.title', 'videos.duration', 'videos.price', 'videos.base_price', 'videos.free', 'videos.vip',
  'videos.is_new', 'videos.on_sale', 'videos.classic', 'videos.age_rating', 'videos.released_at', 'performers.name as performer_name'] as const;

/**
 * The tile as another viewer sees it: only the restrictions and guestInfo depend on the viewer, and they are made of
 * the tile's own facts (restrictedVideo of its row gives the same item), so a tile is the same as toVideoTile's.
 */
export function tileFor(tile: VideoTile, viewer: Viewer): VideoTile {
  const item: RestrictedItem = { ageRating: tile.ageRating, price: tile.price.value, free: tile.free, vip: tile.vip };
  return { ...tile, restrictions: restrictionsFor(item, viewer), guestInfo: { bought: viewer.owns } };
}

/** The tiles of one video lists' version: the anonymous viewer's, and other viewers' made from them. */
interface TileCache {
  version: string;
  at: number;
  /** The anonymous viewer's tile of each video read under the version (the same object every time). */
  tiles: Map<number, VideoTile>;
  /** Other viewers' (JSON of their facts): the tile as that viewer sees it when they own nothing of it. */
  viewers: Map<string, Map<number, VideoTile>>;
  /** How many tiles `viewers` holds. */
  viewerTiles: number;
}

/**
 * The key of a viewer's kept tiles: every fact restrictions read but ownership, in a fixed order. A fact added to
 * Viewer fails to compile here until the key holds it.
 */
function viewerKeyOf(viewer: Omit<Viewer, 'owns'>): string {
  const facts: { [K in keyof Omit<Viewer, 'owns'>]-?: Viewer[K] } = { isLoggedIn: viewer.isLoggedIn, avsStatus: viewer.avsStatus, isVip: viewer.isVip };
  return JSON.stringify(facts);
}
const ANONYMOUS_KEY = viewerKeyOf(ANONYMOUS_VIEWER);

/** Repository of videos; videos of performers who ban the guest's country are hidden. */
export function createVideoRepository(db: Kysely<Database>, options: { tileCacheMs?: number } = {}) {
  const tileCacheMs = options.tileCacheMs ?? POSTGRES_TILE_CACHE_MS;
  /**
   * Tiles of ordered pages, by id (issue 15 bench/search "videos sorted, deep"): a page of a kept order reads only
   * the rows no earlier page of any order read under the same version. A tile is the same for every guest and
   * country but for the viewer's restrictions (bans are in the ordered ids, ownership is added per guest after).
   * Keeping the tile objects, not rows, lets their serialized texts be kept with them (lists/tile-page.ts).
   */
  let tileCache: TileCache | null = null;
  const read = async (wanted: readonly number[]) => wanted.length === 0 ? [] : db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
    .select([...TILE_COLUMNS]).where('videos.id', 'in', wanted).execute();
  /** The tile cache of `version`, a new one when the kept one is of another version, too old or full. */
  function tileCacheOf(version: string): TileCache {
    if (!tileCache || tileCache.version !== version || Date.now() - tileCache.at > tileCacheMs || tileCache.tiles.size > TILE_CACHE_VIDEOS) {
      tileCache = { version, at: Date.now(), tiles: new Map(), viewers: new Map(), viewerTiles: 0 };
    }
    return tileCache;
  }
  /** The anonymous viewer's kept tile of a row (made and kept when missing). */
  function keptTile(kept: TileCache, row: VideoTileRow): VideoTile {
    let tile = kept.tiles.get(row.id);
    if (!tile) {
      tile = toVideoTile(row, ANONYMOUS_VIEWER);
      kept.tiles.set(row.id, tile);
    }
    return tile;
  }
  /** The kept anonymous tiles of `ids` (page ids, at `from` in `ordered`), the missing ones read with those of the next ids of the order. */
  async function tilesById(kept: TileCache, ids: readonly number[], ordered: readonly number[], from: number): Promise<VideoTile[]> {
    if (ids.some((id) => !kept.tiles.has(id))) {
      for (const row of await read(ordered.slice(from, from + READ_AHEAD_IDS).filter((id) => !kept.tiles.has(id)))) keptTile(kept, row);
    }
    return ids.flatMap((id) => kept.tiles.get(id) ?? []);
  }
  /** A viewer's tile made from the kept anonymous one, kept per viewer: the same object for a row every time. */
  function viewersTile(kept: TileCache, tile: VideoTile, viewer: Omit<Viewer, 'owns'>, viewerKey: string): VideoTile {
    if (viewerKey === ANONYMOUS_KEY) return tile;
    if (kept.viewerTiles >= VIEWER_TILES) {
      kept.viewers.clear();
      kept.viewerTiles = 0;
    }
    let tiles = kept.viewers.get(viewerKey);
    if (!tiles) {
      tiles = new Map();
      kept.viewers.set(viewerKey, tiles);
    }
    let mine = tiles.get(tile.id);
    if (!mine) {
      mine = tileFor(tile, { ...viewer, owns: false });
      tiles.set(tile.id, mine);
      kept.viewerTiles++;
    }
    return mine;
  }

  /**
   * The catalog's "today" for spec 001 §9's windows ("trending ... within the last 8 days; top ... within
   * the last 9 months"): the latest release, not the clock. On a live platform that releases daily the two
   * are the same day; the demo catalog is generated against a fixed day, and its trending list would
   * otherwise be empty on every later day.
   */
  async function catalogToday(): Promise<string> {
    const row = await db.selectFrom('videos').select((eb) => eb.fn.max('released_at').as('latest')).executeTakeFirst();
    return row?.latest ?? new Date().toISOString();
  }

  return {
    /**
     * One page of the video grid and the total matching the filter, each tile with the viewer's restrictions.
     * `options.total` may answer the total from a cache (it gets the counting query to run on a miss): the total
     * is the same for every page and order of a filter, and counting is the page's costliest query on a big catalog.
     * `options.ranked` does the same for the ids of a computed order (issue 15 item 9).
     */
    async grid(
      query: VideoGridQuery, guestCountry: string, viewing: PageViewer = ANONYMOUS_PAGE_VIEWER,
      options: {
        total?: (count: () => Promise<number>) => Promise<number>;
        /**
         * For the computed orders (bestSelling, topRated, trending, random) and a column order's deep pages: all matching ids, maybe from a cache:
         * 'order' in the query's order (seed included), 'ids' in id order (the same for every order and seed).
         */
        ranked?: (kind: 'order' | 'ids', rank: () => Promise<number[]>) => Promise<number[]>;
        /** The video lists' version the ranked ids belong to: pages take their tiles from the tile cache under it. */
        version?: string;
      } = {},
    ): Promise<Page<VideoTile>> {
      const filter: VideoFilter = query.filter ?? {};
      const types = new Set(filter.types ?? []);
      const order: VideoOrder = query.order ?? 'newest';
      const guestId = viewing.guestId ?? null;
      const column = COLUMN_ORDERS[order];
      // The queries are built only when a list is not kept (a kept order's page is a slice of its ids): building them is
      // a tenth of a deep page's CPU. spec 001 §9 windows count back from the catalog's "today", its latest release
      // (see catalogToday).
      const build = async () => {
        const today = types.has('trending') || types.has('top') || order === 'trending' ? await catalogToday() : null;
        let base = db
          .selectFrom('videos')
          .innerJoin('performers', 'performers.id', 'videos.performer_id')
          .where(notBannedIn(guestCountry));
        if (filter.actorId !== undefined) base = base.where('videos.performer_id', '=', filter.actorId);
        if (filter.modelIds !== undefined && filter.modelIds.length > 0) base = base.where('videos.performer_id', 'in', filter.modelIds);
        if (filter.free !== undefined) base = base.where('videos.free', '=', filter.free ? 1 : 0);
        if (filter.free === true || types.has('free')) {
          // spec 001 §5: "Free videos are limited to the female acting group."
          base = base.where('videos.free', '=', 1).where('performers.type', 'in', [...FEMALE_ACTING_GROUP]);
        }
        if (types.has('premium')) base = base.where('videos.free', '=', 0);
        if (filter.vip !== undefined) base = base.where('videos.vip', '=', filter.vip ? 1 : 0);
        if (types.has('vip')) base = base.where('videos.vip', '=', 1);
        if (filter.new !== undefined) base = base.where('videos.is_new', '=', filter.new ? 1 : 0);
        if (filter.onSale !== undefined) base = base.where('videos.on_sale', '=', filter.onSale ? 1 : 0);
        if (types.has('discount')) base = base.where('videos.on_sale', '=', 1);
        // spec 001 §5: "Default video list filters exclude bought and classic." Classic videos show only when asked for.
        base = base.where('videos.classic', '=', filter.classic || types.has('classic') ? 1 : 0);
        if (types.has('bought')) {
          // A guest-less request owns nothing: the bought list is empty, not everyone's.
          base = guestId === null ? base.where(sql<boolean>`1 = 0`) : base.where(ownedBy(guestId));
        } else if (filter.excludeBought && guestId !== null) {
          base = base.where(sql<boolean>`not ${ownedBy(guestId)}`);
        }
        if (today !== null && types.has('trending')) base = base.where('videos.released_at', '>=', releaseWindowStart('trending', today));
        if (today !== null && types.has('top')) base = base.where('videos.released_at', '>=', releaseWindowStart('top', today));
        if (filter.releasedFrom !== undefined) base = base.where('videos.released_at', '>=', storedTime(filter.releasedFrom));
        if (filter.releasedUntil !== undefined) base = base.where('videos.released_at', '<=', storedTime(filter.releasedUntil));
        const tags = [...(filter.tag !== undefined ? [filter.tag] : []), ...(filter.tags ?? [])];
        if (tags.length > 0) {
          base = base.where((eb) =>
            eb.exists(
              eb.selectFrom('video_tags as vt').select('vt.video_id')
                .whereRef('vt.video_id', '=', 'videos.id').where('vt.tag', 'in', tags),
            ),
          );
        }
        let ordered = base.selectAll('videos').select(['performers.name as performer_name']);
        if (column) {
          ordered = ordered.orderBy(column[0], column[1]).orderBy('videos.id', column[1]);
        } else if (order === 'random') {
          // A permutation of the ids by a seed (sdk/video-lists randomOrderKey): the same seed pages the same shuffle.
          const { multiplier, offset } = randomOrderKey(filter.seed ?? guestSeed(guestId));
          ordered = ordered
            .orderBy(sql`(cast(videos.id as bigint) * ${sql.lit(multiplier)} + ${sql.lit(offset)}) % ${sql.lit(RANDOM_ORDER_MODULUS)}`)
            .orderBy('videos.id');
        } else {
          const score = order === 'topRated' ? ratingOf : salesOf(order === 'trending' && today !== null ? releaseWindowStart('trending', today) : null);
          // Equal scores: the newer video first.
          ordered = ordered.orderBy(score, 'desc').orderBy('videos.released_at', 'desc').orderBy('videos.id', 'desc');
        }
        const count = async () => Number((await base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
        return { base, ordered, count };
      };
      let built: ReturnType<typeof build> | undefined;
      const queries = () => (built ??= build());
      // Under a version the tiles are kept (tileCacheOf): the same objects for every request of the version and viewer.
      const kept = options.version === undefined ? null : tileCacheOf(options.version);
      let tiles: VideoTile[];
      let total: number;
      if (options.ranked && (!column || query.offset >= RANKED_FROM_OFFSET)) {
        // A computed order (a score, the shuffle) sorts the whole filtered catalog: its ids in order, from the caller's
        // cache, serve every page and the total; the page's rows are then read by id. The shuffle is made here from
        // the filter's ids (shared by every seed) with the same key the query orders by (randomOrderValue).
        const ids =
          order === 'random'
            ? await options.ranked('order', async () => {
                const seed = filter.seed ?? guestSeed(guestId);
                const all = await options.ranked!('ids', async () => (await (await queries()).base.select('videos.id').orderBy('videos.id').execute()).map((row) => row.id));
                const keyed = all.map((id) => ({ id, key: randomOrderValue(id, seed) }));
                keyed.sort((a, b) => a.key - b.key || a.id - b.id);
                return keyed.map((entry) => entry.id);
              })
            : await options.ranked('order', async () => (await (await queries()).ordered.clearSelect().select('videos.id').execute()).map((row) => row.id));
        // (A column order's deep page: reading offset + limit whole rows through the index cost 4 to 18 ms at 50,000 videos.)
        const pageIds = ids.slice(query.offset, query.offset + query.limit);
        // The ids passed the filter already: read the rows by primary key alone (with the filter's conditions bound as
        // parameters, SQLite walked the classic index instead: 3 to 4 ms instead of 0.5 at 50,000 videos).
        if (kept) {
          tiles = await tilesById(kept, pageIds, ids, query.offset);
        } else {
          const byId = new Map((await read(pageIds)).map((row) => [row.id, row]));
          tiles = pageIds.flatMap((id) => { const row = byId.get(id); return row ? [toVideoTile(row, ANONYMOUS_VIEWER)] : []; });
        }
        total = ids.length;
      } else {
        const { ordered, count } = await queries();
        const [rows, counted] = await Promise.all([ordered.limit(query.limit).offset(query.offset).execute(), options.total ? options.total(count) : count()]);
        tiles = rows.map((row) => (kept ? keptTile(kept, row) : toVideoTile(row, ANONYMOUS_VIEWER)));
        total = counted;
      }
      // Ownership of the whole page in one `item_id in (...)` query after the page query,
      // so the number of queries stays the same whatever the page size (no query per tile).
      const owned = await viewing.ownedAmong(tiles.map((tile) => tile.id));
      const viewerKey = viewerKeyOf(viewing.viewer);
      const items = tiles.map((tile) => {
        if (owned.has(tile.id)) return tileFor(tile, { ...viewing.viewer, owns: true });
        if (kept) return viewersTile(kept, tile, viewing.viewer, viewerKey);
        return viewerKey === ANONYMOUS_KEY ? tile : tileFor(tile, { ...viewing.viewer, owns: false });
      });
      return { items, total };
    },

    /** The most used video tags with their counts. */
    async topTags(first: number): Promise<{ tag: string; count: number }[]> {
      const rows = await db
        .selectFrom('video_tags')
        .select(['tag', sql<string | number>`count(*)`.as('n')])
        .groupBy('tag')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('tag')
        .limit(first)
        .execute();
      return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
