import { describe, expect, it } from 'vitest';
import { getAlbum, postVideoBuy } from './guest';
import { createRestClient } from './rest';

describe('calls', () => {
  it('GET gallery/open carries albumId as a query parameter; buy posts the idempotency key', async () => {
    const seen: Array<[string, string | undefined]> = [];
    const transport: typeof fetch = async (input, init) => {
      seen.push([String(input), init?.body as string | undefined]);
      return new Response('{"success":true}', { status: 200 });
    };
    const client = createRestClient({ apiBase: 'https://api.test', language: 'de', fetch: transport });
    await getAlbum(client, 12);
    await postVideoBuy(client, 5, 'abc');
    expect(seen[0]![0]).toBe('https://api.test/rest/v1/gallery/open?albumId=12&lang=de&v=1');
    expect(seen[1]).toEqual(['https://api.test/rest/v1/video/5/buy?lang=de&v=1', '{"idempotencyKey":"abc"}']);
  });
});
