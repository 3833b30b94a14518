import { describe, expect, it } from 'vitest';
import { buttonReducer, createButtonController, IDLE_BUTTON, type ButtonAction, type ButtonState } from './button';
import { FakeClock } from '../testing/fake-clock';

const state = (patch: Partial<ButtonState>): ButtonState => ({ ...IDLE_BUTTON, ...patch });

describe('buttonReducer', () => {
  // spec 002 §4.8: "Clicks on a button are ignored unless it is idle and not disabled."
  // spec 002 §3.12: "Button animation steps: idle, animate-in, wait (loader), animate-out (success or failure icon)."
  it.each<[string, ButtonState, ButtonAction, ButtonState]>([
    ['an idle enabled button takes a click', state({}), { type: 'click' }, state({ phase: 'animate-in' })],
    ['a disabled button ignores a click', state({ disabled: true }), { type: 'click' }, state({ disabled: true })],
    ['a waiting (busy) button ignores a click', state({ phase: 'wait' }), { type: 'click' }, state({ phase: 'wait' })],
    ['an animating-in button ignores a click', state({ phase: 'animate-in' }), { type: 'click' }, state({ phase: 'animate-in' })],
    ['an animating-out button ignores a click', state({ phase: 'animate-out', result: 'success' }), { type: 'click' }, state({ phase: 'animate-out', result: 'success' })],
    ['animate-in ends in wait (loader)', state({ phase: 'animate-in' }), { type: 'animatedIn' }, state({ phase: 'wait' })],
    ['animate-in of an already settled action goes to animate-out', state({ phase: 'animate-in', result: 'failure' }), { type: 'animatedIn' }, state({ phase: 'animate-out', result: 'failure' })],
    ['wait ends in animate-out with a success icon', state({ phase: 'wait' }), { type: 'settled', result: 'success' }, state({ phase: 'animate-out', result: 'success' })],
    ['wait ends in animate-out with a failure icon', state({ phase: 'wait' }), { type: 'settled', result: 'failure' }, state({ phase: 'animate-out', result: 'failure' })],
    ['animate-out returns to idle', state({ phase: 'animate-out', result: 'success' }), { type: 'animatedOut' }, state({})],
    ['a stray animatedOut while idle changes nothing', state({}), { type: 'animatedOut' }, state({})],
  ])('%s', (_name, before, action, after) => {
    expect(buttonReducer(before, action)).toEqual(after);
  });
});

describe('createButtonController', () => {
  it('runs idle -> animate-in -> wait -> animate-out(success) -> idle with the given durations', async () => {
    const clock = new FakeClock();
    const phases: string[] = [];
    let finish!: () => void;
    const button = createButtonController({
      onClick: () => new Promise<void>((resolve) => (finish = resolve)),
      animateInMs: 100, animateOutMs: 300, clock,
      onChange: (s) => phases.push(s.result ? `${s.phase}:${s.result}` : s.phase),
    });
    expect(button.click()).toBe(true);
    clock.advance(99);
    expect(phases).toEqual(['animate-in']);
    clock.advance(1);
    expect(button.click()).toBe(false);
    finish();
    await Promise.resolve();
    clock.advance(299);
    expect(button.state.phase).toBe('animate-out');
    clock.advance(1);
    expect(phases).toEqual(['animate-in', 'wait', 'animate-out:success', 'idle']);
  });

  it('shows the failure icon when the action rejects, and ignores clicks while disabled', async () => {
    const clock = new FakeClock();
    let calls = 0;
    const button = createButtonController({ onClick: () => (calls++, Promise.reject(new Error('declined'))), animateInMs: 10, animateOutMs: 10, clock });
    button.click();
    await Promise.resolve();
    await Promise.resolve();
    clock.advance(10);
    expect(button.state).toMatchObject({ phase: 'animate-out', result: 'failure' });
    clock.advance(10);
    button.setDisabled(true);
    expect(button.click()).toBe(false);
    expect(calls).toBe(1);
  });
});
