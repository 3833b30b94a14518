/** The development routes of the realtime features: loopback and the dev key only (DESIGN.md "Safe by default"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEY_HEADER } from '../../http/dev-only';
import { signUpAndLogIn } from '../../test/guests';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../../test/harness';

describe('dev routes: presence and notifications', () => {
  let database: TestDatabase;
  let apps: TestApps;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    apps = await buildTestApps(database, 0.1);
  }, 60_000);
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = { [DEV_KEY_HEADER]: apps.context.devKey }, remoteAddress = '127.0.0.1') =>
    apps.site.inject({ method: 'POST', url: `/rest/v1/dev/${url}`, payload, headers, remoteAddress });

  it('answers another machine with a plain 404 and this machine without the key with 403 DEV_KEY_REQUIRED', async () => {
    expect((await post('presence', { actorId: 1, online: true }, { [DEV_KEY_HEADER]: apps.context.devKey }, '10.1.2.3')).statusCode).toBe(404);
    const keyless = await post('presence', { actorId: 1, online: true }, {});
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json()).toMatchObject({ code: 'DEV_KEY_REQUIRED' });
  });

  it('flips a performer\'s presence once (a repeat changes nothing) and names an unknown performer', async () => {
    const performer = await database.handle.db.selectFrom('performers').select('id').where('is_online', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    expect((await post('presence', { actorId: performer.id, online: true })).json()).toEqual({ changed: true });
    expect((await post('presence', { actorId: performer.id, online: true })).json()).toEqual({ changed: false });
    const row = await database.handle.db.selectFrom('performers').select('is_online').where('id', '=', performer.id).executeTakeFirstOrThrow();
    expect(row.is_online).toBe(1);
    const unknown = await post('presence', { actorId: 999_999, online: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.actorId' });
  });

  it('stores a notification of the chosen type for the guest', async () => {
    const guest = await signUpAndLogIn(apps.site);
    const answer = await post('notification', { guestId: guest.guestId, list: 'floating', type: 6, title: 'Six', text: 'hidden on phones' });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await database.handle.db.selectFrom('notifications').selectAll().where('id', '=', answer.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ guest_id: guest.guestId, list: 'floating', type: 6, title: 'Six', unseen: 1 });
    expect((await post('notification', { guestId: 'nobody', list: 'floating', type: 1, title: 'x', text: '' })).statusCode).toBe(404);
  });
});
