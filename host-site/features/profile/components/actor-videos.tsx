import { useMemo } from 'react';
import type { VideoGridFilter } from '../../../../sdk/api/types';
import type { TileGridFirstPage, TileGridQuery } from '../../../../sdk/tile-grid/first-page';
import { RoutedTileGrid } from '../../../shared/components/routed-tile-grid';
import { SectionHeading } from '../../../shared/components/section-heading';
import { useSiteT } from '../../../shared/i18n/use-site-t';

// The widget's default page size, written out: the loader's first page must answer the grid's own query.
const VIDEO_PAGE_SIZE = 30;

/** The grid query of a performer's videos: the profile loader and the grid use the same one. */
export function actorVideosQuery(actorId: number, filter: Omit<VideoGridFilter, 'actorId'>): TileGridQuery {
  return { type: 'videos', filter: { ...filter, actorId }, order: 'newest', pageSize: VIDEO_PAGE_SIZE };
}

export interface ActorVideosProps {
  actorId: number;
  actorName: string;
  filter: Omit<VideoGridFilter, 'actorId'>;
  /** The grid's first page from the profile loader. */
  firstPage?: TileGridFirstPage | null;
}

/** The performer's videos as a tile grid (filter actorId plus the sub-page's own filter). */
export function ActorVideos({ actorId, actorName, filter, firstPage = null }: ActorVideosProps) {
  const t = useSiteT();
  // Keyed by value: a new object per render would make the grid reload.
  const filterKey = JSON.stringify(filter);
  const query = useMemo(() => actorVideosQuery(actorId, JSON.parse(filterKey) as VideoGridFilter), [filterKey, actorId]);
  const title = t('profile.videosOf', { name: actorName });
  return (
    // Unnamed: the grid inside is the region named after the videos; a second region of the same name
    // is a duplicate landmark (axe landmark-unique).
    <section>
      <SectionHeading id="profile-videos">{title}</SectionHeading>
      <RoutedTileGrid {...query} label={title} firstPage={firstPage} />
    </section>
  );
}
