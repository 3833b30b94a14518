/**
 * The pure part of the overlay app's start: the options the page passes in
 * the frame URL (spec 002 §3.1), the display configuration derived from them
 * (§3.2) and the view each flow opens in (§2.2-§2.3).
 */
import { overlayLanguage, type OverlayLanguage } from '../sdk/overlay/language';
import { OVERLAY_FLOWS, OVERLAY_PAYTYPES, OVERLAY_VIEWS, type OverlayFlow, type OverlayOptions, type OverlayPaytype, type OverlayView } from '../sdk/overlay/protocol';

export { OVERLAY_LANGUAGES, overlayLanguage, type OverlayLanguage } from '../sdk/overlay/language';

/** The options of the frame URL plus the consent categories the page granted. */
export interface OverlayQuery {
  options: OverlayOptions & { lang: OverlayLanguage };
  /** Consent categories from `consent=analytics,functional` (necessary is implied). */
  consent: string[];
  parentOrigin: string | null;
}

export type ParseResult = { ok: true; query: OverlayQuery } | { ok: false; error: string };

const isFlow = (value: string): value is OverlayFlow => (OVERLAY_FLOWS as readonly string[]).includes(value);
const isView = (value: string): value is OverlayView => (OVERLAY_VIEWS as readonly string[]).includes(value);

const TEXT_FIELDS = ['host', 'w', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option', 'pc', 'screenName', 'signupEmail', 'signupName', 'surl', 'ruri'] as const;

/** spec 002 §3.1 "agb, privacy URLs": links shown in the sign-up view. */
const LEGAL_URL_FIELDS = ['agb', 'privacy'] as const;

/** An absolute http(s) URL, else null: a link target from the query must never be javascript: or data:. */
export function legalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads the frame URL query; an unknown flow is an error naming it (the app shows it instead of guessing). */
export function parseOverlayQuery(search: string): ParseResult {
  const params = new URLSearchParams(search);
  const flow = params.get('flow') ?? 'moneycharge';
  if (!isFlow(flow)) return { ok: false, error: `flow must be one of ${OVERLAY_FLOWS.join(', ')}, got ${JSON.stringify(flow)}` };
  const options: OverlayQuery['options'] = { flow, lang: overlayLanguage(params.get('lang')) };
  for (const field of TEXT_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) options[field] = value.slice(0, 500);
  }
  const amount = Number(params.get('selectedAmount'));
  if (params.has('selectedAmount') && Number.isFinite(amount) && amount > 0) options.selectedAmount = amount;
  if (params.get('disableJump') === '1' || params.get('disableJump') === 'true') options.disableJump = true;
  if (params.has('enableTracking')) options.enableTracking = params.get('enableTracking') === '1' || params.get('enableTracking') === 'true';
  for (const field of LEGAL_URL_FIELDS) {
    const url = legalUrl(params.get(field));
    if (url) options[field] = url;
  }
  // spec 002 §3.1 "paytype: CC, LS, Voice, or empty": anything else is left out (empty).
  const paytype = params.get('paytype');
  if (paytype && (OVERLAY_PAYTYPES as readonly string[]).includes(paytype)) options.paytype = paytype as OverlayPaytype;
  const consent = (params.get('consent') ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return { ok: true, query: { options, consent, parentOrigin: params.get('parentOrigin') } };
}

/** spec 002 §3.2 "Display configuration" (as 0/1 like the spec's fields). */
export interface DisplayConfig {
  login: 0 | 1; showHeader: 0 | 1; showTeaser: 0 | 1; showFooter: 0 | 1; neutralHeader: 0 | 1; teaserBonus: 0 | 1; support: 0 | 1;
  showOAuth: 0 | 1; showNL: 0 | 1; showThank: 0 | 1; showLogo: 0 | 1; showTeaserBar: 0 | 1; hideClose: 0 | 1; tracking: 0 | 1; parentInFrame: 0 | 1;
}

/** The display configuration of spec 002 §3.2 for these options and this consent. */
export function displayConfig(options: OverlayOptions, consent: readonly string[]): DisplayConfig {
  const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);
  return {
    login: bit(options.flow === 'login'), showHeader: 1, showTeaser: bit(!options.host), showFooter: 1, neutralHeader: 0, teaserBonus: bit(Boolean(options.pc)),
    support: 1, showOAuth: 0, showNL: 0, showThank: 1, showLogo: 1,
    // spec 002 §3.2: "showTeaserBar is 0 when a host is given, else 1."
    showTeaserBar: bit(!options.host),
    hideClose: 0,
    // spec 002 §3.2: "tracking is 1 only with analytics cookie consent" (and the page's switch may turn it off).
    tracking: bit(consent.includes('analytics') && options.enableTracking !== false),
    parentInFrame: 0,
  };
}

const FLOW_VIEWS: Record<OverlayFlow, OverlayView> = {
  moneycharge: 'payment', limit: 'payment', trialmoneycharge: 'payment', oneclick: 'payment', autorecharge: 'payment', changecc: 'payment',
  changels: 'payment', settings: 'payment', vxsettings: 'payment', vipabo: 'abo', trialvipabo: 'abo', vxabo: 'vxabo', vxtvabo: 'vxabo',
  login: 'login', pwdreset: 'login', pwdlost: 'login', avs: 'avs', promocode: 'promocode', scratchcard: 'promocode', carrier: 'carrier',
  opcompensation: 'opcompensation',
};

/** Flows that need a logged-in guest: everything but the account flows and the informational views. */
const OPEN_FLOWS: ReadonlySet<OverlayFlow> = new Set(['login', 'pwdreset', 'pwdlost', 'carrier', 'opcompensation']);

/** Flows that charge a card: a restricted guest sees operator compensation instead (spec 002 §6). */
const CARD_FLOWS: ReadonlySet<OverlayFlow> = new Set(['moneycharge', 'limit', 'trialmoneycharge', 'oneclick', 'autorecharge', 'changecc', 'changels', 'settings', 'vxsettings']);

/** The view a flow shows for this guest: login first when needed, operator compensation for restricted guests. */
export function viewFor(flow: OverlayFlow, guest: { isLoggedIn: boolean; restrictionLevel: number } | null, requested?: string): OverlayView {
  if (requested && isView(requested) && (requested === 'wait' || requested === 'logout' || requested === 'signup')) return requested;
  if (!OPEN_FLOWS.has(flow) && !guest?.isLoggedIn) return requested === 'signup' ? 'signup' : 'login';
  if (CARD_FLOWS.has(flow) && guest && guest.restrictionLevel > 0) return 'opcompensation';
  return FLOW_VIEWS[flow];
}
