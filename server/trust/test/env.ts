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

/** Starts an AVS checkout and decides it in the sandbox; answers the checkout id. */
export async function verifyAge(app: FastifyInstance, guest: Guest, decision: 'accept' | 'reject' = 'accept', message?: string): Promise<string> {
  const start = await asGuest(app, guest, 'POST', '/rest/v1/avs/start', {});
  if (start.statusCode !== 200) throw new Error(`avs/start: expected 200, got ${start.statusCode} ${start.body}`);
  const id = new URL(start.json().data.checkoutLink).pathname.split('/').pop()!;
  const form = new URLSearchParams({ decision, ...(message ? { message } : {}) }).toString();
  const decided = await app.inject({
    method: 'POST', url: `/sandbox/avs/${id}/decision`, payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (decided.statusCode !== 200) throw new Error(`decision: expected 200, got ${decided.statusCode} ${decided.body}`);
  return id;
}
