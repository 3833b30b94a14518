/**
 * spec 000 §9 "Chat timing" and "Minimum balance for chat 0.5": the constants
 * every live surface shares (chat button, chat room, server billing).
 */

/**
 * spec 000 §5/§9: "Minimum balance to start a chat is 0.5." Reading (the spec
 * names no unit): euros, the balance unit of the original platform, so
 * MIN_CHAT_BALANCE_COINS = 0.5 € × 4 coins = 2 coins. It applies on top of the
 * prepaid first minute (billing.ts canStartChat): a paid chat starts only when
 * the balance holds both the minimum and minute 0 (unless a voucher pays it).
 */
export const MIN_CHAT_BALANCE = 0.5;
/** MIN_CHAT_BALANCE in coins (1 € = 4 coins, rounded up). */
export const MIN_CHAT_BALANCE_COINS = 2;
/** spec 000 §5: "A chat may be left without a prompt only after a minimum duration of 30" (seconds: our reading). */
export const MIN_CHAT_SECONDS = 30;
/** spec 000 §9: "chat-start attempts 2 (preview 1)". */
export const CHAT_START_ATTEMPTS = 2;
export const PREVIEW_START_ATTEMPTS = 1;
/** spec 000 §9: "retry chat start 3000 ms", "retry stream start 5000 ms", "connection warning 500 ms". */
export const RETRY_CHAT_START_MS = 3000;
export const RETRY_STREAM_START_MS = 5000;
export const CONNECTION_WARNING_MS = 500;
/** spec 000 §9: "Live preview limit 5 (VIP 20)". */
export const LIVE_PREVIEW_LIMIT = 5;
export const LIVE_PREVIEW_LIMIT_VIP = 20;
/** spec 000 §9: "One-click payment in chat 60, text chat countdown 60" (seconds of paid time left: our reading). */
export const ONE_CLICK_IN_CHAT = 60;
export const TEXT_CHAT_COUNTDOWN = 60;
/** One billed chat minute (the server may shorten it with VELVET_CHAT_MINUTE_MS for tests and the bench). */
export const CHAT_MINUTE_MS = 60_000;
/** How often the chat room calls GET chat/:chatId (the heartbeat). */
export const CHAT_HEARTBEAT_MS = 15_000;
/** A chat whose guest sent no heartbeat for this long ends with the timeout code (990). */
export const CHAT_HEARTBEAT_TIMEOUT_MS = 75_000;
