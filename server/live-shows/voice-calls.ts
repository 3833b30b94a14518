/**
 * Anonymous voice calls (issue 14 item 8; spec 000 §4, §7 "anonymous
 * voice-call start (accessToken, actorId)", §8, §9 "Voice-call success code
 * 2000"). The call is anonymous towards the performer (she learns no name);
 * it is billed like a chat: prepaid per minute through the ledger, minute 0 at
 * start, key `voice:<callId>:<minute>` plus the (call_id, minute) primary key,
 * so a retried or concurrent tick never bills a minute twice. The per-minute
 * charge sits behind billVoiceMinutes alone, so it can move onto helper I's
 * chat billing later without touching the callers. Decisions (spec silent):
 * - voicecall flag: features.voiceCall, else features.mobileVideocall (a
 *   performer taking phone video calls takes voice calls);
 * - price per minute: the performer's video chat price (prices.video);
 * - a minute that cannot be paid ends the call with 501 (no money), an actor
 *   going offline ends it with 201, her ticket show starting with 908;
 * - the caller's audio player reloads the call's playlist every few seconds
 *   (the `voice` access check marks the call seen); a call not seen for
 *   VOICE_HEARTBEAT_TIMEOUT_MS ends with 990 (timeout) before its next minute,
 *   so a closed tab, or a server that was down, never bills minutes nobody heard.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { offersVoiceCall, voiceCallStartCode, voiceMinutesDue, type VoiceCallResultCode } from '../../sdk/live/voice-call';
import { guestEvent, moneyChanged, type Change } from '../changes';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../money/db-errors';
import { applyMove, balanceOf, InsufficientCoinsError } from '../money/ledger';
import { bansCountry } from '../trust/media';
import { runningShow } from './shows';
import { parseJsonObject } from '../guests/records';

/** The call server's name in start answers (one simulated voice server). */
export const VOICE_SERVER_ID = 'velvet-voice-1';
/** 001 §9 exit reasons used here: 501 no money, 201 actor offline, 100 the guest left. */
export const VOICE_END_NO_MONEY = 501;
export const VOICE_END_ACTOR_OFFLINE = 201;
export const VOICE_END_GUEST_LEFT = 100;
export const VOICE_END_TIMEOUT = 990;
/** 001 §9 "live show started 908": her ticket show began. */
export const VOICE_END_SHOW_STARTED = 908;
/** How long a call may go without a playlist reload (a reload comes every target duration, 4 s). */
export const VOICE_HEARTBEAT_TIMEOUT_MS = 60_000;


/** The chat button config's voicecall flag (decision above). */
export function performerOffersVoiceCall(featuresJson: string): boolean {
  return offersVoiceCall(parseJsonObject(featuresJson));
}

/** Coins per voice-call minute: prices.video (decision above). */
export function voicePricePerMinute(pricesJson: string): number {
  const video = parseJsonObject(pricesJson).video;
  return typeof video === 'number' && Number.isSafeInteger(video) && video > 0 ? video : 1;
}

export interface VoiceCallStart {
  guestId: string;
  isLoggedIn: boolean;
  isLocked: boolean;
  /** The accessToken argument verified and named this guest. */
  tokenMatches: boolean;
  actorId: number;
  country: string;
}

export interface VoiceCallStartAnswer {
  resultCode: VoiceCallResultCode;
  serverId: string | null;
  clientId: string | null;
  callId: string | null;
  changes: Change[];
}

const refusedStart = (resultCode: VoiceCallResultCode): VoiceCallStartAnswer => ({ resultCode, serverId: null, clientId: null, callId: null, changes: [] });

async function runningCallOf(db: Kysely<Database>, guestId: string) {
  return db.selectFrom('voice_calls').selectAll().where('guest_id', '=', guestId).where('ended_at', 'is', null).executeTakeFirst();
}

