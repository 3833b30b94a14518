import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { showsAgeGate } from '../../../sdk/consent/age-gate';
import { useAgeGate } from '../page/age-gate-context';
import { useSiteT } from '../i18n/use-site-t';
import { usePage } from '../page/page-context';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

const MAIN_ID = 'main-content';

// The cookie banner and the data-protection notice load after the first paint: they are not part of
// what the first route needs to show (and the first route has a 140 kB budget).
const ConsentLayer = lazy(() => import('../consent/consent-layer').then((module) => ({ default: module.ConsentLayer })));
// Only a first visit needs the age gate: its chunk loads then, never for a guest who confirmed.
const AgeGateScreen = lazy(() => import('../../features/age-gate/age-gate-screen').then((module) => ({ default: module.AgeGateScreen })));

/**
 * Skip link, header, main landmark and footer around every screen; on a first
 * visit only the age gate, so no content, header or footer comes before the
 * confirmation (issue 12 §4). The legal pages stay readable without it.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  const t = useSiteT();
  const { screen } = usePage();
  const { confirmed } = useAgeGate();
  if (showsAgeGate(confirmed, screen)) {
    return (
      <Suspense fallback={null}>
        <AgeGateScreen />
      </Suspense>
    );
  }
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
      <Suspense fallback={null}>
        <ConsentLayer />
      </Suspense>
    </>
  );
}
