import { describe, expect, it } from 'vitest';
import { ApiError, getAlbum, postVideoBuy, readErrorBodies } from './guest';
import { createRestClient, RestError } from './rest';

function respond(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('readErrorBodies', () => {
  it('turns a 400 ErrorBody into an ApiError naming the field (still a RestError)', async () => {
    const client = createRestClient({
      apiBase: '',
      language: 'en',
      fetch: readErrorBodies(respond(400, { success: false, statusCode: 400, error: 'body.email: expected an e-mail address', field: 'body.email' })),
    });
    const error = await client.post('guest/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 400, field: 'body.email', path: 'guest/signup', serverError: 'body.email: expected an e-mail address' });
  });

  it('keeps a 402 answer whole (PurchaseAnswer with the balance)', async () => {
    const client = createRestClient({ apiBase: '', language: 'en', fetch: readErrorBodies(respond(402, { success: false, guestBalance: 3, guestBalanceFormatted: '3 VXC', error: 'Not enough coins' })) });
    const error = await client.post('video/1/buy', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 402, body: { guestBalance: 3 }, serverError: 'Not enough coins' });
  });

  it('leaves an answer without a JSON body to the client (plain RestError)', async () => {
    const client = createRestClient({ apiBase: '', language: 'en', fetch: readErrorBodies(async () => new Response('oops', { status: 502 })) });
    const error = await client.get('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

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
