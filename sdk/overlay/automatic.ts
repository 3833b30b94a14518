/**
 * Automatic openings (spec 002 §4.4) as one pure decision.
 */
import type { GuestSession } from '../api/guest-types';
import type { OverlayFlow, OverlayOptions, OverlayView } from './protocol';
import { parseOverlayUrlParams } from './url-params';

export interface AutomaticOpeningSettings {
  /** The force-AVS setting of the site. */
  forceAvs?: boolean;
  /** Overlay options the page was configured with (sign-up prefill, external token). */
  flow?: string;
  externalToken?: string;
  signupEmail?: string;
  signupName?: string;
}

export interface AutomaticOpening {
  reason: 'force-avs' | 'signup' | 'url';
  flow: OverlayFlow;
  view: OverlayView | null;
  /** The AVS overlay offers logout instead of close (isAVSWithLogout). */
  withLogout: boolean;
  options: Partial<OverlayOptions>;
}

/** Flows of the payment tour that a restricted guest may not use. */
const PAYMENT_TOUR: ReadonlySet<OverlayFlow> = new Set<OverlayFlow>(['moneycharge', 'limit', 'oneclick', 'autorecharge', 'trialmoneycharge']);

/** spec 002 §4.4: "Restricted guests opening the payment tour get operator compensation instead." */
export function resolveRequestedFlow(guest: Pick<GuestSession, 'isRestricted'> | null, flow: OverlayFlow): OverlayFlow {
  return guest?.isRestricted && PAYMENT_TOUR.has(flow) ? 'opcompensation' : flow;
}

/** The flow to open on page load, or null (spec 002 §4.4, §2.4). */
export function automaticOpening(
  guest: Pick<GuestSession, 'isLoggedIn' | 'hasAvs' | 'isRestricted'> | null,
  settings: AutomaticOpeningSettings,
  url: string,
): AutomaticOpening | null {
  // "A logged-in guest without AVS, with the force-AVS setting on, gets the AVS modal with logout."
  if (guest?.isLoggedIn && !guest.hasAvs && settings.forceAvs) {
    return { reason: 'force-avs', flow: 'avs', view: 'avs', withLogout: true, options: {} };
  }
  // "An anonymous guest with signup flow, external token, e-mail and name gets the sign-up opened automatically."
  if (!guest?.isLoggedIn && settings.flow === 'signup' && settings.externalToken && settings.signupEmail && settings.signupName) {
    return {
      reason: 'signup', flow: 'login', view: 'signup', withLogout: false,
      options: { signupEmail: settings.signupEmail, signupName: settings.signupName },
    };
  }
  const requested = parseOverlayUrlParams(url);
  if (!requested) return null;
  return { reason: 'url', flow: resolveRequestedFlow(guest, requested.flow), view: requested.view, withLogout: false, options: {} };
}
