/**
 * The site's payment/login overlay (issue 6 §1-§3): one sdk bridge per page,
 * created on the first opening (this module is loaded on demand, so the first
 * route carries none of it). Modals ask for a flow with the bubbling
 * `velvet-overlay-request` event; this module answers it.
 */
import type { OverlayFlow, OverlayOptions } from '../../../sdk/overlay/protocol';
import { createOverlayBridge, type OverlayBridge } from '../../../sdk/overlay';
import { cookieClick } from '../../../sdk/attribution';
import { hasConsent } from '../../../sdk/consent';
import { onGuestEvent } from '../../../sdk/realtime/connect';
import { $guest, refreshBalance } from '../../../sdk/session';
import { isLanguage } from '../../../sdk/config';
import { buildPath } from '../../../sdk/routes';
import { topUpOverlayRequest, type TopUpWanted } from '../../../sdk/top-up/wanted';
import { pageOverlayTheme } from './brand-overlay-theme';
import { readOverlayOrigin } from './overlay-origin';
import { chatExitGate, pageVoiceCall } from '../../../sdk/live/voice-call-store';

let bridge: OverlayBridge | null = null;

function siteBridge(overlayOrigin: string): OverlayBridge {
  bridge ??= createOverlayBridge({
    overlayOrigin,
    redirectAllowlist: [window.location.origin],
    getSession: () => {
      const guest = $guest.get();
      return guest ? { token: guest.accessToken, guestId: guest.id, isLoggedIn: guest.isLoggedIn } : null;
    },
    // The balance and subscriptions arrive as realtime events; this only makes sure after a payment.
    onSuccess: () => void refreshBalance().catch(() => undefined),
    reload: () => window.location.reload(),
    navigate: (url) => window.location.assign(url),
    onGuestEvent,
    // spec 002 §4.3: a voice-call stop of this page's anonymous call reloads, once the chat-exit dialog is closed.
    notifications: { voiceCall: pageVoiceCall, afterChatExitDialog: (work) => chatExitGate.afterClose(work) },
    actions: {
      getbalance: () => $guest.get()?.balance ?? null,
      getavsstatus: () => $guest.get()?.avsStatus ?? 'unknown',
      getactiveabos: () => ({ vip: $guest.get()?.isVip ?? false, tv: $guest.get()?.isVXTVAboSubscriber ?? false }),
    },
    isMobile: window.matchMedia('(max-width: 1022px)').matches,
  });
  return bridge;
}

/** The absolute URL of one of this site's legal pages in `language` (the site's default when it is not one). */
function legalPageUrl(screen: 'termsOfService' | 'dataProtection', language: string): string {
  return new URL(buildPath(screen, {}, isLanguage(language) ? language : 'en'), window.location.origin).href;
}

/** Opens the overlay on `flow`; false when this page knows no overlay origin (the caller keeps its fallback link). */
export function openSiteOverlay(flow: OverlayFlow, language: string, options: Partial<OverlayOptions> = {}): boolean {
  const origin = readOverlayOrigin(document);
  if (!origin) return false;
  // The overlay tracks only with analytics consent (spec 002 §3.2): it is told what the guest granted.
  const consent = (['functional', 'analytics'] as const).filter((category) => hasConsent(category)).join(',');
  // spec 002 §3.1 "agb, privacy URLs": this brand's own legal pages, linked from the overlay's sign-up.
  const legal = { agb: legalPageUrl('termsOfService', language), privacy: legalPageUrl('dataProtection', language) };
  // issue 12 §7: the overlay looks like the brand of this page.
  const theme = pageOverlayTheme(document);
  // issue 16 §1: the partner click this site's cookies keep travels to the overlay, which records it on a sign-up or payment.
  const partner = cookieClick(document.cookie, Date.now()) ?? {};
  siteBridge(origin).open({ ...legal, ...partner, ...options, flow, lang: language, consent, enableTracking: hasConsent('analytics'), ...(theme ? { theme } : {}) });
  return true;
}

/**
 * Opens the top-up (issue 12 §7). `wanted`: the price of what the guest wanted and the balance
 * the page saw, so the overlay preselects an amount that covers it; without it, the smallest package.
 */
export function openTopUp(language: string, wanted?: TopUpWanted | null): boolean {
  const request = topUpOverlayRequest(wanted);
  return openSiteOverlay(request.flow, language, request.options);
}

/** Answers the modals' `velvet-overlay-request` events ("Top up" in not-enough-money, "Log in" in a login prompt). */
export function answerOverlayRequests(language: () => string): () => void {
  const listener = (event: Event) => {
    const { flow, options } = (event as CustomEvent<{ flow: OverlayFlow | 'signup'; options?: Partial<OverlayOptions> }>).detail;
    // The protocol has no signup flow: sign-up is the login flow's other view.
    if (openSiteOverlay(flow === 'signup' ? 'login' : flow, language(), options)) event.preventDefault();
  };
  document.addEventListener('velvet-overlay-request', listener);
  return () => document.removeEventListener('velvet-overlay-request', listener);
}

/**
 * spec 002 §2.4 and §4.4: opens the overlay a page address asks for (showModalbox, vxpAutoFlow,
 * tpLoginPwdLost ...) or the guest's state needs; the address loses those parameters once the
 * flow completes. Returns the opened flow, or null.
 */
export function openOverlayForPage(language: string): string | null {
  const origin = readOverlayOrigin(document);
  const guest = $guest.get();
  if (!origin || !guest) return null;
  return siteBridge(origin).openAutomatically(guest, {}, language);
}
