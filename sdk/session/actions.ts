/**
 * What a guest does with the session: sign up, log in and out, refresh the
 * balance, top up and buy. Each action calls one REST call of ../api/guest
 * and moves `$guest` through a pure transition of ./transitions.
 */
import {
  getGuestBalance,
  postAlbumBuy,
  postConfirmThreeDs,
  postLogIn,
  postLogOut,
  postSignUp,
  postTopUp,
  postVideoBuy,
  type LogInInput,
  type SignUpInput,
  type TopUpAnswer,
} from '../api/guest';
import type { GuestAnswer, GuestSession, PurchaseAnswer } from '../api/guest-types';
import { RestError } from '../api/errors';
import type { RestClient } from '../api/rest';
import { holdPaymentFeedback, releasePaymentFeedback } from './payment-feedback';
import type { TopUpTransport } from '../top-up/controller';
import { $guest, $sessionStatus, loadSession, sessionClient } from './store';
import { applyBalance, applyPurchase, balanceMovedMeanwhile, purchaseOutcome, type PurchaseOutcome } from './transitions';

/**
 * A fresh idempotency key for one user action (one click on "buy"). Keep it
 * while retrying that same action after a network failure, so the server
 * charges once; make a new one for the next action.
 */
export function newIdempotencyKey(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return random();
}

function acceptSession(answer: GuestAnswer, call: string): GuestSession {
  if (!answer.success) throw new Error(`${call}: expected success true, got error "${answer.error}"`);
  $guest.set(answer.data);
  $sessionStatus.set('ready');
  return answer.data;
}

/** POST guest/signup; the new, logged-in session goes into `$guest`. Rejects with RestError naming the field (`field`) on a 400. */
export async function signUp(input: SignUpInput, client: RestClient = sessionClient()): Promise<GuestSession> {
  return acceptSession(await postSignUp(client, input), 'guest/signup');
}

/** POST guest/login; rejects with RestError (401) when the address or password is wrong. */
export async function logIn(input: LogInInput, client: RestClient = sessionClient()): Promise<GuestSession> {
  return acceptSession(await postLogIn(client, input), 'guest/login');
}

/** POST guest/logout, then loads the anonymous session the server hands out next. */
export async function logOut(client: RestClient = sessionClient()): Promise<GuestSession | null> {
  await postLogOut(client);
  $guest.set(null);
  return loadSession(client);
}

/** Asks of a refresh whose answers keep arriving behind newer balances (a chat billing every few seconds). */
const BALANCE_REFRESH_TRIES = 3;

/**
 * GET guest/getGuestBalance into `$guest` (spec 000 §7). An answer is older than a balance that arrived while it was
 * asked (a pushed guestBalance, a purchase's answer): the server read it before that change. It is then not applied,
 * and the balance is asked again, so the newest balance wins. (CI caught the header at 220 VXC for good: the overlay's
 * top-up asked for the balance, the chat it had unblocked billed its first minute and pushed 201, and the older
 * answer, 220, arrived after.)
 */
export async function refreshBalance(client: RestClient = sessionClient()): Promise<number | null> {
  for (let tries = 0; tries < BALANCE_REFRESH_TRIES; tries++) {
    const before = $guest.get()?.balance;
    const answer = await getGuestBalance(client);
    if (!answer.success) throw new Error(`guest/getGuestBalance: expected success true, got error "${answer.error}"`);
    if (!balanceMovedMeanwhile(before, $guest.get()?.balance)) {
      $guest.set(applyBalance($guest.get(), answer.data));
      return answer.data.balance;
    }
  }
  // Every answer came behind a newer balance: the newest one is the one in the store.
  return $guest.get()?.balance ?? null;
}

/**
 * The top-up controller's calls (payment/topup, payment/confirm3ds) for a
 * page with the session store: a success moves `$guest`'s balance. A top-up
 * goes through the controller (sdk/top-up), never around it: it owns the
 * idempotency key of each attempt (issue 11 B5, one payment path). The
 * payment awaits feedback (no reload on session expiry) until the server
 * answered, and through a 3-D Secure step.
 */
export function sessionTopUpTransport(client: RestClient = sessionClient()): TopUpTransport {
  return {
    topUp: async (input) => {
      const key = `topUp:${input.idempotencyKey}`;
      holdPaymentFeedback(key);
      return applyTopUp(await answered(key, postTopUp(client, input)));
    },
    confirmThreeDs: async (input) =>
      applyTopUp(await answered(`3ds:${input.paymentId}`, postConfirmThreeDs(client, input), (error) => error.status === 402 || error.status === 409)),
  };
}

/**
 * Releases `key` once the server answered: always for a top-up, and for a
 * refusal when `ends` says it ends the payment (a decline or a closed
 * challenge; a mistyped code leaves the challenge open). A network failure
 * keeps it: the answer is still to come, from a retry with the same key.
 */
async function answered(key: string, call: Promise<TopUpAnswer>, ends: (error: RestError) => boolean = () => true): Promise<TopUpAnswer> {
  try {
    const answer = await call;
    releasePaymentFeedback(key);
    return answer;
  } catch (error) {
    if (error instanceof RestError && ends(error)) releasePaymentFeedback(key);
    throw error;
  }
}

function applyTopUp(answer: TopUpAnswer): TopUpAnswer {
  if (answer.status === 'requires_action') holdPaymentFeedback(`3ds:${answer.paymentId}`);
  else releasePaymentFeedback(`3ds:${answer.paymentId}`);
  const guest = $guest.get();
  if (answer.success && guest) {
    $guest.set({ ...guest, balance: answer.guestBalance, balanceFormatted: answer.guestBalanceFormatted, isPayingCustomer: true });
  }
  return answer;
}

async function purchase(buy: () => Promise<PurchaseAnswer>): Promise<PurchaseOutcome> {
  let answer: PurchaseAnswer;
  try {
    answer = await buy();
  } catch (error) {
    // A network failure rethrows: the caller may retry with the same key. A refusal is an outcome.
    if (!(error instanceof RestError)) throw error;
    const body = error.body;
    // A 402 carries the balance too: it is the server's word, the header follows it.
    if (body && typeof body.guestBalance === 'number') $guest.set(applyPurchase($guest.get(), body as unknown as PurchaseAnswer));
    return purchaseOutcome(null, error.code);
  }
  $guest.set(applyPurchase($guest.get(), answer));
  return purchaseOutcome(answer);
}

/** POST video/{videoId}/buy with the action's idempotency key; the new balance goes into `$guest`. */
export function buyVideo(videoId: number, idempotencyKey: string, client: RestClient = sessionClient()): Promise<PurchaseOutcome> {
  return purchase(() => postVideoBuy(client, videoId, idempotencyKey));
}

/** POST album/{albumId}/buy (spec 001 §4: "on success the balance is updated, the album reloaded" — the page reloads it). */
export function buyAlbum(albumId: number, idempotencyKey: string, client: RestClient = sessionClient()): Promise<PurchaseOutcome> {
  return purchase(() => postAlbumBuy(client, albumId, idempotencyKey));
}
