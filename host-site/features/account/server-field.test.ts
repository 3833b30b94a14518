import { describe, expect, it } from 'vitest';
import { RestError } from '../../../sdk/api/rest';
import { codeOf, serverField, statusOf } from './server-field';

const apiError = (field?: string, statusCode = 400) =>
  new RestError('POST', 'guest/signup', statusCode, undefined, { body: { success: false, statusCode, error: 'bad', ...(field ? { field } : {}) } });

describe('serverField', () => {
  it.each([
    ['body.email', 'email'],
    ['email', 'email'],
    ['body.password', 'password'],
    ['body.unknown', null],
    [undefined, null],
  ])('%s -> %s (the 400 names the field, server/http/errors.ts)', (field, expected) => {
    expect(serverField(apiError(field), ['name', 'email', 'password'])).toBe(expected);
  });

  it('ignores errors that are not RestErrors', () => {
    expect(serverField(new Error('x'), ['email'])).toBeNull();
  });
});

describe('statusOf', () => {
  it('reads the status of REST errors and null for network failures', () => {
    expect(statusOf(apiError('email', 409))).toBe(409);
    expect(statusOf(new RestError('GET', 'x', 502))).toBe(502);
    expect(statusOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('codeOf', () => {
  // DESIGN.md: "Every 4xx answer carries a machine-readable code ...; clients choose the words from the code".
  it('reads ErrorBody.code, UNKNOWN for an answer without one, and null for network failures', () => {
    const refused = new RestError('POST', 'guest/signup', 409, undefined, { body: { success: false, statusCode: 409, code: 'EMAIL_TAKEN', error: 'taken', field: 'body.email' } });
    expect(codeOf(refused)).toBe('EMAIL_TAKEN');
    expect(codeOf(new RestError('GET', 'x', 502))).toBe('UNKNOWN');
    expect(codeOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
