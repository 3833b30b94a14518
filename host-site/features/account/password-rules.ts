/** What the password pages check and how they read the server's refusals (pure, unit-tested). */
import { isValidEmail, isValidPassword } from '../../../sdk/account';
import type { SiteKey } from '../../shared/i18n';
import { serverField, statusOf } from './server-field';

export type NewPasswordField = 'password' | 'repeat';

/** The first field of the reset form at fault: the password rules first, then the two entries must match. */
export function newPasswordProblem(input: { password: string; repeat: string }): NewPasswordField | null {
  if (!isValidPassword(input.password)) return 'password';
  if (input.password !== input.repeat) return 'repeat';
  return null;
}

/** True when the password-lost form may be sent. */
export function isSendableEmail(email: string): boolean {
  return isValidEmail(email.trim());
}

/**
 * How the reset page shows a refused POST guest/passwordReset: a used, expired
 * or unknown token (400 naming body.token) ends the form and offers a new link;
 * a bad password is shown at the field; everything else above the button.
 */
export type ResetRefusal = { kind: 'token' } | { kind: 'field'; field: 'password'; key: SiteKey } | { kind: 'form'; key: SiteKey };

/** Maps an error of POST guest/passwordReset to what the page shows. */
export function resetRefusal(error: unknown): ResetRefusal {
  const status = statusOf(error);
  const field = serverField(error, ['token', 'password'] as const);
  if (field === 'token') return { kind: 'token' };
  if (field === 'password') return { kind: 'field', field, key: 'signUp.error.password' };
  if (status === 429) return { kind: 'form', key: 'form.error.tooMany' };
  return { kind: 'form', key: status === null ? 'form.error.network' : 'form.error.generic' };
}

/** Maps an error of POST guest/passwordLost: a bad address at its field, else a form message (never "no such account"). */
export function lostRefusal(error: unknown): { field: 'email' | null; key: SiteKey } {
  const status = statusOf(error);
  if (serverField(error, ['email'] as const)) return { field: 'email', key: 'signUp.error.email' };
  if (status === 429) return { field: null, key: 'form.error.tooMany' };
  return { field: null, key: status === null ? 'form.error.network' : 'form.error.generic' };
}
