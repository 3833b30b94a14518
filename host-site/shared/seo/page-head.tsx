import { useEffect, useState, type ComponentType } from 'react';
import { loadSiteStrings } from '../i18n/site-strings';
import { useLanguage } from '../page/page-context';
import type { PageHeadProps } from './page-head-tags';

export type { PageHeadProps } from './page-head-tags';

// PageHeadTags once loaded: the server entry provides it at start (providePageHeadTags), the
// browser loads its chunk after hydration; every later page renders it at once.
let loadedTags: ComponentType<PageHeadProps> | null = null;
// The server's tags, kept until React has put its own in: removed only then, so the page is never without a title.
let serverTags: Element[] | null = null;

/** The server entry hands the tags component over, so the server render never waits for it. */
export function providePageHeadTags(tags: ComponentType<PageHeadProps>): void {
  loadedTags = tags;
}

/**
 * The page's head tags (./page-head-tags.tsx). The server writes them into the HTML, where they
 * count (crawlers, share previews, the first title). The browser needs them only when the guest
 * moves to another page, so their code (the sdk's SEO rules) loads after hydration instead of
 * with the first route (DESIGN.md budgets: 110 KB); when it arrives, the server's tags give way
 * to the ones React renders from then on.
 */
export function PageHead(props: PageHeadProps) {
  const language = useLanguage();
  const [Tags, setTags] = useState<ComponentType<PageHeadProps> | null>(() => loadedTags);
  useEffect(() => {
    if (Tags) return undefined;
    let alive = true;
    // The head's words (the seo strings) travel in the page strings chunk, which home does not load.
    Promise.all([import('./page-head-tags'), loadSiteStrings(language)])
      .then(([module]) => {
        if (!loadedTags) {
          // The server's tags: React did not render these in the browser, so it would not replace them.
          serverTags = [...document.head.querySelectorAll(`[${module.PAGE_HEAD_ATTRIBUTE}]`)];
          loadedTags = module.PageHeadTags;
        }
        if (alive) setTags(() => module.PageHeadTags);
      })
      .catch((error: unknown) => console.warn('The page head could not load', error));
    return () => {
      alive = false;
    };
  }, [Tags, language]);
  useEffect(() => {
    // After the render that committed React's own tags (a crawler or a tab reading the title in between saw none).
    if (!Tags || !serverTags) return;
    serverTags.forEach((tag) => tag.remove());
    serverTags = null;
  }, [Tags]);
  return Tags ? <Tags {...props} /> : null;
}
