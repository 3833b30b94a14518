/**
 * Test helpers for guests (issue 3 contract): sign up and log in, or become
 * an anonymous guest, through the real routes. Each call comes from its own
 * client address (app.inject's remoteAddress: the socket peer, as no proxy is
 * trusted), so suites that sign up many guests do not trip the per-address
 * sign-up limit.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { GuestAnswer, GuestSession } from '../../sdk/api/guest-types';

/** A random client address in 10.0.0.0/8 (private: its country is VELVET_DEFAULT_COUNTRY). */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** The `name=value` of the vs Set-Cookie of a response, or null. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((l) => l.startsWith('vs='));
  const pair = line?.split(';')[0];
  return pair && pair !== 'vs=' ? pair : null;
}

/** What every sign-up sends since issue 12 §4: the age confirmation and the acceptance of the terms. */
export const SIGN_UP_CONFIRMATIONS = { ageConfirmed: true, termsAccepted: true } as const;

let counter = 0;

/** Signs up a new guest (unique name and address unless overridden); it is logged in by the sign-up. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string; cookie?: string } = {},
): Promise<{ guestId: string; cookie: string; accessToken: string; session: GuestSession }> {
  counter += 1;
  const unique = `${process.pid}${counter}${randomBytes(2).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/rest/v1/guest/signup',
    remoteAddress: randomIp(), headers: { ...(overrides.cookie ? { cookie: overrides.cookie } : {}) },
    payload: { name: overrides.name ?? `guest_${unique}`, email: overrides.email ?? `guest${unique}@example.com`, password: overrides.password ?? 'correct-horse-1', ...SIGN_UP_CONFIRMATIONS },
  });
  const body = response.json() as GuestAnswer;
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !body.success || !cookie) throw new Error(`signUpAndLogIn: expected 200 with a session, got ${response.statusCode} ${response.body}`);
  return { guestId: body.data.id, cookie, accessToken: body.data.accessToken, session: body.data };
}

/** A new anonymous guest (GET guest/session without a cookie) and its session cookie. */
export async function anonymousGuest(app: FastifyInstance): Promise<{ guestId: string; cookie: string; accessToken: string }> {
  const response = await app.inject({ method: 'GET', url: '/rest/v1/guest/session', remoteAddress: randomIp() });
  const body = response.json() as GuestAnswer;
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !body.success || !cookie) throw new Error(`anonymousGuest: expected 200 with a session, got ${response.statusCode} ${response.body}`);
  return { guestId: body.data.id, cookie, accessToken: body.data.accessToken };
}
