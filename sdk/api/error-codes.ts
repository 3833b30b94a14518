/**
 * The machine-readable `code` of every error answer (ErrorBody.code in
 * ./types). The one list: the server throws with these, clients pick their
 * words from them (sdk/i18n/errors.ts), never from the English `error` text.
 * A new code goes here, with its words in de, en, es and nl.
 */
export const ERROR_CODES = [
  // Requests the server cannot take as they are
  'VALIDATION_FAILED', // 400: a param, query or body field is missing or wrong (field names it)
  'INVALID_JSON', // 400: the body is not JSON although Content-Type says so
  'BAD_REQUEST', // 400 and other 4xx: a malformed request that names no field
  'BODY_TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA_TYPE', // 415
  'ROUTE_NOT_FOUND', // 404: no route for this method and path
  'NOT_FOUND', // 404: the item the request names does not exist (or is not the guest's)
  'LINK_INVALID', // 400: a reset or verification link that is invalid, used or expired
  // Who the guest is
  'LOGIN_REQUIRED', // 401
  'WRONG_CREDENTIALS', // 401: wrong e-mail address or password (never says which)
  'ACCOUNT_LOCKED', // 403
  'ACCOUNT_RESTRICTED', // 403: this account may not do this (top up, buy)
  'NOT_YOUR_GUEST_ID', // 403: a body names another guest
  'ALREADY_LOGGED_IN', // 409
  'ALREADY_REGISTERED', // 409
  'NAME_TAKEN', // 409
  'EMAIL_TAKEN', // 409
  'EMAIL_NOT_VERIFIED', // 403: confirm the e-mail address first (share mails)
  'CSRF_TOKEN_INVALID', // 403: a form's token does not belong to this session and page
  'DEV_KEY_REQUIRED', // 403: development pages need the key printed in the start log
  'PARTNER_KEY_REQUIRED', // 401: partner routes need `Authorization: Bearer <API key>` (issue 16 §2)
  'PARTNER_KEY_INVALID', // 401: the API key belongs to no partner (a new key comes only with a new sign-up)
  // Content
  'NOT_AVAILABLE_IN_COUNTRY', // 451
  'CONTENT_RESTRICTED', // 403: needs an age check, a purchase or a subscription first
  'VIP_ONLY', // 403
  'MEDIA_URL_INVALID', // 403: a signed media URL that is malformed or tampered with (issue 13 §2)
  'MEDIA_URL_EXPIRED', // 403: a signed media URL past its expiry; read the video again for a new one
  'MEDIA_GUEST_MISMATCH', // 403: a signed media URL of another guest (or without the guest's media cookie)
  'MEDIA_PREPARING', // 503: the clip is still being generated; Retry-After says when to ask again
  'RANGE_NOT_SATISFIABLE', // 416: the Range header starts past the end of the file
  'COMMENTS_BLOCKED', // 403: this guest is blocked from writing comments (spec 001 §6)
  'ALREADY_COMMENTED', // 409: one comment per guest per album (spec 001 §4)
  // Money
  'NOT_ENOUGH_COINS', // 402
  'PAYMENT_DECLINED', // 402
  'WRONG_3DS_CODE', // 402
  'PAYMENT_IN_PROGRESS', // 409: the same idempotency key is still being processed
  'PAYMENT_NOT_OPEN', // 409: the payment is settled, or its 3-D Secure step is closed
  'NO_STORED_CARD', // 409
  'ONE_CLICK_NOT_CONFIGURED', // 409
  'IDEMPOTENCY_KEY_REUSED', // 409: the same idempotency key came with another request (field names the key)
  'BONUS_CODE_UNKNOWN', // 404
  'BONUS_CODE_NOT_YET_VALID', // 403
  'BONUS_CODE_EXPIRED', // 403
  'BONUS_CODE_ALREADY_REDEEMED', // 409
  'BONUS_CODE_NEEDS_MOBILE', // 403
  'BONUS_CODE_VIP_ONLY', // 403
  'NOTICE_SIGNATURE_INVALID', // 401: a payment provider's notice without a valid, recent signature (issue 16 §2)
  'PAYMENT_NOT_REVERSIBLE', // 409: a refund or chargeback of a payment that is not settled, already reversed, or not the notice's charge
  // Age verification
  'AGE_ALREADY_VERIFIED', // 409
  'AGE_CHECK_ALREADY_DECIDED', // 409
  // Limits
  'RATE_LIMITED', // 429: try again after Retry-After seconds
  'DAILY_LIMIT_REACHED', // 429: a per-day quota is used up (share mails, tracking events); Retry-After says when it renews
  'LIMIT_REACHED', // 409: a guest's stored items are at their cap (saved relations)
  // Live streams (issue 14, H)
  'LIVE_OFFLINE', // 404 on a stream or picture, 409 on a start: the performer is offline
  'LIVE_TICKET_SHOW', // 403: a ticket show is running; only ticket holders watch (kind show)
  'LIVE_SESSION_ENDED', // 403: the preview, chat, show or call the stream URL belongs to has ended
  'LIVE_PREVIEW_LIMIT', // 429: today's live previews are used up (5, VIP 20; spec 000 §9); carries exitReasonCode
  'LIVE_PREVIEW_DISABLED', // 403: the performer offers no live preview
  // I (issue 14): live chat sessions (spec 000 §8 "Chat start: already in progress, guest offline, timeout, wrong sequence number")
  'CHAT_ALREADY_IN_PROGRESS', // 409: the guest has a running chat; end it first (exitReasonCode 906)
  'CHAT_GUEST_OFFLINE', // 409: a repeated start of a chat that ended because the guest's client went silent; start anew (907)
  'CHAT_START_TIMEOUT', // 504: the start did not finish in time; retry with the same seq (198)
  'CHAT_WRONG_SEQUENCE', // 409: the start's seq is older than the guest's last start (910)
  'CHAT_ENDED', // 409: the chat has ended; tips, toy orders and messages need a running chat
  'CHAT_TYPE_NOT_OFFERED', // 409: the performer does not offer this chat type now (field body.chatType)
  'TOY_NOT_AVAILABLE', // 409: the performer has no toy, or not this duration
  // The server's side
  'INTERNAL_ERROR', // 500
  'SERVICE_UNAVAILABLE', // 503
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a client calls an answer without a known code (an older server, a proxy's 502 page). */
export const UNKNOWN_ERROR = 'UNKNOWN';

/** True for one of ERROR_CODES (the server's tests check every answer with it). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The code an error answer carries, for clients: read without the list of codes
 * (no bundle has to carry it), so a newer server's code comes through as it is
 * and errorWords gives it the generic words.
 */
export function readErrorCode(body: Record<string, unknown> | null | undefined): string | undefined {
  const code = body?.code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}
