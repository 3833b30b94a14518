import { useEffect } from 'react';
import { createBrowserRouter, ScrollRestoration, useRouteError } from 'react-router';
import { isLanguage } from '../../sdk/config';
import { SITE_NAMESPACE } from '../shared/i18n';
import { useAppServices } from '../shared/services/app-services';
import { ScreenOutlet } from './screen-outlet';

/** The route rules live in sdk/routes; react-router only hands every path to the screen outlet. */
export const ROUTES = [
  {
    path: '*',
    element: <SiteRoute />,
    errorElement: <SiteError />,
  },
];

/** The browser router of the site. */
export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}

function SiteRoute() {
  return (
    <>
      <ScrollRestoration />
      <ScreenOutlet />
    </>
  );
}

/** Last resort when the layout itself fails (screens have their own boundary): a localised message and a reload. */
function SiteError() {
  const error = useRouteError();
  const { i18n, brand } = useAppServices();
  useEffect(() => console.error('The site shell failed', error), [error]);
  const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : brand.defaultLanguage;
  const t = i18n.getFixedT(language, SITE_NAMESPACE);
  return (
    <div className="page page-message" role="alert">
      <h1 className="page__title">{String(t('error.title'))}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {String(t('error.retry'))}
      </button>
    </div>
  );
}
