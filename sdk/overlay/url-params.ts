/**
 * The page URL's overlay parameters (spec 002 §2.4), parsed purely and
 * removed again once the flow completes.
 */
import { OVERLAY_FLOWS, type OverlayFlow, type OverlayView } from './protocol';

/** Every parameter that belongs to an overlay flow; all are removed after it (spec 002 §2.4). */
export const OVERLAY_URL_PARAMS = ['showModalbox', 'vxpAutoFlow', 'vxpFlow', 'redirect_token', 'u', 'key', 'tpLoginPwdLost', 'tpEmailPwdLost'] as const;

export interface OverlayUrlRequest {
  flow: OverlayFlow;
  view: OverlayView | null;
  /** Transfer data for the overlay (redirect_token, u, key). */
  transfer: { redirectToken: string | null; u: string | null; key: string | null } | null;
  /** Prefill for password reset or lost-password. */
  login: string | null;
  email: string | null;
}

const isFlow = (value: string | null): value is OverlayFlow => value !== null && (OVERLAY_FLOWS as readonly string[]).includes(value);

/** The flow the URL asks for, or null; unknown flow names are ignored. */
export function parseOverlayUrlParams(url: string): OverlayUrlRequest | null {
  const params = new URL(url).searchParams;
  const named = params.get('vxpFlow');
  const transfer = params.has('redirect_token') || params.has('u') || params.has('key')
    ? { redirectToken: params.get('redirect_token'), u: params.get('u'), key: params.get('key') }
    : null;
  const base = { transfer, login: null, email: null };
  // spec 002 §2.4: "tpLoginPwdLost and tpEmailPwdLost start password reset or lost-password."
  const login = params.get('tpLoginPwdLost');
  const email = params.get('tpEmailPwdLost');
  if (login !== null || email !== null) {
    // With a reset key the person came from the e-mail link: set a new password; without one, ask for the link.
    return { ...base, flow: params.get('key') ? 'pwdreset' : 'pwdlost', view: null, login, email };
  }
  // spec 002 §2.4: "showModalbox=1 restores the overlay in the moneycharge flow or a given flow, in the wait view."
  if (params.get('showModalbox') === '1') return { ...base, flow: isFlow(named) ? named : 'moneycharge', view: 'wait' };
  const auto = params.get('vxpAutoFlow');
  if (isFlow(auto)) return { ...base, flow: auto, view: null };
  return null;
}

/** The URL without the overlay parameters; everything else (path, other params, hash) kept. */
export function stripOverlayUrlParams(url: string): string {
  const parsed = new URL(url);
  for (const name of OVERLAY_URL_PARAMS) parsed.searchParams.delete(name);
  return parsed.href;
}
