import type { ActorProfile } from '../../../../sdk/api/types';
import { PageHead } from '../../../shared/seo/page-head';
import type { ProfileSection } from '../profile-sections';

/** A few words about the performer for the description: her three words, else her categories. */
const wordsOf = (actor: ActorProfile) => (actor.threeWords.length > 0 ? actor.threeWords : actor.categories).join(', ');

/**
 * The head of a profile page: the performer's name, age and words in the description, her cover as
 * the share image. Sub-pages that are not built yet stay out of the index.
 */
export function ProfileHead({ title, actor, section }: { title: string; actor: ActorProfile | null; section: ProfileSection['kind'] }) {
  if (!actor) return <PageHead title={title} description="seo.profileMissing" />;
  return (
    <PageHead
      title={title}
      description={section === 'videos' ? 'seo.profileVideos' : 'seo.profile'}
      values={{ name: actor.name, age: actor.age, words: wordsOf(actor) }}
      image={actor.cover.w1280}
      type="profile"
      noindex={section === 'comingSoon'}
    />
  );
}
