// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../sdk/testing/fake-clock';
import { freshContainerPerTest } from './test-container';
import { VelvetButton } from './velvet-button.component';

const container = freshContainerPerTest();
const button = () => container().querySelector('button')!;
const flush = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

describe('VelvetButton', () => {
  // spec 002 §4.8: "Clicks on a button are ignored unless it is idle and not disabled."
  it('ignores clicks while busy, then runs the steps of spec 002 §3.12 to a success icon and back to idle', async () => {
    const clock = new FakeClock();
    let calls = 0;
    let finish!: () => void;
    const onClick = () => (calls++, new Promise<void>((resolve) => (finish = resolve)));
    act(() => render(<VelvetButton onClick={onClick} clock={clock} animateInMs={100} animateOutMs={400} lang="de">Pay</VelvetButton>, container()));
    act(() => button().click());
    expect(button().dataset.phase).toBe('animate-in');
    act(() => clock.advance(100));
    expect(button().dataset.phase).toBe('wait');
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(container().querySelector('[role=status]')?.textContent).toBe('Bitte warten…');
    act(() => button().click());
    expect(calls).toBe(1);
    finish();
    await flush();
    expect(button().dataset.phase).toBe('animate-out');
    expect(button().dataset.result).toBe('success');
    expect(container().querySelector('.velvet-button__icon--success')).not.toBeNull();
    act(() => clock.advance(400));
    expect(button().dataset.phase).toBe('idle');
  });

  it('ignores clicks while disabled', () => {
    let calls = 0;
    act(() => render(<VelvetButton onClick={() => calls++} disabled>Pay</VelvetButton>, container()));
    act(() => void button().dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(button().disabled).toBe(true);
    expect(calls).toBe(0);
  });

  it('shows the failure icon when the action fails', async () => {
    const clock = new FakeClock();
    act(() => render(<VelvetButton onClick={() => Promise.reject(new Error('declined'))} clock={clock} animateInMs={10} lang="nl">Pay</VelvetButton>, container()));
    act(() => button().click());
    await flush();
    act(() => clock.advance(10));
    expect(button().dataset.result).toBe('failure');
    expect(container().querySelector('[role=status]')?.textContent).toBe('Mislukt');
  });
});
