/** Pin-call verification on the guest service (issue 3 §7, spec 000 §5, §8), for one dialect. */
import { describe, expect, it } from 'vitest';
import type { GuestAnswer } from '../../../sdk/api/guest-types';
import { PIN_CALL_TTL_MS } from '../../../sdk/trust';
import { anonymousGuest, signUpAndLogIn } from '../../test/guests';
import { createPinCallService, PinCallError } from '../pin-call-service';
import { createOutboxPinSender, readOutboxPin } from '../pin-sender';
import { asGuest, guestService, type Guest, type TrustEnv } from './env';

const START = 'mutation($n: String!, $t: String!, $l: String) { start(phoneNumber: $n, type: $t, language: $l) { id pinLength } }';
const VERIFY = 'mutation($id: ID!, $t: String!, $p: String!) { verify(id: $id, type: $t, pin: $p) { id type verified countryCode preCode number e123 pinLength } }';

/** Registers the pin-call tests. */
export function definePinCallTests(env: TrustEnv) {
  const start = (guest: Guest, n: string, t = 'avs') => guestService(env.apps.site, guest.accessToken, START, { n, t, l: 'de' });
  const verify = (guest: Guest, id: string, p: string, t = 'avs') => guestService(env.apps.site, guest.accessToken, VERIFY, { id, t, p });
  const pinOf = (id: string) => readOutboxPin(env.apps.context.config.dataDir, id);
  const stored = async (guest: Guest) =>
    (await env.database.handle.db.selectFrom('pincall_verifications').select('id').where('guest_id', '=', guest.guestId).execute()).length;
  const codeOf = (res: { json(): { errors?: { extensions?: { errorCode?: number } }[] } }) => res.json().errors?.[0]?.extensions?.errorCode;
  /** A number nobody else used in this run. */
  let serial = 1000000;
  const freshMobile = () => `+49 171 ${serial++}`;

  describe('pin-call verification (guest service)', () => {
    // spec 000 §5: "Phone verification code length: 6 for mobile, 5 for fixed numbers."
    it.each([
      ['a mobile number', () => freshMobile(), 6],
      ['a fixed number', () => `+49 30 ${serial++}`, 5],
    ])('start with %s yields an id and a pin of %i digits; verify with that pin verifies it', async (_name, number, length) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await start(guest, number());
      expect(res.statusCode).toBe(200);
      const { id, pinLength } = res.json().data.start;
      expect(pinLength).toBe(length);
      const pin = await pinOf(id);
      expect(pin).toMatch(new RegExp(`^\\d{${length}}$`));
      const ok = await verify(guest, id, pin);
      expect(ok.json().data.verify).toMatchObject({ id, verified: true, countryCode: '49', pinLength: length });
      const session = (await asGuest(env.apps.site, guest, 'GET', '/rest/v1/guest/session')).json() as GuestAnswer & { success: true };
      expect(session.data.pincallVerifications).toEqual([expect.objectContaining({ id, verified: true, type: 'avs' })]);
    });

    // spec 000 §8: "Pin-call start fails: first error's errorCode is used, else unknown; no verification is stored"
    it.each([
      [1, 'invalid phone number: not an international number', 'call me maybe', 'avs'],
      [1, 'invalid phone number: a primary mobile number that is a fixed line', '+49 30 1234567', 'primaryMobile'],
      [2, 'country not allowed', '+1 212 555 0100', 'avs'],
      [3, 'invalid verification type', '+49 171 7654321', 'sms'],
      [5, 'number blacklisted', '+49 170 0000000', 'avs'],
      [10, 'unknown: the carrier fails', '+49 155 00000000', 'avs'],
    ])('start fails with code %i (%s) and stores nothing', async (code, _name, number, type) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await start(guest, number, type);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toBeNull();
      expect(codeOf(res)).toBe(code);
      expect(await stored(guest)).toBe(0);
    });

    it('code 6 number not unique: a number another guest verified cannot be started again', async () => {
      const [first, second] = [await signUpAndLogIn(env.apps.site), await signUpAndLogIn(env.apps.site)];
      const number = freshMobile();
      const { id } = (await start(first, number)).json().data.start;
      await verify(first, id, await pinOf(id));
      const res = await start(second, number);
      expect(codeOf(res)).toBe(6);
      expect(res.json().errors[0].extensions.errorName).toBe('numberNotUnique');
      expect(await stored(second)).toBe(0);
      // The owner may verify it again (e.g. as payment number).
      expect((await start(first, number, 'payment')).json().data.start.pinLength).toBe(6);
    });

    it('code 7 id does not exist: an unknown id, and another guest\'s id', async () => {
      const [owner, other] = [await signUpAndLogIn(env.apps.site), await signUpAndLogIn(env.apps.site)];
      expect(codeOf(await verify(owner, '00000000-0000-0000-0000-000000000000', '123456'))).toBe(7);
      const { id } = (await start(owner, freshMobile())).json().data.start;
      expect(codeOf(await verify(other, id, await pinOf(id)))).toBe(7);
    });

    it('code 3 on verify: the type must be the one the verification was started with', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const { id } = (await start(guest, freshMobile())).json().data.start;
      expect(codeOf(await verify(guest, id, await pinOf(id), 'payment'))).toBe(3);
      expect(codeOf(await verify(guest, id, await pinOf(id), 'bogus'))).toBe(3);
    });

    it('codes 8 then 9: two wrong pins are "invalid code", the third reaches the attempt limit; then even the right pin is refused', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const { id } = (await start(guest, freshMobile())).json().data.start;
      const pin = await pinOf(id);
      const wrong = pin === '000000' ? '111111' : '000000';
      const first = await verify(guest, id, wrong);
      expect(codeOf(first)).toBe(8);
      expect(first.json().errors[0].extensions.attemptsLeft).toBe(2);
      expect(codeOf(await verify(guest, id, wrong))).toBe(8);
      expect(codeOf(await verify(guest, id, wrong))).toBe(9);
      const late = await verify(guest, id, pin);
      expect(codeOf(late)).toBe(9);
      expect(late.json().errors[0].extensions.errorName).toBe('attemptLimitReached');
    });

    it('code 4 verification time-out: a pin older than 5 minutes is refused', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const { id } = (await start(guest, freshMobile())).json().data.start;
      const sixMinutesAgo = new Date(Date.now() - PIN_CALL_TTL_MS - 60_000).toISOString();
      await env.database.handle.db.updateTable('pincall_verifications').set({ created_at: sixMinutesAgo }).where('id', '=', id).execute();
      expect(codeOf(await verify(guest, id, await pinOf(id)))).toBe(4);
    });

    it('the time-out follows the injected clock: 5 minutes is still in time, 5 minutes and 1 ms is not', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      let now = new Date('2026-03-01T12:00:00.000Z');
      const service = createPinCallService({ db: env.database.handle.db, sender: createOutboxPinSender(env.apps.context.config.dataDir), clock: () => now });
      const late = await service.start(guest.guestId, { phoneNumber: freshMobile(), type: 'avs', language: 'en' });
      now = new Date(now.getTime() + PIN_CALL_TTL_MS + 1);
      await expect(service.verify(guest.guestId, { id: late.id, type: 'avs', pin: await pinOf(late.id) })).rejects.toMatchObject({ code: 4 });
      const inTime = await service.start(guest.guestId, { phoneNumber: freshMobile(), type: 'avs', language: 'en' });
      now = new Date(now.getTime() + PIN_CALL_TTL_MS);
      await expect(service.verify(guest.guestId, { id: inTime.id, type: 'avs', pin: await pinOf(inTime.id) })).resolves.toMatchObject({ verified: true });
      await expect(service.verify(guest.guestId, { id: 'nope', type: 'avs', pin: '1' })).rejects.toBeInstanceOf(PinCallError);
    });

    it('needs a logged-in guest: no token 401, an anonymous guest\'s token 401', async () => {
      const none = await guestService(env.apps.site, null, '{ avsBonusAvailable }');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ success: false, error: 'Login required', errors: [{ message: 'Login required' }] });
      const anonymous = await anonymousGuest(env.apps.site);
      expect((await guestService(env.apps.site, anonymous.accessToken, '{ avsBonusAvailable }')).statusCode).toBe(401);
    });

    it.each([
      ['no query', {}, 'body.query'],
      ['an empty query', { query: '' }, 'body.query'],
      ['variables that are not an object', { query: '{ avsBonusAvailable }', variables: [1] }, 'body.variables'],
    ])('400 naming the field for %s', async (_name, payload, field) => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await env.apps.site.inject({ method: 'POST', url: '/guest-service', payload, headers: { authorization: `Bearer ${guest.accessToken}` } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it('400 naming the variable when a required argument is missing', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const res = await guestService(env.apps.site, guest.accessToken, VERIFY, { id: 'x', t: 'avs' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toContain('$p');
    });

    // issue 3 §9: "rate limits on ... pin verification, with a clear 429"
    it('rate limit: the 21st pin-call request in 10 minutes gets a 429 naming the limit; other queries still work', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const { id } = (await start(guest, freshMobile())).json().data.start;
      for (let i = 0; i < 19; i++) expect((await verify(guest, id, 'x')).statusCode).toBe(200);
      const limited = await verify(guest, id, 'x');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, statusCode: 429 });
      expect(limited.json().error).toMatch(/^Too many pin-call requests; try again in \d+ minutes?/);
      expect((await guestService(env.apps.site, guest.accessToken, '{ avsBonusAvailable }')).statusCode).toBe(200);
      // Another guest has a budget of its own.
      const other = await signUpAndLogIn(env.apps.site);
      expect((await start(other, freshMobile())).statusCode).toBe(200);
    });
  });
}
