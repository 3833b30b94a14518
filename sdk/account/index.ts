/**
 * Account rules shared by the sign-up form and the server (spec 000 §5):
 * e-mail pattern, name and password lengths. Pure functions, no I/O.
 */

/**
 * spec 000 §5: "E-mail addresses are checked against a standard address pattern."
 * The WHATWG HTML `input type=email` pattern: what browsers accept, so the
 * form and the server never disagree. Length limits from RFC 5321 (254 total, 64 local part).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt hashes anything, but a megabyte "password" is a denial-of-service attempt. */
export const PASSWORD_MAX_LENGTH = 128;

/** True when `email` matches the standard address pattern and length limits. */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL_PATTERN.test(email);
}

/** Trimmed and lower-cased: the form an address is stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Names are 3 to 30 letters, digits, '_', '-' or '.', so they work in profile URLs. */
export function isValidName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH && /^[\p{L}\p{N}_.-]+$/u.test(name);
}

/** Passwords are 8 to 128 characters. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

export type SignUpField = 'name' | 'email' | 'password';

/** The first field of a sign-up form that breaks a rule, or null when all pass. */
export function signUpProblem(input: { name: string; email: string; password: string }): SignUpField | null {
  if (!isValidName(input.name)) return 'name';
  if (!isValidEmail(input.email.trim())) return 'email';
  if (!isValidPassword(input.password)) return 'password';
  return null;
}
