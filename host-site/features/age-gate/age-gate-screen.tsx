import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { AGE_GATE_DAYS, AGE_GATE_EXIT_URL } from '../../../sdk/consent/age-gate';
import { confirmAge } from '../../../sdk/consent';
import { buildPath, switchLanguage } from '../../../sdk/routes';
import { useFeatureT } from '../../shared/i18n/use-feature-t';
import { useLanguageName, useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';
import { PageHead } from '../../shared/seo/page-head';
import { AGE_GATE_TEXTS } from './texts';
import './age-gate.css';

/**
 * The 18+ question a first visit sees instead of the page (issue 12 §4).
 * Only this renders, no header, page or footer behind it: "before any
 * content". A modal dialog in the main landmark; the focus starts on
 * "enter", Tab reaches "leave", the legal pages (readable without
 * confirming) and the brand's other languages.
 */
export function AgeGateScreen() {
  const t = useSiteT();
  const gateT = useFeatureT(AGE_GATE_TEXTS);
  const language = useLanguage();
  const languageName = useLanguageName();
  const { brand } = useAppServices();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const enter = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => enter.current?.focus(), []);

  // The cookie is what the page route's loader asks: loading the route again loads the page's data
  // and shows the page instead of the gate, without a reload.
  const onEnter = () => {
    confirmAge();
    void revalidator.revalidate().then(() => {
      // The page replaces the gate: keyboard and screen-reader users start at its main content.
      requestAnimationFrame(() => document.getElementById('main-content')?.focus());
    });
  };

  return (
    <div className="age-gate">
      {/* The page's canonical and alternates, with the gate's words: a crawler gets the gate like anyone else. */}
      <PageHead title={gateT('ageGate.title')} description="seo.ageGate" />
      <main id="main-content" className="age-gate__main" tabIndex={-1}>
        <section className="age-gate__card" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
          <p className="age-gate__brand" aria-hidden="true">
            {brand.logoText}
          </p>
          <p className="age-gate__badge" aria-hidden="true">
            18+
          </p>
          <h1 id={titleId} className="age-gate__title">
            {gateT('ageGate.title')}
          </h1>
          <p id={textId} className="age-gate__text">
            {gateT('ageGate.text', { brand: brand.name })}
          </p>
          <div className="age-gate__actions">
            <button ref={enter} type="button" className="button age-gate__enter" aria-busy={revalidator.state === 'loading'} onClick={onEnter}>
              {gateT('ageGate.confirm')}
            </button>
            {/* A plain link: leaving is a navigation; no referrer tells the neutral page where the visitor was. */}
            <a className="age-gate__leave" href={AGE_GATE_EXIT_URL} rel="noreferrer">
              {gateT('ageGate.leave')}
            </a>
          </div>
          <p className="age-gate__note">{gateT('ageGate.remember', { days: AGE_GATE_DAYS })}</p>
          <nav className="age-gate__links" aria-label={t('footer.label')}>
            <Link to={buildPath('termsOfService', {}, language)}>{t('footer.terms')}</Link>
            <Link to={buildPath('dataProtection', {}, language)}>{t('footer.dataProtection')}</Link>
          </nav>
          {brand.languages.length > 1 && (
            <nav className="age-gate__links age-gate__languages" aria-label={gateT('ageGate.languages')}>
              {brand.languages.map((option) =>
                option === language ? (
                  <span key={option} lang={option} aria-current="page">
                    {languageName(option)}
                  </span>
                ) : (
                  <Link key={option} lang={option} hrefLang={option} to={`${switchLanguage(pathname, option)}${search}`}>
                    {languageName(option)}
                  </Link>
                ),
              )}
            </nav>
          )}
        </section>
      </main>
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { AgeGateScreen as Screen };
