import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { resolveTokenSecret, signAccessToken, verifyAccessToken } from './token';

const SECRET = 'a-secret-of-more-than-32-characters!!';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('verifies a token it signed and returns its claims', async () => {
    const token = await signAccessToken(SECRET, { sub: 'guest-7' });
    await expect(verifyAccessToken(SECRET, token)).resolves.toMatchObject({ sub: 'guest-7', iss: 'velvet' });
  });

  it.each([
    ['expired', () => signAccessToken(SECRET, {}, Math.floor(Date.now() / 1000) - 10), 'Invalid Vxql-Token: the token has expired'],
    ['signed with another secret', () => signAccessToken(`${SECRET}x`), 'Invalid Vxql-Token: the token signature does not match'],
    ['from another issuer', () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('other').sign(new TextEncoder().encode(SECRET)), 'Invalid Vxql-Token: the token claim "iss" is invalid'],
    ['not a JWT', async () => 'not.a.jwt', 'Invalid Vxql-Token: the token is not a well-formed JWT'],
    ['without a signature algorithm ("none")', async () => `${b64({ alg: 'none' })}.${b64({ iss: 'velvet' })}.`, 'Invalid Vxql-Token: the token must be signed with HS256'],
    ['whose payload was changed after signing', async () => {
      const [header, , signature] = (await signAccessToken(SECRET, { sub: 'guest-7' })).split('.');
      return `${header}.${b64({ sub: 'guest-1', iss: 'velvet' })}.${signature}`;
    }, 'Invalid Vxql-Token: the token signature does not match'],
    // Issue 11 §13: "a token without exp never expires; require it".
    ['without "exp" (it would never expire)', () => new SignJWT({ sub: 'guest-7', sid: 'session' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('velvet').setIssuedAt().sign(new TextEncoder().encode(SECRET)), 'Invalid Vxql-Token: the token has no "exp" claim; every access token must expire'],
    ['whose "exp" is not a number', () => new SignJWT({ exp: 'never' as unknown as number }).setProtectedHeader({ alg: 'HS256' }).setIssuer('velvet').sign(new TextEncoder().encode(SECRET)), 'Invalid Vxql-Token: the token claim "exp" is invalid'],
    ['not valid before a future time', () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('velvet').setNotBefore('1h').sign(new TextEncoder().encode(SECRET)), 'Invalid Vxql-Token: the token claim "nbf" is invalid'],
  ])('rejects a token %s, saying why', async (_name, make, message) => {
    await expect(verifyAccessToken(SECRET, await make())).rejects.toThrow(message);
  });
});

describe('resolveTokenSecret', () => {
  it('prefers the configured secret', () => {
    expect(resolveTokenSecret(SECRET, '/nonexistent')).toBe(SECRET);
  });
  it('generates a secret once and keeps it in the data dir across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'velvet-secret-'));
    try {
      const first = resolveTokenSecret(null, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveTokenSecret(null, dir)).toBe(first);
      expect(readFileSync(join(dir, 'token-secret'), 'utf8').trim()).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
