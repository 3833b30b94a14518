/**
 * What the chat room does after a chat start fails (spec 000 §9 "chat-start
 * attempts 2 (preview 1)", "retry chat start 3000 ms"; spec 000 §8 chat start
 * errors), and whether leaving asks first (spec 000 §5 minimum duration 30).
 */
import { CHAT_START_ATTEMPTS, MIN_CHAT_SECONDS, PREVIEW_START_ATTEMPTS, RETRY_CHAT_START_MS } from './timing';

export type StartRetry = { retry: false } | { retry: true; delayMs: number; sameSeq: boolean };

/**
 * After failed attempt number `attempt` (1-based): a timeout or a lost answer
 * (no code: the network) is retried with the same seq, so a start that did
 * happen is answered again instead of refused; guest offline with a new seq.
 * Everything else (no money, performer offline, already in progress, wrong
 * sequence) is shown, not retried.
 */
export function chatStartRetry(input: { code: string | undefined; attempt: number; isPreview: boolean }): StartRetry {
  const attempts = input.isPreview ? PREVIEW_START_ATTEMPTS : CHAT_START_ATTEMPTS;
  if (input.attempt >= attempts) return { retry: false };
  if (input.code === undefined || input.code === 'CHAT_START_TIMEOUT') return { retry: true, delayMs: RETRY_CHAT_START_MS, sameSeq: true };
  if (input.code === 'CHAT_GUEST_OFFLINE') return { retry: true, delayMs: RETRY_CHAT_START_MS, sameSeq: false };
  return { retry: false };
}

/** spec 000 §5: "A chat may be left without a prompt only after a minimum duration of 30" (seconds). */
export function leaveNeedsConfirmation(startedAtMs: number, nowMs: number): boolean {
  return nowMs - startedAtMs < MIN_CHAT_SECONDS * 1000;
}
