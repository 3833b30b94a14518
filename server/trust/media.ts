/**
 * The video and album pages with their restrictions (issue 3 §6): every item
 * the server serves carries restrictionsFor(item, viewer) and guestInfo.bought;
 * album pictures are listed only when nothing restricts them.
 */
import type { Kysely } from 'kysely';
import type { AlbumDetail, AlbumPicture, VideoDetail } from '../../sdk/api/types';
import { restrictionsFor, type RestrictedItem, type Viewer } from '../../sdk/trust';
import type { Database } from '../db/schema';
import { heightOf, previewImages } from '../images/paths';
import { toVideoTile } from '../repositories/videos';
import { albumCoverImages } from '../albums/cover';
import { ratingFields, videoRating } from '../video-votes/repository';

type Db = Kysely<Database>;

/** A lookup for a guest: found, unknown, or banned in the guest's country (spec 000 §6 bannedCountryCodes). */
export type MediaLookup<T> = { status: 'found'; item: T } | { status: 'unknown' } | { status: 'banned'; actorName: string };

/** True when the performer bans the country. */
export async function bansCountry(db: Db, performerId: number, country: string): Promise<boolean> {
  const ban = await db.selectFrom('performer_banned_countries').select('performer_id')
    .where('performer_id', '=', performerId).where('country_code', '=', country).executeTakeFirst();
  return ban !== undefined;
}

/** Albums have no free or VIP flag: price 0 means free. */
export function restrictedAlbum(row: { age_rating: number; price: number }): RestrictedItem {
  return { ageRating: row.age_rating === 16 ? 16 : 18, price: row.price, free: row.price === 0, vip: false };
}

/** The video page without its media URLs (server/media/grants.ts adds them: they need the reply for the guest cookie). */
export type VideoPage = Omit<VideoDetail, 'hlsUrl' | 'trailerUrl' | 'previewThumbnails' | 'mediaState'>;

/** The video page for a viewer in a country. */
export async function videoDetail(db: Db, videoId: number, country: string, viewer: () => Promise<Viewer>, guestId: string | null = null): Promise<MediaLookup<VideoPage>> {
  const row = await db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
    .selectAll('videos').select('performers.name as performer_name').where('videos.id', '=', videoId).executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (await bansCountry(db, row.performer_id, country)) return { status: 'banned', actorName: row.performer_name };
  const [tags, who, votes] = await Promise.all([
    db.selectFrom('video_tags').select('tag').where('video_id', '=', videoId).orderBy('tag').execute(),
    viewer(),
    videoRating(db, videoId, guestId),
  ]);
  const tile = toVideoTile(row, who);
  const { liked, disliked, ratingLikes, ratingDislikes } = ratingFields(votes);
  const item: VideoPage = {
    ...tile,
    ratingLikes,
    ratingDislikes,
    guestInfo: { ...tile.guestInfo, liked, disliked },
    description: row.description,
    tags: tags.map((t) => t.tag),
  };
  return { status: 'found', item };
}

/** The size pictures are listed with: the largest rendered one. */
const PICTURE_WIDTH = 1280;

/** The album page for a viewer in a country; pictures stay empty until restrictions is empty. */
export async function albumDetail(db: Db, albumId: number, country: string, viewer: () => Promise<Viewer>): Promise<MediaLookup<AlbumDetail>> {
  const row = await db.selectFrom('albums').innerJoin('performers', 'performers.id', 'albums.performer_id')
    .selectAll('albums').select('performers.name as performer_name').where('albums.id', '=', albumId).executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (await bansCountry(db, row.performer_id, country)) return { status: 'banned', actorName: row.performer_name };
  const who = await viewer();
  const restrictions = restrictionsFor(restrictedAlbum(row), who);
  let pictures: AlbumPicture[] = [];
  if (restrictions.length === 0) {
    const rows = await db.selectFrom('pictures').select('id').where('album_id', '=', albumId).orderBy('position').execute();
    pictures = rows.map((p) => ({ id: p.id, width: PICTURE_WIDTH, height: heightOf('picture', PICTURE_WIDTH), images: previewImages('picture', p.id) }));
  }
  const price = { value: row.price, currency: 'VXC' as const };
  const item: AlbumDetail = {
    id: row.id,
    title: row.title,
    description: row.description,
    ageRating: row.age_rating === 16 ? 16 : 18,
    free: row.price === 0,
    price,
    basePrice: price,
    actor: { id: row.performer_id, name: row.performer_name },
    pictureCount: row.picture_count,
    // The album's own generated cover (issue 13 §5): a non-explicit teaser, open like the album page.
    preview: albumCoverImages(row.id),
    pictures,
    restrictions,
    guestInfo: { bought: who.owns },
  };
  return { status: 'found', item };
}

/** What gates one album picture: its album's facts and performer, or undefined for an unknown picture. */
export function pictureAccessFacts(db: Db, pictureId: number) {
  return db.selectFrom('pictures').innerJoin('albums', 'albums.id', 'pictures.album_id')
    .select(['albums.id as album_id', 'albums.age_rating', 'albums.price', 'albums.performer_id'])
    .where('pictures.id', '=', pictureId).executeTakeFirst();
}