/** Starts a call when every check passes (sdk voiceCallStartCode) and minute 0 is paid. */
export async function startVoiceCall(db: Kysely<Database>, start: VoiceCallStart, now = new Date()): Promise<VoiceCallStartAnswer> {
  const performer = Number.isSafeInteger(start.actorId)
    ? await db.selectFrom('performers').select(['id', 'is_online', 'is_ticket_show', 'features', 'prices']).where('id', '=', start.actorId).executeTakeFirst()
    : undefined;
  const price = performer ? voicePricePerMinute(performer.prices) : 0;
  const code = voiceCallStartCode({
    tokenMatches: start.tokenMatches,
    isLocked: start.isLocked,
    actor: performer
      ? {
          isOnline: performer.is_online === 1,
          offersVoiceCall: performerOffersVoiceCall(performer.features),
          // The stream state (H) or the schedule: either says her show runs.
          isTicketShow: performer.is_ticket_show === 1 || (await runningShow(db, performer.id)) !== null,
          bannedHere: await bansCountry(db, performer.id, start.country),
        }
      : null,
    callRunning: (await runningCallOf(db, start.guestId)) !== undefined,
    balance: await balanceOf(db, start.guestId),
    pricePerMinute: price,
  });
  if (code !== 2000 || !performer) return refusedStart(code);
  const callId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('voice_calls').values({
        id: callId, guest_id: start.guestId, performer_id: performer.id, price_per_minute: price, is_anonymous: start.isLoggedIn ? 0 : 1,
        started_at: now.toISOString(), last_seen_at: now.toISOString(), ended_at: null, end_reason: null, billed_minutes: 1,
      }).execute();
      await trx.insertInto('voice_call_minutes').values({ call_id: callId, minute: 0, price, billed_at: now.toISOString() }).execute();
      await applyMove(trx, { guestId: start.guestId, amount: price, reason: 'voiceCall', idempotencyKey: `voice:${callId}:0`, reference: `actor:${performer.id}` }, 'charge');
    });
  } catch (error) {
    if (error instanceof InsufficientCoinsError) return refusedStart(4020);
    // A second start racing this one holds the running-call index.
    if (isUniqueViolation(error)) return refusedStart(4009);
    throw error;
  }
  return {
    resultCode: 2000, serverId: VOICE_SERVER_ID, clientId: `${VOICE_SERVER_ID}:${start.guestId}`, callId,
    changes: [...moneyChanged(start.guestId, ['balance', 'loyaltyPoints']), guestEvent(start.guestId, { type: 'voiceCallStart', callId })],
  };
}

