/**
 * The button of spec 002 §3.12 "Button animation steps: idle, animate-in, wait
 * (loader), animate-out (success or failure icon)" and §4.8 "Clicks on a
 * button are ignored unless it is idle and not disabled". A pure reducer plus
 * a controller that runs the clicked action and the step timers on a Clock.
 */
import { systemClock, type Clock } from './clock';

export type ButtonPhase = 'idle' | 'animate-in' | 'wait' | 'animate-out';
export type ButtonResult = 'success' | 'failure';

export interface ButtonState {
  phase: ButtonPhase;
  disabled: boolean;
  /** The action's outcome once known; shown as the icon of animate-out. */
  result: ButtonResult | null;
}

export type ButtonAction =
  | { type: 'click' }
  | { type: 'animatedIn' }
  | { type: 'settled'; result: ButtonResult }
  | { type: 'animatedOut' }
  | { type: 'setDisabled'; disabled: boolean };

export const IDLE_BUTTON: ButtonState = { phase: 'idle', disabled: false, result: null };

/** True when a click would be taken (spec 002 §4.8). */
export const acceptsClick = (state: ButtonState): boolean => state.phase === 'idle' && !state.disabled;

/** The next state; actions that do not apply return the same object. */
export function buttonReducer(state: ButtonState, action: ButtonAction): ButtonState {
  switch (action.type) {
    case 'click':
      return acceptsClick(state) ? { ...state, phase: 'animate-in', result: null } : state;
    case 'animatedIn':
      if (state.phase !== 'animate-in') return state;
      // A fast action may have finished during animate-in: skip the loader.
      return { ...state, phase: state.result ? 'animate-out' : 'wait' };
    case 'settled':
      if (state.phase === 'animate-in') return { ...state, result: action.result };
      return state.phase === 'wait' ? { ...state, phase: 'animate-out', result: action.result } : state;
    case 'animatedOut':
      return state.phase === 'animate-out' ? { ...state, phase: 'idle', result: null } : state;
    case 'setDisabled':
      return state.disabled === action.disabled ? state : { ...state, disabled: action.disabled };
  }
}

/** Step durations (the spec gives none; these match the loader's feel). */
export const BUTTON_DURATIONS = { animateInMs: 200, animateOutMs: 1200 } as const;

export interface ButtonControllerOptions {
  /** The click's work; a promise makes the button animate until it settles, anything else is a plain click. */
  onClick: () => unknown;
  animateInMs?: number;
  animateOutMs?: number;
  disabled?: boolean;
  clock?: Clock;
  onChange?: (state: ButtonState) => void;
}

export interface ButtonController {
  readonly state: ButtonState;
  /** Returns false when the click was ignored. */
  click(): boolean;
  setDisabled(disabled: boolean): void;
  /** Cancels pending step timers. */
  dispose(): void;
}

/** Creates a button controller; state changes go to onChange. */
export function createButtonController(options: ButtonControllerOptions): ButtonController {
  const clock = options.clock ?? systemClock;
  const animateInMs = options.animateInMs ?? BUTTON_DURATIONS.animateInMs;
  const animateOutMs = options.animateOutMs ?? BUTTON_DURATIONS.animateOutMs;
  let state: ButtonState = { ...IDLE_BUTTON, disabled: options.disabled ?? false };
  let timer: unknown = null;
  let disposed = false;

  function dispatch(action: ButtonAction): void {
    const next = buttonReducer(state, action);
    if (next === state || disposed) return;
    const entered = next.phase !== state.phase ? next.phase : null;
    state = next;
    if (entered === 'animate-out') after(animateOutMs, { type: 'animatedOut' });
    options.onChange?.(state);
  }

  function after(ms: number, action: ButtonAction): void {
    timer = clock.setTimeout(() => {
      timer = null;
      dispatch(action);
    }, ms);
  }

  return {
    get state() {
      return state;
    },
    click() {
      if (!acceptsClick(state)) return false;
      const work = options.onClick();
      if (!(work instanceof Promise)) return true;
      dispatch({ type: 'click' });
      after(animateInMs, { type: 'animatedIn' });
      work.then(
        () => dispatch({ type: 'settled', result: 'success' }),
        () => dispatch({ type: 'settled', result: 'failure' }),
      );
      return true;
    },
    setDisabled: (disabled) => dispatch({ type: 'setDisabled', disabled }),
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}
