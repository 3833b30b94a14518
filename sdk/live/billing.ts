/**
 * Per-minute chat billing rules (issue 14 §5), shared by the server (which
 * bills) and the chat room (which shows the running cost and the countdown).
 * Prepaid: minute 0 is paid at the start, minute n when it begins.
 */
import { VOUCHER_TYPES, type VoucherType } from '../api/constants';
import type { ChatType } from './chat-types';
import { MIN_CHAT_BALANCE_COINS, ONE_CLICK_IN_CHAT } from './timing';

/** The actor's chat prices in coins per minute (performers.prices). */
export interface ActorChatPrices {
  video: number;
  voyeur: number;
  single: number;
  singlec2c: number;
  ticketShow: number;
  /**
   * Reading (spec 001 §3 names the field only): how many minutes of one chat
   * with this actor videochat vouchers may pay at most; 0 = no limit (vouchers
   * pay first everywhere, issue 14 §5, so a CONVCHATTRIAL voucher works with
   * every performer).
   */
  voucherChatMinutes: number;
}

/**
 * The price per minute of a chat type (decision, spec silent on the mapping):
 * group live chat = video, watching = voyeur, one-to-one calls = single
 * (mobile) or singlec2c (with the guest's cam), a live show = single; free
 * chat and preview cost nothing.
 */
export function pricePerMinute(chatType: ChatType, prices: ActorChatPrices): number {
  switch (chatType) {
    case 'liveChat': return prices.video;
    case 'voyeurChat':
    case 'voyeurPrivateChat': return prices.voyeur;
    case 'mobileCallChat':
    case 'liveShow': return prices.single;
    case 'videoCall': return prices.singlec2c;
    case 'freeChat':
    case 'livePreview': return 0;
  }
}

/**
 * The voucher type that pays a minute of the chat type (issue 14 §5:
 * "chat-minute vouchers (videochat, live show, private show types) used
 * first"): one voucher unit pays one minute.
 */
export function chatVoucherType(chatType: ChatType): VoucherType | null {
  switch (chatType) {
    case 'liveChat':
    case 'voyeurChat':
    case 'voyeurPrivateChat': return VOUCHER_TYPES.videochat;
    case 'liveShow': return VOUCHER_TYPES.liveShow;
    case 'mobileCallChat':
    case 'videoCall': return VOUCHER_TYPES.privateShow;
    case 'freeChat':
    case 'livePreview': return null;
  }
}

/** True when a voucher may pay the next minute: videochat vouchers up to the actor's voucherChatMinutes per chat (0: no limit). */
export function voucherMayPay(chatType: ChatType, prices: ActorChatPrices, voucherMinutesUsed: number): boolean {
  const type = chatVoucherType(chatType);
  if (type === null || pricePerMinute(chatType, prices) === 0) return false;
  if (type === VOUCHER_TYPES.videochat && prices.voucherChatMinutes > 0) return voucherMinutesUsed < prices.voucherChatMinutes;
  return true;
}

/** The index of the minute running at `now` (0 from the start). */
export function currentMinute(startedAtMs: number, nowMs: number, minuteMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedAtMs) / minuteMs));
}

/** When the paid time ends: the start plus the billed minutes. */
export function paidUntilMs(startedAtMs: number, billedMinutes: number, minuteMs: number): number {
  return startedAtMs + billedMinutes * minuteMs;
}

/**
 * The minute to bill now, or null. Only the running minute is ever billed:
 * minutes that passed while no server ticked (a crash, a restart) are not
 * billed afterwards (issue 14 §5: "never bills a minute twice and misses at
 * most the current minute"); a minute already billed is never due again.
 */
export function minuteToBill(chat: { startedAtMs: number; lastBilledMinute: number }, nowMs: number, minuteMs: number): number | null {
  const minute = currentMinute(chat.startedAtMs, nowMs, minuteMs);
  return minute > chat.lastBilledMinute ? minute : null;
}

export type StartCheck = { ok: true } | { ok: false; missingCoins: number };

/**
 * spec 000 §5 "Minimum balance to start a chat is 0.5" plus the prepaid
 * minute 0: a free chat always starts; a voucher paying minute 0 is enough;
 * otherwise the balance must hold max(price, minimum balance).
 */
export function canStartChat(input: { pricePerMinute: number; balance: number; voucherPaysFirstMinute: boolean }): StartCheck {
  if (input.pricePerMinute === 0 || input.voucherPaysFirstMinute) return { ok: true };
  const needed = Math.max(input.pricePerMinute, MIN_CHAT_BALANCE_COINS);
  return input.balance >= needed ? { ok: true } : { ok: false, missingCoins: needed - input.balance };
}

/** How a minute is paid: nothing for a free chat, a voucher when one may and can, else coins. */
export function minutePayment(input: { pricePerMinute: number; voucherMayPay: boolean; voucherAvailable: boolean }): 'free' | 'voucher' | 'coins' {
  if (input.pricePerMinute === 0) return 'free';
  return input.voucherMayPay && input.voucherAvailable ? 'voucher' : 'coins';
}

/** Seconds of paid time left (never negative). */
export function secondsLeft(paidUntil: number, nowMs: number): number {
  return Math.max(0, Math.ceil((paidUntil - nowMs) / 1000));
}

/**
 * spec 000 §9 "One-click payment in chat 60": offer the one-click top-up once
 * at most 60 s of paid time are left and the balance cannot pay the next minute.
 */
export function shouldOfferTopUp(input: { balance: number; pricePerMinute: number; secondsLeft: number }): boolean {
  return input.pricePerMinute > 0 && input.balance < input.pricePerMinute && input.secondsLeft <= ONE_CLICK_IN_CHAT;
}
