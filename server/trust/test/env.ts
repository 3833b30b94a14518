/** Shared state and request helpers of the trust suites (one app per dialect, see server/trust/trust.test.ts). */
import type { FastifyInstance } from 'fastify';
import type { TestApps, TestDatabase } from '../../test/harness';
import { randomIp, signUpAndLogIn } from '../../test/guests';

export interface TrustEnv {
  apps: TestApps;
  database: TestDatabase;
}

export type Guest = Awaited<ReturnType<typeof signUpAndLogIn>>;

/** POST /guest-service with the guest's bearer token. */
export function guestService(app: FastifyInstance, token: string | null, query: string, variables?: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/guest-service',
    remoteAddress: randomIp(), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: variables ? { query, variables } : { query },
  });
}

/** A REST call as the guest (cookie), JSON body when given, from `remoteAddress` (default a random private address). */
export function asGuest(app: FastifyInstance, guest: { cookie: string } | null, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = randomIp()) {
  return app.inject({
    method,
    url,
    remoteAddress,
    headers: { ...(guest ? { cookie: guest.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The CSRF token in a sandbox checkout page's forms, or null. */
export function csrfOf(pageHtml: string): string | null {
  return /name="csrf" value="([^"]+)"/.exec(pageHtml)?.[1] ?? null;
}

/** POSTs a sandbox decision form as `guest` (cookie; none for null) with the given fields, urlencoded as a browser does. */
export function postDecision(app: FastifyInstance, guest: { cookie: string } | null, checkoutId: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST', url: `/sandbox/avs/${checkoutId}/decision`, payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(guest ? { cookie: guest.cookie } : {}) },
  });
}

/** Decides a checkout the way its guest does in the browser: open the page, submit its form (with the page's CSRF token). */
export async function decideAsOwner(app: FastifyInstance, guest: { cookie: string }, checkoutId: string, form: Record<string, string>) {
  const page = await app.inject({ url: `/sandbox/avs/${checkoutId}`, headers: { cookie: guest.cookie } });
  const csrf = csrfOf(page.body);
  if (page.statusCode !== 200 || csrf === null) throw new Error(`sandbox page: expected 200 with a form token, got ${page.statusCode} ${page.body.slice(0, 200)}`);
  return postDecision(app, guest, checkoutId, { ...form, csrf });
}

/** Starts an AVS checkout and decides it in the sandbox as the guest; answers the checkout id. */
export async function verifyAge(app: FastifyInstance, guest: Guest, decision: 'accept' | 'reject' = 'accept', message?: string): Promise<string> {
  const start = await asGuest(app, guest, 'POST', '/rest/v1/avs/start', {});
  if (start.statusCode !== 200) throw new Error(`avs/start: expected 200, got ${start.statusCode} ${start.body}`);
  const id = new URL(start.json().data.checkoutLink).pathname.split('/').pop()!;
  const decided = await decideAsOwner(app, guest, id, { decision, ...(message ? { message } : {}) });
  if (decided.statusCode !== 200) throw new Error(`decision: expected 200, got ${decided.statusCode} ${decided.body}`);
  return id;
}
