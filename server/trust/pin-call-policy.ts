/**
 * Which numbers the pin-call service serves: the countries of the markets we
 * sell in (de, en, es, nl speakers), minus a blacklist. Anything else gets
 * "country not allowed" (code 2) or "number blacklisted" (code 5).
 */

/** Country calling codes we call: DE, AT, CH, NL, ES, GB, FR (spec is silent; our markets). */
export const ALLOWED_CALLING_CODES: ReadonlySet<string> = new Set(['49', '43', '41', '31', '34', '44', '33']);

/**
 * E.164 numbers never called: fraud reports and the numbers of our own
 * support lines (which a guest must not claim). Sandbox data.
 */
export const BLACKLISTED_NUMBERS: ReadonlySet<string> = new Set(['+491700000000', '+4930123456', '+31600000000']);

/** A sandbox number whose call always fails at the carrier: how code 10 (unknown) is reached on purpose. */
export const SANDBOX_UNREACHABLE_NUMBER = '+4915500000000';
