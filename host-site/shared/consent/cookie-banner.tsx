import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { $consent, $cookieSettingsOpen, closeCookieSettings, dispatchConsent, type OptionalCategory } from '../../../sdk/consent';
import { buildPath } from '../../../sdk/routes';
import { useSiteT } from '../i18n/use-site-t';
import { useConsentT } from './use-consent-t';
import { useLanguage } from '../page/page-context';
import { useHydrated } from '../hooks/use-hydrated';
import { useStore } from '../session/use-store';
import { ConsentToggle } from './consent-toggle';

/**
 * The cookie banner (spec 002 §9: necessary always allowed, functional,
 * analytics). Shown until the guest decides, and again from "Cookie settings".
 * Not a modal: the page stays usable behind it, so it never traps focus.
 */
export function CookieBanner() {
  const t = useConsentT();
  const siteT = useSiteT();
  const language = useLanguage();
  const consent = useStore($consent);
  const reopened = useStore($cookieSettingsOpen);
  const [settingsShown, setSettingsShown] = useState(false);
  const [draft, setDraft] = useState({ functional: consent.functional, analytics: consent.analytics });
  const titleId = useId();
  const firstToggle = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  // The server renders the banner into the first paint; its buttons work once this code runs, and say so
  // (disabled until then) instead of swallowing a click.
  const inert = !useHydrated();
  const visible = !consent.decided || reopened;
  const showSettings = settingsShown || reopened;

  // Reopening starts from the stored choice; the footer button gets focus back when the banner closes.
  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement;
    setDraft({ functional: $consent.get().functional, analytics: $consent.get().analytics });
  }, [reopened]);
  // Opening the settings puts focus on the first switch the guest can change.
  useEffect(() => {
    if (showSettings) firstToggle.current?.focus();
  }, [showSettings]);

  if (!visible) return null;

  const finish = (decide: () => void) => {
    decide();
    setSettingsShown(false);
    // Back to the "Cookie settings" button the guest came from, not to the top of the page.
    if (returnFocusTo.current instanceof HTMLElement && returnFocusTo.current.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  };
  const toggle = (category: OptionalCategory) => (on: boolean) => setDraft((current) => ({ ...current, [category]: on }));

  return (
    <section className="cookie-banner" aria-labelledby={titleId} data-testid="cookie-banner">
      <h2 id={titleId} className="cookie-banner__title">
        {t('consent.title')}
      </h2>
      <p className="cookie-banner__text">
        {t('consent.text')} <Link to={buildPath('dataProtection', {}, language)}>{siteT('footer.dataProtection')}</Link>
      </p>
      {showSettings && (
        <fieldset className="cookie-banner__settings">
          <legend className="visually-hidden">{t('consent.settings')}</legend>
          <ConsentToggle label={t('consent.necessary')} hint={t('consent.necessaryHint')} checked disabled />
          <ConsentToggle ref={firstToggle} label={t('consent.functional')} hint={t('consent.functionalHint')} checked={draft.functional} onChange={toggle('functional')} />
          <ConsentToggle label={t('consent.analytics')} hint={t('consent.analyticsHint')} checked={draft.analytics} onChange={toggle('analytics')} />
        </fieldset>
      )}
      <div className="cookie-banner__actions">
        <button type="button" className="button" disabled={inert} onClick={() => finish(() => dispatchConsent({ type: 'acceptAll' }))}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="cookie-banner__secondary" disabled={inert} onClick={() => finish(() => dispatchConsent({ type: 'onlyNecessary' }))}>
          {t('consent.onlyNecessary')}
        </button>
        {showSettings ? (
          <button type="button" className="cookie-banner__secondary" onClick={() => finish(() => dispatchConsent({ type: 'save', ...draft }))}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className="cookie-banner__secondary" disabled={inert} onClick={() => setSettingsShown(true)}>
            {t('consent.settings')}
          </button>
        )}
        {reopened && consent.decided && (
          <button type="button" className="cookie-banner__secondary" onClick={() => finish(closeCookieSettings)}>
            {t('consent.cancel')}
          </button>
        )}
      </div>
    </section>
  );
}
