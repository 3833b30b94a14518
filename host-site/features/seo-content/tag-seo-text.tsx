/**
 * The SEO text of the tag pages (issue 15 §8 "SEO content per tag group"): the facts the server counted,
 * told in the page's language and brand, the paragraph written for the tag's group, and links to the
 * pages around it (tags used together, the performers with most videos of the tag, all tags). Rendered on
 * the server with the page, so crawlers read it; above the grid (whose infinite scroll would keep a text
 * below it out of reach), kept short: two paragraphs and two rows of links.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../sdk/config';
import type { ActorSeoContent, ActorVideoTags, TagSeoContent } from '../../../sdk/api/schemas/seo-content';
import { buildPath } from '../../../sdk/routes';
import { parseTagParam, runningTime, type TagCount } from '../../../sdk/seo-content/rules';
import { tagListPath } from '../../shared/components/chip-links';
import type { SiteKey } from '../../shared/i18n';
import { useSiteT, type SiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';
import './tag-seo-text.css';

type Facts = Pick<TagSeoContent, 'tag' | 'tagGroup' | 'videoCount' | 'totalDuration' | 'newestReleasedAt'>;

/** Running time and newest release, as sentences (only for a tag with videos). */
function factSentences(t: SiteT, language: Language, facts: Facts): string[] {
  const time = runningTime(facts.totalDuration);
  const sentences = [t(time.unit === 'minutes' ? 'tagSeo.minutes' : 'tagSeo.hours', { count: time.count })];
  if (facts.newestReleasedAt) {
    // UTC, so the server and the browser write the same day.
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(facts.newestReleasedAt));
    sentences.push(t('tagSeo.newest', { date }));
  }
  return sentences;
}

/** A titled row of links with counts ("music (5)"). */
function LinkRow({ title, items }: { title: string; items: { key: string; to: string; text: string; count: number }[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div className="tag-seo__links">
      <h3 id={id} className="tag-seo__subtitle">{title}</h3>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.text}</Link> <span className="tag-seo__count">({item.count})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The paragraph written for the tag's group (issue 15 §8: content per tag group). */
function GroupParagraph({ facts }: { facts: Facts }) {
  const t = useSiteT();
  const { brand } = useAppServices();
  return <p className="tag-seo__group" data-tag-group={facts.tagGroup}>{t(`tagSeo.group.${facts.tagGroup}` as SiteKey, { brand: brand.name })}</p>;
}

const tagLinks = (tags: readonly TagCount[], to: (tag: string) => string) => tags.map(({ tag, count }) => ({ key: tag, to: to(tag), text: tag, count }));

/** Below the video list of one tag (/en/videos/?tag=dance). */
export function TagSeoText({ content }: { content: TagSeoContent }) {
  const t = useSiteT();
  const language = useLanguage();
  const { brand } = useAppServices();
  const id = useId();
  const { tag, videoCount } = content;
  return (
    <section className="tag-seo" aria-labelledby={id} data-testid="tag-seo">
      <h2 id={id} className="tag-seo__title">{t('tagSeo.heading', { tag, brand: brand.name })}</h2>
      {videoCount > 0 ? (
        <p>
          {[t('tagSeo.videos', { count: videoCount, tag, brand: brand.name }), t('tagSeo.performers', { count: content.performerCount }), ...factSentences(t, language, content)].join(' ')}
        </p>
      ) : (
        <p>
          {t('tagSeo.none', { tag })} <Link to={buildPath('videoTags', {}, language)}>{t('tagSeo.allTags')}</Link>
        </p>
      )}
      <GroupParagraph facts={content} />
      <LinkRow title={t('tagSeo.related', { tag })} items={tagLinks(content.relatedTags, (other) => tagListPath(other, language))} />
      <LinkRow
        title={t('tagSeo.topPerformers', { tag })}
        items={content.topPerformers.map(({ actorId, actorName, count }) => ({
          key: String(actorId), to: buildPath('actorVideoTag', { actorName, tagGroup: tag }, language), text: actorName, count,
        }))}
      />
    </section>
  );
}

/** Below a performer's videos with one tag (/en/amateur/{actorName}/videos/tag/{tagGroup}/). */
export function ActorTagSeoText({ content }: { content: ActorSeoContent }) {
  const t = useSiteT();
  const language = useLanguage();
  const { brand } = useAppServices();
  const id = useId();
  const { tag, videoCount, actorName: name } = content;
  return (
    <section className="tag-seo" aria-labelledby={id} data-testid="tag-seo">
      <h2 id={id} className="tag-seo__title">{t('tagSeo.actorHeading', { name, tag })}</h2>
      <p>
        {videoCount > 0
          ? [t('tagSeo.actorVideos', { count: videoCount, name, tag, brand: brand.name }), ...factSentences(t, language, content)].join(' ')
          : t('tagSeo.actorNone', { name, tag })}
      </p>
      <GroupParagraph facts={content} />
      <p className="tag-seo__more">
        <Link to={buildPath('actorVideos', { actorName: name }, language)}>{t('tagSeo.allOfActor', { name })}</Link>
        {content.catalogVideoCount > 0 ? (
          <Link to={tagListPath(tag, language)}>{t('tagSeo.allOfTag', { tag, count: content.catalogVideoCount })}</Link>
        ) : (
          <Link to={buildPath('videoTags', {}, language)}>{t('tagSeo.allTags')}</Link>
        )}
      </p>
      <LinkRow title={t('tagSeo.actorRelated', { name })} items={tagLinks(content.relatedTags, (other) => buildPath('actorVideoTag', { actorName: name, tagGroup: other }, language))} />
    </section>
  );
}

/** On her Videos tab: the tags of her videos, each opening her page of that tag (spec 001 "videos/tag/{tagGroup}"). */
export function ActorVideoTagLinks({ actorName, tags: answered }: { actorName: string; tags: ActorVideoTags['tags'] }) {
  const t = useSiteT();
  const language = useLanguage();
  // Only tags an address can name: any other would lead to a 400 instead of her page.
  const tags = answered.filter((entry) => typeof entry?.tag === 'string' && parseTagParam(entry.tag) === entry.tag);
  if (tags.length === 0) return null;
  return (
    // A named nav with a visible label, not a heading: it sits between the page's h1 and the grid's h2.
    <nav className="tag-seo tag-seo--actor-tags tag-seo__links" aria-label={t('tagSeo.actorTags', { name: actorName })} data-testid="actor-video-tags">
      <p className="tag-seo__subtitle" aria-hidden="true">{t('tagSeo.actorTags', { name: actorName })}</p>
      <ul>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <Link to={buildPath('actorVideoTag', { actorName, tagGroup: tag }, language)}>{tag}</Link> <span className="tag-seo__count">({count})</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
