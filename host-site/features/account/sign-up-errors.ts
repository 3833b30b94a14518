/**
 * What the sign-up form says about each field (pure, unit-tested): every
 * problem at once with its reason (issue 12 §9), the server's refusals mapped
 * to their field, and the gentler check when a field loses focus.
 */
import { signUpProblems, type SignUpField, type SignUpReason, type SignUpValues } from '../../../sdk/account';
import type { SiteKey } from '../../shared/i18n';
import { codeOf, serverField } from './server-field';
import type { SignUpTextKey } from './sign-up-texts';

/** A message: a site key or one of the form's own (./sign-up-texts), and its values ("{{value}}" is what the guest typed). */
export interface FieldMessage {
  key: SiteKey | SignUpTextKey;
  values?: Record<string, string>;
}

export type SignUpErrors = Partial<Record<SignUpField, FieldMessage>>;

const REASON_KEYS: Record<SignUpField, Partial<Record<SignUpReason, SiteKey | SignUpTextKey>>> = {
  name: { missing: 'signUp.error.name.missing', tooShort: 'signUp.error.name.tooShort', tooLong: 'signUp.error.name.tooLong', characters: 'signUp.error.name.characters' },
  email: { missing: 'signUp.error.email.missing', invalid: 'signUp.error.email.invalid', tooLong: 'signUp.error.email.tooLong' },
  password: { missing: 'signUp.error.password.missing', tooShort: 'signUp.error.password.tooShort', tooLong: 'signUp.error.password.tooLong' },
  ageConfirmed: { required: 'signUp.error.ageConfirmed' },
  termsAccepted: { required: 'signUp.error.termsAccepted' },
};

/** The words of a server refusal that names a field but no reason. */
const SERVER_FIELD_KEYS: Record<SignUpField, SiteKey | SignUpTextKey> = {
  name: 'signUp.error.name',
  email: 'signUp.error.email',
  password: 'signUp.error.password',
  ageConfirmed: 'signUp.error.ageConfirmed',
  termsAccepted: 'signUp.error.termsAccepted',
};

const FIELDS = Object.keys(SERVER_FIELD_KEYS) as SignUpField[];
/** A long paste would make the message unreadable: the quoted value is cut. */
const QUOTED_MAX = 40;

function messageFor(field: SignUpField, reason: SignUpReason, values: SignUpValues): FieldMessage {
  const key = REASON_KEYS[field][reason] ?? SERVER_FIELD_KEYS[field];
  if (field !== 'email' || reason !== 'invalid') return { key };
  const typed = values.email.trim();
  return { key, values: { value: typed.length > QUOTED_MAX ? `${typed.slice(0, QUOTED_MAX - 1)}…` : typed } };
}

/** Every field at fault with the words for its reason; empty when the form may be sent. */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const problems = signUpProblems(values);
  return Object.fromEntries(Object.entries(problems).map(([field, reason]) => [field, messageFor(field as SignUpField, reason, values)]));
}

/**
 * The error a field shows when the guest leaves it: only for something typed
 * (leaving an empty field is not a mistake yet), and never for the checkboxes.
 */
export function blurError(field: SignUpField, values: SignUpValues): FieldMessage | null {
  if (field === 'ageConfirmed' || field === 'termsAccepted' || values[field] === '') return null;
  return signUpErrors(values)[field] ?? null;
}

/** How the form shows a refused POST guest/signup: at its field, or above the button. */
export type SignUpRefusal = { field: SignUpField; message: FieldMessage } | { field: null; key: SiteKey };

/** Maps an error of POST guest/signup: taken name or address and every field the server names at that field. */
export function signUpRefusal(error: unknown): SignUpRefusal {
  const code = codeOf(error);
  if (code === 'EMAIL_TAKEN') return { field: 'email', message: { key: 'signUp.error.emailTaken' } };
  if (code === 'NAME_TAKEN') return { field: 'name', message: { key: 'signUp.error.nameTaken' } };
  const field = serverField(error, FIELDS);
  if (field) return { field, message: { key: SERVER_FIELD_KEYS[field] } };
  if (code === 'RATE_LIMITED') return { field: null, key: 'form.error.tooMany' };
  return { field: null, key: code === null ? 'form.error.network' : 'form.error.generic' };
}
