/**
 * Tooltip timing (spec 002 §4.8 "The tooltip appears on hover or focus after
 * 100 ms and hides by default after 5000 ms"; §9 "Tooltip hide 5000 ms, hover
 * delay 100 ms"). Leaving, blurring or Escape hide it at once (WCAG 1.4.13:
 * dismissable without moving the pointer). Timers run on an injected Clock.
 */
import { systemClock, type Clock } from './clock';

export const TOOLTIP_SHOW_DELAY_MS = 100;
export const TOOLTIP_HIDE_AFTER_MS = 5000;

/** What keeps a tooltip wanted: the pointer over the anchor, or keyboard focus on it. */
export type TooltipTrigger = 'hover' | 'focus';

export interface TooltipControllerOptions {
  showDelayMs?: number;
  /** 0 or less keeps it open until the trigger ends. */
  hideAfterMs?: number;
  clock?: Clock;
  onChange?: (visible: boolean) => void;
}

export interface TooltipController {
  readonly visible: boolean;
  /** A trigger began (pointerenter, focus). */
  start(trigger: TooltipTrigger): void;
  /** A trigger ended (pointerleave, blur); hides when none is left. */
  end(trigger: TooltipTrigger): void;
  /** Escape: hide now, and stay hidden until a trigger begins again. */
  dismiss(): void;
  dispose(): void;
}

/** Creates a hidden tooltip controller. */
export function createTooltipController(options: TooltipControllerOptions = {}): TooltipController {
  const clock = options.clock ?? systemClock;
  const showDelayMs = options.showDelayMs ?? TOOLTIP_SHOW_DELAY_MS;
  const hideAfterMs = options.hideAfterMs ?? TOOLTIP_HIDE_AFTER_MS;
  const triggers = new Set<TooltipTrigger>();
  let visible = false;
  let timer: unknown = null;

  function cancelTimer(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function setVisible(next: boolean): void {
    if (next === visible) return;
    visible = next;
    options.onChange?.(visible);
  }

  function show(): void {
    timer = null;
    setVisible(true);
    if (hideAfterMs > 0) {
      timer = clock.setTimeout(() => {
        timer = null;
        setVisible(false);
      }, hideAfterMs);
    }
  }

  function hide(): void {
    cancelTimer();
    setVisible(false);
  }

  return {
    get visible() {
      return visible;
    },
    start(trigger) {
      const wasWanted = triggers.size > 0;
      triggers.add(trigger);
      // Focus arriving while hovering (or the reverse) does not restart the delay or the hide timer.
      if (wasWanted) return;
      cancelTimer();
      timer = clock.setTimeout(show, showDelayMs);
    },
    end(trigger) {
      triggers.delete(trigger);
      if (triggers.size === 0) hide();
    },
    dismiss() {
      triggers.clear();
      hide();
    },
    dispose: cancelTimer,
  };
}
