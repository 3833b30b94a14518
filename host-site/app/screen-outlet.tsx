import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLanguage, type Language } from '../../sdk/config';
import { resolvePath, switchLanguage } from '../../sdk/routes';
import { PageLayout } from '../shared/layout/page-layout';
import { PageContext, type PageInfo } from '../shared/page/page-context';
import { useAppServices } from '../shared/services/app-services';
import { featureForScreen } from './feature-for-screen';
import { FEATURE_LOADERS, forgetFeature, lazyFeature, type FeatureLoader } from './feature-loaders';
import type { FeatureName } from './feature-for-screen';
import { RouteErrorBoundary } from './route-error-boundary';

export interface ScreenOutletProps {
  /** Tests pass stub loaders; the app uses the real feature chunks. */
  loaders?: Readonly<Record<FeatureName, FeatureLoader>>;
}

/** "/en/nope/" matches no route but is still an English page: its 404 speaks English. */
function languageOfPrefix(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/**
 * The one catch-all route: asks the sdk route table which screen the URL is,
 * sets the page language, and renders that feature's lazily loaded screen in
 * the site layout, behind an error boundary with a retry.
 */
export function ScreenOutlet({ loaders = FEATURE_LOADERS }: ScreenOutletProps) {
  const { pathname } = useLocation();
  const { brand } = useAppServices();
  const match = useMemo(() => resolvePath(pathname), [pathname]);
  const language = match?.language ?? languageOfPrefix(pathname) ?? brand.defaultLanguage;
  const offered = brand.languages.includes(language);
  // A brand without this language (German "/" on the Spanish white label) shows the page in its default.
  const pageLanguage = offered ? language : brand.defaultLanguage;

  useEffect(() => {
    document.documentElement.lang = pageLanguage;
  }, [pageLanguage]);

  const page = useMemo<PageInfo>(
    () => ({ screen: match?.screen ?? null, params: match?.params ?? {}, language: pageLanguage, pathname }),
    [match, pageLanguage, pathname],
  );
  const loader = loaders[featureForScreen(page.screen)];
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetFeature(loader);
    setAttempt((count) => count + 1);
  }, [loader]);

  if (match && !offered) return <Navigate replace to={switchLanguage(pathname, brand.defaultLanguage)} />;

  const FeatureScreen = lazyFeature(loader);
  return (
    <PageContext.Provider value={page}>
      <PageLayout>
        <RouteErrorBoundary resetKey={pathname} onRetry={retry}>
          <Suspense fallback={<div className="page-fallback" aria-busy="true" />}>
            <FeatureScreen />
          </Suspense>
        </RouteErrorBoundary>
      </PageLayout>
    </PageContext.Provider>
  );
}
