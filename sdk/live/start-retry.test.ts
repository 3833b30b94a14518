import { describe, expect, it } from 'vitest';
import { chatStartRetry, leaveNeedsConfirmation } from './start-retry';

describe('chatStartRetry: spec 000 §9 "chat-start attempts 2 (preview 1)", "retry chat start 3000 ms"', () => {
  it.each([
    { code: 'CHAT_START_TIMEOUT', attempt: 1, isPreview: false, expected: { retry: true, delayMs: 3000, sameSeq: true } },
    { code: undefined, attempt: 1, isPreview: false, expected: { retry: true, delayMs: 3000, sameSeq: true } },
    { code: 'CHAT_GUEST_OFFLINE', attempt: 1, isPreview: false, expected: { retry: true, delayMs: 3000, sameSeq: false } },
    { code: 'CHAT_START_TIMEOUT', attempt: 2, isPreview: false, expected: { retry: false } },
    { code: 'CHAT_START_TIMEOUT', attempt: 1, isPreview: true, expected: { retry: false } },
    { code: 'NOT_ENOUGH_COINS', attempt: 1, isPreview: false, expected: { retry: false } },
    { code: 'CHAT_ALREADY_IN_PROGRESS', attempt: 1, isPreview: false, expected: { retry: false } },
    { code: 'CHAT_WRONG_SEQUENCE', attempt: 1, isPreview: false, expected: { retry: false } },
    { code: 'LIVE_OFFLINE', attempt: 1, isPreview: false, expected: { retry: false } },
  ])('$code after attempt $attempt (preview $isPreview)', ({ code, attempt, isPreview, expected }) => {
    expect(chatStartRetry({ code, attempt, isPreview })).toEqual(expected);
  });
});

describe('leaveNeedsConfirmation: spec 000 §5 "A chat may be left without a prompt only after a minimum duration of 30"', () => {
  it.each([[0, true], [29_999, true], [30_000, false], [90_000, false]])('%i ms into the chat: %s', (elapsed, expected) => {
    expect(leaveNeedsConfirmation(1_000, 1_000 + elapsed)).toBe(expected);
  });
});
