import { describe, expect, it } from 'vitest';
import { RestError } from '../../../sdk/api/rest';
import { isSendableEmail, lostRefusal, newPasswordProblem, resetRefusal } from './password-rules';

const refused = (status: number, code: string, field: string | null = null) =>
  new RestError('POST', 'guest/passwordReset', status, undefined, { body: { success: false, statusCode: status, code, error: 'refused', field } });

describe('newPasswordProblem', () => {
  // sdk/account: "Passwords are 8 to 128 characters"; the page asks twice so a typo cannot lock the guest out.
  it.each([
    [{ password: 'short', repeat: 'short' }, 'password'],
    [{ password: 'x'.repeat(129), repeat: 'x'.repeat(129) }, 'password'],
    [{ password: 'long enough', repeat: 'long enough!' }, 'repeat'],
    [{ password: 'long enough', repeat: '' }, 'repeat'],
    [{ password: 'long enough', repeat: 'long enough' }, null],
  ] as const)('%j -> %s', (input, expected) => {
    expect(newPasswordProblem(input)).toBe(expected);
  });
});

describe('isSendableEmail', () => {
  it.each([
    ['anna@example.com', true],
    ['  anna@example.com ', true],
    ['anna@', false],
    ['', false],
  ])('%j -> %s', (email, expected) => {
    expect(isSendableEmail(email)).toBe(expected);
  });
});

describe('resetRefusal', () => {
  // server/guests/account.ts: "The reset link is invalid, used or expired" is a 400 LINK_INVALID naming body.token.
  it.each([
    [refused(400, 'LINK_INVALID', 'body.token'), { kind: 'token' }],
    [refused(400, 'VALIDATION_FAILED', 'body.password'), { kind: 'field', field: 'password', key: 'signUp.error.password' }],
    [refused(429, 'RATE_LIMITED'), { kind: 'form', key: 'form.error.tooMany' }],
    [refused(500, 'INTERNAL_ERROR'), { kind: 'form', key: 'form.error.generic' }],
    [new RestError('POST', 'guest/passwordReset', 502), { kind: 'form', key: 'form.error.generic' }],
    [new TypeError('Failed to fetch'), { kind: 'form', key: 'form.error.network' }],
  ])('%s -> %j', (error, expected) => {
    expect(resetRefusal(error)).toEqual(expected);
  });
});

describe('lostRefusal', () => {
  // The answer to passwordLost never says whether the address exists, so the page has no "unknown address" message.
  it.each([
    [refused(400, 'VALIDATION_FAILED', 'body.email'), { field: 'email', key: 'signUp.error.email' }],
    [refused(429, 'RATE_LIMITED'), { field: null, key: 'form.error.tooMany' }],
    [refused(500, 'INTERNAL_ERROR'), { field: null, key: 'form.error.generic' }],
    [new TypeError('Failed to fetch'), { field: null, key: 'form.error.network' }],
  ])('%s -> %j', (error, expected) => {
    expect(lostRefusal(error)).toEqual(expected);
  });
});
