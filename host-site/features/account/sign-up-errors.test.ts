import { describe, expect, it } from 'vitest';
import { RestError } from '../../../sdk/api/rest';
import { blurError, signUpErrors, signUpRefusal } from './sign-up-errors';

const VALID = { name: 'anna', email: 'anna@example.com', password: 'secret-123', ageConfirmed: true, termsAccepted: true };
const refused = (status: number, body: Record<string, unknown>) =>
  new RestError('POST', 'guest/signup', status, undefined, { body: { success: false, statusCode: status, error: 'x', ...body } });

describe('signUpErrors', () => {
  // issue 12 §9: "Sign-up shows every field error at once, with the reason ("notanemail" and "123" are not flagged today)."
  it('flags "notanemail" and "123" together, each with its reason, the address quoted', () => {
    expect(signUpErrors({ ...VALID, email: 'notanemail', password: '123' })).toEqual({
      email: { key: 'signUp.error.email.invalid', values: { value: 'notanemail' } },
      password: { key: 'signUp.error.password.tooShort' },
    });
  });

  it('names every empty field and both missing confirmations (issue 12 §4)', () => {
    expect(signUpErrors({ name: '', email: '', password: '', ageConfirmed: false, termsAccepted: false })).toEqual({
      name: { key: 'signUp.error.name.missing' },
      email: { key: 'signUp.error.email.missing' },
      password: { key: 'signUp.error.password.missing' },
      ageConfirmed: { key: 'signUp.error.ageConfirmed' },
      termsAccepted: { key: 'signUp.error.termsAccepted' },
    });
  });

  it.each([
    [{ name: 'an' }, { name: { key: 'signUp.error.name.tooShort' } }],
    [{ name: 'Anna Lena' }, { name: { key: 'signUp.error.name.characters' } }],
    [{ password: 'x'.repeat(129) }, { password: { key: 'signUp.error.password.tooLong' } }],
    [{ email: `${'a'.repeat(60)}@example` }, { email: { key: 'signUp.error.email.invalid', values: { value: `${'a'.repeat(39)}…` } } }],
  ])('%j -> %j', (change, expected) => {
    expect(signUpErrors({ ...VALID, ...change })).toEqual(expected);
  });

  it('is empty for a form that may be sent', () => expect(signUpErrors(VALID)).toEqual({}));
});

describe('blurError', () => {
  it.each([
    ['email', { email: 'notanemail' }, 'signUp.error.email.invalid'],
    ['password', { password: '123' }, 'signUp.error.password.tooShort'],
    ['email', { email: '' }, null],
    ['name', { name: '' }, null],
    ['termsAccepted', { termsAccepted: false }, null],
    ['email', {}, null],
  ] as const)('leaving %s with %j shows %s (nothing for an untouched empty field)', (field, change, key) => {
    expect(blurError(field, { ...VALID, ...change })?.key ?? null).toBe(key);
  });
});

describe('signUpRefusal', () => {
  it.each([
    [refused(409, { code: 'EMAIL_TAKEN', field: 'body.email' }), { field: 'email', message: { key: 'signUp.error.emailTaken' } }],
    [refused(409, { code: 'NAME_TAKEN', field: 'body.name' }), { field: 'name', message: { key: 'signUp.error.nameTaken' } }],
    [refused(400, { code: 'VALIDATION_FAILED', field: 'body.termsAccepted' }), { field: 'termsAccepted', message: { key: 'signUp.error.termsAccepted' } }],
    [refused(400, { code: 'VALIDATION_FAILED', field: 'body.ageConfirmed' }), { field: 'ageConfirmed', message: { key: 'signUp.error.ageConfirmed' } }],
    [refused(400, { code: 'VALIDATION_FAILED', field: 'body.password' }), { field: 'password', message: { key: 'signUp.error.password' } }],
    [refused(429, { code: 'RATE_LIMITED' }), { field: null, key: 'form.error.tooMany' }],
    [refused(500, { code: 'INTERNAL_ERROR' }), { field: null, key: 'form.error.generic' }],
    [new TypeError('Failed to fetch'), { field: null, key: 'form.error.network' }],
  ])('%s -> %j (the server error goes to its field)', (error, expected) => {
    expect(signUpRefusal(error)).toEqual(expected);
  });
});
