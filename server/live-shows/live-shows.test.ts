/**
 * Issue 14 items 7 and 8 on SQLite and PostgreSQL, through the real query
 * service: spec 000 §7 "chat ticket buy (id, creationType, modelId, start,
 * promoCode) and remove (id)" ("chat ticket results carry success and
 * errorCode"), the private ticket show invitation (§4), and "anonymous
 * voice-call start (accessToken, actorId)" ("result code 2000 means success
 * and opens a chat with server and client ids; any other code opens with an
 * error code"), billed per minute through the ledger.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../changes';
import { balanceOf, creditCoins, ledgerSum } from '../money/ledger';
import { grantVoucher } from '../money/vouchers';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../test/guests';
import { passAgeVerification } from '../test/age-verification';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { isConversionChatEligible } from '../../sdk/live/conversion-chat';
import { liveShowsTick } from './service';
import { setTicketShow } from '../live';
import { notifyTicketHolders } from '../realtime-domain';
import { createTestLibrary, type TestLibrary } from '../media/test/clip-fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { scheduleShows } from './shows';
import { billVoiceMinutes, touchVoiceCall } from './voice-calls';
import { registerLiveShowAccess, type LiveGrantQuery } from './live-access';

type Guest = { guestId: string; cookie: string; accessToken: string };
const TICKET = 'success errorCode ticketId price paidWith';
const CALL = 'resultCode serverId clientId callId';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`ticket shows and voice calls on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    let library: TestLibrary;
    const db = () => database.handle.db;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.1);
      site = apps.site;
      // The live playlists read context.media: the small test library stands in for the generated clips.
      library = createTestLibrary();
      apps.context.media = library;
    }, 60_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
      library?.dispose();
    });

    /** GET a live playlist with the vm cookie of the answer that granted it. */
    const mediaCookieOf = (res: LightMyRequestResponse) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
      .find((line) => line.startsWith('vm='))?.split(';')[0] ?? '';
    const playlist = (url: string, cookie: string) => site.inject({ method: 'GET', url, headers: { cookie } });

    const vxql = async (guest: Guest, query: string, variables: Record<string, unknown> = {}) => {
      const response = await site.inject({ method: 'POST', url: '/vxql', remoteAddress: randomIp(), headers: { authorization: `Bearer ${guest.accessToken}` }, payload: { query, variables } });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Record<string, any> | null; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const buy = async (guest: Guest, args: { id: number; modelId: number; start: string; creationType?: string; promoCode?: string }) =>
      (await vxql(guest, `mutation($id: Int!, $modelId: Int!, $start: String!, $creationType: String, $promoCode: String) {
        chatTicketBuy(id: $id, modelId: $modelId, start: $start, creationType: $creationType, promoCode: $promoCode) { ${TICKET} } }`,
      { creationType: 'C', ...args })).chatTicketBuy;
    const remove = async (guest: Guest, id: number) => (await vxql(guest, `mutation($id: Int!) { chatTicketRemove(id: $id) { ${TICKET} } }`, { id })).chatTicketRemove;
    const buyer = async (coins: number) => {
      const guest = await signUpAndLogIn(site);
      // Ticket shows and live chats are rated 18 (spec 001 §9 "age-rating denial 601"): buyers pass the age verification.
      await passAgeVerification(site, guest);
      if (coins > 0) await creditCoins(db(), { guestId: guest.guestId, amount: coins, reason: 'test', idempotencyKey: `test:${guest.guestId}` });
      return guest;
    };
    const chatButtonHasTicket = async (guest: Guest, actorId: number) => {
      const response = await site.inject({ method: 'GET', url: `/rest/v1/actor/${actorId}/chatButtonConfig`, remoteAddress: randomIp(), headers: { authorization: `Bearer ${guest.accessToken}` } });
      expect(response.statusCode).toBe(200);
      return (response.json() as { guestHasTicket: boolean }).guestHasTicket;
    };
    const liveTickets = (showId: number) => db().selectFrom('chat_tickets').selectAll().where('show_id', '=', showId).where('removed', '=', 0).execute();

    /** Performers (not banning the test country) made ticket-show performers and online; the schedule gives each its next show. */
    let performerIds: number[] = [];
    const showOf = async (index: number) => db().selectFrom('ticket_shows').selectAll().where('performer_id', '=', performerIds[index]!).where('status', '=', 'scheduled').executeTakeFirstOrThrow();
    beforeAll(async () => {
      const rows = await db().selectFrom('performers').select(['id', 'features', 'prices']).where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).orderBy('id').limit(12).execute();
      performerIds = rows.map((row) => row.id);
      // Only these performers run ticket shows here (the other features stay as seeded: the profile answer needs them).
      for (const performer of await db().selectFrom('performers').select(['id', 'features']).execute()) {
        await db().updateTable('performers').set({ features: JSON.stringify({ ...JSON.parse(performer.features), ticketShow: false }) }).where('id', '=', performer.id).execute();
      }
      for (const row of rows.slice(0, 8)) {
        await db().updateTable('performers').set({ is_online: 1, features: JSON.stringify({ ...JSON.parse(row.features), ticketShow: true }), prices: JSON.stringify({ ...JSON.parse(row.prices), ticketShow: 30, video: 10 }) }).where('id', '=', row.id).execute();
      }
      const created = await scheduleShows(db());
      expect(created).toHaveLength(8);
      // The schedule is idempotent: a second tick (or another process) adds nothing.
      expect(await scheduleShows(db())).toEqual([]);
    });

    it('seeds one upcoming show per ticket-show performer, at the performer\'s ticketShow price, in the next half-hour slot', async () => {
      const show = await showOf(0);
      expect(show).toMatchObject({ price: 30, status: 'scheduled' });
      expect(Date.parse(show.starts_at) % (30 * 60_000)).toBe(0);
      expect(Date.parse(show.starts_at)).toBeGreaterThan(Date.now() + 9 * 60_000);
      const next = await vxql(await anonymousGuest(site), `query($a: Int!) { nextTicketShow(actorId: $a) { id actorId price status guestHasTicket } }`, { a: performerIds[0] });
      expect(next.nextTicketShow).toEqual({ id: show.id, actorId: performerIds[0], price: 30, status: 'scheduled', guestHasTicket: false });
    });

    it('buys a ticket: success, the price charged once through the ledger; buying twice is TICKET_ALREADY_BOUGHT and charges nothing', async () => {
      const show = await showOf(0);
      const guest = await buyer(100);
      const first = await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at });
      expect(first).toMatchObject({ success: true, errorCode: null, price: 30, paidWith: 'coins' });
      expect(await balanceOf(db(), guest.guestId)).toBe(70);
      expect(await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at })).toMatchObject({ success: false, errorCode: 'TICKET_ALREADY_BOUGHT' });
      expect(await balanceOf(db(), guest.guestId)).toBe(70);
      expect(await ledgerSum(db(), guest.guestId)).toBe(70);
      const next = await vxql(guest, `query($a: Int!) { nextTicketShow(actorId: $a) { guestHasTicket } }`, { a: show.performer_id });
      expect(next.nextTicketShow.guestHasTicket).toBe(true);
    });

    it('five racing buys of one guest leave one ticket and one charge', async () => {
      const show = await showOf(1);
      const guest = await buyer(200);
      const answers = await Promise.all(Array.from({ length: 5 }, () => buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at })));
      expect(answers.filter((a) => a.success)).toHaveLength(1);
      expect(answers.filter((a) => !a.success).map((a) => a.errorCode)).toEqual(Array(4).fill('TICKET_ALREADY_BOUGHT'));
      expect(await balanceOf(db(), guest.guestId)).toBe(170);
      expect((await liveTickets(show.id)).filter((t) => t.guest_id === guest.guestId)).toHaveLength(1);
    });

    it('refuses with a code and charges nothing: not enough coins, unknown show, wrong model, moved start, manual creation type, bad promo code, anonymous guest', async () => {
      const show = await showOf(2);
      const poor = await buyer(29);
      const args = { id: show.id, modelId: show.performer_id, start: show.starts_at };
      expect(await buy(poor, args)).toMatchObject({ success: false, errorCode: 'NOT_ENOUGH_COINS' });
      expect(await liveTickets(show.id)).toHaveLength(0);
      expect(await balanceOf(db(), poor.guestId)).toBe(29);
      const rich = await buyer(100);
      expect(await buy(rich, { ...args, id: 999_999 })).toMatchObject({ errorCode: 'SHOW_NOT_FOUND' });
      expect(await buy(rich, { ...args, modelId: performerIds[11]! })).toMatchObject({ errorCode: 'SHOW_MODEL_MISMATCH' });
      expect(await buy(rich, { ...args, start: new Date(Date.parse(show.starts_at) + 1_800_000).toISOString() })).toMatchObject({ errorCode: 'SHOW_RESCHEDULED' });
      // spec 002 §9 "M manual": handed out by the platform, never bought.
      expect(await buy(rich, { ...args, creationType: 'M' })).toMatchObject({ errorCode: 'CREATION_TYPE_NOT_ALLOWED' });
      expect(await buy(rich, { ...args, creationType: 'X' })).toMatchObject({ errorCode: 'CREATION_TYPE_NOT_ALLOWED' });
      expect(await buy(rich, { ...args, promoCode: 'no spaces allowed' })).toMatchObject({ errorCode: 'PROMO_CODE_INVALID' });
      expect(await buy(await anonymousGuest(site), args)).toMatchObject({ success: false, errorCode: 'LOGIN_REQUIRED' });
      expect(await balanceOf(db(), rich.guestId)).toBe(100);
      // spec 002 §9 "The default is chat ticket": creationType left out is C; P and a promo code are kept.
      const bought = await vxql(rich, `mutation($id: Int!, $m: Int!, $s: String!) { chatTicketBuy(id: $id, modelId: $m, start: $s) { ${TICKET} } }`, { id: show.id, m: show.performer_id, s: show.starts_at });
      expect(bought.chatTicketBuy.success).toBe(true);
      expect((await liveTickets(show.id))[0]).toMatchObject({ creation_type: 'C', price: 30 });
      const other = await buyer(100);
      expect(await buy(other, { ...args, creationType: 'P', promoCode: 'SHOW10' })).toMatchObject({ success: true });
      expect(await db().selectFrom('chat_tickets').select(['creation_type', 'promo_code']).where('guest_id', '=', other.guestId).executeTakeFirst()).toEqual({ creation_type: 'P', promo_code: 'SHOW10' });
    });

    it('a live-show voucher (type 7) pays the ticket before coins; removing gives the voucher unit back', async () => {
      const show = await showOf(3);
      const guest = await buyer(100);
      await grantVoucher(db(), { guestId: guest.guestId, type: 7, amount: 1, source: 'test' });
      expect(await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at })).toMatchObject({ success: true, paidWith: 'voucher', price: 0 });
      expect(await balanceOf(db(), guest.guestId)).toBe(100);
      expect(await remove(guest, show.id)).toMatchObject({ success: true, errorCode: null });
      const voucher = await db().selectFrom('vouchers').select('amount').where('guest_id', '=', guest.guestId).where('type', '=', 7).executeTakeFirstOrThrow();
      expect(voucher.amount).toBe(1);
    });

    it('remove before the show refunds in full once; removing again is TICKET_NOT_FOUND; the guest may buy again', async () => {
      const show = await showOf(4);
      const guest = await buyer(100);
      await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at });
      expect(await balanceOf(db(), guest.guestId)).toBe(70);
      // The chat button offers the holder her ticket ("Watch the show" once it runs; issue 14 §7 "show start for ticket holders").
      expect(await chatButtonHasTicket(guest, show.performer_id)).toBe(true);
      const [first, second] = await Promise.all([remove(guest, show.id), remove(guest, show.id)]);
      expect([first.success, second.success].sort()).toEqual([false, true]);
      expect([first.errorCode, second.errorCode]).toContain('TICKET_NOT_FOUND');
      expect(await balanceOf(db(), guest.guestId)).toBe(100);
      expect(await remove(guest, show.id)).toMatchObject({ success: false, errorCode: 'TICKET_NOT_FOUND' });
      expect(await remove(guest, 999_999)).toMatchObject({ success: false, errorCode: 'TICKET_NOT_FOUND' });
      expect(await chatButtonHasTicket(guest, show.performer_id)).toBe(false);
      expect(await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at })).toMatchObject({ success: true });
      expect(await balanceOf(db(), guest.guestId)).toBe(70);
      expect(await ledgerSum(db(), guest.guestId)).toBe(70);
    });

    // spec 001 §9 "age-rating denial 601": a ticket show shows the full stream, rated 18 like every live chat.
    it('a ticket holder without an accepted age verification gets 601 at show watch and no stream URL; verified, the stream is issued', async () => {
      const show = await showOf(6);
      const guest = await signUpAndLogIn(site);
      await creditCoins(db(), { guestId: guest.guestId, amount: 100, reason: 'test', idempotencyKey: `test:${guest.guestId}` });
      await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at });
      const watch = () => site.inject({ method: 'POST', url: '/rest/v1/live/show/watch', headers: { cookie: guest.cookie }, payload: { showId: show.id }, remoteAddress: randomIp() });
      const refused = await watch();
      expect([refused.statusCode, refused.json().code, refused.json().exitReasonCode]).toEqual([403, 'CONTENT_RESTRICTED', 601]);
      expect(refused.body).not.toContain('/media/live/');
      expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('vm=');
      await passAgeVerification(site, guest);
      const allowed = await watch();
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().data.streamUrl).toContain(`/media/live/${show.performer_id}/show/${guest.guestId}/`);
    });

    it('at the start holders (not removed ones) get privateTicketShowInvitation, the show runs; remove is then SHOW_STARTED; it ends at its end', async () => {
      const show = await showOf(5);
      const [holder, leaver, stranger] = [await buyer(100), await buyer(100), await buyer(100)];
      for (const guest of [holder, leaver]) await buy(guest, { id: show.id, modelId: show.performer_id, start: show.starts_at });
      await remove(leaver, show.id);
      const published: Change[] = [];
      const started: number[] = [];
      // The hooks server/main.ts gives the ticker: the stream state follows the show (H's setTicketShow).
      const options = {
        schedule: true,
        onShowStart: async (s: { actorId: number }) => {
          started.push(s.actorId);
          await setTicketShow(apps.context, apps.platform.hub, s.actorId, true);
          await notifyTicketHolders(apps.context, apps.platform.hub, s as { actorId: number; actorName: string; holders: string[] });
        },
        onShowEnd: async (actorId: number) => void (await setTicketShow(apps.context, apps.platform.hub, actorId, false)),
      };
      const atStart = new Date(Date.parse(show.starts_at) + 1000);
      await liveShowsTick(db(), async (changes) => void published.push(...changes), options, atStart);
      const invitations = published.filter((c) => c.kind === 'event' && c.event.type === 'privateTicketShowInvitation');
      expect(invitations.filter((c) => c.kind === 'event' && c.event.type === 'privateTicketShowInvitation' && c.event.showId === String(show.id))).toEqual([
        { kind: 'event', guestId: holder.guestId, event: { type: 'privateTicketShowInvitation', actorId: show.performer_id, actorName: expect.any(String), showId: String(show.id), startsAt: show.starts_at } },
      ]);
      expect(started).toContain(show.performer_id);
      // The holder (only) finds it under the bell too, linked to the performer's profile.
      const notices = await db().selectFrom('notifications').select(['guest_id', 'type', 'text', 'link', 'actor_id']).where('actor_id', '=', show.performer_id).where('type', '=', 3).execute();
      expect(notices).toEqual([{ guest_id: holder.guestId, type: 3, actor_id: show.performer_id, text: expect.stringContaining('Your ticket show is starting now'), link: expect.stringMatching(/^\/en\/amateur\/[^/]+\/$/) }]);
      // issue 14 item 1 "stream states follow the performer ... into a ticket show".
      expect(await apps.context.live.state(show.performer_id)).toBe('ticketShow');
      // spec 001 §3 actor data "isCurrentlyTicketShow": the profile says so while the show runs.
      const ticketShowNow = async () => (await site.inject({ method: 'GET', url: `/rest/v1/actor/getActorDataByIdOrName/${show.performer_id}`, remoteAddress: randomIp() })).json().data.isCurrentlyTicketShow;
      expect(await ticketShowNow()).toBe(true);
      // The holder watches with kind show: a signed stream that plays; a guest without a ticket gets TICKET_REQUIRED.
      const watch = (guest: Guest) => site.inject({ method: 'POST', url: '/rest/v1/live/show/watch', headers: { cookie: guest.cookie }, payload: { showId: show.id }, remoteAddress: randomIp() });
      const watching = await watch(holder);
      expect(watching.statusCode).toBe(200);
      expect(watching.json().data).toMatchObject({ showId: show.id, actorId: show.performer_id, streamType: 'hls', status: 'running' });
      expect(watching.json().data.streamUrl).toContain(`/media/live/${show.performer_id}/show/${holder.guestId}/`);
      expect((await playlist(watching.json().data.streamUrl, mediaCookieOf(watching))).statusCode).toBe(200);
      const refusedWatch = await watch(leaver);
      expect([refusedWatch.statusCode, refusedWatch.json().code, refusedWatch.json().field]).toEqual([403, 'LIVE_TICKET_SHOW', 'body.showId']);
      expect((await db().selectFrom('ticket_shows').select('status').where('id', '=', show.id).executeTakeFirstOrThrow()).status).toBe('running');
      // A second tick (another process) starts nothing twice.
      const again: Change[] = [];
      await liveShowsTick(db(), async (changes) => void again.push(...changes), options, atStart);
      expect(again.filter((c) => c.kind === 'event')).toEqual([]);
      // The refund rule: once the show runs the ticket stays (sdk/live/ticket-rules.ts ticketRemoveRefusal).
      expect(await remove(holder, show.id)).toMatchObject({ success: false, errorCode: 'SHOW_STARTED' });
      expect(await balanceOf(db(), holder.guestId)).toBe(70);
      // A running show can still be joined at the full price.
      expect(await buy(stranger, { id: show.id, modelId: show.performer_id, start: show.starts_at })).toMatchObject({ success: true, price: 30 });
      const atEnd = new Date(Date.parse(show.ends_at) + 1000);
      await liveShowsTick(db(), async () => undefined, options, atEnd);
      expect((await db().selectFrom('ticket_shows').select('status').where('id', '=', show.id).executeTakeFirstOrThrow()).status).toBe('ended');
      expect(await apps.context.live.state(show.performer_id)).toBe('live');
      expect(await ticketShowNow()).toBe(false);
      // The show's stream stops at the next playlist reload, and watching again is SHOW_ENDED.
      const ended = await playlist(watching.json().data.streamUrl, mediaCookieOf(watching));
      expect([ended.statusCode, ended.json().code]).toEqual([403, 'LIVE_SESSION_ENDED']);
      const late = await watch(holder);
      expect([late.statusCode, late.json().code]).toEqual([403, 'LIVE_SESSION_ENDED']);
      expect(await buy(await buyer(100), { id: show.id, modelId: show.performer_id, start: show.starts_at })).toMatchObject({ errorCode: 'SHOW_ENDED' });
    });

    it('the `show` stream check (live contract §2): the holder\'s ticket id for that actor until the show ends; a removed ticket, another guest or another actor is refused', async () => {
      const checks = new Map<string, (query: LiveGrantQuery) => Promise<boolean>>();
      registerLiveShowAccess({ register: (kind, check) => void checks.set(kind, check) }, db());
      const show = await showOf(7);
      const [holder, other] = [await buyer(100), await buyer(100)];
      const { ticketId } = await buy(holder, { id: show.id, modelId: show.performer_id, start: show.starts_at });
      const check = (query: Partial<LiveGrantQuery>) => checks.get('show')!({ sessionId: ticketId, guestId: holder.guestId, actorId: show.performer_id, ...query });
      expect(await check({})).toBe(true);
      expect(await check({ guestId: other.guestId })).toBe(false);
      expect(await check({ actorId: performerIds[11]! })).toBe(false);
      await db().updateTable('ticket_shows').set({ status: 'ended' }).where('id', '=', show.id).execute();
      expect(await check({})).toBe(false);
      await db().updateTable('ticket_shows').set({ status: 'scheduled' }).where('id', '=', show.id).execute();
      await remove(holder, show.id);
      expect(await check({})).toBe(false);
      expect([...checks.keys()].sort()).toEqual(['show', 'voice']);
    });

    describe('conversion chat (spec 000 §4 "eligible while the countdown end lies in the future; enabled or disabled by action"; §9 CONVCHATTRIAL)', () => {
      const post = (guest: Guest, url: string, payload: Record<string, unknown>) => site.inject({ method: 'POST', url: `/rest/v1/${url}`, headers: { cookie: guest.cookie }, payload, remoteAddress: randomIp() });
      const sessionOf = async (guest: Guest) => (await site.inject({ method: 'GET', url: '/rest/v1/guest/session', headers: { cookie: guest.cookie }, remoteAddress: randomIp() })).json().data;

      it('enable puts the countdown end on the session (eligible by the sdk rule), disable clears it; CONVCHATTRIAL grants a videochat voucher (type 2)', async () => {
        const guest = await buyer(0);
        expect(isConversionChatEligible(await sessionOf(guest), Date.now())).toBe(false);
        const enabled = await post(guest, 'guest/conversionChat', { action: 'enable' });
        expect(enabled.statusCode).toBe(200);
        const session = await sessionOf(guest);
        expect(session.conversionChatCountdownEnd).toBe(enabled.json().data.conversionChatCountdownEnd);
        expect(isConversionChatEligible(session, Date.now())).toBe(true);
        expect(isConversionChatEligible(session, (session.conversionChatCountdownEnd as number) * 1000)).toBe(false);
        expect((await post(guest, 'guest/redeemBonus', { code: 'CONVCHATTRIAL' })).statusCode).toBe(200);
        expect((await sessionOf(guest)).vouchers).toMatchObject([{ type: 2, amount: 5 }]);
        expect((await post(guest, 'guest/conversionChat', { action: 'disable' })).statusCode).toBe(200);
        expect(isConversionChatEligible(await sessionOf(guest), Date.now())).toBe(false);
        const bad = await post(guest, 'guest/conversionChat', { action: 'later' });
        expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.action']);
      });

      it('a CONVCHATTRIAL voucher pays a trial chat: a guest without coins starts a live chat and minute 0 is paid by the videochat voucher', async () => {
        const guest = await buyer(0);
        expect((await post(guest, 'guest/redeemBonus', { code: 'CONVCHATTRIAL' })).statusCode).toBe(200);
        // A conversion-chat performer who takes videochat vouchers (prices.voucherChatMinutes: I's voucher-first billing).
        const actorId = performerIds[11]!;
        const seeded = await db().selectFrom('performers').select(['features', 'prices']).where('id', '=', actorId).executeTakeFirstOrThrow();
        await db().updateTable('performers').set({
          is_online: 1, is_ticket_show: 0,
          features: JSON.stringify({ ...JSON.parse(seeded.features), conversionChat: true }),
          prices: JSON.stringify({ ...JSON.parse(seeded.prices), video: 10, voucherChatMinutes: 5 }),
        }).where('id', '=', actorId).execute();
        const started = await post(guest, 'chat/start', { actorId, chatType: 'liveChat', seq: 1 });
        expect(started.statusCode).toBe(200);
        expect(started.json()).toMatchObject({ actorId, chatType: 'liveChat', billedMinutes: 1 });
        expect(await balanceOf(db(), guest.guestId)).toBe(0);
        expect((await sessionOf(guest)).vouchers).toMatchObject([{ type: 2, amount: 4 }]);
      });
    });

    describe('anonymous voice call', () => {
      const start = async (guest: Guest, actorId: number, accessToken = guest.accessToken) =>
        (await vxql(guest, `mutation($t: String!, $a: Int!) { anonymousVoiceCallStart(accessToken: $t, actorId: $a) { ${CALL} } }`, { t: accessToken, a: actorId })).anonymousVoiceCallStart;
      /** The raw answer, for the stream URL and its cookie. */
      const startRaw = (guest: Guest, actorId: number) => site.inject({
        method: 'POST', url: '/vxql', remoteAddress: randomIp(), headers: { authorization: `Bearer ${guest.accessToken}` },
        payload: { query: `mutation($t: String!, $a: Int!) { anonymousVoiceCallStart(accessToken: $t, actorId: $a) { ${CALL} streamUrl } }`, variables: { t: guest.accessToken, a: actorId } },
      });
      const session = async (guest: Guest) => (await site.inject({ method: 'GET', url: '/rest/v1/guest/session', headers: { cookie: guest.cookie }, remoteAddress: randomIp() })).json().data;
      /** An online performer taking voice calls (features.voiceCall), video price 10. */
      const voicePerformer = async (index: number, features: Record<string, unknown> = { voiceCall: true }, online = 1) => {
        const id = performerIds[index]!;
        const seeded = JSON.parse((await db().selectFrom('performers').select('features').where('id', '=', id).executeTakeFirstOrThrow()).features) as Record<string, unknown>;
        await db().updateTable('performers').set({ is_online: online, features: JSON.stringify({ ...seeded, ...features }), prices: JSON.stringify({ video: 10, ticketShow: 30 }) }).where('id', '=', id).execute();
        return id;
      };

      it('2000 opens the call with server, client and call ids, bills minute 0, sends voiceCallStart, and the session says a call runs', async () => {
        const actorId = await voicePerformer(8);
        const guest = await buyer(35);
        const published: Change[] = [];
        const answer = await start(guest, actorId);
        expect(answer).toEqual({ resultCode: 2000, serverId: 'velvet-voice-1', clientId: expect.stringContaining(guest.guestId), callId: expect.any(String) });
        expect(await balanceOf(db(), guest.guestId)).toBe(25);
        expect(await session(guest)).toMatchObject({ isVoicecallActive: true, isAnonymousVoicecall: true });
        // A second start while it runs: 4009.
        expect((await start(guest, actorId)).resultCode).toBe(4009);
        // Prepaid per minute: at 2.5 minutes minutes 1 and 2 are due; billing twice (a restart, a second process) bills each once.
        const startedAt = Date.parse((await db().selectFrom('voice_calls').select('started_at').where('id', '=', answer.callId).executeTakeFirstOrThrow()).started_at);
        // The audio player reloads the playlist meanwhile (the heartbeat).
        await touchVoiceCall(db(), answer.callId, new Date(startedAt + 140_000));
        await Promise.all([billVoiceMinutes(db(), answer.callId, new Date(startedAt + 150_000)), billVoiceMinutes(db(), answer.callId, new Date(startedAt + 150_000))]);
        expect(await balanceOf(db(), guest.guestId)).toBe(5);
        expect(await ledgerSum(db(), guest.guestId)).toBe(5);
        // Minute 3 cannot be paid: the call ends with 501 and the guest hears voiceCallStop.
        await touchVoiceCall(db(), answer.callId, new Date(startedAt + 185_000));
        published.push(...(await billVoiceMinutes(db(), answer.callId, new Date(startedAt + 190_000))));
        expect(published).toContainEqual({ kind: 'event', guestId: guest.guestId, event: { type: 'voiceCallStop', callId: answer.callId, reasonCode: 501 } });
        expect(await db().selectFrom('voice_calls').select(['end_reason', 'billed_minutes']).where('id', '=', answer.callId).executeTakeFirstOrThrow()).toEqual({ end_reason: 501, billed_minutes: 3 });
        expect(await balanceOf(db(), guest.guestId)).toBe(5);
        expect(await session(guest)).toMatchObject({ isVoicecallActive: false });
      });

      it('the guest hangs up: anonymousVoiceCallStop ends the call once', async () => {
        const actorId = await voicePerformer(9);
        const guest = await buyer(50);
        const answer = await startRaw(guest, actorId);
        const { callId, streamUrl } = answer.json().data.anonymousVoiceCallStart as { callId: string; streamUrl: string };
        // The call's audio: the performer's live stream as kind voice, playing while the call runs.
        expect(streamUrl).toContain(`/media/live/${actorId}/voice/${guest.guestId}/${callId}/`);
        expect((await playlist(streamUrl, mediaCookieOf(answer))).statusCode).toBe(200);
        const stop = async () => (await vxql(guest, 'mutation($c: String!) { anonymousVoiceCallStop(callId: $c) { success } }', { c: callId })).anonymousVoiceCallStop;
        const voice = new Map<string, (query: LiveGrantQuery) => Promise<boolean>>();
        registerLiveShowAccess({ register: (kind, check) => void voice.set(kind, check) }, db());
        // The `voice` stream check: the running call's id, its guest and performer only.
        expect(await voice.get('voice')!({ sessionId: callId, guestId: guest.guestId, actorId })).toBe(true);
        expect(await voice.get('voice')!({ sessionId: callId, guestId: guest.guestId, actorId: actorId + 1 })).toBe(false);
        expect(await stop()).toEqual({ success: true });
        expect(await voice.get('voice')!({ sessionId: callId, guestId: guest.guestId, actorId })).toBe(false);
        expect(await stop()).toEqual({ success: false });
        expect((await db().selectFrom('voice_calls').select('end_reason').where('id', '=', callId).executeTakeFirstOrThrow()).end_reason).toBe(100);
        const hungUp = await playlist(streamUrl, mediaCookieOf(answer));
        expect([hungUp.statusCode, hungUp.json().code]).toEqual([403, 'LIVE_SESSION_ENDED']);
        expect((await session(guest)).isVoicecallActive).toBe(false);
      });

      it('every refusal has its code and bills nothing (sdk/live/voice-call.ts VOICE_CALL_CODES)', async () => {
        const guest = await buyer(100);
        const other = await buyer(0);
        const online = await voicePerformer(10);
        expect((await start(guest, online, other.accessToken)).resultCode).toBe(4001);
        expect((await start(guest, online, 'not-a-token')).resultCode).toBe(4001);
        expect((await start(guest, 999_999)).resultCode).toBe(4004);
        expect((await start(guest, await voicePerformer(11, { voiceCall: true }, 0))).resultCode).toBe(4005);
        expect((await start(guest, await voicePerformer(11, { voiceCall: false }))).resultCode).toBe(4006);
        // A performer in her ticket show takes no calls.
        const inShow = await voicePerformer(6);
        const now = Date.now();
        await db().insertInto('ticket_shows').values({ performer_id: inShow, starts_at: new Date(now - 60_000).toISOString(), ends_at: new Date(now + 600_000).toISOString(), price: 30, status: 'running', created_at: new Date(now).toISOString() }).execute();
        expect((await start(guest, inShow)).resultCode).toBe(4007);
        expect((await start(other, online)).resultCode).toBe(4020);
        // An anonymous guest has no coins: 4020, pay first (the overlay's paytype Voice).
        expect((await start(await anonymousGuest(site), online)).resultCode).toBe(4020);
        await db().insertInto('performer_banned_countries').values({ performer_id: online, country_code: apps.context.config.defaultCountry }).execute();
        try {
          expect((await start(guest, online)).resultCode).toBe(4051);
        } finally {
          await db().deleteFrom('performer_banned_countries').where('performer_id', '=', online).execute();
        }
        expect(await balanceOf(db(), guest.guestId)).toBe(100);
        expect(await db().selectFrom('voice_calls').select('id').where('guest_id', 'in', [guest.guestId, other.guestId]).execute()).toEqual([]);
      });

      it('a call nobody listens to (no playlist reload for 60 s: a closed tab, a server that was down) ends with 990 and bills no more minutes', async () => {
        const actorId = await voicePerformer(10);
        const guest = await buyer(100);
        const answer = await startRaw(guest, actorId);
        const { callId, streamUrl } = answer.json().data.anonymousVoiceCallStart as { callId: string; streamUrl: string };
        const startedAt = Date.parse((await db().selectFrom('voice_calls').select('started_at').where('id', '=', callId).executeTakeFirstOrThrow()).started_at);
        // A playlist reload is the heartbeat: the access check marks the call seen.
        expect((await playlist(streamUrl, mediaCookieOf(answer))).statusCode).toBe(200);
        const seen = Date.parse((await db().selectFrom('voice_calls').select('last_seen_at').where('id', '=', callId).executeTakeFirstOrThrow()).last_seen_at);
        expect(seen).toBeGreaterThanOrEqual(startedAt);
        // Ten minutes later without a reload: no minute is billed for them; the call ends with the timeout reason.
        const changes = await billVoiceMinutes(db(), callId, new Date(seen + 600_000));
        expect(changes).toEqual([{ kind: 'event', guestId: guest.guestId, event: { type: 'voiceCallStop', callId, reasonCode: 990 } }]);
        expect(await balanceOf(db(), guest.guestId)).toBe(90);
      });

      it('a performer going offline ends the call with 201 at the next billing', async () => {
        const actorId = await voicePerformer(9);
        const guest = await buyer(50);
        const { callId } = await start(guest, actorId);
        await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', actorId).execute();
        const changes = await billVoiceMinutes(db(), callId, new Date(Date.now() + 61_000));
        expect(changes).toContainEqual({ kind: 'event', guestId: guest.guestId, event: { type: 'voiceCallStop', callId, reasonCode: 201 } });
        expect((await db().selectFrom('voice_calls').select('end_reason').where('id', '=', callId).executeTakeFirstOrThrow()).end_reason).toBe(201);
        expect(await balanceOf(db(), guest.guestId)).toBe(40);
        // Her ticket show starting ends a call too (001 §9 "live show started 908").
        await db().updateTable('performers').set({ is_online: 1 }).where('id', '=', actorId).execute();
        try {
          const second = await start(guest, actorId);
          expect(second.resultCode).toBe(2000);
          await db().updateTable('performers').set({ is_ticket_show: 1 }).where('id', '=', actorId).execute();
          expect(await billVoiceMinutes(db(), second.callId, new Date(Date.now() + 1000))).toContainEqual({ kind: 'event', guestId: guest.guestId, event: { type: 'voiceCallStop', callId: second.callId, reasonCode: 908 } });
        } finally {
          await db().updateTable('performers').set({ is_ticket_show: 0 }).where('id', '=', actorId).execute();
        }
      });
    });
  });
}
