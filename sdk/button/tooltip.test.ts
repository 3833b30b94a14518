import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createTooltipController, TOOLTIP_HIDE_AFTER_MS, TOOLTIP_SHOW_DELAY_MS, type TooltipTrigger } from './tooltip';

function setup() {
  const clock = new FakeClock();
  const changes: boolean[] = [];
  const tooltip = createTooltipController({ clock, onChange: (v) => changes.push(v) });
  return { clock, tooltip, changes };
}

// spec 002 §4.8: "The tooltip appears on hover or focus after 100 ms and hides by default after 5000 ms."
// spec 002 §9: "Tooltip hide 5000 ms, hover delay 100 ms".
describe('tooltip timing', () => {
  it('uses the constants of spec 002 §9', () => {
    expect([TOOLTIP_SHOW_DELAY_MS, TOOLTIP_HIDE_AFTER_MS]).toEqual([100, 5000]);
  });

  it.each<TooltipTrigger>(['hover', 'focus'])('on %s: hidden at 99 ms, shown at 100 ms, hidden again at 5100 ms', (trigger) => {
    const { clock, tooltip, changes } = setup();
    tooltip.start(trigger);
    clock.advance(99);
    expect(tooltip.visible).toBe(false);
    clock.advance(1);
    expect(tooltip.visible).toBe(true);
    clock.advance(4999);
    expect(tooltip.visible).toBe(true);
    clock.advance(1);
    expect(tooltip.visible).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('never shows when the pointer leaves within the delay', () => {
    const { clock, tooltip, changes } = setup();
    tooltip.start('hover');
    clock.advance(50);
    tooltip.end('hover');
    clock.advance(1000);
    expect(changes).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('stays while focus remains after the pointer leaves; Escape hides it at once', () => {
    const { clock, tooltip } = setup();
    tooltip.start('hover');
    clock.advance(100);
    tooltip.start('focus');
    tooltip.end('hover');
    expect(tooltip.visible).toBe(true);
    tooltip.dismiss();
    expect(tooltip.visible).toBe(false);
    expect(clock.pending).toBe(0);
  });
});
