/**
 * Chat start (issue 14 §5, §6; spec 000 §8 "Chat start: already in progress,
 * guest offline, timeout, wrong sequence number"). Readings (spec silent):
 * - seq: a number the client raises for each new start (Date.now() will do)
 *   and repeats for a retry of the same start (CHAT_START_ATTEMPTS). A retry
 *   of a start that made a running chat answers that chat again; a seq below
 *   the guest's newest is out of order: CHAT_WRONG_SEQUENCE (910).
 * - guest offline: a retry of a start whose chat already ended because the
 *   guest's client went silent (990): the guest was offline while its own
 *   chat started; the client starts anew with a new seq (907).
 * - timeout: the start did not finish within startTimeoutMs (the live stream
 *   side did not answer); the work goes on, and a retry with the same seq
 *   answers the chat if it came to be (198).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { canStartChat, chatVoucherType, pricePerMinute, voucherMayPay } from '../../sdk/live/billing';
import type { ChatType } from '../../sdk/live/chat-types';
import { liveAgeRefusal } from '../../sdk/live/age-rule';
import { EXIT_ACTOR_OFFLINE, EXIT_AGE_RATING, EXIT_ALREADY_IN_PROGRESS, EXIT_GUEST_OFFLINE, EXIT_TIMEOUT, EXIT_WRONG_SEQUENCE } from '../../sdk/live/exit-reasons';
import { pickVoucher } from '../../sdk/money/vouchers';
import type { ErrorCode } from '../../sdk/api/error-codes';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../money/db-errors';
import { balanceOf } from '../money/ledger';
import { usableVouchers } from '../money/vouchers';
import { readAvsState } from '../trust/age-verification';
import { loadChatActor, type ChatActor } from './actor';
import type { ChatSessionsTable } from './tables';

export interface StartRequest {
  guestId: string;
  actorId: number;
  chatType: ChatType;
  seq: number;
}

export interface StartRefusal {
  status: 402 | 403 | 404 | 409 | 504;
  code: ErrorCode;
  message: string;
  field: string | null;
  exitReasonCode?: number;
  missingCoins?: number;
}

export type StartOutcome = { ok: true; chat: ChatSessionsTable; actor: ChatActor; created: boolean } | { ok: false; refusal: StartRefusal };

const refuse = (refusal: StartRefusal): StartOutcome => ({ ok: false, refusal });

/** What the performer must offer for each chat type (decision; spec 001 §3 names the flags). */
export function chatTypeOffered(chatType: ChatType, actor: ChatActor): boolean {
  const f = actor.features;
  switch (chatType) {
    case 'freeChat': return f.freeChat === true;
    case 'voyeurChat':
    case 'voyeurPrivateChat': return f.voyeurChat === true;
    case 'mobileCallChat': return f.mobileVideocall === true;
    case 'liveShow': return f.ticketShow === true;
    case 'liveChat':
    case 'videoCall': return true;
    case 'livePreview': return false;
  }
}

/** The guest's chat started with this seq, if any. */
async function chatOfSeq(db: Kysely<Database>, guestId: string, seq: number) {
  return db.selectFrom('chat_sessions').selectAll().where('guest_id', '=', guestId).where('start_seq', '=', seq).orderBy('started_at', 'desc').executeTakeFirst();
}

/** Checks the start's order; answers a replay of an earlier start, a refusal, or null to go on. */
export async function checkSequence(db: Kysely<Database>, request: StartRequest): Promise<StartOutcome | null> {
  const earlier = await chatOfSeq(db, request.guestId, request.seq);
  if (earlier) {
    if (earlier.ended_at === null && earlier.actor_id === request.actorId && earlier.chat_type === request.chatType) {
      const actor = await loadChatActor(db, earlier.actor_id);
      if (actor) return { ok: true, chat: earlier, actor, created: false };
    }
    if (earlier.ended_at !== null && earlier.end_reason === EXIT_TIMEOUT) {
      return refuse({ status: 409, code: 'CHAT_GUEST_OFFLINE', message: `The chat of start ${request.seq} ended while the guest was offline; start again with a new seq`, field: 'body.seq', exitReasonCode: EXIT_GUEST_OFFLINE });
    }
    return refuse({ status: 409, code: 'CHAT_WRONG_SEQUENCE', message: `seq ${request.seq} was used by an earlier start; send a higher one`, field: 'body.seq', exitReasonCode: EXIT_WRONG_SEQUENCE });
  }
  const newest = await db.selectFrom('chat_start_seqs').select('seq').where('guest_id', '=', request.guestId).executeTakeFirst();
  if (newest && Number(newest.seq) > request.seq) {
    return refuse({ status: 409, code: 'CHAT_WRONG_SEQUENCE', message: `seq ${request.seq} is older than the newest start ${Number(newest.seq)}`, field: 'body.seq', exitReasonCode: EXIT_WRONG_SEQUENCE });
  }
  return null;
}

export interface CreateOptions {
  nowMs: number;
  /** The live stream's state of the actor, when the live service knows it (null: follow performers.is_online). */
  streamState: (actorId: number) => Promise<'live' | 'ticketShow' | 'offline' | null>;
}

