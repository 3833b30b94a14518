/** The words of the account area's ErrorBody codes (../account.ts) in English. */
import type { AccountCode } from '../codes';

export const WORDS = {
  LINK_INVALID: 'This link is invalid, used or expired. Ask for a new one.',
  WRONG_CREDENTIALS: 'Wrong e-mail address or password.',
  ACCOUNT_RESTRICTED: 'Your account cannot do this right now. Please contact support.',
  NOT_YOUR_GUEST_ID: 'This works for your own account only.',
  ALREADY_LOGGED_IN: 'You are already logged in. Log out first.',
  ALREADY_REGISTERED: 'You are already registered. Log out first.',
  NAME_TAKEN: 'This name is taken.',
  EMAIL_TAKEN: 'This e-mail address is already registered. Log in or reset your password.',
  CONTENT_RESTRICTED: 'This needs an age check, a purchase or a subscription first.',
  VIP_ONLY: 'This is for VIP members only.',
  AGE_ALREADY_VERIFIED: 'Your age is already verified.',
  AGE_CHECK_ALREADY_DECIDED: 'This age check is already complete.',
  EMAIL_NOT_VERIFIED: 'Confirm your e-mail address first.',
  CSRF_TOKEN_INVALID: 'This page has expired. Open the link again.',
  DEV_KEY_REQUIRED: 'This developer page needs the key from the start log.',
  PARTNER_KEY_REQUIRED: 'This partner page needs your API key.',
  PARTNER_KEY_INVALID: 'This API key belongs to no partner account; check that it was copied whole.',
  DAILY_LIMIT_REACHED: 'You have reached today\'s limit. Try again tomorrow.',
  LIMIT_REACHED: 'You have reached the maximum. Remove an entry first.',
  MEDIA_URL_INVALID: 'This video link is invalid. Reload the page.',
  MEDIA_URL_EXPIRED: 'This video link has expired. Reload the page.',
  MEDIA_GUEST_MISMATCH: 'This video link belongs to another account. Open the video yourself.',
  MEDIA_PREPARING: 'This video is being prepared. Try again in a moment.',
  RANGE_NOT_SATISFIABLE: 'This part of the file does not exist.',
} satisfies Record<AccountCode, string>;
