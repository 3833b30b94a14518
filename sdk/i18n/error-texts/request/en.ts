/** The words of the request area's ErrorBody codes (../request.ts) in English. */
import type { RequestCode } from '../codes';

export const WORDS = {
  VALIDATION_FAILED: 'Please check what you entered.',
  INVALID_JSON: 'The request was damaged. Reload the page and try again.',
  BAD_REQUEST: 'The request was not valid. Reload the page and try again.',
  BODY_TOO_LARGE: 'That is too large. Please choose something smaller.',
  UNSUPPORTED_MEDIA_TYPE: 'This format is not supported.',
  ROUTE_NOT_FOUND: 'This page does not exist.',
  NOT_FOUND: 'This does not exist (any more).',
  LOGIN_REQUIRED: 'Please log in.',
  ACCOUNT_LOCKED: 'Your account is locked. Please contact support.',
  NOT_AVAILABLE_IN_COUNTRY: 'This is not available in your country.',
  RATE_LIMITED: 'Too many attempts. Please wait a little, then try again.',
  INTERNAL_ERROR: 'Something went wrong. Try again.',
  SERVICE_UNAVAILABLE: 'The service is not reachable right now. Try again in a moment.',
  UNKNOWN: 'Something went wrong. Try again.',
} satisfies Record<RequestCode, string>;
