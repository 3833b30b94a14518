import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSession } from '../api/guest-types';
import { RestError } from '../api/errors';
import type { RestClient } from '../api/rest';
import { $guest, resetSessionStore } from '../session/store';
import { closeDataProtection, closeFailureOf, shouldShowDataProtection } from './data-protection';

afterEach(() => resetSessionStore());

const guest = (fields: Partial<GuestSession>) => ({ id: 'g1', isLoggedIn: true, showDataProtection: true, ...fields }) as GuestSession;

function clientAnswering(answer: () => Promise<unknown>): RestClient & { posts: Array<[string, unknown]> } {
  const posts: Array<[string, unknown]> = [];
  return {
    posts,
    get: () => Promise.reject(new Error('no GET expected')),
    delete: () => Promise.reject(new Error('no DELETE expected')),
    post: <T>(path: string, body?: unknown) => {
      posts.push([path, body]);
      return answer() as Promise<T>;
    },
    resolveUrl: (path) => path,
  };
}

describe('shouldShowDataProtection', () => {
  // spec 000 §4: "Data-protection notice: shown until closed"; §6: "Login is required for ... closing the data-protection notice"
  it.each<[string, GuestSession | null, boolean]>([
    ['before the session loaded', null, false],
    ['to a logged-in guest who has not closed it', guest({}), true],
    ['to a logged-in guest who closed it', guest({ showDataProtection: false }), false],
    ['to an anonymous guest, who could not close it', guest({ isLoggedIn: false }), false],
  ])('%s: %s', (_name, session, shown) => {
    expect(shouldShowDataProtection(session)).toBe(shown);
  });
});

describe('closeDataProtection', () => {
  // spec 000 §4: "on a successful close it is hidden"
  it('POSTs guest/closeDataProtection with accepted true and hides the notice on success', async () => {
    $guest.set(guest({}));
    const client = clientAnswering(async () => ({ success: true }));
    expect(await closeDataProtection(client)).toEqual({ closed: true });
    expect(client.posts).toEqual([['guest/closeDataProtection', { accepted: true }]]);
    expect($guest.get()?.showDataProtection).toBe(false);
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['a 401', () => Promise.reject(new RestError('POST', 'guest/closeDataProtection', 401)), 'loginRequired'],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a 500', () => Promise.reject(new RestError('POST', 'guest/closeDataProtection', 500)), 'server'],
    ['success false', async () => ({ success: false }), 'server'],
  ])('keeps the notice after %s and names the failure', async (_name, answer, failure) => {
    $guest.set(guest({}));
    expect(await closeDataProtection(clientAnswering(answer))).toEqual({ closed: false, failure });
    expect($guest.get()?.showDataProtection).toBe(true);
  });

  it('reads a status-0 RestError as the connection', () => {
    expect(closeFailureOf(new RestError('POST', 'x', 0))).toBe('network');
  });
});
