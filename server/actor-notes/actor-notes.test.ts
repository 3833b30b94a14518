/**
 * Issue 15 §8 "actor notes for logged-in guests (getActorNoteById, storeActorNote)"
 * on SQLite and PostgreSQL. spec 001 §3: "Actor note: actorId, comment." spec 000
 * §6: login is required for the guest's own things. The attacks: anonymous reads
 * and writes, reading another guest's note, a note on an unknown or banning
 * performer, an over-long note.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_NOTE_MAX_LENGTH } from '../../sdk/actor-notes/rules';
import { addressIn } from '../test/addresses';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { asGuest } from '../trust/test/env';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`actor notes on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    let performer: { id: number };
    let banned: { id: number; country: string };
    const db = () => database.handle.db;
    const read = (guest: { cookie: string } | null, actorId: number, address?: string) => asGuest(site, guest, 'GET', `/rest/v1/actor/getActorNoteById/${actorId}`, undefined, {}, address);
    const store = (guest: { cookie: string } | null, body: unknown, address?: string) => asGuest(site, guest, 'POST', '/rest/v1/actor/storeActorNote', body, {}, address);
    const rows = (actorId: number) => db().selectFrom('actor_notes').selectAll().where('actor_id', '=', actorId).execute();

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.1);
      site = apps.site;
      performer = await db().selectFrom('performers').select('id')
        .where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).orderBy('id').executeTakeFirstOrThrow();
      const ban = await db().selectFrom('performer_banned_countries').select(['performer_id', 'country_code']).orderBy('performer_id').executeTakeFirstOrThrow();
      banned = { id: ban.performer_id, country: ban.country_code };
    }, 60_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    it('a guest stores a note, reads it back trimmed, changes it, and an empty text clears it (one row per guest and performer)', async () => {
      const guest = await signUpAndLogIn(site);
      expect((await read(guest, performer.id)).json()).toEqual({ success: true, data: { actorId: performer.id, comment: '' } });
      expect((await store(guest, { actorId: performer.id, comment: '  likes long chats \n' })).json()).toEqual({ success: true, data: { actorId: performer.id, comment: 'likes long chats' } });
      const answer = await read(guest, performer.id);
      expect(answer.json().data).toEqual({ actorId: performer.id, comment: 'likes long chats' });
      // A private note: never kept by a shared cache.
      expect(answer.headers['cache-control']).toBe('private, no-store');
      await store(guest, { actorId: performer.id, comment: 'online on Sundays' });
      expect((await read(guest, performer.id)).json().data.comment).toBe('online on Sundays');
      expect((await rows(performer.id)).filter((row) => row.guest_id === guest.guestId)).toHaveLength(1);
      expect((await store(guest, { actorId: performer.id, comment: '   ' })).json().data).toEqual({ actorId: performer.id, comment: '' });
      expect((await rows(performer.id)).filter((row) => row.guest_id === guest.guestId)).toHaveLength(0);
    });

    it('attack: another guest reads only their own (empty) note on the same performer, and their save leaves the first note alone', async () => {
      const [owner, other] = [await signUpAndLogIn(site), await signUpAndLogIn(site)];
      await store(owner, { actorId: performer.id, comment: 'the owner\'s secret' });
      expect((await read(other, performer.id)).json().data).toEqual({ actorId: performer.id, comment: '' });
      await store(other, { actorId: performer.id, comment: 'mine' });
      expect((await read(owner, performer.id)).json().data.comment).toBe('the owner\'s secret');
      expect((await read(other, performer.id)).json().data.comment).toBe('mine');
    });

    it('attack: an anonymous guest (or none) can neither read nor store a note: 401 LOGIN_REQUIRED, nothing written', async () => {
      const anonymous = await anonymousGuest(site);
      for (const guest of [null, anonymous]) {
        expect((await read(guest, performer.id)).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });
        expect((await store(guest, { actorId: performer.id, comment: 'x' })).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });
      }
      expect((await rows(performer.id)).filter((row) => row.guest_id === anonymous.guestId)).toHaveLength(0);
    });

    it(`refuses a note longer than ${ACTOR_NOTE_MAX_LENGTH} characters with 400 naming body.comment, keeping the stored one`, async () => {
      const guest = await signUpAndLogIn(site);
      await store(guest, { actorId: performer.id, comment: 'kept' });
      const answer = await store(guest, { actorId: performer.id, comment: 'x'.repeat(ACTOR_NOTE_MAX_LENGTH + 1) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.comment' });
      expect((await read(guest, performer.id)).json().data.comment).toBe('kept');
    });

    it.each([
      [{ comment: 'x' }, 'body.actorId'],
      [{ actorId: 0, comment: 'x' }, 'body.actorId'],
      [{ actorId: 'lena', comment: 'x' }, 'body.actorId'],
      [{ actorId: 1 }, 'body.comment'],
      [{ actorId: 1, comment: 5 }, 'body.comment'],
    ])('refuses the body %j naming %s', async (body, field) => {
      const guest = await signUpAndLogIn(site);
      const answer = await store(guest, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });

    it('answers 404 naming the field for an unknown performer, and 451 for a performer who bans the guest\'s country', async () => {
      const guest = await signUpAndLogIn(site);
      expect((await read(guest, 99_999_999)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', field: 'params.actorId' });
      expect((await store(guest, { actorId: 99_999_999, comment: 'x' })).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', field: 'body.actorId' });
      const from = addressIn(banned.country);
      expect((await read(guest, banned.id, from)).statusCode).toBe(451);
      expect((await store(guest, { actorId: banned.id, comment: 'x' }, from)).json()).toMatchObject({ statusCode: 451, code: 'NOT_AVAILABLE_IN_COUNTRY' });
      expect((await rows(banned.id)).filter((row) => row.guest_id === guest.guestId)).toHaveLength(0);
    });
  });
}
