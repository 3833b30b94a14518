/**
 * Guest, money and content-page calls of spec 000 §7 and spec 001 §7, one
 * function per call like ./catalog. The forms need what the server says on a
 * 4xx (message and field), so `readErrorBodies` turns those answers into an
 * ApiError (a RestError, so status checks keep working).
 */
import type { Static } from 'typebox';
import type { GuestAnswer, PurchaseAnswer, TopUpAnswer } from './guest-types';
export type { TopUpAnswer } from './guest-types';
import type { RestClient, RestRequestInit } from './rest';
import type * as Common from './schemas/common';
import type * as Money from './schemas/money';
import type { AlbumAnswer, VideoAnswer } from './types';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** issue 12 §4: the guest confirms being 18 or older; the server refuses a sign-up without it. */
  ageConfirmed: true;
  /** issue 12 §4: the guest accepts the terms of service and has read the data-protection notice. */
  termsAccepted: true;
  signupOrigin?: string;
}

export interface LogInInput {
  email: string;
  password: string;
}

/** GET guest/getGuestBalance (spec 000 §7: "reads data.balance, balanceFormatted, isPayingCustomer"). */
export type BalanceData = Static<typeof Money.BalanceDataSchema>;
export type BalanceAnswer = Static<typeof Money.BalanceAnswerSchema>;
export { postAvsStart, type AvsStartAnswer } from './avs-start';
/** A call that only confirms: `{ success: true }`. */
export type SuccessAnswer = Static<typeof Common.SuccessSchema>;

/** POST payment/topup of the sandbox provider: euros, a card, and the idempotency key of this one submit. */
export interface TopUpInput {
  /** Euros in whole cents, e.g. 20 or 12.5. */
  amountEuros: number;
  card: { number: string; expiry: string; cvc: string };
  idempotencyKey: string;
}


/** POST guest/signup: the new guest's session (logged in). */
export function postSignUp(client: RestClient, input: SignUpInput, init?: RestRequestInit): Promise<GuestAnswer> {
  return client.post<GuestAnswer>('guest/signup', input, init);
}

/** POST guest/login: the guest's session; a wrong address or password is a 401 that never says which. */
export function postLogIn(client: RestClient, input: LogInInput, init?: RestRequestInit): Promise<GuestAnswer> {
  return client.post<GuestAnswer>('guest/login', input, init);
}

/** POST guest/logout: ends the session cookie. */
export function postLogOut(client: RestClient, init?: RestRequestInit): Promise<SuccessAnswer> {
  return client.post<SuccessAnswer>('guest/logout', {}, init);
}

// Its own module: the session store (in every page's first route) imports it without the other calls.
export { getGuestSession } from './guest-session';

/** GET guest/getGuestBalance (spec 000 §7). */
export function getGuestBalance(client: RestClient, init?: RestRequestInit): Promise<BalanceAnswer> {
  return client.get<BalanceAnswer>('guest/getGuestBalance', undefined, init);
}

/** POST payment/topup: buys coins with a card (1 euro = 4 coins, rounded up). */
export function postTopUp(client: RestClient, input: TopUpInput, init?: RestRequestInit): Promise<TopUpAnswer> {
  return client.post<TopUpAnswer>('payment/topup', input, init);
}

/** POST payment/confirm3ds: completes a top-up waiting for its 3-D Secure code. */
export function postConfirmThreeDs(client: RestClient, input: { paymentId: string; code: string }, init?: RestRequestInit): Promise<TopUpAnswer> {
  return client.post<TopUpAnswer>('payment/confirm3ds', input, init);
}

/** POST video/{videoId}/buy; the same idempotency key twice charges once and answers the first answer. */
export function postVideoBuy(client: RestClient, videoId: number, idempotencyKey: string, init?: RestRequestInit): Promise<PurchaseAnswer> {
  return client.post<PurchaseAnswer>(`video/${encodeURIComponent(videoId)}/buy`, { idempotencyKey }, init);
}

/** POST album/{albumId}/buy (spec 001 §7: "answering success, guestBalance, guestBalanceFormatted"). */
export function postAlbumBuy(client: RestClient, albumId: number, idempotencyKey: string, init?: RestRequestInit): Promise<PurchaseAnswer> {
  return client.post<PurchaseAnswer>(`album/${encodeURIComponent(albumId)}/buy`, { idempotencyKey }, init);
}

/** GET video/{videoId}: the video page with the viewer's restrictions. */
export function getVideo(client: RestClient, videoId: number, init?: RestRequestInit): Promise<VideoAnswer> {
  return client.get<VideoAnswer>(`video/${encodeURIComponent(videoId)}`, undefined, init);
}

/** GET gallery/open?albumId=: the album page; pictures stay empty until restrictions is empty. */
export function getAlbum(client: RestClient, albumId: number, init?: RestRequestInit): Promise<AlbumAnswer> {
  return client.get<AlbumAnswer>('gallery/open', { albumId }, init);
}

/** POST watch/start (spec 002 §7.8 "Other routes: watch/start"): the player reports that the guest started a video (or its trailer). */
export function postWatchStart(client: RestClient, videoId: number, kind: 'full' | 'trailer' = 'full', init?: RestRequestInit): Promise<SuccessAnswer> {
  return client.post<SuccessAnswer>('watch/start', { videoId, kind }, init);
}