/**
 * spec 001 §9 "age-rating denial 601" (sdk/live/age-rule.ts): a chat showing the full stream needs an accepted age
 * verification (403 CONTENT_RESTRICTED, the code of an 18-rated video without it) and a restriction level that
 * allows 18-rated content (403 ACCOUNT_RESTRICTED); both with the pre-chat exit code 601. Read here, before any
 * minute is billed or any stream URL is signed.
 */
export async function ageRefusal(db: Kysely<Database>, request: Pick<StartRequest, 'guestId' | 'chatType'>): Promise<StartRefusal | null> {
  const guest = await db.selectFrom('guests').select('restriction_level').where('id', '=', request.guestId).executeTakeFirst();
  const avs = await readAvsState(db, request.guestId);
  const refusal = liveAgeRefusal(request.chatType, { avsStatus: avs.avsStatus, restrictionLevel: guest?.restriction_level ?? 0 });
  if (refusal === 'restrictedAgeRated') {
    return { status: 403, code: 'ACCOUNT_RESTRICTED', message: 'This account may not have 18-rated content, and live chats are rated 18', field: null, exitReasonCode: EXIT_AGE_RATING };
  }
  if (refusal === 'needsAgeCheck') {
    return { status: 403, code: 'CONTENT_RESTRICTED', message: `Live chats are rated 18: verify your age first (POST avs/start); the age check is ${avs.avsStatus}`, field: null, exitReasonCode: EXIT_AGE_RATING };
  }
  return null;
}

/** Checks the actor, the chat type and the money, then writes the running chat (minute 0 is billed by the caller). */
export async function createChat(db: Kysely<Database>, request: StartRequest, options: CreateOptions): Promise<StartOutcome> {
  const actor = await loadChatActor(db, request.actorId);
  if (!actor) return refuse({ status: 404, code: 'NOT_FOUND', message: `No performer with the id ${request.actorId}`, field: 'body.actorId' });
  const tooYoung = await ageRefusal(db, request);
  if (tooYoung) return refuse(tooYoung);
  const running = await db.selectFrom('chat_sessions').select(['id', 'actor_id']).where('active_guest_id', '=', request.guestId).executeTakeFirst();
  if (running) {
    return refuse({ status: 409, code: 'CHAT_ALREADY_IN_PROGRESS', message: `Chat ${running.id} with performer ${running.actor_id} is still running; end it first`, field: null, exitReasonCode: EXIT_ALREADY_IN_PROGRESS });
  }
  const state = await options.streamState(actor.id);
  if (!actor.isOnline || state === 'offline') {
    return refuse({ status: 409, code: 'LIVE_OFFLINE', message: `${actor.name} is offline`, field: 'body.actorId', exitReasonCode: EXIT_ACTOR_OFFLINE });
  }
  if (!chatTypeOffered(request.chatType, actor) || (state === 'ticketShow' && request.chatType !== 'liveShow')) {
    return refuse({ status: 409, code: 'CHAT_TYPE_NOT_OFFERED', message: `${actor.name} does not offer ${request.chatType} now`, field: 'body.chatType', exitReasonCode: 207 });
  }
  const price = pricePerMinute(request.chatType, actor.prices);
  const balance = await balanceOf(db, request.guestId);
  const voucherType = chatVoucherType(request.chatType);
  const voucherPaysFirstMinute = voucherType !== null && voucherMayPay(request.chatType, actor.prices, 0)
    && pickVoucher(await usableVouchers(db, request.guestId, new Date(options.nowMs)), voucherType, actor.id, new Date(options.nowMs)) !== null;
  const check = canStartChat({ pricePerMinute: price, balance, voucherPaysFirstMinute });
  if (!check.ok) {
    return refuse({ status: 402, code: 'NOT_ENOUGH_COINS', message: `A chat with ${actor.name} needs ${balance + check.missingCoins} coins to start; the balance is ${balance}`, field: null, missingCoins: check.missingCoins });
  }
  const now = new Date(options.nowMs).toISOString();
  const chat: ChatSessionsTable = {
    id: randomUUID(), guest_id: request.guestId, active_guest_id: request.guestId, actor_id: actor.id, chat_type: request.chatType,
    price_per_minute: price, start_seq: request.seq, started_at: now, last_billed_minute: -1, billed_minutes: 0, voucher_minutes: 0,
    total_price: 0, paid_until: now, last_seen_at: now, is_toy_control: 0, ended_at: null, end_reason: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('chat_start_seqs').values({ guest_id: request.guestId, seq: request.seq })
        .onConflict((oc) => oc.column('guest_id').doUpdateSet({ seq: request.seq })).execute();
      await trx.insertInto('chat_sessions').values(chat).execute();
    });
  } catch (error) {
    // A concurrent start of the same guest won the one-running-chat index.
    if (!isUniqueViolation(error)) throw error;
    return refuse({ status: 409, code: 'CHAT_ALREADY_IN_PROGRESS', message: 'Another chat of this guest started at the same time', field: null, exitReasonCode: EXIT_ALREADY_IN_PROGRESS });
  }
  return { ok: true, chat, actor, created: true };
}

