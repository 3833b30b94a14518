// Pending sessions (guests/sessions.ts): the shared page hands out a signed session secret without writing a
// row (issue 12 §1: "server render p99 at most 30 ms per page under 20 concurrent requests"; a guest and a
// session row per page view were more than half of a cached answer's CPU). spec 000 §6: "Anonymous guests get
// a guest id too": the guest exists from the first API call that needs one, under the page's cookie.
import { describe, expect, it } from 'vitest';
import { isPendingSecret, newPendingSecret, newSecret, SESSION_MAX_AGE_SECONDS } from './sessions';

const KEY = 'a-token-secret-of-this-server';
const NOW = Date.parse('2026-11-24T07:00:00Z');

describe('pending session secrets', () => {
  it('are accepted by the server that signed them, cookie-safe, and differ per call', () => {
    const secret = newPendingSecret(KEY, NOW);
    expect(isPendingSecret(KEY, secret, NOW)).toBe(true);
    expect(secret).toMatch(/^[\w.-]+$/);
    expect(newPendingSecret(KEY, NOW)).not.toBe(secret);
  });

  it.each([
    ['signed with another key', (secret: string) => secret, 'another-key'],
    ['with a changed random part', (secret: string) => secret.replace(/\.([\w-])/, (_match, char: string) => `.${char === 'A' ? 'B' : 'A'}`), KEY],
    ['with a changed issue time', (secret: string) => secret.replace(/^p1\.[0-9a-z]+/, `p1.${(NOW - 1000).toString(36)}`), KEY],
    ['without its MAC', (secret: string) => secret.slice(0, secret.lastIndexOf('.')), KEY],
    ['with a MAC of another length', (secret: string) => `${secret}A`, KEY],
  ])('are refused when %s: nobody chooses the id of a session they plant', (_name, change, key) => {
    expect(isPendingSecret(key, change(newPendingSecret(KEY, NOW)), NOW)).toBe(false);
  });

  it('are refused once older than a session lives, or issued in the future beyond a minute of clock skew', () => {
    const secret = newPendingSecret(KEY, NOW);
    expect(isPendingSecret(KEY, secret, NOW + SESSION_MAX_AGE_SECONDS * 1000 - 1)).toBe(true);
    expect(isPendingSecret(KEY, secret, NOW + SESSION_MAX_AGE_SECONDS * 1000)).toBe(false);
    expect(isPendingSecret(KEY, secret, NOW - 59_000)).toBe(true);
    expect(isPendingSecret(KEY, secret, NOW - 61_000)).toBe(false);
  });

  it('never take an ordinary session secret for a pending one', () => {
    expect(isPendingSecret(KEY, newSecret(), NOW)).toBe(false);
  });
});
