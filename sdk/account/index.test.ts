import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidName, isValidPassword, normalizeEmail, signUpProblem } from './index';

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

describe('signUpProblem', () => {
  it.each([
    [{ name: 'anna', email: 'anna@example.com', password: 'secret-123' }, null],
    [{ name: 'an', email: 'anna@example.com', password: 'secret-123' }, 'name'],
    [{ name: 'anna', email: 'anna@', password: 'secret-123' }, 'email'],
    [{ name: 'anna', email: 'anna@example.com', password: 'short' }, 'password'],
  ] as const)('%j -> %s', (input, expected) => expect(signUpProblem(input)).toBe(expected));
  it('normalizes addresses by trimming and lower-casing', () => expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com'));
});
