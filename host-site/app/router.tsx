import { Component, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { isLanguage } from '../../sdk/config';
import { SITE_NAMESPACE } from '../shared/i18n';
import { useAppServices } from '../shared/services/app-services';
import { ScreenOutlet } from './screen-outlet';
import { ScrollOnNavigate } from './scroll-on-navigate';

/**
 * The browser router of the site. The route rules live in sdk/routes, so the
 * declarative router is enough: it hands every path to the screen outlet. (The
 * data router would add about 10 KB gzip to the first route for nothing we use.)
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ShellErrorBoundary>
        <ScrollOnNavigate />
        <ScreenOutlet />
      </ShellErrorBoundary>
    </BrowserRouter>
  );
}

/** Last resort when the layout itself fails (screens have their own boundary). */
class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === null ? this.props.children : <SiteError error={this.state.error} />;
  }
}

/** A localised message and a reload button. */
function SiteError({ error }: { error: unknown }) {
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
