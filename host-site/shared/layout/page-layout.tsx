import type { MouseEvent, ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ConsentFooterSlot, ConsentLayerSlot } from '../consent/consent-layer-slot';
import { useSiteT } from '../i18n/use-site-t';
import { PAGE_ROUTE_ID, type PageLoaderData } from '../page/page-data';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';
// The consent layer's styles are the page's: the server renders the cookie banner into the first paint,
// while its code loads after hydration (consent-layer-slot.tsx).
import '../consent/consent.css';

const MAIN_ID = 'main-content';

/**
 * Skip link, header, main landmark and footer around every screen; on a first
 * visit only the age gate the page route picked instead of the page (issue 12
 * §4: "an 18+ confirmation before any content"), so no header or footer comes
 * before the confirmation. The gate renders its own main landmark.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  const t = useSiteT();
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
      <ConsentLayerSlot />
      <Header />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ConsentFooterSlot />
    </>
  );
}