/** Ends a running call (once: a second stop changes nothing) and tells the guest's devices. */
export async function stopVoiceCall(db: Kysely<Database>, callId: string, reason: number, now = new Date()): Promise<{ stopped: boolean; changes: Change[] }> {
  const call = await db.selectFrom('voice_calls').select(['guest_id']).where('id', '=', callId).executeTakeFirst();
  if (!call) return { stopped: false, changes: [] };
  const result = await db.updateTable('voice_calls').set({ ended_at: now.toISOString(), end_reason: reason }).where('id', '=', callId).where('ended_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { stopped: false, changes: [] };
  return { stopped: true, changes: [guestEvent(call.guest_id, { type: 'voiceCallStop', callId, reasonCode: reason })] };
}

/**
 * Bills the minutes a running call owes at `now` (prepaid: minute n is due
 * once n full minutes have passed). Each minute is one transaction: the
 * minute row (primary key) and the ledger charge; a minute already billed (by
 * another process, or before a restart) is skipped. A minute the guest cannot
 * pay, or the actor gone offline, ends the call.
 */
export async function billVoiceMinutes(db: Kysely<Database>, callId: string, now = new Date(), minuteMs = 60_000): Promise<Change[]> {
  const call = await db.selectFrom('voice_calls').innerJoin('performers', 'performers.id', 'voice_calls.performer_id')
    .select(['voice_calls.id', 'voice_calls.guest_id', 'voice_calls.performer_id', 'voice_calls.price_per_minute', 'voice_calls.started_at', 'voice_calls.last_seen_at', 'voice_calls.ended_at', 'performers.is_online', 'performers.is_ticket_show'])
    .where('voice_calls.id', '=', callId).executeTakeFirst();
  if (!call || call.ended_at !== null) return [];
  if (call.is_online !== 1) return (await stopVoiceCall(db, callId, VOICE_END_ACTOR_OFFLINE, now)).changes;
  if (call.is_ticket_show === 1) return (await stopVoiceCall(db, callId, VOICE_END_SHOW_STARTED, now)).changes;
  if (now.getTime() - Date.parse(call.last_seen_at) > VOICE_HEARTBEAT_TIMEOUT_MS) return (await stopVoiceCall(db, callId, VOICE_END_TIMEOUT, now)).changes;
  const due = voiceMinutesDue(Date.parse(call.started_at), now.getTime(), minuteMs);
  const billed = new Set((await db.selectFrom('voice_call_minutes').select('minute').where('call_id', '=', callId).execute()).map((row) => row.minute));
  let charged = false;
  for (let minute = 0; minute < due; minute += 1) {
    if (billed.has(minute)) continue;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('voice_call_minutes').values({ call_id: callId, minute, price: call.price_per_minute, billed_at: now.toISOString() }).execute();
        await applyMove(trx, { guestId: call.guest_id, amount: call.price_per_minute, reason: 'voiceCall', idempotencyKey: `voice:${callId}:${minute}`, reference: `actor:${call.performer_id}` }, 'charge');
        await trx.updateTable('voice_calls').set({ billed_minutes: minute + 1 }).where('id', '=', callId).where('billed_minutes', '<', minute + 1).execute();
      });
      charged = true;
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      if (error instanceof InsufficientCoinsError) {
        const stop = await stopVoiceCall(db, callId, VOICE_END_NO_MONEY, now);
        return [...(charged ? moneyChanged(call.guest_id, ['balance', 'loyaltyPoints']) : []), ...stop.changes];
      }
      throw error;
    }
  }
  return charged ? moneyChanged(call.guest_id, ['balance', 'loyaltyPoints']) : [];
}

/**
 * Ends the performer's running calls her state no longer allows, at once (offline: 201; her ticket show began: 908);
 * called when her stream state changes (server/live-chat/index.ts), the ticker's billing stays the safety net.
 */
export async function endVoiceCallsOfActor(db: Kysely<Database>, actorId: number, now = new Date()): Promise<Change[]> {
  const performer = await db.selectFrom('performers').select(['is_online', 'is_ticket_show']).where('id', '=', actorId).executeTakeFirst();
  const reason = !performer || performer.is_online !== 1 ? VOICE_END_ACTOR_OFFLINE : performer.is_ticket_show === 1 ? VOICE_END_SHOW_STARTED : null;
  if (reason === null) return [];
  const running = await db.selectFrom('voice_calls').select('id').where('performer_id', '=', actorId).where('ended_at', 'is', null).execute();
  const changes: Change[] = [];
  for (const call of running) changes.push(...(await stopVoiceCall(db, call.id, reason, now)).changes);
  return changes;
}

/** Bills every running call (the ticker); answers what to publish. */
export async function billRunningVoiceCalls(db: Kysely<Database>, now = new Date(), minuteMs = 60_000): Promise<Change[]> {
  const running = await db.selectFrom('voice_calls').select('id').where('ended_at', 'is', null).execute();
  const changes: Change[] = [];
  for (const call of running) changes.push(...(await billVoiceMinutes(db, call.id, now, minuteMs)));
  return changes;
}

/** Marks the call seen (its audio player reloaded the playlist); false when it is not running. */
export async function touchVoiceCall(db: Kysely<Database>, callId: string, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('voice_calls').set({ last_seen_at: now.toISOString() }).where('id', '=', callId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The guest's running call, for the session (spec 000 §3 isVoicecallActive, isAnonymousVoicecall) and the `voice` stream check. */
export async function runningVoiceCall(db: Kysely<Database>, guestId: string) {
  const call = await runningCallOf(db, guestId);
  return call ? { id: call.id, actorId: call.performer_id, isAnonymous: call.is_anonymous === 1, startedAt: call.started_at } : null;
}
