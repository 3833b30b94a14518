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

export type SignUpField = 'name' | 'email' | 'password' | 'ageConfirmed' | 'termsAccepted';

/** Why a field is refused: the form shows the reason, not only "invalid" (issue 12 §9). */
export type SignUpReason = 'missing' | 'tooShort' | 'tooLong' | 'characters' | 'invalid' | 'required';

/** What the sign-up form sends; the two confirmations are checkboxes. */
export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  /** "I am 18 or older" (issue 12 §4). */
  ageConfirmed: boolean;
  /** "I accept the terms of service and have read the data-protection notice". */
  termsAccepted: boolean;
}

/** The form's fields in page order: the first of them at fault gets the focus. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'ageConfirmed', 'termsAccepted'];

function nameReason(name: string): SignUpReason | null {
  if (name === '') return 'missing';
  if (name.length < NAME_MIN_LENGTH) return 'tooShort';
  if (name.length > NAME_MAX_LENGTH) return 'tooLong';
  return isValidName(name) ? null : 'characters';
}

function emailReason(email: string): SignUpReason | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'missing';
  if (trimmed.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return isValidEmail(trimmed) ? null : 'invalid';
}

function passwordReason(password: string): SignUpReason | null {
  if (password === '') return 'missing';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return password.length > PASSWORD_MAX_LENGTH ? 'tooLong' : null;
}

/**
 * Every field of a sign-up form that breaks a rule, with the reason (issue 12
 * §9: "Sign-up shows every field error at once, with the reason"). Empty when
 * the form may be sent.
 */
export function signUpProblems(values: SignUpValues): Partial<Record<SignUpField, SignUpReason>> {
  const reasons: Record<SignUpField, SignUpReason | null> = {
    name: nameReason(values.name),
    email: emailReason(values.email),
    password: passwordReason(values.password),
    ageConfirmed: values.ageConfirmed ? null : 'required',
    termsAccepted: values.termsAccepted ? null : 'required',
  };
  return Object.fromEntries(SIGN_UP_FIELDS.filter((field) => reasons[field]).map((field) => [field, reasons[field]]));
}

/** The first field of a sign-up form that breaks a rule (in page order), or null when all pass. */
export function signUpProblem(values: SignUpValues): SignUpField | null {
  const problems = signUpProblems(values);
  return SIGN_UP_FIELDS.find((field) => problems[field]) ?? null;
}

/**
 * The version of the terms of service and data-protection notice a guest
 * accepts: the date they were last changed. Stored with the time of acceptance
 * (guests.terms_version); changing the texts in a way that needs a new
 * acceptance means a new date here.
 */
export const TERMS_VERSION = '2026-11-24';
