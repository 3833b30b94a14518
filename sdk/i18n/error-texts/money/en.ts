/** The words of the money area's ErrorBody codes (../money.ts) in English. */
import type { MoneyCode } from '../codes';

export const WORDS = {
  NOT_ENOUGH_COINS: 'Your balance is not enough. Buy coins first.',
  PAYMENT_DECLINED: 'The payment was declined. Nothing was charged.',
  WRONG_3DS_CODE: 'The security code is wrong. Nothing was charged.',
  PAYMENT_IN_PROGRESS: 'Your payment is still being processed. Please wait a moment.',
  PAYMENT_NOT_OPEN: 'This payment is already complete. Start a new one if you need to.',
  NO_STORED_CARD: 'Make one top-up with a card first; then you can set this up.',
  ONE_CLICK_NOT_CONFIGURED: 'Set up one-click payment first.',
  BONUS_CODE_UNKNOWN: 'This bonus code does not exist.',
  BONUS_CODE_NOT_YET_VALID: 'This code is not valid yet.',
  BONUS_CODE_EXPIRED: 'This code has expired.',
  BONUS_CODE_ALREADY_REDEEMED: 'You have already redeemed this code.',
  BONUS_CODE_NEEDS_MOBILE: 'This code needs a verified mobile number.',
  BONUS_CODE_VIP_ONLY: 'This code is for VIP members only.',
  IDEMPOTENCY_KEY_REUSED: 'This payment was already sent with other details. Start it again.',
} satisfies Record<MoneyCode, string>;
