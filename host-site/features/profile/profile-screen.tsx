import type { ActorProfile, VideoGridFilter } from '../../../sdk/api/types';
import { loadFirstTilePage, type TileGridFirstPage } from '../../../sdk/tile-grid/first-page';
import { loadAlbums, loadSedcards } from '../../../sdk/albums/api';
import type { AlbumList, Sedcards } from '../../../sdk/albums/types';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, withStatus, type PageLoaderArgs } from '../../shared/page/page-data';
import { useProfileVisit } from '../../shared/tracking/use-profile-visit';
import { fetchActorData, stateForError } from './api/get-actor-data';
import { actorVideosQuery, ActorVideos } from './components/actor-videos';
import { ActorAlbums, ALBUMS_PAGE_SIZE } from './components/actor-albums';
import { ActorSedcards } from './components/actor-sedcards';
import { ProfileFacts } from './components/profile-facts';
import { ActorNote } from './components/actor-note';
import { OnlineHeatMap } from './components/online-heat-map';
import { PageHead } from '../../shared/seo/page-head';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { ProfileHead } from './components/profile-head';
import { ProfileHeader } from './components/profile-header';
import { ProfileMessage } from './components/profile-states';
import { ProfileTabs } from './components/profile-tabs';
import { profileBreadcrumb, profileSectionFor } from './profile-sections';
import { LiveShow } from './live-show/live-show';
import { pictureBucket } from '../../../sdk/live/live-picture';
import { loadChatButtonConfig } from '../../../sdk/chat-button/config';
import { chatOffers, liveStateOf } from '../../../sdk/chat-button/offers';
import { loadActorSeoContent, loadActorVideoTags } from '../../../sdk/seo-content/api';
import type { ActorSeoContent, ActorVideoTags } from '../../../sdk/api/schemas/seo-content';
import { ActorTagSeoText, ActorVideoTagLinks } from '../seo-content/tag-seo-text';
import { loadTeasers, TeaserBanners } from '../../shared/components/teaser-banners';
import type { Teaser } from '../../../sdk/api/schemas/teasers';
import './profile.css';

/** What the profile page shows: the performer (with the first page of the videos grid), or why not. */
export type ProfileData =
  | {
    state: 'ready'; actor: ActorProfile; videos: TileGridFirstPage | null; pictures?: ProfilePictures; liveBucket?: number;
    /** How many offers the chat button will show (its height is reserved, so nothing below it shifts); null if unknown. */
    chatOfferCount?: number | null;
    /** Her tag page's SEO text facts (issue 15 §8, page videos/tag/{tagGroup}); null when they could not be read. */
    tagSeo?: ActorSeoContent | null;
    /** Her video tags on her Videos tab, linking her tag pages; null when they could not be read (the row is left out). */
    videoTags?: ActorVideoTags['tags'] | null;
    /** The page's teaser banners (issue 15 item 6; spec 001 §7 getTeasers with routeArgs naming her); [] when none or not loaded. */
    teasers?: Teaser[];
  }
  /** 404: no performer with that name or id. */
  | { state: 'not-found' }
  /** 451: the performer bans the guest's country (bannedCountryCodes, enforced by the server). */
  | { state: 'unavailable' };

/** The Pictures tab's data (issue 13 item 5): the first page of albums and the sedcard; null where a call failed (the tab offers a retry). */
export interface ProfilePictures {
  albums: AlbumList | null;
  sedcards: Sedcards | null;
}

/** The videos filter a profile sub-page shows, or null when it shows no videos grid. */
function videosFilterOf(page: PageLoaderArgs['page']): Omit<VideoGridFilter, 'actorId'> | null {
  const { section } = profileSectionFor(page.screen ?? 'actorProfile', page.params);
  if (section.kind === 'overview') return {};
  return section.kind === 'videos' ? section.filter : null;
}

