import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidName, isValidPassword, normalizeEmail, signUpProblem, signUpProblems } from './index';

// spec 000 §5: "E-mail addresses are checked against a standard address pattern."
describe('isValidEmail (spec 000 §5 standard address pattern)', () => {
  const cases: [string, boolean][] = [
    ['anna@example.com', true],
    ['anna.lena+velvet@mail.example.co.uk', true],
    ["o'neil@example.de", true],
    ['a@b.cd', true],
    ['ANNA@EXAMPLE.COM', true],
    ['', false],
    ['anna', false],
    ['anna@', false],
    ['@example.com', false],
    ['anna@example', false],
    ['anna@@example.com', false],
    ['anna example@example.com', false],
    ['anna@-example.com', false],
    ['anna@example..com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`anna@${'a'.repeat(250)}.com`, false],
  ];
  it.each(cases)('%j -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('name and password rules', () => {
  it.each([
    ['ab', false], ['abc', true], ['a'.repeat(30), true], ['a'.repeat(31), false], ['Anna Lena', false], ['Jörg_1.x-y', true],
  ] as const)('name %j -> %s (3 to 30 characters)', (name, expected) => expect(isValidName(name)).toBe(expected));
  it.each([
    ['1234567', false], ['12345678', true], ['x'.repeat(128), true], ['x'.repeat(129), false],
  ] as const)('password %j -> %s (at least 8 characters)', (password, expected) => expect(isValidPassword(password)).toBe(expected));
});

const VALID = { name: 'anna', email: 'anna@example.com', password: 'secret-123', ageConfirmed: true, termsAccepted: true };

describe('signUpProblems', () => {
  // issue 12 §9: "Sign-up shows every field error at once, with the reason ("notanemail" and "123" are not flagged today)."
  it.each([
    [VALID, {}],
    [{ ...VALID, email: 'notanemail' }, { email: 'invalid' }],
    [{ ...VALID, password: '123' }, { password: 'tooShort' }],
    [{ ...VALID, email: 'notanemail', password: '123' }, { email: 'invalid', password: 'tooShort' }],
    [{ name: '', email: '', password: '', ageConfirmed: false, termsAccepted: false },
      { name: 'missing', email: 'missing', password: 'missing', ageConfirmed: 'required', termsAccepted: 'required' }],
    [{ ...VALID, name: 'an' }, { name: 'tooShort' }],
    [{ ...VALID, name: 'a'.repeat(31) }, { name: 'tooLong' }],
    [{ ...VALID, name: 'Anna Lena' }, { name: 'characters' }],
    [{ ...VALID, email: '  anna@example.com ' }, {}],
    [{ ...VALID, email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }, { email: 'tooLong' }],
    [{ ...VALID, password: 'x'.repeat(129) }, { password: 'tooLong' }],
    // issue 12 §4: "sign-up asks for confirmation of age and acceptance of the terms and data protection"
    [{ ...VALID, ageConfirmed: false }, { ageConfirmed: 'required' }],
    [{ ...VALID, termsAccepted: false }, { termsAccepted: 'required' }],
  ] as const)('%j -> %j', (input, expected) => expect(signUpProblems(input)).toEqual(expected));
});

describe('signUpProblem', () => {
  it.each([
    [VALID, null],
    [{ ...VALID, name: 'an' }, 'name'],
    [{ ...VALID, email: 'anna@' }, 'email'],
    [{ ...VALID, password: 'short' }, 'password'],
    [{ ...VALID, email: 'anna@', termsAccepted: false }, 'email'],
    [{ ...VALID, termsAccepted: false }, 'termsAccepted'],
  ] as const)('%j -> %s (the first in page order)', (input, expected) => expect(signUpProblem(input)).toBe(expected));
  it('normalizes addresses by trimming and lower-casing', () => expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com'));
});
