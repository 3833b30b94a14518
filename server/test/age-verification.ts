/**
 * Passing the age verification as a guest does in the browser, through the real routes: POST avs/start, open the
 * sandbox provider's page, submit its "accept" form with the page's token. Live chats are rated 18 (spec 001 §9
 * "age-rating denial 601", sdk/live/age-rule.ts): every suite that starts a chat verifies its guests first.
 */
import type { FastifyInstance } from 'fastify';
import { randomIp, signUpAndLogIn } from './guests';

/** Accepts the guest's age verification in the sandbox provider (throws on any unexpected answer). */
export async function passAgeVerification(app: FastifyInstance, guest: { cookie: string }): Promise<void> {
  const headers = { cookie: guest.cookie };
  const start = await app.inject({ method: 'POST', url: '/rest/v1/avs/start', headers, payload: {}, remoteAddress: randomIp() });
  if (start.statusCode !== 200) throw new Error(`avs/start: expected 200, got ${start.statusCode} ${start.body}`);
  const checkoutId = new URL(start.json().data.checkoutLink as string).pathname.split('/').pop()!;
  const page = await app.inject({ url: `/sandbox/avs/${checkoutId}`, headers });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !csrf) throw new Error(`sandbox page: expected 200 with a form token, got ${page.statusCode}`);
  const decided = await app.inject({
    method: 'POST', url: `/sandbox/avs/${checkoutId}/decision`, payload: new URLSearchParams({ decision: 'accept', csrf }).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (decided.statusCode !== 200) throw new Error(`sandbox decision: expected 200, got ${decided.statusCode} ${decided.body}`);
}

/** A new logged-in guest whose age verification is accepted. */
export async function signUpVerified(app: FastifyInstance, overrides: Parameters<typeof signUpAndLogIn>[1] = {}) {
  const guest = await signUpAndLogIn(app, overrides);
  await passAgeVerification(app, guest);
  return guest;
}
