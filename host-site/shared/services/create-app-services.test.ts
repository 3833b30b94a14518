import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { $guest, resetSessionStore } from '../../../sdk/session/store';
import { createRestClient } from '../../../sdk/api/rest';
import { createAppServices } from './create-app-services';
import { getBrand } from '../../../white-label/brands';

describe('createAppServices REST client', () => {
  afterEach(() => resetSessionStore());

  // spec 000 §6: "An access token from the page configuration is sent as an Authorization header".
  it('sends the current guest\'s access token as Authorization: Bearer, and none before the session is known', async () => {
    const headers: Array<string | undefined> = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      headers.push((init.headers as Record<string, string>).authorization);
      return Response.json({ success: true });
    }) as unknown as typeof globalThis.fetch;
    const client = createAppServices({ brand: getBrand('velvet'), fetch }).restClient('en');
    await client.get('guest/session');
    $guest.set({ id: 'g1', accessToken: 'token-of-g1' } as GuestSession);
    await client.get('guest/getGuestBalance');
    expect(headers).toEqual([undefined, 'Bearer token-of-g1']);
  });
});

// The client's module loads on the first call (first route budget); resolveUrl answers before that, as the sdk's does.
describe('createAppServices resolveUrl', () => {
  it.each([
    ['', '/img/performer/1/w320.svg'],
    ['https://api.example.com/', '/img/performer/1/w320.svg'],
    ['https://api.example.com', 'img/x.svg'],
    ['https://api.example.com', 'https://cdn.example.com/x.svg'],
    ['https://api.example.com', '//cdn.example.com/x.svg'],
    ['', 'data:image/svg+xml,<svg/>'],
  ])('with apiBase %j resolves %j like sdk/api/rest.ts', (apiBase, path) => {
    const services = createAppServices({ brand: getBrand('velvet'), apiBase });
    const sdk = createRestClient({ apiBase, language: 'en' });
    expect(services.restClient('en').resolveUrl(path)).toBe(sdk.resolveUrl(path));
  });
});
