import { afterEach, describe, expect, it } from 'vitest';
import { $guest } from '../session/store';
import type { GuestSession } from '../api/guest-types';
import type { QueryService } from '../video-page/query-service';
import { $voiceCall, forgetVoiceCall, openVoiceCall, pageVoiceCall } from './voice-call-store';
import { voiceCallIdHash, voiceCallStopReloads } from './voice-call';

const answering = (resultCode: number) => (async () => ({ anonymousVoiceCallStart: { resultCode, serverId: resultCode === 2000 ? 's' : null, clientId: resultCode === 2000 ? 'c' : null, callId: resultCode === 2000 ? 'call-1' : null } })) as unknown as QueryService;

afterEach(() => {
  forgetVoiceCall();
  $guest.set(null);
});

describe('the page\'s voice call (spec 002 §4.3 "with a matching id hash")', () => {
  it('2000 remembers the call; its stop reloads for an anonymous voice-call guest, another call\'s does not', async () => {
    $guest.set({ isAnonymousVoicecall: true } as GuestSession);
    expect(await openVoiceCall(answering(2000), 'token', 3)).toMatchObject({ kind: 'open', callId: 'call-1' });
    expect($voiceCall.get()).toEqual({ callId: 'call-1', idHash: voiceCallIdHash('call-1') });
    expect(voiceCallStopReloads(pageVoiceCall(), 'call-1')).toBe(true);
    expect(voiceCallStopReloads(pageVoiceCall(), 'call-2')).toBe(false);
  });

  it('a refused start remembers nothing', async () => {
    expect(await openVoiceCall(answering(4005), 'token', 3)).toEqual({ kind: 'error', code: 4005 });
    expect(pageVoiceCall()).toBeNull();
  });
});
