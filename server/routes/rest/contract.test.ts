/**
 * The REST contract, walked through the OpenAPI document (DESIGN.md: "Every route declares TypeBox
 * schemas for params, query, body and every answer ... `@fastify/swagger` turns them into OpenAPI at
 * `/rest/docs/json`"; "Every 4xx answer carries a machine-readable `code` and the offending `field`").
 * On SQLite and PostgreSQL: what the database hands back (counts, numbers) is what gets serialized.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../../sdk/api/error-codes';
import { SANDBOX_CARDS } from '../../money/payment-provider';
import { LIMITS } from '../../guests/rate-limits';
import { buildContractApp, type ContractApp } from '../../test/contract-app';
import { signUpAndLogIn } from '../../test/guests';
import { passAgeVerification } from '../../test/age-verification';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../test/harness';
import { isDocumentedPath } from './docs';

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's /video/:videoId is OpenAPI's /video/{videoId}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationsOf = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

/** A value for each path parameter that the schema accepts, so a request reaches the handler. */
const EXAMPLE_PARAMS: Record<string, string> = {
  type: 'videos', payload: encodeURIComponent('{"offset":0,"limit":3}'), actorIdOrName: '1', zipCode: '10115', videoId: '1', albumId: '1',
  postId: '1', challengeId: 'challenge-1', code: 'NEU50WELCOME', promoCode: 'NEU50WELCOME', channelId: 'channel-1', actorId: '1',
  imageId: '00000000-0000-4000-8000-000000000000', kind: 'performer', id: '1', file: 'w60.svg',
  chatId: '00000000-0000-4000-8000-000000000000',
  language: 'en', searchPattern: 'anna',
};
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_all, name: string) => EXAMPLE_PARAMS[name] ?? '1');

