/**
 * Which refused chat starts are tried again (spec 000 §8 "Chat start: already in progress,
 * guest offline, timeout, wrong sequence number"; §9 "chat-start attempts 2 (preview 1)",
 * "retry chat start 3000 ms"). A refusal the guest must act on (coins, login, an offline
 * performer) is never retried; a passing fault (timeout, sequence, the guest's own socket
 * reconnecting, no answer, a 5xx) is, while attempts are left.
 */
import { RestError } from '../api/errors';
import { CHAT_START_ATTEMPTS, PREVIEW_START_ATTEMPTS } from './live-rules';
import type { ChatStartError } from './types';

const PASSING_FAULTS: readonly string[] = ['CHAT_START_TIMEOUT', 'CHAT_WRONG_SEQUENCE', 'CHAT_GUEST_OFFLINE'];

/** The attempts a start of this chat type gets. */
export function startAttempts(chatType: string): number {
  return chatType === 'livePreview' ? PREVIEW_START_ATTEMPTS : CHAT_START_ATTEMPTS;
}

/** True when a start refused with `error` is tried again after `attempt` attempts. */
export function retriesStart(error: ChatStartError, attempt: number, chatType: string): boolean {
  if (attempt >= startAttempts(chatType)) return false;
  return PASSING_FAULTS.includes(error.code) || error.status === 0 || error.status >= 500;
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
