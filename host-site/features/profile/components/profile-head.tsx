import type { ActorProfile } from '../../../../sdk/api/types';
import type { ActorSeoContent } from '../../../../sdk/api/schemas/seo-content';
import { tagPageIndexable } from '../../../../sdk/seo-content/rules';
import type { Screen } from '../../../../sdk/routes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { PageHead } from '../../../shared/seo/page-head';
import type { ProfileSection } from '../profile-sections';
import { PROFILE_TABS } from '../profile-tab-list';

/** A few words about the performer for the description: the three words, else the categories. */
const wordsOf = (actor: ActorProfile) => (actor.threeWords.length > 0 ? actor.threeWords : actor.categories).join(', ');

export interface ProfileHeadProps {
  /** The name, or the loading / error title. */
  title: string;
  actor: ActorProfile | null;
  /** The highlighted tab: sub-pages get their own title ("IsaWild: Videos"), so no two tabs share one. */
  tab: Screen;
  section: ProfileSection['kind'];
  /** Her videos with one tag (videos/tag/{tagGroup}): a title and description of their own; indexed only with videos (issue 15 §8). */
  tagPage?: { tag: string; content: ActorSeoContent | null } | null;
}

/**
 * The head of a profile page: the performer's name, age and words in the description, the cover as
 * the share image. Sub-pages that are not built yet stay out of the index.
 */
export function ProfileHead({ title, actor, tab, section, tagPage = null }: ProfileHeadProps) {
  const t = useSiteT();
  if (!actor) return <PageHead title={title} description="seo.profileMissing" />;
  const tabLabel = PROFILE_TABS.find((candidate) => candidate.screen === tab)?.labelKey;
  if (tagPage) {
    return (
      <PageHead
        title={`${title}: ${tabLabel ? t(tabLabel) : ''} · #${tagPage.tag}`}
        description="seo.profileVideoTag"
        values={{ name: actor.name, tag: tagPage.tag }}
        image={actor.cover.w1280}
        type="profile"
        noindex={!tagPage.content || !tagPageIndexable(tagPage.content.videoCount)}
      />
    );
  }
  return (
    <PageHead
      title={tab === 'actorProfile' || !tabLabel ? title : `${title}: ${t(tabLabel)}`}
      description={section === 'videos' ? 'seo.profileVideos' : 'seo.profile'}
      values={{ name: actor.name, age: actor.age, words: wordsOf(actor) }}
      image={actor.cover.w1280}
      type="profile"
      noindex={section === 'comingSoon'}
    />
  );
}
