/**
 * The Content-Security-Policy the docs tell partners to use on a page that embeds the widgets (issue 16 §3: "all
 * widgets ... load through the loader and work on a partner page with the published strict CSP (a test page with
 * exactly the CSP the docs tell partners to use)"). Strict: no 'unsafe-inline' and no 'unsafe-eval' for scripts or
 * styles, so the loader snippet goes into a file of the partner's own ('self') or carries the page's nonce, and the
 * widgets style themselves with constructable stylesheets. {site} is the platform origin the loader comes from (API,
 * images, videos, realtime), {realtime} its ws(s) origin, {overlay} the payment overlay's origin.
 * tests/e2e/partner-strict-csp.test.ts serves a page with exactly partnerContentSecurityPolicy(...) and fails on any
 * violation; docs print PARTNER_CSP_TEMPLATE.
 */

export const PARTNER_CSP_DIRECTIVES: ReadonlyArray<readonly [directive: string, sources: string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self' {site}"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob: {site}"],
  ['media-src', "'self' blob: {site}"],
  ['connect-src', "'self' {site} {realtime}"],
  ['font-src', "'self' {site}"],
  // No worker-src: no widget makes a worker (the player runs hls.js with enableWorker: false, widgets/player/engines.ts,
  // and the partner e2e records that no Worker is made while a video plays), so workers fall back to script-src,
  // which allows no blob:. A widget that ever moves work into a worker must add the directive here first.
  ['frame-src', '{overlay}'],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

/** The policy with placeholders, one directive per line, as the getting-started page prints it. */
export const PARTNER_CSP_TEMPLATE: string = PARTNER_CSP_DIRECTIVES.map(([directive, sources]) => `${directive} ${sources};`).join('\n');

export interface PartnerCspOrigins {
  /** The platform origin that serves the loader, e.g. https://www.velvet.example. */
  site: string;
  /** The payment overlay's origin. */
  overlay: string;
}

/** The directives for concrete origins, each "name sources". */
function partnerCspDirectives({ site, overlay }: PartnerCspOrigins): string[] {
  const realtime = site.replace(/^http/, 'ws');
  return PARTNER_CSP_DIRECTIVES.map(([directive, sources]) =>
    `${directive} ${sources.replace('{site}', site).replace('{realtime}', realtime).replace('{overlay}', overlay)}`);
}

/** The policy for concrete origins, as one header value. */
export function partnerContentSecurityPolicy(origins: PartnerCspOrigins): string {
  return partnerCspDirectives(origins).join('; ');
}

/** The policy for concrete origins as the getting-started page prints it: one directive per line. */
export function partnerCspText(origins: PartnerCspOrigins): string {
  return partnerCspDirectives(origins).map((directive) => `${directive};`).join('\n');
}
