/**
 * The tags page's text by theme (issue 15 §8 "SEO content per tag group"): each tag group with its name, its
 * paragraph and links to the lists of its tags. Only tags that have videos are linked; a group without any is
 * left out, so no link leads to an empty list.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { TAG_GROUPS } from '../../../sdk/seo-content/rules';
import { tagListPath } from '../../shared/components/chip-links';
import type { SiteKey } from '../../shared/i18n';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';
import './tag-seo-text.css';

export function TagGroupsOverview({ tagsWithVideos }: { tagsWithVideos: readonly string[] }) {
  const t = useSiteT();
  const language = useLanguage();
  const { brand } = useAppServices();
  const id = useId();
  const present = new Set(tagsWithVideos);
  const groups = Object.entries(TAG_GROUPS)
    .map(([group, tags]) => ({ group, tags: tags.filter((tag) => present.has(tag)) }))
    .filter(({ tags }) => tags.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className="tag-seo tag-seo--groups" aria-labelledby={id} data-testid="tag-groups">
      <h2 id={id} className="tag-seo__title">{t('tagSeo.groupsTitle')}</h2>
      {groups.map(({ group, tags }) => (
        <div key={group} className="tag-seo__links" data-tag-group={group}>
          <h3 className="tag-seo__subtitle">{t(`tagSeo.groupName.${group}` as SiteKey)}</h3>
          <p className="tag-seo__group">{t(`tagSeo.group.${group}` as SiteKey, { brand: brand.name })}</p>
          <ul aria-label={t(`tagSeo.groupName.${group}` as SiteKey)}>
            {tags.map((tag) => (
              <li key={tag}><Link to={tagListPath(tag, language)}>{tag}</Link></li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
