import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RestError } from '../../../sdk/api/rest';
import type { PopularVideoTags } from '../../../sdk/api/schemas/video-tags';
import { buildPath } from '../../../sdk/routes';
import { tagListPath } from '../../shared/components/chip-links';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { VideoListNav } from '../videos/components/video-list-nav';
import { TagGroupsOverview } from '../seo-content/tag-groups-overview';
import { matchingTags, tagSearchFromAddress } from './tag-search';
import '../../shared/components/pill-link.css';
import './video-tags.css';
import '../../shared/components/text-field.css';

export interface VideoTagsData {
  /** Null when the tags could not be loaded (the page offers a retry). */
  tags: PopularVideoTags['tags'] | null;
  /** The address's `?q=`: the search a plain form (before the script) asked for. */
  query: string;
}

export async function loadVideoTags({ client, request }: PageLoaderArgs): Promise<VideoTagsData> {
  const query = tagSearchFromAddress(new URL(request.url).searchParams.get('q'));
  try {
    const answer = await client.get<{ success: true; data: PopularVideoTags }>('videoTags/popular', { take: 100 }, { signal: request.signal });
    return { tags: answer.data.tags, query };
  } catch (error) {
    if (error instanceof RestError || (error instanceof Error && error.name === 'TypeError')) return { tags: null, query };
    throw error;
  }
}

/** /en/videos/tags/: the most used tags, searchable as you type; each opens the video list of its tag. */
export function VideoTagsScreen() {
  const t = useSiteT();
  const { pathname, language } = usePage();
  const { tags, query: addressQuery } = usePageData<VideoTagsData>();
  const [query, setQuery] = useState(addressQuery);
  const id = useId();
  const shown = tags === null ? [] : matchingTags(tags, query);
  return (
    <div className="page video-tags" data-screen="videoTags">
      <PageHead title={t('videoTags.title')} description="seo.videoTags" noindex={addressQuery !== ''} />
      <Breadcrumbs type="videoTagsOverview" />
      <h1 className="page__title">{t('videoTags.title')}</h1>
      <VideoListNav current="videoTags" />
      {/* A GET form: before the script it searches through the server; with it, the list filters as you type. */}
      <form className="video-tags__search" method="get" action={pathname} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id}>{t('videoTags.searchLabel')}</label>
        <input id={id} className="text-field" type="search" name="q" value={query} maxLength={40} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
      </form>
      {tags === null ? (
        <div className="video-tags__state" role="alert">
          <p>{t('videoTags.loadFailed')}</p>
          <Link className="button" to={pathname}>{t('live.retry')}</Link>
        </div>
      ) : shown.length === 0 ? (
        <p className="video-tags__state" role="status">
          {t('videoTags.none', { query })} <Link to={buildPath('videos', {}, language)}>{t('videos.filter.all')}</Link>
        </p>
      ) : (
        <ul className="video-tags__list" aria-label={t('videoTags.title')}>
          {shown.map(({ tag, count }) => (
            <li key={tag}>
              <Link className="pill-link" to={tagListPath(tag, language)}>
                <span className="video-tags__name">{tag}</span>
                <span className="video-tags__count">{t('videoTags.count', { count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {tags !== null ? <TagGroupsOverview tagsWithVideos={tags.map(({ tag }) => tag)} /> : null}
    </div>
  );
}
