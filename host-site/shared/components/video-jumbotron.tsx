/**
 * The video jumbotron (issue 15 item 6; spec 001 §2 "video jumbotron (homepage and video station types)"): the first
 * featured video large, linking to its page, and the others as a row of smaller links. Drawn on the server with no
 * script of its own (the start page's first-route budget); its words come in the answer (sdk/jumbotron/labels.ts).
 */
import { useId } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { Jumbotron, JumbotronItem } from '../../../sdk/api/schemas/jumbotron';
import { buildPath } from '../../../sdk/routes';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import './video-jumbotron.css';

const HERO_SIZES = '(min-width: 1200px) 1152px, 100vw';

export function VideoJumbotron({ jumbotron }: { jumbotron: Jumbotron | null }) {
  const language = useLanguage();
  const { resolveUrl } = useAppServices().restClient(language);
  const headingId = useId();
  const [hero, ...others] = jumbotron?.items ?? [];
  if (!jumbotron || !hero) return null;
  const pathOf = (item: JumbotronItem) => buildPath('actorVideo', { actorName: item.actor.name, videoId: item.id }, language);
  const heroSrcSet = `${resolveUrl(hero.preview.w640)} 640w, ${resolveUrl(hero.preview.w1280)} 1280w`;
  // The hero is the page's largest picture: loaded with the HTML (issue 12 §1 "the LCP image ... is preloaded").
  preload(resolveUrl(hero.preview.w640), { as: 'image', fetchPriority: 'high', imageSrcSet: heroSrcSet, imageSizes: HERO_SIZES });
  return (
    <section className="jumbotron" aria-labelledby={headingId} data-jumbotron={jumbotron.type}>
      <h2 id={headingId} className="jumbotron__headline">{jumbotron.headline}</h2>
      <Link className="jumbotron__hero" to={pathOf(hero)} data-video-id={hero.id}>
        <img className="jumbotron__image" src={resolveUrl(hero.preview.w640)} srcSet={heroSrcSet} sizes={HERO_SIZES} alt="" width={1280} height={720} fetchPriority="high" />
        <span className="jumbotron__text">
          <span className="jumbotron__title">{hero.title}</span>
          <span className="jumbotron__actor">{hero.actor.name}</span>
          <span className="jumbotron__cta">{jumbotron.cta}</span>
        </span>
      </Link>
      {others.length > 0 ? (
        <ul className="jumbotron__more">
          {others.map((item) => (
            <li key={item.id}>
              <Link className="jumbotron__thumb" to={pathOf(item)} data-video-id={item.id}>
                <img src={resolveUrl(item.preview.w320)} alt="" width={320} height={180} loading="lazy" />
                <span className="jumbotron__thumb-title">{item.title}</span>
                <span className="jumbotron__actor">{item.actor.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
