/**
 * The password and verification calls of issue 3 §1. sdk/api/guest.ts has no
 * functions for them yet, so the pages call the REST client directly here.
 */
import type { RestClient } from '../../../sdk/api/rest';

/** POST guest/passwordLost: the same answer whether or not the address has an account. */
export function postPasswordLost(client: RestClient, email: string): Promise<{ success: boolean }> {
  return client.post<{ success: boolean }>('guest/passwordLost', { email });
}

/** POST guest/passwordReset: sets the new password and ends every session of the guest; it does not log in. */
export function postPasswordReset(client: RestClient, token: string, password: string): Promise<{ success: boolean }> {
  return client.post<{ success: boolean }>('guest/passwordReset', { token, password });
}

/** GET guest/verifyEmail: marks the address verified; a 400 naming query.token when the link is used or expired. */
export function getVerifyEmail(client: RestClient, token: string): Promise<{ success: boolean }> {
  return client.get<{ success: boolean }>('guest/verifyEmail', { token });
}