/** Loads the performer, then the first page of the sub-page's videos grid; 404 and 451 answer with their status. */
export async function loadProfile({ client, page }: PageLoaderArgs) {
  const actorName = (page.params.actorName ?? '').toLowerCase();
  let actor: ActorProfile;
  try {
    actor = await fetchActorData(client, actorName);
  } catch (error) {
    const state = stateForError(error);
    if (state.status === 'not-found') return withStatus<ProfileData>({ state: 'not-found' }, 404);
    if (state.status === 'unavailable') return withStatus<ProfileData>({ state: 'unavailable' }, 451);
    throw error;
  }
  const filter = videosFilterOf(page);
  const isPictures = profileSectionFor(page.screen ?? 'actorProfile', page.params).section.kind === 'pictures';
  const [videos, albums, sedcards, chatOfferCount, tagSeo, videoTags, teasers] = await Promise.all([
    filter ? loadFirstTilePage(client, actorVideosQuery(actor.id, filter), page.language).catch(() => null) : null,
    isPictures ? loadAlbums(client, actor.name, { limit: ALBUMS_PAGE_SIZE }).catch(() => null) : null,
    isPictures ? loadSedcards(client, actor.name).catch(() => null) : null,
    // Only the count travels (to reserve the button's height): the button loads its own config after
    // hydration, with the guest's token and the presence of that moment, and keeps it fresh by events.
    loadChatButtonConfig(client, actor.id).then((config) => chatOffers(config, liveStateOf(config)).length, () => null),
    filter?.tag !== undefined ? loadActorSeoContent(client, actor.id, filter.tag).catch(() => null) : undefined,
    page.screen === 'actorVideos' ? loadActorVideoTags(client, actor.id).then((answer) => answer.tags, () => null) : undefined,
    loadTeasers(client, page.screen ?? 'actorProfile', { actorName: actor.name }),
  ]);
  // The Live show tab's picture bucket travels with the data, so the browser hydrates the same picture.
  const isLiveShow = profileSectionFor(page.screen ?? 'actorProfile', page.params).section.kind === 'liveShow';
  return {
    state: 'ready', actor, videos, chatOfferCount, teasers, ...(tagSeo !== undefined ? { tagSeo } : {}), ...(videoTags !== undefined ? { videoTags } : {}), ...(isPictures ? { pictures: { albums, sedcards } } : {}), ...(isLiveShow ? { liveBucket: pictureBucket(Date.now()) } : {}),
  } satisfies ProfileData;
}

/** The performer profile (/en/amateur/{actorName}/) and its sub-pages. */
export function ProfileScreen() {
  const t = useSiteT();
  const { screen, params } = usePage();
  const actorName = (params.actorName ?? '').toLowerCase();
  const data = usePageData<ProfileData>();

  const title =
    data.state === 'ready' ? data.actor.name : data.state === 'not-found' ? t('profile.notFound.title') : t('profile.unavailable.title');
  useProfileVisit(data.state === 'ready' ? data.actor.name : null);

  if (data.state === 'not-found') {
    const text = t('profile.notFound.text', { name: params.actorName ?? '' });
    return (
      <div className="page" data-screen={screen ?? undefined}>
        <PageHead title={title} description="seo.profileMissing" noindex />
        <ProfileMessage state="not-found" title={t('profile.notFound.title')} text={text} />
      </div>
    );
  }
  if (data.state === 'unavailable') {
    return (
      <div className="page" data-screen={screen ?? undefined}>
        <PageHead title={title} description="seo.profileMissing" noindex />
        <ProfileMessage state="unavailable" title={t('profile.unavailable.title')} text={t('profile.unavailable.text')} />
      </div>
    );
  }

  const { tab, section } = profileSectionFor(screen ?? 'actorProfile', params);
  const { actor, videos } = data;
  const crumb = profileBreadcrumb(screen);
  return (
    <div className="page profile" data-screen={screen ?? undefined}>
      <ProfileHead title={title} actor={actor} tab={tab} section={section.kind} tagPage={section.kind === 'videos' && section.filter.tag !== undefined ? { tag: section.filter.tag, content: data.tagSeo ?? null } : null} />
      {crumb ? <Breadcrumbs type={crumb} subject={{ actor: { name: actor.name } }} /> : null}
      <ProfileHeader actor={actor} chatOfferCount={data.chatOfferCount ?? null} />
      <ProfileTabs actorName={actorName} current={tab} />
      <TeaserBanners teasers={data.teasers} />
      {section.kind === 'overview' || section.kind === 'about' ? <ProfileFacts actor={actor} /> : null}
      {section.kind === 'about' ? <OnlineHeatMap actorId={actor.id} actorName={actor.name} /> : null}
      {section.kind === 'about' ? <ActorNote actorId={actor.id} actorName={actor.name} /> : null}
      {section.kind === 'overview' ? <ActorVideos actorId={actor.id} actorName={actor.name} filter={{}} firstPage={videos} /> : null}
      {/* Above the grid: below it, the infinite scroll would keep the text out of a guest's reach. */}
      {section.kind === 'videos' && data.tagSeo ? <ActorTagSeoText content={data.tagSeo} /> : null}
      {section.kind === 'videos' && data.videoTags ? <ActorVideoTagLinks actorName={actor.name} tags={data.videoTags} /> : null}
      {section.kind === 'videos' ? <ActorVideos actorId={actor.id} actorName={actor.name} filter={section.filter} firstPage={videos} /> : null}
      {section.kind === 'pictures' ? <ActorAlbums actorName={actor.name} firstPage={data.pictures?.albums ?? null} /> : null}
      {section.kind === 'pictures' && data.pictures?.sedcards ? <ActorSedcards sedcards={data.pictures.sedcards} /> : null}
      {section.kind === 'liveShow' ? <LiveShow actor={actor} bucket={data.liveBucket ?? pictureBucket(Date.now())} /> : null}
      {section.kind === 'comingSoon' ? <p className="profile__coming-soon">{t('profile.comingSoon')}</p> : null}
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { ProfileScreen as Screen, loadProfile as loader };
