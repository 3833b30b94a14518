/** AVS through the sandbox provider (issue 3 §6, spec 000 §4), for one dialect. */
import { describe, expect, it } from 'vitest';
import type { GuestAnswer } from '../../../sdk/api/guest-types';
import { signUpAndLogIn } from '../../test/guests';
import { asGuest, csrfOf, decideAsOwner, guestService, postDecision, verifyAge, type Guest, type TrustEnv } from './env';

const session = async (env: TrustEnv, guest: Guest) =>
  ((await asGuest(env.apps.site, guest, 'GET', '/rest/v1/guest/session')).json() as GuestAnswer & { success: true }).data;

/** The guest decides its own checkout through the page's form. */
const decide = (env: TrustEnv, guest: Guest, id: string, form: Record<string, string>) => decideAsOwner(env.apps.site, guest, id, form);

const checkoutId = (link: string) => new URL(link).pathname.split('/').pop()!;

/** Registers the AVS tests. */
export function defineAvsTests(env: TrustEnv) {
  describe('AVS sandbox', () => {
    it('avs/start needs a login: 401', async () => {
      const res = await asGuest(env.apps.site, null, 'POST', '/rest/v1/avs/start', {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'Login required' });
    });

    // spec 000 §4: "avsPending gives pending" ... "avsSet gives accepted"
    it('start -> pending with a checkoutLink to the sandbox page; Accept -> accepted, in the guest session too', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      expect((await session(env, guest))).toMatchObject({ avsStatus: 'unknown', hasAvs: false, avsRejectMessage: null });
      const start = await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {});
      expect(start.statusCode).toBe(200);
      const { data } = start.json();
      expect(data).toMatchObject({ avsStatus: 'pending', hasAvs: false });
      expect(data.checkoutLink).toMatch(/\/sandbox\/avs\/[0-9a-f-]{36}$/);
      expect(await session(env, guest)).toMatchObject({ avsStatus: 'pending', hasAvs: false });

      const pageRes = await env.apps.site.inject({ url: new URL(data.checkoutLink).pathname, headers: { cookie: guest.cookie } });
      expect(pageRes.statusCode).toBe(200);
      expect(pageRes.headers['content-type']).toContain('text/html');
      expect(pageRes.body.match(/<form method="post" action="\/sandbox\/avs\/[0-9a-f-]{36}\/decision/g)).toHaveLength(2);
      expect(pageRes.body).not.toContain('<script');

      const accepted = await decide(env, guest, checkoutId(data.checkoutLink), { decision: 'accept' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.body).toContain('Your age is confirmed.');
      expect(await session(env, guest)).toMatchObject({ avsStatus: 'accepted', hasAvs: true, avsRejectMessage: null });
    });

    it('the sandbox page speaks the requested language', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const { data } = (await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).json();
      const de = await env.apps.site.inject({ url: `${new URL(data.checkoutLink).pathname}?lang=de`, headers: { cookie: guest.cookie } });
      expect(de.body).toContain('Alter bestätigen');
      expect(de.body).toContain('<html lang="de">');
    });

    // spec 000 §4: "avsRejected gives rejected" (with a message)
    it('Reject -> rejected with the message; a decided checkout cannot be decided again (409)', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const id = checkoutId((await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink);
      const token = csrfOf((await env.apps.site.inject({ url: `/sandbox/avs/${id}`, headers: { cookie: guest.cookie } })).body)!;
      expect((await postDecision(env.apps.site, guest, id, { decision: 'reject', message: 'Document unreadable', csrf: token })).statusCode).toBe(200);
      expect(await session(env, guest)).toMatchObject({ avsStatus: 'rejected', avsRejectMessage: 'Document unreadable', hasAvs: false });
      // The same form sent again (the back button) meets the 409.
      const again = await postDecision(env.apps.site, guest, id, { decision: 'accept', csrf: token });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('This age verification was already rejected');
      expect((await session(env, guest)).avsStatus).toBe('rejected');
    });

    it('a rejection without a reason gets the default message', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      await verifyAge(env.apps.site, guest, 'reject');
      expect((await session(env, guest)).avsRejectMessage).toBe('The sandbox provider rejected the age verification');
    });

    // spec 000 §4: "avsRevoked gives unknown and no age verification"
    it('revoke -> unknown, hasAvs false; then a new start works', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      await verifyAge(env.apps.site, guest);
      const again = await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {});
      expect(again.statusCode).toBe(409);
      const revoked = await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/revoke');
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().data).toEqual({ avsStatus: 'unknown', avsRejectMessage: null, hasAvs: false });
      expect(await session(env, guest)).toMatchObject({ avsStatus: 'unknown', hasAvs: false });
      expect((await asGuest(env.apps.site, guest, 'GET', '/rest/v1/avs/status')).json().data.avsStatus).toBe('unknown');
      expect((await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).statusCode).toBe(200);
    });

    it('a new start supersedes the pending checkout: the old one answers 409', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const first = checkoutId((await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink);
      // A stale tab: the first checkout's page, still open with its form token.
      const staleToken = csrfOf((await env.apps.site.inject({ url: `/sandbox/avs/${first}`, headers: { cookie: guest.cookie } })).body)!;
      const second = checkoutId((await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink);
      expect((await postDecision(env.apps.site, guest, first, { decision: 'accept', csrf: staleToken })).statusCode).toBe(409);
      expect((await decide(env, guest, second, { decision: 'accept' })).statusCode).toBe(200);
      expect((await session(env, guest)).avsStatus).toBe('accepted');
    });

    it('a forward URL of this site brings the guest back (303); another origin is refused (400 naming the field)', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const forwardUrl = `${env.apps.context.origins.site}/videos/12`;
      const start = await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', { forwardUrl });
      const res = await decide(env, guest, checkoutId(start.json().data.checkoutLink), { decision: 'accept' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(forwardUrl);
      const evil = await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', { forwardUrl: 'https://evil.example/x' });
      expect(evil.statusCode).toBe(400);
      expect(evil.json().field).toBe('body.forwardUrl');
    });

    it.each([
      ['avs/start forwardUrl not a string', 'POST', '/rest/v1/avs/start', { forwardUrl: 5 }, 'body.forwardUrl'],
      ['avs/start forwardUrl not a URL', 'POST', '/rest/v1/avs/start', { forwardUrl: 'videos/1' }, 'body.forwardUrl'],
    ] as const)('400 naming the field: %s', async (_name, method, url, payload, field) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await asGuest(env.apps.site, guest, method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, statusCode: 400, field });
    });

    it.each([
      ['a decision that is neither accept nor reject', 'decision=maybe', 'body.decision'],
      ['no decision', 'message=hi', 'body.decision'],
    ])('sandbox decision: 400 for %s', async (_name, form, field) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const { data } = (await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).json();
      const page = await env.apps.site.inject({ url: new URL(data.checkoutLink).pathname, headers: { cookie: guest.cookie } });
      const res = await env.apps.site.inject({
        method: 'POST', url: `${new URL(data.checkoutLink).pathname}/decision`, payload: `${form}&csrf=${csrfOf(page.body)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: guest.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    describe('issue 11 §2: "Sandbox decisions must come from the session of the guest who started the check (and a CSRF token)"', () => {
      /** A victim with a pending check, the form token its own page shows, and another logged-in guest. */
      const pendingCheck = async () => {
        const victim = await signUpAndLogIn(env.apps.site);
        const id = checkoutId((await asGuest(env.apps.site, victim, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink);
        const page = await env.apps.site.inject({ url: `/sandbox/avs/${id}`, headers: { cookie: victim.cookie } });
        return { victim, id, victimToken: csrfOf(page.body)!, attacker: await signUpAndLogIn(env.apps.site) };
      };
      const stillPending = async (victim: Guest) =>
        expect(await session(env, victim)).toMatchObject({ avsStatus: 'pending', hasAvs: false });

      it('a decision with no cookie is refused (401), even with the victim\'s form token; AVS stays pending', async () => {
        const { victim, id, victimToken } = await pendingCheck();
        const res = await postDecision(env.apps.site, null, id, { decision: 'accept', csrf: victimToken });
        expect(res.statusCode).toBe(401);
        expect((await postDecision(env.apps.site, null, id, { decision: 'accept' })).statusCode).toBe(400);
        expect((await env.apps.site.inject({ url: `/sandbox/avs/${id}` })).statusCode).toBe(401);
        await stillPending(victim);
      });

      it('another guest\'s cookie is refused (403) on the page and on the decision, with any form token; AVS stays pending', async () => {
        const { victim, id, victimToken, attacker } = await pendingCheck();
        expect((await env.apps.site.inject({ url: `/sandbox/avs/${id}`, headers: { cookie: attacker.cookie } })).statusCode).toBe(403);
        // The attacker's own check gives it a valid form token, for its own checkout only.
        const own = checkoutId((await asGuest(env.apps.site, attacker, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink);
        const ownToken = csrfOf((await env.apps.site.inject({ url: `/sandbox/avs/${own}`, headers: { cookie: attacker.cookie } })).body)!;
        for (const csrf of [victimToken, ownToken]) {
          const res = await postDecision(env.apps.site, attacker, id, { decision: 'accept', csrf });
          expect(res.statusCode).toBe(403);
          expect(res.json().error).toContain('another guest');
        }
        await stillPending(victim);
      });

      it('the victim\'s cookie without the page\'s form token (a cross-site form) is refused: 400 without, 403 with a foreign token', async () => {
        const { victim, id, attacker } = await pendingCheck();
        const missing = await postDecision(env.apps.site, victim, id, { decision: 'accept' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().field).toBe('body.csrf');
        const own = checkoutId((await asGuest(env.apps.site, attacker, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink);
        const attackerToken = csrfOf((await env.apps.site.inject({ url: `/sandbox/avs/${own}`, headers: { cookie: attacker.cookie } })).body)!;
        for (const csrf of ['forged', attackerToken]) {
          const res = await postDecision(env.apps.site, victim, id, { decision: 'accept', csrf });
          expect(res.statusCode).toBe(403);
          expect(res.json().field).toBe('body.csrf');
        }
        await stillPending(victim);
        // The guest's own form still works afterwards.
        expect((await decide(env, victim, id, { decision: 'accept' })).statusCode).toBe(200);
        expect(await session(env, victim)).toMatchObject({ avsStatus: 'accepted', hasAvs: true });
      });

      it('a forward URL on the white-label origin gets its checkout link there, where that guest\'s cookie lives', async () => {
        const { origins } = env.apps.context;
        const before = { ...origins };
        // The test apps do not listen, so every origin is the same placeholder: give them distinct hosts.
        Object.assign(origins, { site: 'http://site.test:8080', whiteLabel: 'http://white-label.test:8082' });
        try {
          const guest = await signUpAndLogIn(env.apps.site);
          const link = (await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', { forwardUrl: 'http://white-label.test:8082/es/' })).json().data.checkoutLink as string;
          expect(new URL(link).origin).toBe('http://white-label.test:8082');
          const noForward = (await asGuest(env.apps.site, guest, 'POST', '/rest/v1/avs/start', {})).json().data.checkoutLink as string;
          expect(new URL(noForward).origin).toBe('http://site.test:8080');
        } finally {
          Object.assign(origins, before);
        }
      });
    });

    it.each([
      ['/sandbox/avs/not-a-uuid', 400, 'params.id'],
      ['/sandbox/avs/00000000-0000-0000-0000-000000000000', 404, 'params.id'],
    ])('GET %s -> %i', async (url, status, field) => {
      const res = await env.apps.site.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(res.json().field).toBe(field);
    });

    it('guest service: AVS pay request returns a checkoutLink; AVS bonus available until verified', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const bonus = async () => (await guestService(env.apps.site, guest.accessToken, '{ avsBonusAvailable }')).json().data.avsBonusAvailable;
      expect(await bonus()).toBe(true);
      const res = await guestService(env.apps.site, guest.accessToken,
        'mutation($u: String!) { avsPayRequest(forwardUrl: $u) { checkoutLink avsStatus } }', { u: `${env.apps.context.origins.site}/` });
      expect(res.statusCode).toBe(200);
      const { checkoutLink, avsStatus } = res.json().data.avsPayRequest;
      expect(avsStatus).toBe('pending');
      expect((await decide(env, guest, checkoutId(checkoutLink), { decision: 'accept' })).statusCode).toBe(303);
      expect(await bonus()).toBe(false);
      const state = await guestService(env.apps.site, guest.accessToken, '{ avs { avsStatus hasAvs avsRejectMessage } }');
      expect(state.json().data.avs).toEqual({ avsStatus: 'accepted', hasAvs: true, avsRejectMessage: null });
    });

    it('guest service: an AVS pay request to a foreign origin is an error naming forwardUrl', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await guestService(env.apps.site, guest.accessToken, 'mutation { avsPayRequest(forwardUrl: "https://evil.example/") { checkoutLink } }');
      expect(res.json().errors[0].extensions).toMatchObject({ statusCode: 400, field: 'forwardUrl' });
      expect(res.json().data).toBeNull();
    });
  });
}
