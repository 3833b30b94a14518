import type { ReactNode } from 'react';
import type { ActorProfile } from '../../../../sdk/api/types';
import { formatMoney } from '../../../../sdk/money';
import { CategoryChipLink, TagChipLink } from '../../../shared/components/chip-links';
import { countryName, languageName } from '../../../shared/lib/display-names';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';

/** The performer's facts: languages, three words, video chat price (VXC per minute), categories and tags. */
export function ProfileFacts({ actor }: { actor: ActorProfile }) {
  const t = useSiteT();
  const language = useLanguage();
  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <section className="profile-facts" aria-label={t('profile.tab.about')}>
      <dl className="profile-facts__list">
        <div>
          <dt>{t('profile.country')}</dt>
          <dd>{countryName(actor.country, language)}</dd>
        </div>
        <div>
          <dt>{t('profile.languages')}</dt>
          <dd>{listFormat.format(actor.languages.map((code) => languageName(code, language)))}</dd>
        </div>
        {actor.threeWords.length > 0 ? (
          <div>
            <dt>{t('profile.threeWords')}</dt>
            <dd>{actor.threeWords.join(' · ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('profile.chatPrice')}</dt>
          <dd>{t('profile.perMinute', { price: formatMoney(actor.prices.video, 'VXC', language) })}</dd>
        </div>
      </dl>
      {/* Issue 15 item 6: "Category and tag chips link to their lists." */}
      <TagList title={t('profile.categories')} items={actor.categories} chip={(category) => <CategoryChipLink category={category} />} />
      <TagList title={t('profile.tags')} items={actor.tags} chip={(tag) => <TagChipLink tag={tag} />} />
    </section>
  );
}

function TagList({ title, items, chip }: { title: string; items: string[]; chip: (item: string) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <div className="profile-facts__tags">
      <h2 className="profile-facts__tags-title">{title}</h2>
      <ul className="tag-list">
        {items.map((item) => (
          <li key={item} className="tag-list__item">
            {chip(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
