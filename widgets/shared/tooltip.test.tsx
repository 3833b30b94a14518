// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../sdk/testing/fake-clock';
import { freshContainerPerTest } from './test-container';
import { Tooltip } from './tooltip.component';
import { VelvetButton } from './velvet-button.component';

const container = freshContainerPerTest();
const tooltip = () => container().querySelector('[role=tooltip]');

function mount(clock: FakeClock) {
  act(() =>
    render(
      <Tooltip text="Coins never expire" clock={clock}>
        {(anchor) => <button {...anchor} type="button">Info</button>}
      </Tooltip>,
      container(),
    ),
  );
  return container().querySelector('button')!;
}

// spec 002 §4.8: "The tooltip appears on hover or focus after 100 ms and hides by default after 5000 ms."
describe('Tooltip', () => {
  it.each([
    ['focus', (el: HTMLElement) => el.dispatchEvent(new FocusEvent('focus'))],
    ['hover', (el: HTMLElement) => el.dispatchEvent(new PointerEvent('pointerenter'))],
  ])('on %s: shown after 100 ms with role=tooltip and aria-describedby, hidden after 5000 ms', (_name, trigger) => {
    const clock = new FakeClock();
    const anchor = mount(clock);
    act(() => void trigger(anchor));
    act(() => clock.advance(99));
    expect(tooltip()).toBeNull();
    act(() => clock.advance(1));
    expect(tooltip()?.textContent).toBe('Coins never expire');
    expect(anchor.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    act(() => clock.advance(5000));
    expect(tooltip()).toBeNull();
    expect(anchor.hasAttribute('aria-describedby')).toBe(false);
  });

  it('hides on Escape', () => {
    const clock = new FakeClock();
    const anchor = mount(clock);
    act(() => void anchor.dispatchEvent(new FocusEvent('focus')));
    act(() => clock.advance(100));
    expect(tooltip()).not.toBeNull();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(tooltip()).toBeNull();
  });

  it('is placed inside the viewport with the 8 px margin of spec 002 §9', () => {
    const clock = new FakeClock();
    const anchor = mount(clock);
    act(() => void anchor.dispatchEvent(new FocusEvent('focus')));
    act(() => clock.advance(100));
    const style = (tooltip() as HTMLElement).style;
    expect(parseFloat(style.top)).toBeGreaterThanOrEqual(8);
    expect(parseFloat(style.left)).toBeGreaterThanOrEqual(8);
  });

  it('describes a VelvetButton given a tooltip', () => {
    const clock = new FakeClock();
    act(() => render(<VelvetButton onClick={() => undefined} tooltip="Opens the top-up" clock={clock}>Top up</VelvetButton>, container()));
    const button = container().querySelector('button')!;
    act(() => void button.dispatchEvent(new PointerEvent('pointerenter')));
    act(() => clock.advance(100));
    expect(button.getAttribute('aria-describedby')).toBe(tooltip()?.id);
  });
});
