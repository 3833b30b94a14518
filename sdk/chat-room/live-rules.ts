/**
 * The live-chat constants and exit-reason words the chat room uses (live contract §1), from helper I's
 * sdk/live: one import site for the room.
 */
export { CHAT_START_ATTEMPTS, CONNECTION_WARNING_MS, MIN_CHAT_BALANCE, MIN_CHAT_SECONDS, PREVIEW_START_ATTEMPTS, RETRY_CHAT_START_MS, RETRY_STREAM_START_MS } from '../live/timing';
export { EXIT_ACTOR_OFFLINE, EXIT_GUEST_LEFT, EXIT_NO_MONEY, EXIT_TIMEOUT, exitReasonText } from '../live/exit-reasons';