describe.each(['sqlite', 'postgres'] as const)('the REST contract on %s', (dialect) => {
  const skip = dialect === 'postgres' && !POSTGRES_URL;
  let database: TestDatabase;
  let contract: ContractApp;
  let doc: OpenApi;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(dialect);
    contract = await buildContractApp(database);
    const res = await contract.app.inject({ url: '/rest/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as OpenApi;
  });
  afterAll(async () => {
    await contract?.app.close();
    await database?.dispose();
  });

  it.skipIf(skip)('documents every registered REST route, and no route that does not exist', () => {
    const registered = contract.routes
      .filter((route) => isDocumentedPath(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .sort();
    const documented = operationsOf(doc).map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort();
    expect(documented).toEqual(registered);
    expect(registered.length).toBeGreaterThan(60);
  });

  it.skipIf(skip)('gives every operation a 2xx answer schema, and an ErrorBody for 400 and 500 (and 413, 415 for a body)', () => {
    for (const { path, method, operation } of operationsOf(doc)) {
      const name = `${method.toUpperCase()} ${path}`;
      const ok = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(ok.length, `${name} has a 2xx answer`).toBeGreaterThan(0);
      for (const [status, answer] of ok) expect(Object.values(answer.content ?? {})[0]?.schema, `${name} ${status} has a schema`).toBeDefined();
      for (const status of method === 'post' ? ['400', '413', '415', '500'] : ['400', '500']) {
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${name} documents ${status}`).toBeDefined();
      }
    }
  });

  describe('a tour of every operation, with broken requests and as a logged-in guest', () => {
    beforeAll(async () => {
      if (skip) return;
      const { app } = contract;
      // First: the broken requests below spend the client address's sign-up budget.
      const guest = await signUpAndLogIn(app);
      const tooLong = 'x'.repeat(65);
      const huge = JSON.stringify({ padding: 'x'.repeat(6 * 1024 * 1024) });
      for (const { path, method, operation } of operationsOf(doc)) {
        const url = fill(path);
        const takesV = operation.parameters?.some((p) => p.in === 'query' && p.name === 'v');
        const verb = method.toUpperCase() as 'GET' | 'POST';
        // Anonymous, as the client would call it (an empty body where one is expected).
        await app.inject({ method: verb, url, ...(verb === 'POST' ? { payload: {} } : {}) });
        if (takesV) await app.inject({ method: verb, url: `${url}?v=${tooLong}` });
        if (verb !== 'POST') continue;
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"broken":' });
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-velvet' }, payload: 'a=1' });
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: huge });
      }

      // The logged-in guest walks the answers that carry data.
      const headers = { cookie: guest.cookie };
      const key = (name: string) => `contract-${name}-${guest.guestId.slice(0, 8)}`;
      const get = (url: string) => app.inject({ method: 'GET', url, headers });
      const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
      const payload = (value: object) => encodeURIComponent(JSON.stringify(value));
      await get(`/rest/v1/tileGrid/get/performers/${payload({ offset: 0, limit: 20 })}`);
      await get(`/rest/v1/tileGrid/get/videos/${payload({ offset: 0, limit: 20 })}`);
      for (const url of [
        '/rest/v1/actor/getActorDataByIdOrName/1', '/rest/v1/guest/session', '/rest/v1/guest/profile/get', '/rest/v1/guest/getGuestBalance',
        '/rest/v1/guest/benefits', '/rest/v1/video/1', '/rest/v1/gallery/open?albumId=1', '/rest/v1/avs/status', '/rest/v1/guest/favorite/actors',
        '/rest/v1/messenger/channel/actor/1', '/rest/v1/messenger/recommendations', '/rest/v1/messenger/actor/1', '/rest/v1/survey/feedbackdata',
        '/rest/v1/utility/getGeoLocationByZip/10115', '/rest/v1/utility/getGeoLocationByZip/99999', '/rest/v1/bonus/check/NEU50WELCOME',
        '/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/NEU50WELCOME', '/rest/v1/payment/sandbox3ds/challenge-1', '/img/performer/1/w60.svg',
      ]) await get(url);
      await post('/rest/v1/guest/getNotificationsSettings');
      await post('/rest/v1/guest/savePreferences', { data: { theme: 'dark' } });
      await post('/rest/v1/guest/conversionChat', { action: 'enable' });
      await post('/rest/v1/utility/relation/addRelation', { subjectTypeId: 1, subjectId: 'me', relationTypeId: 2, objectTypeId: 3, objectId: 7 });
      await post('/rest/v1/utility/relation/hasRelation', { subjectTypeId: 1, subjectId: 'me', relationTypeId: 2, objectTypeId: 3, objectId: 7 });
      await post('/rest/v1/video/1/buy', { idempotencyKey: key('video') });
      const card = { number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };
      await post('/rest/v1/payment/topup', { amountEuros: 50, card, idempotencyKey: key('topup') });
      await post('/rest/v1/payment/topup', { amountEuros: 5, card: { ...card, number: SANDBOX_CARDS.declines }, idempotencyKey: key('declined') });
      await post('/rest/v1/payment/topup', { amountEuros: 5, card: { ...card, number: SANDBOX_CARDS.requires3ds }, idempotencyKey: key('3ds') });
      await post('/rest/v1/video/1/buy', { idempotencyKey: key('video-again') });
      await post('/rest/v1/album/1/buy', { idempotencyKey: key('album') });
      await post('/rest/v1/feed/post/1/tip', { amountCoins: 3, idempotencyKey: key('tip') });
      await post('/rest/v1/messenger/gift/buy', { giftId: 1, quantity: 2, idempotencyKey: key('gift') });
      await post('/rest/v1/subscription/vip', { idempotencyKey: key('vip') });
      await post('/rest/v1/subscription/vip/cancel');
      await post('/rest/v1/payment/oneClick/config', { enabled: true, amounts: [10, 20] });
      await post('/rest/v1/payment/autoRecharge/config', { enabled: true, amountEuros: 10, thresholdCoins: 50 });
      await post('/rest/v1/guest/redeemBonus', { code: 'NEU50WELCOME' });
      await post('/rest/v1/guest/redeemBonus', { code: 'NEU50WELCOME' });
      await post('/rest/v1/survey/feedback', { feedback: 'Lovely', currentUrl: 'https://velvet.test/' });
      await post('/rest/v1/tracker/track', { eventContext: 'contract', eventAction: 'tour', eventData: { step: 1 } });
      await post('/rest/v1/watch/start', { videoId: 1 });
      // Live chat (issue 14): a start (a chat, or a refusal with its code), the running chat, its end, the button config.
      // Live chats are rated 18 (spec 001 §9 "age-rating denial 601"): the guest verifies first, so the chat routes run too.
      await passAgeVerification(app, guest);
      const chat = await post('/rest/v1/chat/start', { actorId: 1, chatType: 'liveChat', seq: 1 });
      await get('/rest/v1/chat/active');
      const chatId = (chat.json() as { chatId?: string }).chatId;
      if (chatId) {
        await get(`/rest/v1/chat/${chatId}`);
        await post(`/rest/v1/chat/${chatId}/tip`, { amount: 1 });
        await post(`/rest/v1/chat/${chatId}/end`, {});
      }
      await get('/rest/v1/actor/1/chatButtonConfig');
      await get('/rest/v1/guest/favorite/actors?page=1');
      // Global search (issue 15): a search stored with functional consent, by type with a count, the history, an over-long pattern.
      await app.inject({ method: 'GET', url: '/rest/v1/searchResult/search/en/video', headers: { cookie: `${guest.cookie}; vc=v1.f1.a0` } });
      await get('/rest/v1/searchResult/searchByType?searchPattern=video&searchType=videos&take=5&withTotalCount=true');
      await get('/rest/v1/searchResult/searchByType?searchPattern=anna&searchType=actors&sort=name&order=desc');
      await app.inject({ method: 'GET', url: '/rest/v1/searchResult/lastSearches', headers: { cookie: `${guest.cookie}; vc=v1.f1.a0` } });
      await app.inject({ method: 'DELETE', url: '/rest/v1/searchResult/lastSearches', headers });
      await get(`/rest/v1/searchResult/search/en/${'y'.repeat(101)}`);
      // Actor search (issue 15 items 2-3): init, a search by postcode with filters, a zip of the wrong length, filter/delete, the online amount.
      await post('/rest/v1/actorsearch/init', { searchType: 'default' });
      await post('/rest/v1/actorsearch/search?page=1', { moodValue: 0, searchType: 'custom', sortType: 'distance', requestId: 1, forcedGuestZip: '10115', searchConditions: { gender: ['F'] } });
      await post('/rest/v1/actorsearch/search', { moodValue: 0, searchType: 'default', sortType: 'rank', requestId: 2, forcedGuestZip: '1234' });
      await post('/rest/v1/actorsearch/filter/delete', { searchConditions: { gender: ['F'] }, searchType: 'custom' });
      await get('/rest/v1/monitoringActors/onlineActorsAmount');
      // One address past its password-reset budget (LIMITS.passwordLost): a 429 from the rate limiter.
      for (let attempt = 0; attempt <= LIMITS.passwordLost.max; attempt++) await post('/rest/v1/guest/passwordLost', { email: 'nobody@example.com' });
      await get('/rest/v1/video/99999999');
      await get('/rest/v1/guest/getGuestBalance');
    });

    it.skipIf(skip)('answers only with statuses its route documents', () => {
      const undocumented = contract.answers
        .filter((answer) => isDocumentedPath(answer.route))
        .filter((answer) => !doc.paths[openApiPath(answer.route)]?.[answer.method.toLowerCase()]?.responses[String(answer.status)])
        .map((answer) => `${answer.method} ${answer.route} answered ${answer.status}`);
      expect([...new Set(undocumented)]).toEqual([]);
    });

    it.skipIf(skip)('gives every 4xx a machine-readable code and a field (null when no field is at fault)', () => {
      const errors = contract.answers.filter((answer) => answer.status >= 400 && answer.status < 500);
      // The tour met the refusals Fastify and the routes raise.
      const statuses = new Set(errors.map((answer) => answer.status));
      for (const status of [400, 401, 402, 404, 409, 413, 415, 429]) expect(statuses, `a ${status}`).toContain(status);
      for (const { method, route, status, body } of errors) {
        const error = body as Record<string, unknown> | null;
        expect(error, `${method} ${route} ${status}`).toMatchObject({ success: false, statusCode: status });
        expect(isErrorCode(error?.code), `${method} ${route} ${status} code ${String(error?.code)}`).toBe(true);
        expect(error !== null && 'field' in error && (error.field === null || typeof error.field === 'string'), `${method} ${route} ${status} field`).toBe(true);
      }
      const codes = new Set(errors.map((answer) => (answer.body as { code: string }).code));
      for (const code of ['VALIDATION_FAILED', 'INVALID_JSON', 'BODY_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'LOGIN_REQUIRED', 'NOT_FOUND', 'PAYMENT_DECLINED']) {
        expect(codes, code).toContain(code);
      }
    });

    it.skipIf(skip)('names the field at fault: query.v, body, headers.content-type', () => {
      const fields = new Map(contract.answers.filter((a) => a.status >= 400).map((a) => [(a.body as { code: string }).code, new Set<unknown>()]));
      for (const answer of contract.answers.filter((a) => a.status >= 400)) {
        const { code, field } = answer.body as { code: string; field: unknown };
        fields.get(code)!.add(field);
      }
      expect(fields.get('INVALID_JSON')).toEqual(new Set(['body']));
      expect(fields.get('BODY_TOO_LARGE')).toEqual(new Set(['body']));
      expect(fields.get('UNSUPPORTED_MEDIA_TYPE')).toEqual(new Set(['headers.content-type']));
      expect(fields.get('VALIDATION_FAILED')).toContain('query.v');
      expect(fields.get('LOGIN_REQUIRED')).toEqual(new Set([null]));
    });

    it.skipIf(skip)('serializes every answer by its schema without losing or changing what the handler sent', () => {
      expect(contract.answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(50);
      expect(contract.serializationProblems).toEqual([]);
    });
  });
});
