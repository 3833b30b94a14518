/** Locked, restricted and comment-blocked guests (issue 3 §8), for one dialect. */
import { describe, expect, it } from 'vitest';
import { canComment } from '../../../sdk/trust';
import { currentGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { signUpAndLogIn } from '../../test/guests';
import { assertMayBuy, setGuestStanding } from '../guest-standing';
import { asGuest, type TrustEnv } from './env';

/** Registers the guest-standing tests. */
export function defineStandingTests(env: TrustEnv) {
  const recordOf = async (guestId: string) => {
    const row = await env.database.handle.db.selectFrom('guests').selectAll().where('id', '=', guestId).executeTakeFirstOrThrow();
    return { id: row.id, isLoggedIn: row.kind === 'registered', isLocked: row.is_locked === 1, restrictionLevel: row.restriction_level, isBlockedForComments: row.is_blocked_for_comments === 1 };
  };
  const refusal = (fn: () => void) => {
    try {
      fn();
      return null;
    } catch (error) {
      return error instanceof HttpError ? [error.statusCode, error.message] : error;
    }
  };

  describe('guest standing', () => {
    it('locking logs the guest out: the session cookie no longer authenticates', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      expect((await asGuest(env.apps.site, guest, 'GET', '/rest/v1/avs/status')).statusCode).toBe(200);
      await setGuestStanding(env.database.handle.db, guest.guestId, { isLocked: true });
      expect((await asGuest(env.apps.site, guest, 'GET', '/rest/v1/avs/status')).statusCode).toBe(401);
      const request = { headers: { authorization: `Bearer ${guest.accessToken}` }, query: {} } as never;
      expect(await currentGuest(request, env.apps.context)).toBeNull();
    });

    it.each([
      ['in good standing, 18-rated', {}, 18, null],
      ['locked', { isLocked: true }, 16, [403, 'Account locked']],
      ['restriction level 1, 16-rated', { restrictionLevel: 1 }, 16, null],
      ['restriction level 1, 18-rated', { restrictionLevel: 1 }, 18, [403, 'This account may not buy 18-rated content']],
      ['restriction level 2', { restrictionLevel: 2 }, 16, [403, 'Purchases are suspended for this account']],
    ] as const)('assertMayBuy: %s', async (_name, change, ageRating, expected) => {
      const guest = await signUpAndLogIn(env.apps.site);
      await setGuestStanding(env.database.handle.db, guest.guestId, change);
      const record = { ...(await recordOf(guest.guestId)), name: null, email: null, emailVerified: false, country: 'DE', createdAt: '' };
      expect(refusal(() => assertMayBuy(record, { ageRating }))).toEqual(expected);
    });

    it('assertMayBuy: anonymous is 401 Login required', () => {
      expect(refusal(() => assertMayBuy(null, { ageRating: 16 }))).toEqual([401, 'Login required']);
    });

    it('blocked for comments: canComment turns false, and the session says so', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      expect(canComment(await recordOf(guest.guestId))).toBe(true);
      await setGuestStanding(env.database.handle.db, guest.guestId, { isBlockedForComments: true, restrictionLevel: 1 });
      expect(canComment(await recordOf(guest.guestId))).toBe(false);
      const session = (await asGuest(env.apps.site, guest, 'GET', '/rest/v1/guest/session')).json().data;
      expect(session).toMatchObject({ isBlockedForComments: true, isRestricted: true, restrictionLevel: 1 });
    });

    it.each([
      ['a negative level', { restrictionLevel: -1 }, 400],
      ['a fractional level', { restrictionLevel: 1.5 }, 400],
    ])('setGuestStanding refuses %s', async (_name, change, status) => {
      const guest = await signUpAndLogIn(env.apps.site);
      await expect(setGuestStanding(env.database.handle.db, guest.guestId, change)).rejects.toMatchObject({ statusCode: status, field: 'restrictionLevel' });
    });

    it('setGuestStanding: 404 for an unknown guest', async () => {
      await expect(setGuestStanding(env.database.handle.db, 'nobody', { isLocked: true })).rejects.toMatchObject({ statusCode: 404 });
    });
  });
}
