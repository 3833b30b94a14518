/** Video queries: the video tile grid and the query service's lists. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { MediaAccess, VideoTile } from '../../sdk/api/types';
import { ANONYMOUS_VIEWER, restrictionsFor, type RestrictedItem, type Viewer } from '../../sdk/trust';
import type { Database, VideosTable } from '../db/schema';
import { previewImages } from '../images/paths';
import type { VideoGridQuery } from '../schemas/tile-grid';
import { bool, notBannedIn } from './bans';
import type { Page } from './performers';

/** Who looks at a page of media: the viewer facts, and which of a page's ids the guest owns (built by trust/viewer.ts). */
export interface PageViewer {
  viewer: Omit<Viewer, 'owns'>;
  /** The ids among `ids` the guest bought, in one query for the whole page (none for a guest-less request). */
  ownedAmong(ids: readonly number[]): Promise<ReadonlySet<number>>;
}

type VideoOrder = NonNullable<VideoGridQuery['order']>;

/** Column and direction per order, with the id as tie-breaker so pages never overlap. */
const ORDERS: Record<VideoOrder, [column: 'videos.released_at' | 'videos.price' | 'videos.duration', direction: 'asc' | 'desc']> = {
  newest: ['videos.released_at', 'desc'],
  cheapest: ['videos.price', 'asc'],
  mostExpensive: ['videos.price', 'desc'],
  longest: ['videos.duration', 'desc'],
  shortest: ['videos.duration', 'asc'],
};

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
export function toVideoTile(row: VideoRowWithPerformer, viewer: Viewer): VideoTile {
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

/** Repository of videos; videos of performers who ban the guest's country are hidden. */
export function createVideoRepository(db: Kysely<Database>) {
  return {
    /** One page of the video grid and the total matching the filter, each tile with the viewer's restrictions. */
    async grid(query: VideoGridQuery, guestCountry: string, viewing: PageViewer = ANONYMOUS_PAGE_VIEWER): Promise<Page<VideoTile>> {
      const filter = query.filter ?? {};
      let base = db
        .selectFrom('videos')
        .innerJoin('performers', 'performers.id', 'videos.performer_id')
        .where(notBannedIn(guestCountry));
      if (filter.actorId !== undefined) base = base.where('videos.performer_id', '=', filter.actorId);
      if (filter.free !== undefined) base = base.where('videos.free', '=', filter.free ? 1 : 0);
      if (filter.vip !== undefined) base = base.where('videos.vip', '=', filter.vip ? 1 : 0);
      if (filter.new !== undefined) base = base.where('videos.is_new', '=', filter.new ? 1 : 0);
      if (filter.onSale !== undefined) base = base.where('videos.on_sale', '=', filter.onSale ? 1 : 0);
      // spec 001 §5: "Default video list filters exclude bought and classic." Only classic is
      // excluded so far: bought tiles stay listed and say so in guestInfo.bought (issue 3 §6).
      base = base.where('videos.classic', '=', filter.classic ? 1 : 0);
      if (filter.tag !== undefined) {
        const tag = filter.tag;
        base = base.where((eb) =>
          eb.exists(
            eb.selectFrom('video_tags as vt').select('vt.video_id')
              .whereRef('vt.video_id', '=', 'videos.id').where('vt.tag', '=', tag),
          ),
        );
      }
      const [column, direction] = ORDERS[query.order ?? 'newest'];
      const [rows, count] = await Promise.all([
        base
          .selectAll('videos')
          .select(['performers.name as performer_name'])
          .orderBy(column, direction)
          .orderBy('videos.id', direction)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      // Ownership of the whole page in one `item_id in (...)` query after the page query,
      // so the number of queries stays the same whatever the page size (no query per tile).
      const owned = await viewing.ownedAmong(rows.map((r) => r.id));
      const items = rows.map((row) => toVideoTile(row, { ...viewing.viewer, owns: owned.has(row.id) }));
      return { items, total: Number(count.n) };
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
