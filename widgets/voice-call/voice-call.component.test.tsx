// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { freshContainerPerTest } from '../shared/test-container';
import { VoiceCallPanel, type VoiceCallPanelProps } from './voice-call.component';
import { voiceCallErrorText } from './texts';

const container = freshContainerPerTest();
const open = { kind: 'open', serverId: 's', clientId: 'c', callId: 'x', streamUrl: '/media/live/3/voice/g/x/1/sig/master.m3u8' } as const;

function mount(props: Partial<VoiceCallPanelProps>) {
  const play = vi.fn(async () => () => undefined);
  const onHangUp = vi.fn();
  act(() => render(<VoiceCallPanel lang="en" actorName="Mia" outcome={null} ended={false} onHangUp={onHangUp} play={play} {...props} />, container()));
  return { play, onHangUp };
}

describe('spec 000 §8 "Anonymous voice call: result code other than 2000 shows an error with that code"', () => {
  it.each([
    [4005, 'Mia is offline right now. (code 4005)'],
    [4020, 'Your balance does not cover the first minute. (code 4020)'],
    [7777, 'The call could not start. (code 7777)'],
  ])('code %i', (code, words) => {
    mount({ outcome: { kind: 'error', code } });
    expect(container().querySelector('[role=alert]')!.textContent).toBe(words);
    expect(container().querySelector('audio')).toBeNull();
  });

  it('every language words every code with its number', () => {
    for (const lang of ['de', 'en', 'es', 'nl']) {
      for (const code of [4001, 4004, 4005, 4006, 4007, 4009, 4020, 4030, 4051]) {
        const text = voiceCallErrorText(lang, code, 'Mia');
        expect(text).toContain(String(code));
        expect(text).not.toContain('{');
      }
    }
    expect(voiceCallErrorText('de', 4005, 'Mia')).toBe('Mia ist gerade offline. (Code 4005)');
  });
});

describe('the call (spec 000 §4 "2000 ... opens a chat with server and client ids")', () => {
  it('calling, then talking: the call\'s stream plays in an <audio> element; hang up is a button', async () => {
    const { play, onHangUp } = mount({});
    expect(container().querySelector('[role=status]')!.textContent).toBe('Calling Mia …');
    expect(play).not.toHaveBeenCalled();
    const again = mount({ outcome: open });
    await act(async () => undefined);
    expect(container().querySelector('[role=status]')!.textContent).toBe('You are talking to Mia');
    expect(again.play).toHaveBeenCalledWith(container().querySelector('audio'), open.streamUrl, expect.any(Function));
    container().querySelector<HTMLButtonElement>('.voice-call__hang-up')!.click();
    expect(again.onHangUp).toHaveBeenCalledTimes(1);
    expect(onHangUp).not.toHaveBeenCalled();
  });

  it('a sound that cannot play says so; an ended call stops its sound and offers no hang up', async () => {
    const stop = vi.fn();
    let fail: (status: number | null) => void = () => undefined;
    const play = vi.fn(async (_audio: HTMLAudioElement, _url: string, onFailure: (status: number | null) => void) => {
      fail = onFailure;
      return stop;
    });
    mount({ outcome: open, play });
    await act(async () => undefined);
    act(() => fail(403));
    expect(container().querySelector('[role=alert]')!.textContent).toContain('cannot be played');
    mount({ outcome: open, play, ended: true });
    expect(stop).toHaveBeenCalledTimes(1);
    expect(container().querySelector('[role=status]')!.textContent).toBe('Call ended');
    expect(container().querySelector('.voice-call__hang-up')).toBeNull();
  });
});
