/**
 * Live chat sessions (issue 14 contract §3): start, the heartbeat, end, tips
 * and toy orders, and the per-minute ticker. One per process (the platform
 * makes it); every write goes through the database, so a second process or a
 * restarted one carries on the same chats without billing a minute twice.
 * Events go out through publishChanges after each commit.
 */
import { sql, type Kysely } from 'kysely';
import type { ChatEndSummary } from '../../sdk/api/schemas/live-chat';
import { minuteToBill } from '../../sdk/live/billing';
import { EXIT_NO_MONEY, EXIT_START_TIMEOUT, EXIT_TIMEOUT } from '../../sdk/live/exit-reasons';
import { CHAT_HEARTBEAT_TIMEOUT_MS, CHAT_MINUTE_MS } from '../../sdk/live/timing';
import { toyPrice } from '../../sdk/live/toy';
import { ABILITIES_OF, type ChatType } from '../../sdk/live/chat-types';
import { guestEvent, moneyChanged, type Change, type ChangePublisher } from '../changes';
import type { Database } from '../db/schema';
import { balanceOf, chargeCoins, InsufficientCoinsError } from '../money/ledger';
import { loadChatActor } from './actor';
import { billMinute } from './bill-minute';
import { checkSequence, createChat, type StartOutcome, type StartRefusal, type StartRequest } from './start';
import type { ChatSessionsTable } from './tables';
import { endedByActor } from './ticker-rules';
import { chatEndEvent, chatStateEvent, endSummary, messageView, SESSION_MESSAGES } from './view';

export interface LiveChatOptions {
  /** The clock billing reads (tests pass a fake one). */
  now?: () => number;
  /** One billed minute (VELVET_CHAT_MINUTE_MS; default 60 000). */
  minuteMs?: number;
  heartbeatTimeoutMs?: number;
  /** How long a start may take before it answers 504 (default 10 s). */
  startTimeoutMs?: number;
  streamState?: (actorId: number) => Promise<'live' | 'ticketShow' | 'offline' | null>;
}

/** Chats billed at once by one tick. */
const BILL_CONCURRENCY = 16;

export type ChatRefusal = { status: 402 | 404 | 409; code: 'NOT_FOUND' | 'CHAT_ENDED' | 'NOT_ENOUGH_COINS' | 'TOY_NOT_AVAILABLE'; message: string; field: string | null; missingCoins?: number };

export class LiveChatService {
  readonly minuteMs: number;
  readonly now: () => number;
  private readonly heartbeatTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly streamState: NonNullable<LiveChatOptions['streamState']>;

  constructor(
    readonly db: Kysely<Database>,
    private readonly publishChanges: ChangePublisher,
    options: LiveChatOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.minuteMs = options.minuteMs ?? CHAT_MINUTE_MS;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? CHAT_HEARTBEAT_TIMEOUT_MS;
    this.startTimeoutMs = options.startTimeoutMs ?? 10_000;
    this.streamState = options.streamState ?? (async () => null);
  }

