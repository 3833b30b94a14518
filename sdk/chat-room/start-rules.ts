/**
 * Which refused chat starts are tried again: helper I's rule (sdk/live/start-retry.ts, spec 000 §8-§9:
 * "chat-start attempts 2 (preview 1)", "retry chat start 3000 ms"): a timeout or a lost answer with the same
 * sequence number (a start that did happen is answered again, not refused), the guest offline with a new one;
 * everything the guest must act on (coins, login, an offline performer, a chat already running) is shown.
 */
import { RestError } from '../api/errors';
import { chatStartRetry, type StartRetry } from '../live/start-retry';
import { CHAT_START_ATTEMPTS, PREVIEW_START_ATTEMPTS } from './live-rules';
import type { ChatStartError } from './types';

/** The attempts a start of this chat type gets. */
export function startAttempts(chatType: string): number {
  return chatType === 'livePreview' ? PREVIEW_START_ATTEMPTS : CHAT_START_ATTEMPTS;
}

/** What follows a start refused with `error` after `attempt` attempts. */
export function startRetry(error: ChatStartError, attempt: number, chatType: string): StartRetry {
  // No answer at all (status 0) is the rule's "no code".
  return chatStartRetry({ code: error.status === 0 ? undefined : error.code, attempt, isPreview: chatType === 'livePreview' });
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads a failed start (a RestError, or a network failure) as the room's error. */
export function toStartError(error: unknown): ChatStartError {
  if (error instanceof RestError) {
    return {
      code: error.code ?? (error.status === 504 ? 'CHAT_START_TIMEOUT' : 'UNKNOWN'),
      status: error.status,
      exitReasonCode: numberOrNull(error.body?.exitReasonCode),
      missingCoins: numberOrNull(error.body?.missingCoins),
    };
  }
  return { code: 'NETWORK', status: 0, exitReasonCode: null, missingCoins: null };
}
