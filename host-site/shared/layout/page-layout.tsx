import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useHydrated } from '../hooks/use-hydrated';
import { useSiteT } from '../i18n/use-site-t';
import { PAGE_ROUTE_ID, type PageLoaderData } from '../page/page-data';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

const MAIN_ID = 'main-content';

// The cookie banner and the data-protection notice load after hydration: they are not part of what the
// first route needs to show (DESIGN.md: the consent banner starts after hydration; first route 110 kB).
const ConsentLayer = lazy(() => import('../consent/consent-layer').then((module) => ({ default: module.ConsentLayer })));

/**
 * Skip link, header, main landmark and footer around every screen; on a first
 * visit only the age gate the page route picked instead of the page (issue 12
 * §4: "an 18+ confirmation before any content"), so no header or footer comes
 * before the confirmation. The gate renders its own main landmark.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  const t = useSiteT();
  const hydrated = useHydrated();
  const pageData = useRouteLoaderData(PAGE_ROUTE_ID) as PageLoaderData | undefined;
  if (pageData?.feature === 'ageGate') return children;
  // Focus main directly: following "#main-content" would add a history entry the router does not know.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('skipLink')}
      </a>
      <Header />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {hydrated ? (
        <Suspense fallback={null}>
          <ConsentLayer />
        </Suspense>
      ) : null}
    </>
  );
}