  /** Starts a chat and bills minute 0, or refuses; a start that outlives startTimeoutMs answers 504 and finishes on its own. */
  async start(request: StartRequest): Promise<StartOutcome> {
    const work = this.startNow(request);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<StartOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, refusal: {
        status: 504, code: 'CHAT_START_TIMEOUT', message: `The chat start took longer than ${this.startTimeoutMs} ms; retry with the same seq`, field: null, exitReasonCode: EXIT_START_TIMEOUT,
      } }), this.startTimeoutMs);
    });
    // The late work still ends in a chat (or not); a retry with the same seq finds it.
    work.catch(() => undefined);
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async startNow(request: StartRequest): Promise<StartOutcome> {
    const replay = await checkSequence(this.db, request);
    if (replay) return replay;
    const created = await createChat(this.db, request, { nowMs: this.now(), streamState: this.streamState });
    if (!created.ok) return created;
    const first = await billMinute(this.db, { chatId: created.chat.id, minute: 0, minuteMs: this.minuteMs, prices: created.actor.prices, nowMs: this.now() });
    if (first.status === 'noMoney') {
      // The balance fell between the check and the charge (another tab spent it).
      await this.endChat(created.chat.id, EXIT_NO_MONEY);
      const refusal: StartRefusal = { status: 402, code: 'NOT_ENOUGH_COINS', message: `The first minute costs ${first.price} coins; the balance is ${first.balance}`, field: null, missingCoins: first.price - first.balance };
      return { ok: false, refusal };
    }
    const chat = await this.find(created.chat.id);
    await this.publishChanges(moneyChanged(request.guestId, ['balance', 'vouchers']));
    return { ...created, chat: chat ?? created.chat };
  }

  async find(chatId: string): Promise<ChatSessionsTable | undefined> {
    return this.db.selectFrom('chat_sessions').selectAll().where('id', '=', chatId).executeTakeFirst();
  }

  /** The guest's chat, or null (another guest's chat is not found either). */
  async ofGuest(guestId: string, chatId: string): Promise<ChatSessionsTable | null> {
    const chat = await this.find(chatId);
    return chat && chat.guest_id === guestId ? chat : null;
  }

  /** The guest's running chat, or null. */
  async active(guestId: string): Promise<ChatSessionsTable | null> {
    return (await this.db.selectFrom('chat_sessions').selectAll().where('active_guest_id', '=', guestId).executeTakeFirst()) ?? null;
  }

  /** GET chat/:chatId is the heartbeat: the guest's client is still there. */
  async heartbeat(chat: ChatSessionsTable): Promise<void> {
    if (chat.ended_at !== null) return;
    await this.db.updateTable('chat_sessions').set({ last_seen_at: new Date(this.now()).toISOString() }).where('id', '=', chat.id).execute();
  }

  async messages(chatId: string) {
    const rows = await this.db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId).orderBy('created_at', 'desc').orderBy('id').limit(SESSION_MESSAGES).execute();
    return rows.reverse().map(messageView);
  }

  /**
   * Ends a running chat with the reason (once: a second end finds it ended and
   * answers the same summary); publishes chatEnd and the balance.
   */
  async endChat(chatId: string, reasonCode: number): Promise<ChatEndSummary | null> {
    const endedAt = new Date(this.now()).toISOString();
    const result = await this.db.updateTable('chat_sessions').set({ ended_at: endedAt, end_reason: reasonCode, active_guest_id: null })
      .where('id', '=', chatId).where('ended_at', 'is', null).executeTakeFirst();
    const chat = await this.find(chatId);
    if (!chat) return null;
    const actor = await loadChatActor(this.db, chat.actor_id);
    const summary = endSummary(chat, actor?.name ?? `#${chat.actor_id}`);
    if (Number(result.numUpdatedRows) === 1) {
      await this.publishChanges([guestEvent(chat.guest_id, chatEndEvent(summary)), ...moneyChanged(chat.guest_id, ['balance'])]);
    }
    return summary;
  }

  /** A tip or a toy order: coins through the ledger, added to the chat's total; refused on an ended chat or a short balance. */
  async chargeExtra(chat: ChatSessionsTable, kind: 'tip' | 'toy', amount: number, key: string): Promise<{ ok: true; balance: number; totalPrice: number } | { ok: false; refusal: ChatRefusal }> {
    if (chat.ended_at !== null) return { ok: false, refusal: { status: 409, code: 'CHAT_ENDED', message: `Chat ${chat.id} has ended`, field: 'params.chatId' } };
    try {
      const outcome = await this.db.transaction().execute(async (trx) => {
        const moved = await chargeCoins(trx, { guestId: chat.guest_id, amount, reason: `chat:${kind}`, reference: `chat:${chat.id}`, idempotencyKey: `chat:${chat.id}:${kind}:${key}` });
        if (!moved.replayed) {
          await trx.updateTable('chat_sessions').set({ total_price: sql`total_price + ${amount}`, ...(kind === 'toy' ? { is_toy_control: 1 } : {}) }).where('id', '=', chat.id).execute();
        }
        return moved;
      });
      const updated = (await this.find(chat.id)) ?? chat;
      await this.publishChanges([guestEvent(chat.guest_id, chatStateEvent(updated, outcome.balance)), ...moneyChanged(chat.guest_id, ['balance'])]);
      return { ok: true, balance: outcome.balance, totalPrice: updated.total_price };
    } catch (error) {
      if (!(error instanceof InsufficientCoinsError)) throw error;
      return { ok: false, refusal: { status: 402, code: 'NOT_ENOUGH_COINS', message: `The ${kind} costs ${amount} coins; the balance is ${error.balance}`, field: null, missingCoins: amount - error.balance } };
    }
  }

  /** Orders the toy: a listed duration or the random pattern, where the performer has a toy. */
  async orderToy(chat: ChatSessionsTable, order: { durationSeconds: number } | { random: true }, key: string) {
    const actor = await loadChatActor(this.db, chat.actor_id);
    const price = toyPrice(order);
    if (!actor?.terms.isDildocontrolAvailable || !ABILITIES_OF[chat.chat_type as ChatType].includes('tip') || price === null) {
      const refusal: ChatRefusal = { status: 409, code: 'TOY_NOT_AVAILABLE', message: price === null ? 'That toy duration is not offered' : 'This performer has no toy in this chat', field: price === null ? 'body.durationSeconds' : null };
      return { ok: false as const, refusal };
    }
    return this.chargeExtra(chat, 'toy', price, key);
  }

  /**
   * Ends the actor's running chats her state no longer allows, at once (offline: 201 host; a ticket show began:
   * 908), through the same end as every other end: chatEnd, the balance, and no minute after it. Called when her
   * online state goes off (publishLiveState); the ticker's pass stays the safety net for a change made elsewhere.
   */
  async endChatsOfActor(actorId: number): Promise<void> {
    for (const { id, reason } of await endedByActor(this.db, actorId)) await this.endChat(id, reason);
  }

  /**
   * One pass of the ticker: ends chats whose performer went offline (201) or
   * started a ticket show (908), whose guest went silent (990), then bills the
   * running minute of every chat whose paid time is over; a minute the balance
   * cannot pay ends the chat with 501.
   */
  async tick(): Promise<void> {
    const nowMs = this.now();
    const now = new Date(nowMs).toISOString();
    for (const { id, reason } of await endedByActor(this.db)) await this.endChat(id, reason);
    const silentSince = new Date(nowMs - this.heartbeatTimeoutMs).toISOString();
    const silent = await this.db.selectFrom('chat_sessions').select('id').where('ended_at', 'is', null).where('last_seen_at', '<', silentSince).execute();
    for (const { id } of silent) await this.endChat(id, EXIT_TIMEOUT);
    const due = await this.db.selectFrom('chat_sessions').selectAll().where('ended_at', 'is', null).where('paid_until', '<=', now).execute();
    // A few at a time: 200 chats due together are billed within a second on PostgreSQL; SQLite serialises the writes anyway.
    for (let next = 0; next < due.length; next += BILL_CONCURRENCY) {
      await Promise.all(due.slice(next, next + BILL_CONCURRENCY).map((chat) => this.billDue(chat, nowMs)));
    }
  }

  private async billDue(chat: ChatSessionsTable, nowMs: number): Promise<void> {
    const minute = minuteToBill({ startedAtMs: Date.parse(chat.started_at), lastBilledMinute: chat.last_billed_minute }, nowMs, this.minuteMs);
    if (minute === null) return;
    const actor = await loadChatActor(this.db, chat.actor_id);
    if (!actor) return;
    const outcome = await billMinute(this.db, { chatId: chat.id, minute, minuteMs: this.minuteMs, prices: actor.prices, nowMs });
    if (outcome.status === 'noMoney') {
      await this.endChat(chat.id, EXIT_NO_MONEY);
      return;
    }
    if (outcome.status !== 'billed') return;
    const updated = (await this.find(chat.id)) ?? chat;
    const changes: Change[] = [guestEvent(chat.guest_id, chatStateEvent(updated, outcome.balance))];
    if (outcome.paidWith !== 'free') changes.push(...moneyChanged(chat.guest_id, outcome.paidWith === 'voucher' ? ['vouchers'] : ['balance']));
    await this.publishChanges(changes);
  }

  /** The guest's balance now. */
  balance(guestId: string): Promise<number> {
    return balanceOf(this.db, guestId);
  }
}
