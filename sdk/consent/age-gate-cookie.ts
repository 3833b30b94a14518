import { AGE_GATE_COOKIE, AGE_GATE_DAYS, AGE_GATE_VALUE } from './age-gate';
import { serializeCookie } from './rules';

/**
 * The Set-Cookie / document.cookie string of a confirmation (Max-Age, Path=/, SameSite=Lax, Secure on https).
 * Apart from ./age-gate.ts, whose reading rules run in the first route of every page: writing is the
 * gate's own business, so the cookie serializer loads with the gate.
 */
export function ageGateCookieString(secure: boolean): string {
  return serializeCookie(AGE_GATE_COOKIE, AGE_GATE_VALUE, { days: AGE_GATE_DAYS, secure });
}
