/** Performer queries: the performer tile grid and the actor profile. */
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ActorProfile, ActorType, ChatPrices, Gender, PerformerTile } from '../../sdk/api/types';
import type { Database, PerformersTable } from '../db/schema';
import { avatarImages, previewImages } from '../images/paths';
import type { PerformerGridQuery } from '../schemas/tile-grid';
import { VIDEO_STARS_COUNT, videoStarsPage } from '../../sdk/video-lists';
import { bool, notBannedIn, parseJson } from './bans';

export interface Page<T> {
  items: T[];
  total: number;
}

/** The result of looking a performer up for a guest: found, unknown, or banned in the guest's country. */
export type ProfileLookup =
  | { status: 'found'; profile: ActorProfile }
  | { status: 'unknown' }
  | { status: 'banned'; name: string };

interface Features {
  freeChat: boolean;
  conversionChat: boolean;
  mobileVideocall: boolean;
  ticketShow: boolean;
  livePreview: boolean;
  voyeurChat: boolean;
}

function toTile(row: Selectable<PerformersTable>): PerformerTile {
  return {
    kind: 'performer',
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender as Gender,
    type: row.type as ActorType,
    country: row.country,
    languages: parseJson<string[]>(row.languages),
    threeWords: parseJson<string[]>(row.three_words),
    isOnline: bool(row.is_online),
    isNew: bool(row.is_new),
    isTopAmateur: bool(row.is_top_amateur),
    avatar: avatarImages(row.id),
    prices: { video: parseJson<ChatPrices>(row.prices).video },
  };
}

/** The performers a grid query selects from (its filter applied, nothing selected yet). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type PerformerSelection = SelectQueryBuilder<Database, 'performers', {}>;

/** Repository of performers; every query hides performers who ban the guest's country. */
export function createPerformerRepository(db: Kysely<Database>) {
  /**
   * spec 001 §9 "video stars 100": the performers whose videos sold most, first 100 only (a
   * later page is empty and the total stops at 100); equal sales keep the rank order.
   */
  async function videoStars(base: PerformerSelection, offset: number, limit: number): Promise<Page<PerformerTile>> {
    const page = videoStarsPage(offset, limit);
    const sales = db.selectFrom('video_sales').select(['performer_id', sql<number>`count(*)`.as('sold')]).groupBy('performer_id');
    const ranked = base.leftJoin(sales.as('s'), 's.performer_id', 'performers.id');
    const [rows, count] = await Promise.all([
      page.limit === 0
        ? Promise.resolve([])
        : ranked.selectAll('performers')
            .orderBy(sql`coalesce(s.sold, 0)`, 'desc').orderBy('performers.rank', 'asc').orderBy('performers.id', 'asc')
            .limit(page.limit).offset(page.offset).execute(),
      base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toTile), total: Math.min(VIDEO_STARS_COUNT, Number(count.n)) };
  }

  return {
    /** One page of the performer grid and the total matching the filter. */
    async grid(query: PerformerGridQuery, guestCountry: string): Promise<Page<PerformerTile>> {
      const filter = query.filter ?? {};
      let base = db.selectFrom('performers').where(notBannedIn(guestCountry));
      if (filter.online !== undefined) base = base.where('is_online', '=', filter.online ? 1 : 0);
      if (filter.gender && filter.gender.length > 0) base = base.where('gender', 'in', filter.gender);
      if (filter.excludeIds && filter.excludeIds.length > 0) base = base.where('id', 'not in', filter.excludeIds);
      if (filter.newGirls !== undefined) base = base.where('is_new', '=', filter.newGirls ? 1 : 0);
      if (filter.category !== undefined) {
        const category = filter.category;
        base = base.where((eb) =>
          eb.exists(
            eb.selectFrom('performer_categories as pc').select('pc.performer_id')
              .whereRef('pc.performer_id', '=', 'performers.id').where('pc.category', '=', category),
          ),
        );
      }
      if (query.order === 'videoSales') return videoStars(base, query.offset, query.limit);
      const ordered =
        query.order === 'registered'
          ? base.orderBy('registered_at', 'desc').orderBy('id', 'desc')
          : // Default: online performers first, then by rank (spec 001 §3: "Sort: rank (default)").
            base.orderBy('is_online', 'desc').orderBy('rank', 'asc').orderBy('id', 'asc');
      const [rows, count] = await Promise.all([
        ordered.selectAll().limit(query.limit).offset(query.offset).execute(),
        base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toTile), total: Number(count.n) };
    },

    /** The profile by numeric id or by name in any case. */
    async profile(idOrName: string, guestCountry: string): Promise<ProfileLookup> {
      const key = idOrName.trim();
      let row = /^\d{1,9}$/.test(key)
        ? await db.selectFrom('performers').selectAll().where('id', '=', Number(key)).executeTakeFirst()
        : undefined;
      row ??= await db.selectFrom('performers').selectAll().where('name_lower', '=', key.toLowerCase()).executeTakeFirst();
      if (!row) return { status: 'unknown' };
      const [bans, categories, tags, videos, albums] = await Promise.all([
        db.selectFrom('performer_banned_countries').select('country_code').where('performer_id', '=', row.id).orderBy('country_code').execute(),
        db.selectFrom('performer_categories').select('category').where('performer_id', '=', row.id).orderBy('category').execute(),
        db.selectFrom('performer_tags').select('tag').where('performer_id', '=', row.id).orderBy('tag').execute(),
        db.selectFrom('videos').select(sql<string | number>`count(*)`.as('n')).where('performer_id', '=', row.id).executeTakeFirstOrThrow(),
        db.selectFrom('albums').select(sql<string | number>`count(*)`.as('n')).where('performer_id', '=', row.id).executeTakeFirstOrThrow(),
      ]);
      const bannedCountryCodes = bans.map((b) => b.country_code);
      if (bannedCountryCodes.includes(guestCountry)) return { status: 'banned', name: row.name };
      const tile = toTile(row);
      const features = parseJson<Features>(row.features);
      const profile: ActorProfile = {
        id: row.id,
        name: row.name,
        isOnline: tile.isOnline,
        freeChat: features.freeChat,
        bannedCountryCodes,
        isActorAvailableForConversionChat: features.conversionChat,
        isOnlineMobileVideocall: features.mobileVideocall,
        // issue 14: a show is running now (the schedule sets is_ticket_show), not merely offered (features.ticketShow).
        isCurrentlyTicketShow: row.is_ticket_show === 1,
        isLivePreviewEnabled: features.livePreview,
        isVoyeurChatAvailable: features.voyeurChat,
        // No guest accounts yet, so no guest holds a ticket.
        guestHasTicket: false,
        prices: parseJson<ChatPrices>(row.prices),
        age: row.age,
        gender: tile.gender,
        type: tile.type,
        country: row.country,
        languages: tile.languages,
        threeWords: tile.threeWords,
        categories: categories.map((c) => c.category),
        tags: tags.map((t) => t.tag),
        isTopAmateur: tile.isTopAmateur,
        favoriteCount: row.favorite_count,
        avatar: tile.avatar,
        cover: previewImages('cover', row.id),
        videoCount: Number(videos.n),
        albumCount: Number(albums.n),
        registeredAt: row.registered_at,
      };
      return { status: 'found', profile };
    },
  };
}

export type PerformerRepository = ReturnType<typeof createPerformerRepository>;
