import { describe, expect, it } from 'vitest';
import { offersVoiceCall, voiceCallPaymentRequest, createChatExitGate, voiceCallIdHash, voiceCallOutcome, voiceCallStartCode, voiceCallStopReloads, voiceMinutesDue, type VoiceCallFacts } from './voice-call';

describe('spec 000 §4 "result code 2000 means success and opens a chat with server and client ids; any other code opens with an error code"', () => {
  it.each([
    ['2000 with ids opens', { resultCode: 2000, serverId: 's', clientId: 'c', callId: 'x', streamUrl: '/media/live/x.m3u8' }, { kind: 'open', serverId: 's', clientId: 'c', callId: 'x', streamUrl: '/media/live/x.m3u8' }],
    ['4005 is an error with 4005', { resultCode: 4005, serverId: null, clientId: null, callId: null }, { kind: 'error', code: 4005 }],
    ['an unknown code is shown as it is', { resultCode: 7777, serverId: null, clientId: null, callId: null }, { kind: 'error', code: 7777 }],
    ['2000 without ids cannot open: error 0', { resultCode: 2000, serverId: null, clientId: 'c', callId: 'x' }, { kind: 'error', code: 0 }],
  ])('%s', (_label, result, expected) => {
    expect(voiceCallOutcome(result)).toEqual(expected);
  });
});

describe('voice-call start codes (ours: the spec shows only 2000)', () => {
  const ok: VoiceCallFacts = {
    tokenMatches: true, isLocked: false, callRunning: false, balance: 10, pricePerMinute: 10,
    actor: { isOnline: true, offersVoiceCall: true, isTicketShow: false, bannedHere: false },
  };
  const actor = ok.actor!;
  it.each<[string, Partial<VoiceCallFacts>, number]>([
    ['everything fits: 2000', {}, 2000],
    ['another guest\'s token', { tokenMatches: false }, 4001],
    ['locked account', { isLocked: true }, 4030],
    ['unknown performer', { actor: null }, 4004],
    ['banned in the guest\'s country', { actor: { ...actor, bannedHere: true } }, 4051],
    ['offline performer', { actor: { ...actor, isOnline: false } }, 4005],
    ['no voicecall flag', { actor: { ...actor, offersVoiceCall: false } }, 4006],
    ['in a ticket show', { actor: { ...actor, isTicketShow: true } }, 4007],
    ['a call runs', { callRunning: true }, 4009],
    ['less than one minute\'s price', { balance: 9 }, 4020],
  ])('%s', (_label, patch, expected) => {
    expect(voiceCallStartCode({ ...ok, ...patch })).toBe(expected);
  });
});

it.each([
  [0, 1], [59_999, 1], [60_000, 2], [150_000, 3], [-5, 1],
])('prepaid minutes: %i ms after the start, %i minutes are due', (elapsed, due) => {
  expect(voiceMinutesDue(1_000_000, 1_000_000 + elapsed)).toBe(due);
});

describe('spec 002 §4.3 "Voicecall stop for an anonymous voice-call guest with a matching id hash: reload, deferred while the chat-exit dialog is open"', () => {
  const hash = voiceCallIdHash('call-1');
  it.each([
    ['anonymous caller, matching hash: reload', { isAnonymousVoicecall: true, idHash: hash }, 'call-1', true],
    ['another call\'s stop', { isAnonymousVoicecall: true, idHash: hash }, 'call-2', false],
    ['not an anonymous voice-call guest', { isAnonymousVoicecall: false, idHash: hash }, 'call-1', false],
    ['no call known', { isAnonymousVoicecall: true, idHash: null }, 'call-1', false],
  ])('%s', (_label, call, stopped, expected) => {
    expect(voiceCallStopReloads(call, stopped)).toBe(expected);
  });
  it('the id hash is stable, short and differs between calls', () => {
    expect(voiceCallIdHash('call-1')).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(voiceCallIdHash('call-2')).not.toBe(hash);
  });
  it('the exit-dialog gate holds work while open and runs it once on close', () => {
    const gate = createChatExitGate();
    const done: string[] = [];
    gate.afterClose(() => done.push('now'));
    gate.open();
    gate.afterClose(() => done.push('reload'));
    expect(done).toEqual(['now']);
    gate.close();
    gate.close();
    expect(done).toEqual(['now', 'reload']);
  });
});

it('4020 opens the voice-call payment: moneycharge with paytype Voice (spec 002 §3.1) and the first minute as what was wanted', () => {
  expect(voiceCallPaymentRequest(12, 3)).toEqual({ flow: 'moneycharge', options: { paytype: 'Voice', wantedCoins: 12, balanceCoins: 3 } });
});

it.each([
  [{ voiceCall: true }, true], [{ voiceCall: false, mobileVideocall: true }, false], [{ mobileVideocall: true }, true], [{}, false],
])('spec 001 §3 "voicecall flag": %j -> %s', (features, expected) => {
  expect(offersVoiceCall(features)).toBe(expected);
});
