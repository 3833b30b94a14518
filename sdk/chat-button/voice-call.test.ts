import { describe, expect, it, vi } from 'vitest';
import type { VoiceCallOutcome } from '../live/voice-call';
import { createVoiceCallController, voiceCallBusy, voiceCallNeedsMoney } from './voice-call';

const open: VoiceCallOutcome = { kind: 'open', serverId: 's', clientId: 'c', callId: 'call-1', streamUrl: '/media/live/3/voice/g/call-1/1/sig/master.m3u8' };

function setup(outcome: VoiceCallOutcome | Error = open) {
  let answer: (value: VoiceCallOutcome) => void = () => undefined;
  const start = vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : new Promise<VoiceCallOutcome>((resolve) => (answer = resolve))));
  const stop = vi.fn(async () => true);
  const controller = createVoiceCallController({ start, stop });
  return { controller, start, stop, answer: (value: VoiceCallOutcome = outcome as VoiceCallOutcome) => answer(value) };
}

describe('the chat button\'s voice call (issue 14 §8 "result 2000 opens the call with server and client ids, any other code shows it")', () => {
  it('calling, then open with the call\'s ids and stream; a second call while it runs starts nothing', async () => {
    const { controller, start, answer } = setup();
    const calling = controller.call();
    expect(controller.$state.get().status).toBe('calling');
    expect(voiceCallBusy(controller.$state.get())).toBe(true);
    void controller.call();
    answer();
    await calling;
    expect(controller.$state.get()).toEqual({ status: 'open', outcome: open, reasonCode: null });
    await controller.call();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([[4005], [4007], [4020], [7777]])('code %i is a refusal that keeps its code', async (code) => {
    const { controller, answer } = setup();
    const calling = controller.call();
    answer({ kind: 'error', code });
    await calling;
    expect(controller.$state.get()).toMatchObject({ status: 'refused', outcome: { kind: 'error', code } });
    expect(voiceCallBusy(controller.$state.get())).toBe(false);
    expect(voiceCallNeedsMoney(controller.$state.get())).toBe(code === 4020);
  });

  it('a request that fails on the way is a refusal with code 0, and the guest may call again', async () => {
    const { controller, start } = setup(new Error('network'));
    await controller.call();
    expect(controller.$state.get()).toMatchObject({ status: 'refused', outcome: { kind: 'error', code: 0 } });
    await controller.call();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('hang up stops the call on the server and ends it with 100 (the guest left)', async () => {
    const { controller, stop, answer } = setup();
    const calling = controller.call();
    answer();
    await calling;
    await controller.hangUp();
    expect(stop).toHaveBeenCalledWith('call-1');
    expect(controller.$state.get()).toMatchObject({ status: 'ended', reasonCode: 100 });
    await controller.hangUp();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('voiceCallStop of this call ends it with the server\'s reason; another call\'s stop changes nothing', async () => {
    const { controller, answer } = setup();
    const calling = controller.call();
    answer();
    await calling;
    controller.applyEvent({ type: 'voiceCallStop', callId: 'older-call', reasonCode: 501 });
    expect(controller.$state.get().status).toBe('open');
    controller.applyEvent({ type: 'voiceCallStart', callId: 'call-1' });
    expect(controller.$state.get().status).toBe('open');
    controller.applyEvent({ type: 'voiceCallStop', callId: 'call-1', reasonCode: 501 });
    expect(controller.$state.get()).toMatchObject({ status: 'ended', reasonCode: 501 });
    controller.reset();
    expect(controller.$state.get().status).toBe('idle');
  });
});
