import { useMemo } from 'react';
import type { VideoGridFilter } from '../../../../sdk/api/types';
import { RoutedTileGrid } from '../../../shared/components/routed-tile-grid';
import { SectionHeading } from '../../../shared/components/section-heading';
import { useSiteT } from '../../../shared/i18n/use-site-t';

export interface ActorVideosProps {
  actorId: number;
  actorName: string;
  filter: Omit<VideoGridFilter, 'actorId'>;
}

/** The performer's videos as a tile grid (filter actorId plus the sub-page's own filter). */
export function ActorVideos({ actorId, actorName, filter }: ActorVideosProps) {
  const t = useSiteT();
  // Keyed by value: a new object per render would make the grid reload.
  const filterKey = JSON.stringify(filter);
  const gridFilter = useMemo<VideoGridFilter>(
    () => ({ ...(JSON.parse(filterKey) as VideoGridFilter), actorId }),
    [filterKey, actorId],
  );
  const title = t('profile.videosOf', { name: actorName });
  return (
    // Unnamed: the grid inside is the region named after the videos; a second region of the same name
    // is a duplicate landmark (axe landmark-unique).
    <section>
      <SectionHeading id="profile-videos">{title}</SectionHeading>
      <RoutedTileGrid type="videos" filter={gridFilter} order="newest" label={title} />
    </section>
  );
}
