/**
 * The attack of issue 11 A12 on SQLite and PostgreSQL: "anonymous guests send
 * share mails with free text to any address (30 of 30). Limit per guest and
 * per day, and the share link must open the video: today it points to
 * /videos/{id}, which is a 404 ... Build links with the sdk's route table and
 * test them with matchPath."
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTAS } from '../../sdk/quotas';
import { matchPath } from '../../sdk/routes';
import { createOutbox } from '../mail/outbox';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { dailyQuotaUsed } from './usage';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`share mails on ${dialect}`, () => {
    let database: TestDatabase;
    /** Two app sets on one database: two server processes. */
    let first: TestApps;
    let second: TestApps;
    let video: { id: number; actorName: string };

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      first = await buildTestApps(database, 0.02);
      second = await buildTestApps(database, 0);
      video = await database.handle.db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
        .select(['videos.id', 'performers.name as actorName']).orderBy('videos.id').executeTakeFirstOrThrow();
    }, 60_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.dispose();
    });

    const share = (app: FastifyInstance, guest: { guestId: string; cookie: string }, recipient: string, lang = 'en') =>
      app.inject({
        method: 'POST', url: `/rest/v1/guest/sendVideoShareEmail?lang=${lang}`,
        // A new client address per request: the attacker rotated it, so the per-address limit never applied.
        remoteAddress: randomIp(), headers: { cookie: guest.cookie },
        payload: { recipient, message: 'Cheap pills at https://spam.example', videoId: video.id, guestId: guest.guestId },
      });
    const mailsTo = async (to: string) => (await createOutbox(database.config.dataDir).list()).filter((mail) => mail.to === to);
    const verified = async (app: FastifyInstance) => {
      const guest = await signUpAndLogIn(app);
      await database.handle.db.updateTable('guests').set({ email_verified_at: new Date().toISOString() }).where('id', '=', guest.guestId).execute();
      return guest;
    };

    it('30 share mails with free text from an anonymous guest: all refused, none sent', async () => {
      const anonymous = await anonymousGuest(first.site);
      const answers = [];
      for (let index = 0; index < 30; index += 1) answers.push(await share(first.site, anonymous, 'victim@example.com'));
      expect(answers[0]!.json()).toMatchObject({ statusCode: 401, error: 'Login required' });
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0);
      expect(answers.every((answer) => answer.statusCode >= 400 && answer.statusCode < 500)).toBe(true);
      expect(await mailsTo('victim@example.com')).toHaveLength(0);
    });

    it('a logged-in guest whose e-mail address is not confirmed is refused with 403 emailNotVerified', async () => {
      const guest = await signUpAndLogIn(first.site);
      const answer = await share(first.site, guest, 'unverified-target@example.com');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ statusCode: 403, code: 'EMAIL_NOT_VERIFIED' });
      expect(await mailsTo('unverified-target@example.com')).toHaveLength(0);
    });

    it(`a confirmed guest's mail number ${QUOTAS.shareMailsPerDay + 1} of the day is 429 shareMailsPerDay, counted across processes`, async () => {
      const guest = await verified(first.site);
      // Half through one process, the rest through the other: the count lives in the database.
      for (let index = 0; index < QUOTAS.shareMailsPerDay; index += 1) {
        const app = index % 2 === 0 ? first.site : second.site;
        expect((await share(app, guest, 'friend-a@example.com')).json()).toEqual({ status: 'OK' });
      }
      for (const app of [first.site, second.site]) {
        const refused = await share(app, guest, 'friend-a@example.com');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ statusCode: 429, code: 'DAILY_LIMIT_REACHED' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
      }
      expect(await mailsTo('friend-a@example.com')).toHaveLength(QUOTAS.shareMailsPerDay);
      expect(await dailyQuotaUsed(database.handle.db, guest.guestId, 'shareMailsPerDay', Date.now())).toBe(QUOTAS.shareMailsPerDay);
      // Another guest has a quota of its own.
      expect((await share(first.site, await verified(first.site), 'friend-a@example.com')).json()).toEqual({ status: 'OK' });
    });

    it.each(['de', 'en', 'es', 'nl'] as const)('the link in the mail (%s) matches the site\'s video route of that video', async (lang) => {
      const guest = await verified(first.site);
      const recipient = `link-${lang}@example.com`;
      expect((await share(first.site, guest, recipient, lang)).json()).toEqual({ status: 'OK' });
      const [mail] = await mailsTo(recipient);
      const link = new URL(mail!.links[0]!);
      expect(link.origin).toBe(first.context.origins.site);
      expect(mail!.text).toContain(link.href);
      // The site answers 200 exactly for paths matchPath knows (server/sites/host-site.ts); /videos/{id} was not one.
      expect(matchPath(`/videos/${video.id}`)).toBeNull();
      expect(matchPath(link.pathname)).toEqual({ screen: 'actorVideo', language: lang, params: { actorName: video.actorName.toLowerCase(), videoId: String(video.id) } });
    });
  });
}
