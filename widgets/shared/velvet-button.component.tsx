/** @jsxImportSource preact */
/**
 * A button on sdk/button's state machine (spec 002 §3.12, §4.8): clicks are
 * ignored unless idle and enabled; an action that returns a promise runs the
 * steps idle -> animate-in -> wait (loader) -> animate-out (success or failure
 * icon) -> idle. Line styles and colour as in §3.12; an optional tooltip.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createButtonController, type ButtonState, type Clock } from '../../sdk/button';
import { Tooltip, type TooltipAnchorProps } from './tooltip.component';
import { velvetButtonTexts } from './velvet-button.texts';

/** spec 002 §3.12 "Button line styles: bold, light, italic, underline, line-through, uppercase, plus a colour." */
export type ButtonLineStyle = 'bold' | 'light' | 'italic' | 'underline' | 'line-through' | 'uppercase';

export interface VelvetButtonProps {
  children: ComponentChildren;
  /** The click's work; return a promise to show the loader and the result icon. */
  onClick: () => unknown;
  disabled?: boolean;
  lineStyles?: ButtonLineStyle[];
  color?: string;
  tooltip?: string;
  lang?: string;
  animateInMs?: number;
  animateOutMs?: number;
  clock?: Clock;
}

const ICONS = { success: '✓', failure: '✕' } as const;

/** The button; its phase is on `data-phase` for styling and tests. */
export function VelvetButton(props: VelvetButtonProps) {
  const { onClick, animateInMs, animateOutMs, clock } = props;
  const [state, setState] = useState<ButtonState | null>(null);
  // The latest onClick is read at click time, so the controller need not be rebuilt when it changes.
  const latest = useMemo(() => ({ onClick }), []);
  latest.onClick = onClick;
  const controller = useMemo(
    () => createButtonController({ onClick: () => latest.onClick(), animateInMs, animateOutMs, clock, disabled: props.disabled ?? false, onChange: setState }),
    [animateInMs, animateOutMs, clock],
  );
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => controller.setDisabled(props.disabled ?? false), [controller, props.disabled]);

  const current = state ?? controller.state;
  const texts = velvetButtonTexts(props.lang);
  const classes = ['velvet-button', ...(props.lineStyles ?? []).map((style) => `velvet-button--${style}`)].join(' ');
  const status = current.phase === 'wait' ? texts.wait : current.phase === 'animate-out' && current.result ? texts[current.result] : '';

  const render = (anchor: Partial<TooltipAnchorProps>) => (
    <button
      {...anchor}
      type="button"
      class={classes}
      data-phase={current.phase}
      data-result={current.result ?? undefined}
      disabled={current.disabled}
      aria-busy={current.phase === 'animate-in' || current.phase === 'wait'}
      style={props.color ? { '--velvet-button-color': props.color } : undefined}
      onClick={() => controller.click()}
    >
      <span class="velvet-button__label">{props.children}</span>
      {current.phase === 'wait' && <span class="velvet-button__loader" aria-hidden="true" />}
      {current.phase === 'animate-out' && current.result && (
        <span class={`velvet-button__icon velvet-button__icon--${current.result}`} aria-hidden="true">
          {ICONS[current.result]}
        </span>
      )}
      <span class="velvet-button__status" role="status">
        {status}
      </span>
    </button>
  );

  return props.tooltip ? <Tooltip text={props.tooltip} clock={clock}>{render}</Tooltip> : render({});
}
