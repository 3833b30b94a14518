import { $guest } from '../../sdk/session/store';
import type { AppServices } from '../shared/services/app-services';

/**
 * What starts once the page is hydrated (DESIGN.md "Realtime, consent banner and overlay start
 * after hydration"): realtime and a requested overlay, each in its own chunk. This module is a
 * chunk of its own too, imported by main.tsx after hydration: the first route stays small.
 */
export function startAfterHydration(document: Document, services: AppServices): void {
  void startRealtime(document, services).catch((error: unknown) => console.warn('Realtime could not start', error));
}

/** spec 000 §2: "the mobile menu mode applies when the viewport width is under 1023 px". */
const MOBILE_QUERY = '(max-width: 1022.98px)';

/**
 * Presence (logger/browserOnline, the offline log queue) and the realtime
 * channel, which opens once the header has loaded the session.
 */
async function startRealtime(document: Document, services: AppServices): Promise<void> {
  const window = document.defaultView;
  if (!window) return;
  const [{ createPresence }, { startSiteRealtime }, { startSessionTokenRenewal }] = await Promise.all([
    import('../../sdk/presence'),
    import('../shared/realtime/site-realtime'),
    import('../../sdk/session/token-renewal'),
  ]);
  // Every realtime message carries the access token: renewed before it expires, the channel outlives it.
  startSessionTokenRenewal(services.restClient(services.config.language));
  const presence = createPresence({ rest: services.restClient(services.config.language) });
  presence.start();
  startSiteRealtime({
    location: window.location,
    language: services.config.language,
    isMobile: () => window.matchMedia?.(MOBILE_QUERY).matches ?? false,
    // The site's tracker starts with the channel (analytics with consent, profile visits, connection errors).
    presence,
    rest: services.restClient(services.config.language),
  });
  openRequestedOverlay(services.config.language);
}

/**
 * spec 002 §2.4: an address with overlay parameters (showModalbox, vxpAutoFlow, tpLoginPwdLost ...)
 * opens the payment overlay once the session is known; the overlay's code loads only then.
 */
function openRequestedOverlay(language: string): void {
  if (!window.location.search) return;
  const open = () => void import('../shared/overlay/site-overlay').then((overlay) => overlay.openOverlayForPage(language));
  // The sdk's rule decides (loaded only for an address with a query: the first route must stay small).
  void import('../../sdk/overlay/url-params').then(({ parseOverlayUrlParams }) => {
    if (parseOverlayUrlParams(window.location.href) !== null) whenSessionKnown(open);
  });
}

/** Runs `then` once the guest session is loaded. */
function whenSessionKnown(then: () => void): void {
  if ($guest.value) return then();
  const stop = $guest.listen((guest) => {
    if (!guest) return;
    stop();
    then();
  });
}
