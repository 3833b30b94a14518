import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { isCategorySlug } from '../../../sdk/video-lists';
import type { SiteKey } from '../i18n';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import './chip-links.css';

/** The videos with a tag: the video list filtered by it (issue 15 item 6 "Category and tag chips link to their lists"). */
export function tagListPath(tag: string, language: Parameters<typeof buildPath>[2]): string {
  return `${buildPath('videos', {}, language)}?tag=${encodeURIComponent(tag)}`;
}

/** A tag chip's content: a link to the tag's video list. */
export function TagChipLink({ tag }: { tag: string }) {
  const t = useSiteT();
  const language = useLanguage();
  return (
    <Link className="chip-link" to={tagListPath(tag, language)} aria-label={t('profile.tagLink', { tag })}>
      {tag}
    </Link>
  );
}

/** A category chip's content: its name linking to the category page; a category the site does not know stays text. */
export function CategoryChipLink({ category }: { category: string }) {
  const t = useSiteT();
  const language = useLanguage();
  if (!isCategorySlug(category)) return <>{category}</>;
  const name = t(`categories.name.${category}` as SiteKey);
  return (
    <Link className="chip-link" to={buildPath('category', { categorySlug: category }, language)} aria-label={t('profile.categoryLink', { category: name })}>
      {name}
    </Link>
  );
}
