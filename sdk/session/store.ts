/**
 * The guest session store of spec 000 §3. `$guest` starts loading when it
 * gets its first listener (nanostores onMount), with the client given to
 * `configureSession`; components read it and call the actions in ./actions.
 */
import { atom, computed, onMount } from 'nanostores';
import { getGuestSession } from '../api/guest-session';
import type { GuestSession } from '../api/guest-types';
import type { RestClient } from '../api/rest';
import { $paymentsAwaitingFeedback } from './payment-feedback';

/** 'idle' until the first load starts; 'error' when the last load failed. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The current guest session, or null before it loaded. */
export const $guest = atom<GuestSession | null>(null);
export const $sessionStatus = atom<SessionStatus>('idle');

/** spec 000 §3 isLoggedIn. */
export const $isLoggedIn = computed($guest, (guest) => guest?.isLoggedIn ?? false);
/** The balance in coins (VXC); 0 before the session loaded. */
export const $balance = computed($guest, (guest) => guest?.balance ?? 0);

let configuredClient: RestClient | null = null;

/** Sets the client the store loads with when it is first watched; the host calls it once at start-up. */
export function configureSession(client: RestClient): void {
  configuredClient = client;
  if ($guest.lc > 0 && $sessionStatus.get() === 'idle') loadSession(client).catch(() => undefined);
}

/**
 * A page whose host configured no session (a partner page: only widgets) loads the session with `client`; a
 * host's own configuration (the site's) is kept. Returns true when `client` became the session's client.
 */
export function configureSessionIfUnset(client: () => RestClient): boolean {
  if (configuredClient) return false;
  configureSession(client());
  // The caller needs the session now, watched or not yet (a failure sets status 'error').
  if ($sessionStatus.get() === 'idle') loadSession().catch(() => undefined);
  return true;
}

/** The configured client, or an error naming what to call first. */
export function sessionClient(): RestClient {
  if (!configuredClient) throw new Error('sdk/session: expected configureSession(client) before the first action, got none');
  return configuredClient;
}

/** GET guest/session into `$guest`; a failure keeps the last session and sets status 'error'. */
export async function loadSession(client: RestClient = sessionClient()): Promise<GuestSession | null> {
  $sessionStatus.set('loading');
  try {
    const answer = await getGuestSession(client);
    if (!answer.success) throw new Error(`guest/session: expected success true, got error "${answer.error}"`);
    $guest.set(answer.data);
    $sessionStatus.set('ready');
    return answer.data;
  } catch (error) {
    $sessionStatus.set('error');
    throw error;
  }
}

onMount($guest, () => {
  // Swallowed here only: the status says it failed, and a later action or reload tries again.
  if (configuredClient && $sessionStatus.get() === 'idle') loadSession(configuredClient).catch(() => undefined);
});

/** Test helper: back to the state before any load. */
export function resetSessionStore(): void {
  $paymentsAwaitingFeedback.set([]);
  $guest.set(null);
  $sessionStatus.set('idle');
  configuredClient = null;
}
