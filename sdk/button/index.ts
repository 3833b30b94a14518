/** Buttons and tooltips (spec 002 §3.12, §4.8, §9): headless state machines and placement. */
export { acceptsClick, BUTTON_DURATIONS, buttonReducer, createButtonController, IDLE_BUTTON } from './button';
export type { ButtonAction, ButtonController, ButtonControllerOptions, ButtonPhase, ButtonResult, ButtonState } from './button';
export { systemClock, type Clock } from './clock';
export { placeTooltip, TOOLTIP_EDGE_MARGIN_PX, TOOLTIP_GAP_PX, type Placement, type PlacementInput, type Rect, type TooltipSide } from './placement';
export { createTooltipController, TOOLTIP_HIDE_AFTER_MS, TOOLTIP_SHOW_DELAY_MS } from './tooltip';
export type { TooltipController, TooltipControllerOptions, TooltipTrigger } from './tooltip';
