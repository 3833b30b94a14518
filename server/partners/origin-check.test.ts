/**
 * GET /rest/v1/partner/originCheck on the real server and database. issue 16 §3: "an origin that is not
 * registered gets a message that names the fix". A browser cannot read why CORS refused a call, so the widgets
 * ask this route, which every origin may read without cookies, and tell the webmaster to register the origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

describe.each(['sqlite', 'postgres'] as const)('partner originCheck on %s', (dialect) => {
  const skip = dialect === 'postgres' && !POSTGRES_URL;
  let database: TestDatabase;
  let apps: TestApps;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0);
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const check = (origin: string, from = origin) =>
    apps.site.inject({ url: `/rest/v1/partner/originCheck?origin=${encodeURIComponent(origin)}`, headers: { origin: from } });

  it.skipIf(skip)('answers registered: false to an unregistered origin, readable by that origin, and true once it is registered', async () => {
    const origin = `https://shop${Date.now()}.origin-check.example`;
    const before = await check(origin);
    expect(before.statusCode, before.body).toBe(200);
    // Readable from the refused origin itself: the one answer CORS lets through to it.
    expect(before.headers['access-control-allow-origin']).toBe('*');
    expect(before.json()).toEqual({ success: true, data: { origin, registered: false, accountUrl: `${apps.context.origins.examples}/account/` } });

    const signUp = await apps.site.inject({ method: 'POST', url: '/rest/v1/partner/signup', remoteAddress: randomIp(), payload: { name: 'Check', email: `check${Date.now()}@partner.example` } });
    const { apiKey } = (signUp.json() as { data: { apiKey: string } }).data;
    const registered = await apps.site.inject({ method: 'POST', url: '/rest/v1/partner/origins', headers: { authorization: `Bearer ${apiKey}` }, payload: { origins: [origin] } });
    expect(registered.statusCode, registered.body).toBe(200);

    const after = await check(origin);
    expect(after.json()).toMatchObject({ data: { origin, registered: true } });
    expect(after.headers['access-control-allow-origin']).toBe(origin);
  });

  it.skipIf(skip)('counts the platform origins as registered', async () => {
    expect((await check(apps.context.origins.examples)).json()).toMatchObject({ data: { registered: true } });
  });

  it.skipIf(skip)('refuses a value that is not an origin with a 400 naming the field', async () => {
    const response = await check('https://partner.example/blog', 'https://partner.example');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.origin' });
  });
});
