import { describe, expect, it } from 'vitest';
import { RestError } from '../api/errors';
import { unwrapAnswer } from './api';
import { startAttempts, startRetry, toStartError } from './start-rules';

const error = (code: string, status = 409) => ({ code, status, exitReasonCode: null, missingCoins: null });

describe('chat start retries (spec 000 §8 "Chat start: already in progress, guest offline, timeout, wrong sequence number"; §9 "chat-start attempts 2 (preview 1)", "retry chat start 3000 ms"; helper I\'s sdk/live/start-retry)', () => {
  const cases: Array<[string, ReturnType<typeof error>, number, string, string]> = [
    ['a timeout after the first attempt: again after 3000 ms with the same seq', error('CHAT_START_TIMEOUT', 504), 1, 'liveChat', 'retry 3000 same'],
    ['no answer at all: again with the same seq', error('NETWORK', 0), 1, 'liveChat', 'retry 3000 same'],
    ['the guest offline: again with a new seq', error('CHAT_GUEST_OFFLINE'), 1, 'voyeurChat', 'retry 3000 new'],
    ['a wrong sequence number is shown', error('CHAT_WRONG_SEQUENCE'), 1, 'liveChat', 'no'],
    ['nothing after the second attempt', error('CHAT_START_TIMEOUT', 504), 2, 'liveChat', 'no'],
    ['a live preview has one attempt only', error('CHAT_START_TIMEOUT', 504), 1, 'livePreview', 'no'],
    ['not enough coins needs the guest (top-up), not a retry', error('NOT_ENOUGH_COINS', 402), 1, 'liveChat', 'no'],
    ['an offline performer is not retried', error('LIVE_OFFLINE'), 1, 'liveChat', 'no'],
  ];
  it.each(cases)('%s', (_name, startError, attempt, chatType, expected) => {
    const retry = startRetry(startError, attempt, chatType);
    expect(retry.retry ? `retry ${retry.delayMs} ${retry.sameSeq ? 'same' : 'new'}` : 'no').toBe(expected);
  });

  it('counts 2 attempts for chats and 1 for the live preview', () => {
    expect(startAttempts('liveChat')).toBe(2);
    expect(startAttempts('livePreview')).toBe(1);
  });

  it('reads the code, the pre-chat exit reason and the missing coins from the refusal', () => {
    const refusal = new RestError('POST', 'chat/start', 402, undefined, { body: { code: 'NOT_ENOUGH_COINS', missingCoins: 7, exitReasonCode: 502 } });
    expect(toStartError(refusal)).toEqual({ code: 'NOT_ENOUGH_COINS', status: 402, exitReasonCode: 502, missingCoins: 7 });
    expect(toStartError(new TypeError('fetch failed'))).toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('takes the answer out of a { success, data } envelope, and leaves a bare answer as it is', () => {
    expect(unwrapAnswer({ success: true, data: { chatId: 'c1' } })).toEqual({ chatId: 'c1' });
    expect(unwrapAnswer({ chatId: 'c1' })).toEqual({ chatId: 'c1' });
    expect(unwrapAnswer({ chat: null })).toEqual({ chat: null });
  });
});
