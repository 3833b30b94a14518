import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { useProfileVisit } from '../../shared/tracking/use-profile-visit';
import { useActorData } from './api/get-actor-data';
import { ActorVideos } from './components/actor-videos';
import { ProfileFacts } from './components/profile-facts';
import { ProfileHead } from './components/profile-head';
import { ProfileHeader } from './components/profile-header';
import { ProfileMessage, ProfileSkeleton } from './components/profile-states';
import { ProfileTabs } from './components/profile-tabs';
import { profileSectionFor } from './profile-sections';
import './profile.css';

/** The performer profile (/en/amateur/{actorName}/) and its sub-pages. */
export function ProfileScreen() {
  const t = useSiteT();
  const { screen, params, language } = usePage();
  const actorName = (params.actorName ?? '').toLowerCase();
  const data = useActorData(actorName, language);

  const title =
    data.status === 'ready'
      ? data.actor.name
      : data.status === 'not-found'
        ? t('profile.notFound.title')
        : data.status === 'unavailable'
          ? t('profile.unavailable.title')
          : data.status === 'error'
            ? t('profile.error.title')
            : t('profile.loading');
  useProfileVisit(data.status === 'ready' ? data.actor.name : null);

  if (data.status === 'not-found') {
    const text = t('profile.notFound.text', { name: params.actorName ?? '' });
    return (
      <div className="page" data-screen={screen ?? undefined}>
        <ProfileMessage state="not-found" title={t('profile.notFound.title')} text={text} />
      </div>
    );
  }
  if (data.status === 'unavailable') {
    return (
      <div className="page" data-screen={screen ?? undefined}>
        <ProfileMessage state="unavailable" title={t('profile.unavailable.title')} text={t('profile.unavailable.text')} />
      </div>
    );
  }
  if (data.status === 'error') {
    return (
      <div className="page" data-screen={screen ?? undefined}>
        <ProfileMessage state="error" title={t('profile.error.title')} text={t('profile.error.text')} onRetry={data.retry} />
      </div>
    );
  }

  const { tab, section } = profileSectionFor(screen ?? 'actorProfile', params);
  return (
    <div className="page profile" data-screen={screen ?? undefined}>
      <ProfileHead title={title} actor={data.status === 'ready' ? data.actor : null} tab={tab} section={section.kind} />
      {data.status === 'loading' ? <ProfileSkeleton /> : <ProfileHeader actor={data.actor} />}
      <ProfileTabs actorName={actorName} current={tab} />
      {data.status === 'ready' ? (
        <>
          {section.kind === 'overview' || section.kind === 'about' ? <ProfileFacts actor={data.actor} /> : null}
          {section.kind === 'overview' ? <ActorVideos actorId={data.actor.id} actorName={data.actor.name} filter={{}} /> : null}
          {section.kind === 'videos' ? (
            <ActorVideos actorId={data.actor.id} actorName={data.actor.name} filter={section.filter} />
          ) : null}
          {section.kind === 'comingSoon' ? <p className="profile__coming-soon">{t('profile.comingSoon')}</p> : null}
        </>
      ) : null}
    </div>
  );
}
