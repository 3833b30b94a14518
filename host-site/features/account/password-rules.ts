/** What the password pages check and how they read the server's refusals (pure, unit-tested). */
import { isValidEmail, isValidPassword } from '../../../sdk/account';
import type { SiteKey } from '../../shared/i18n';
import { codeOf, serverField } from './server-field';

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
 * or unknown token (LINK_INVALID) ends the form and offers a new link;
 * a bad password is shown at the field; everything else above the button.
 */
export type ResetRefusal = { kind: 'token' } | { kind: 'field'; field: 'password'; key: SiteKey } | { kind: 'form'; key: SiteKey };

/** Maps an error of POST guest/passwordReset to what the page shows. */
export function resetRefusal(error: unknown): ResetRefusal {
  const code = codeOf(error);
  if (code === 'LINK_INVALID') return { kind: 'token' };
  if (serverField(error, ['password'] as const)) return { kind: 'field', field: 'password', key: 'signUp.error.password' };
  if (code === 'RATE_LIMITED') return { kind: 'form', key: 'form.error.tooMany' };
  return { kind: 'form', key: code === null ? 'form.error.network' : 'form.error.generic' };
}

/** Maps an error of POST guest/passwordLost: a bad address at its field, else a form message (never "no such account"). */
export function lostRefusal(error: unknown): { field: 'email' | null; key: SiteKey } {
  const code = codeOf(error);
  if (serverField(error, ['email'] as const)) return { field: 'email', key: 'signUp.error.email' };
  if (code === 'RATE_LIMITED') return { field: null, key: 'form.error.tooMany' };
  return { field: null, key: code === null ? 'form.error.network' : 'form.error.generic' };
}
