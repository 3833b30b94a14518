/** Survey routes (spec 002 §4.7, §5, §7.7) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { createSurveyRepository, type NewSurveyAnswer } from './repository';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`survey routes on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    let actorId: number;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.05);
      site = apps.site;
      const performer = await database.handle.db.selectFrom('performers').select('id').orderBy('id').executeTakeFirstOrThrow();
      actorId = performer.id;
    });
    afterAll(async () => {
      await apps.close();
      await database.dispose();
    });

    const post = (path: string, payload: object, headers: Record<string, string> = {}, remoteAddress = randomIp()) =>
      site.inject({ method: 'POST', url: `/rest/v1/${path}?lang=en`, payload, remoteAddress, headers });
    const rows = (guestId: string) => database.handle.db.selectFrom('survey_answers').selectAll().where('guest_id', '=', guestId).execute();
    const feedback = (patch: object = {}) => ({ feedback: 'Lovely site', currentUrl: 'http://localhost:8080/', ...patch });

    // spec 002 §4.7: "A feedback answer ends as stored or time-limited."
    it('stores a logged-in guest feedback with its e-mail and url, normalised', async () => {
      const { guestId, cookie } = await signUpAndLogIn(site);
      const res = await post('survey/feedback', feedback({ feedback: '  Lovely site  ', email: ' Me@Example.COM ', mobile: true }), { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { stored: true, timeLimit: false, retryAfterSeconds: 0 } });
      expect(await rows(guestId)).toMatchObject([{ kind: 'feedback', feedback: 'Lovely site', email: 'me@example.com', current_url: 'http://localhost:8080/', mobile: 1 }]);
    });

    // Our decision: anonymous guests may answer; the first answer gives them a guest id (and a session cookie).
    it('stores an anonymous guest feedback and starts a session for a cookieless one', async () => {
      const { guestId, cookie } = await anonymousGuest(site);
      expect((await post('survey/feedback', feedback(), { cookie })).statusCode).toBe(200);
      expect(await rows(guestId)).toHaveLength(1);
      const cookieless = await post('survey/feedback', feedback());
      expect(cookieless.statusCode).toBe(200);
      expect(String(cookieless.headers['set-cookie'])).toContain('vs=');
    });

    it('a second feedback within 10 minutes is 429 with the wait, and nothing is stored', async () => {
      const { guestId, cookie } = await signUpAndLogIn(site);
      await post('survey/feedback', feedback(), { cookie });
      const res = await post('survey/feedback', feedback({ feedback: 'again' }), { cookie });
      expect(res.statusCode).toBe(429);
      const body = res.json() as { error: string; timeLimit: boolean; retryAfterSeconds: number };
      expect(body.timeLimit).toBe(true);
      expect(body.retryAfterSeconds).toBeGreaterThan(590);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(body.error).toMatch(/^Too many feedback answers: the limit is 10 minutes; try again in 10 minutes$/);
      expect(res.headers['retry-after']).toBe(String(body.retryAfterSeconds));
      expect(await rows(guestId)).toHaveLength(1);
    });

    it('caps cookieless answers from one client address at 5 per window', async () => {
      const ip = randomIp();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await post('survey/feedback', feedback(), {}, ip)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    });

    // spec 002 §5: text "1 to 1200 characters"; e-mail "if given it must match the product's e-mail pattern".
    it.each<[string, object, string]>([
      ['empty text', { feedback: '' }, 'body.feedback'],
      ['blank text', { feedback: '   ' }, 'body.feedback'],
      ['1201 characters', { feedback: 'x'.repeat(1201) }, 'body.feedback'],
      ['a bad e-mail', { email: 'not-an-address' }, 'body.email'],
      ['no text at all', { feedback: undefined }, 'body.feedback'],
      ['no url', { currentUrl: undefined }, 'body.currentUrl'],
      ['a rating of 6', { rating: 6 }, 'body.rating'],
    ])('feedback with %s is 400 naming %s, and nothing is stored', async (_case, patch, field) => {
      const { guestId, cookie } = await anonymousGuest(site);
      const res = await post('survey/feedback', feedback(patch), { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, statusCode: 400, field });
      expect((res.json() as { error: string }).error.length).toBeLessThan(300);
      expect(await rows(guestId)).toHaveLength(0);
    });

    it('accepts exactly 1200 characters and an empty e-mail', async () => {
      const { cookie } = await anonymousGuest(site);
      expect((await post('survey/feedback', feedback({ feedback: 'y'.repeat(1200), email: '' }), { cookie })).statusCode).toBe(200);
    });

    // spec 002 §4.7: "A chat-exit answer marks stored."
    it('stores a chat-exit answer; a repeat about the same performer keeps the first and still says stored', async () => {
      const { guestId, cookie } = await anonymousGuest(site);
      const answer = { actorId, rating: 4, feedback: 'Nice', currentUrl: 'http://x/', chatId: 'c1', chatType: 'video', isAnonymousVoicecall: true };
      const first = await post('survey/chatexit', answer, { cookie });
      const repeat = await post('survey/chatexit', { ...answer, rating: 1 }, { cookie });
      expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
      expect((repeat.json() as { data: { stored: boolean } }).data.stored).toBe(true);
      expect(await rows(guestId)).toMatchObject([{ kind: 'chatexit', actor_id: actorId, rating: 4, chat_id: 'c1', chat_type: 'video', is_anonymous_voicecall: 1 }]);
    });

    it.each<[string, object, string]>([
      ['neither rating nor text', {}, 'body.rating'],
      ['a rating of 0', { rating: 0 }, 'body.rating'],
      ['an unknown performer', { actorId: 99_999_999, rating: 3 }, 'body.actorId'],
      ['1201 characters', { feedback: 'x'.repeat(1201) }, 'body.feedback'],
    ])('chat-exit with %s is 400 naming %s', async (_case, patch, field) => {
      const res = await post('survey/chatexit', { actorId, currentUrl: 'http://x/', ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
    });

    it.each(['GET', 'POST'] as const)('%s survey/feedbackdata gives headlines, the e-mail prefill and whether the guest may send', async (method) => {
      const { cookie, session } = await signUpAndLogIn(site);
      const url = '/rest/v1/survey/feedbackdata?lang=de';
      const before = (await site.inject({ method, url, headers: { cookie } })).json() as { data: Record<string, unknown> };
      expect(before.data).toMatchObject({ canSend: true, retryAfterSeconds: 0, maxLength: 1200, email: session.email });
      expect(before.data.headlines).toEqual({ feedback: 'Wie gefällt dir unsere Seite? Sag uns deine Meinung', chatexit: 'Wie war dein Chat?' });
      await post('survey/feedback', feedback(), { cookie });
      const after = (await site.inject({ method, url, headers: { cookie } })).json() as { data: { canSend: boolean; retryAfterSeconds: number } };
      expect(after.data.canSend).toBe(false);
      expect(after.data.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('feedbackdata creates no guest for a cookieless visitor', async () => {
      const res = await site.inject({ method: 'GET', url: '/rest/v1/survey/feedbackdata' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((res.json() as { data: { email: unknown; canSend: boolean } }).data).toMatchObject({ email: null, canSend: true });
    });

    it('the time limit ends after its window (repository, explicit clock)', async () => {
      const surveys = createSurveyRepository(database.handle.db);
      const answer: NewSurveyAnswer = {
        kind: 'feedback', guest_id: 'clock-guest', feedback: 'x', email: null, rating: null, actor_id: null, chat_id: null,
        chat_type: null, is_anonymous_voicecall: 0, mobile: 0, current_url: '', client_hash: `clock-${dialect}`,
      };
      const rule = { key: `feedback:clock-guest-${dialect}`, windowMs: 600_000 };
      const t0 = new Date('2030-01-01T00:00:00Z');
      const at = (ms: number) => new Date(t0.getTime() + ms);
      expect(await surveys.store(answer, rule, 5, t0)).toMatchObject({ stored: true });
      expect(await surveys.store(answer, rule, 5, at(599_000))).toEqual({ stored: false, limitedBy: 'guest', retryAfterSeconds: 1 });
      expect(await surveys.store(answer, rule, 5, at(600_000))).toMatchObject({ stored: true });
    });
  });
}
