import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
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

/**
 * What PageLayout mounts after the footer: the "Cookie settings" row, and the
 * fixed layer holding the data-protection notice and the cookie banner. A
 * spacer as tall as the layer lets the guest scroll the page's end above it,
 * so the layer never hides content for good (spec: compact on a 390 px phone).
 */
export function ConsentLayer() {
  const layer = useRef<HTMLDivElement>(null);
  const [layerHeight, setLayerHeight] = useState(0);

  // Items of a denied category left by an older page version go once the layout mounts.
  useEffect(sweepDeniedCategories, []);

  useEffect(() => {
    const element = layer.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setLayerHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div className="cookie-settings-row">
        <CookieSettingsButton />
      </div>
      <div className="consent-spacer" style={{ height: layerHeight }} aria-hidden="true" />
      <div ref={layer} className="consent-layer">
        <DataProtectionNotice />
        <CookieBanner />
      </div>
    </>
  );
}
