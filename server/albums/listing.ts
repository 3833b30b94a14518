/**
 * A performer's albums for the profile's Pictures tab (issue 13 §5 "lists the
 * performer's albums (video albums and image albums)"): image albums from the
 * albums table, video albums are the performer's videos; newest first, each
 * with the viewer's restrictions (issue 3 §6).
 */
import { sql, type Kysely } from 'kysely';
import type { AlbumList, AlbumTile } from '../../sdk/albums/types';
import { restrictionsFor } from '../../sdk/trust';
import type { Database } from '../db/schema';
import { previewImages } from '../images/paths';
import { restrictedVideo, type PageViewer } from '../repositories/videos';
import { restrictedAlbum } from '../trust/media';
import { albumCoverImages } from './cover';

type Db = Kysely<Database>;
export type AlbumTypeFilter = 'image' | 'video' | 'all';

interface Row { type: string; id: number; title: string; age_rating: number; price: number; free: number; vip: number; picture_count: number; duration: number; created_at: string }

/** One page of the performer's albums of `type`, newest first (the id breaks ties, so pages never overlap). */
export async function albumsOfPerformer(
  db: Db, performer: { id: number; name: string }, type: AlbumTypeFilter, offset: number, limit: number,
  viewing: { albums: PageViewer; videos: PageViewer },
): Promise<AlbumList> {
  const images = db.selectFrom('albums').where('performer_id', '=', performer.id).select([
    sql<string>`'image'`.as('type'), 'id', 'title', 'age_rating', 'price', sql<number>`0`.as('free'), sql<number>`0`.as('vip'),
    'picture_count', sql<number>`0`.as('duration'), 'created_at',
  ]);
  // Classic videos stay on their own tab (spec 001 §5 "Default video list filters exclude ... classic").
  const videos = db.selectFrom('videos').where('performer_id', '=', performer.id).where('classic', '=', 0).select([
    sql<string>`'video'`.as('type'), 'id', 'title', 'age_rating', 'price', 'free', 'vip',
    sql<number>`0`.as('picture_count'), 'duration', 'released_at as created_at',
  ]);
  const union = type === 'image' ? images : type === 'video' ? videos : images.unionAll(videos);
  const [rows, count] = await Promise.all([
    db.selectFrom(union.as('a')).selectAll().orderBy('a.created_at', 'desc').orderBy('a.type').orderBy('a.id', 'desc').limit(limit).offset(offset).execute() as Promise<Row[]>,
    db.selectFrom(union.as('a')).select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const [ownedAlbums, ownedVideos] = await Promise.all([
    viewing.albums.ownedAmong(rows.filter((r) => r.type === 'image').map((r) => r.id)),
    viewing.videos.ownedAmong(rows.filter((r) => r.type === 'video').map((r) => r.id)),
  ]);
  const items = rows.map((row): AlbumTile => {
    const isVideo = row.type === 'video';
    const owns = (isVideo ? ownedVideos : ownedAlbums).has(row.id);
    const viewer = { ...(isVideo ? viewing.videos : viewing.albums).viewer, owns };
    const restricted = isVideo ? restrictedVideo(row) : restrictedAlbum(row);
    return {
      type: isVideo ? 'video' : 'image',
      id: row.id,
      title: row.title,
      ageRating: row.age_rating === 16 ? 16 : 18,
      free: restricted.free,
      price: { value: row.price, currency: 'VXC' },
      pictureCount: Number(row.picture_count),
      duration: Number(row.duration),
      createdAt: row.created_at,
      // An image album's pictures stay behind its purchase: its tile shows the album's own generated cover.
      preview: isVideo ? previewImages('video', row.id) : albumCoverImages(row.id),
      actor: performer,
      restrictions: restrictionsFor(restricted, viewer),
      guestInfo: { bought: owns },
    };
  });
  return { items, total: Number(count.n) };
}
