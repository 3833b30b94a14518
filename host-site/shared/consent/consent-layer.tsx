import { useEffect, useRef } from 'react';
import { atom } from 'nanostores';
import { useHydrated } from '../hooks/use-hydrated';
import { useStore } from '../session/use-store';
import { openCookieSettings, sweepDeniedCategories } from '../../../sdk/consent';
import { useConsentT } from './use-consent-t';
import { CookieBanner } from './cookie-banner';
import { DataProtectionNotice } from './data-protection-notice';

/** The footer's "Cookie settings" button: reopens the banner with its switches. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useConsentT();
  // Rendered by the server too: usable once the layer's code runs.
  const inert = !useHydrated();
  return (
    <button type="button" className={className ?? 'cookie-settings-button'} disabled={inert} onClick={openCookieSettings}>
      {t('consent.reopen')}
    </button>
  );
}

/** The fixed layer's height, for the spacer after the footer (the two are apart in the page). */
const $layerHeight = atom(0);

/**
 * The fixed layer holding the data-protection notice and the cookie banner. PageLayout puts it
 * first in the page: the browser paints the top of a long page before it has read the rest, and
 * the banner must be in that first paint (it is the largest thing on a phone's first screen); for
 * keyboard and screen-reader users the question comes first too.
 */
export function ConsentLayer() {
  const layer = useRef<HTMLDivElement>(null);

  // Items of a denied category left by an older page version go once the layout mounts.
  useEffect(sweepDeniedCategories, []);

  useEffect(() => {
    const element = layer.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => $layerHeight.set(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      $layerHeight.set(0);
    };
  }, []);

  return (
    <div ref={layer} className="consent-layer">
      <DataProtectionNotice />
      <CookieBanner />
    </div>
  );
}

/**
 * What PageLayout puts after the footer: the "Cookie settings" row, and a spacer as tall as the
 * fixed layer, so the guest can scroll the page's end above it and the layer never hides content
 * for good (spec: compact on a 390 px phone).
 */
export function ConsentFooter() {
  // 0 while hydrating, as the server rendered it (the layer may have measured itself already).
  const hydrated = useHydrated();
  const measured = useStore($layerHeight);
  const layerHeight = hydrated ? measured : 0;
  return (
    <>
      <div className="cookie-settings-row">
        <CookieSettingsButton />
      </div>
      <div className="consent-spacer" style={{ height: layerHeight }} aria-hidden="true" />
    </>
  );
}
