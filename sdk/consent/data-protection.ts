/**
 * The data-protection notice (spec 000 §4: "shown until closed; on a
 * successful close it is hidden"; §6: closing needs a login). The session's
 * showDataProtection flag is the source; only a successful
 * POST guest/closeDataProtection clears it.
 */
import type { GuestSession } from '../api/guest-types';
import { RestError } from '../api/errors';
import type { RestClient } from '../api/rest';
import { $guest } from '../session/store';

/** Why a close failed, so the notice can say what the guest can do. */
export type CloseFailure = 'loginRequired' | 'network' | 'server';

export type CloseOutcome = { closed: true } | { closed: false; failure: CloseFailure };

/** Whether the notice shows: a logged-in guest whose session still asks for it (only they can close it, spec 000 §6). */
export function shouldShowDataProtection(guest: GuestSession | null): boolean {
  return Boolean(guest?.isLoggedIn && guest.showDataProtection);
}

/** Names a failed close: 401/403 mean log in again, no answer means the connection, else the server. */
export function closeFailureOf(error: unknown): CloseFailure {
  if (!(error instanceof RestError)) return 'network';
  if (error.status === 0) return 'network';
  if (error.status === 401 || error.status === 403) return 'loginRequired';
  return 'server';
}

/** POST guest/closeDataProtection; on success `$guest.showDataProtection` becomes false, on failure nothing changes. */
export async function closeDataProtection(client: RestClient): Promise<CloseOutcome> {
  try {
    const answer = await client.post<{ success: boolean }>('guest/closeDataProtection', { accepted: true });
    if (!answer.success) return { closed: false, failure: 'server' };
  } catch (error) {
    return { closed: false, failure: closeFailureOf(error) };
  }
  const guest = $guest.get();
  if (guest) $guest.set({ ...guest, showDataProtection: false });
  return { closed: true };
}
