/** @jsxImportSource preact */
/**
 * A tooltip on sdk/button's timing and placement (spec 002 §4.8, §9): shown
 * 100 ms after hover or focus, hidden after 5000 ms, on leave, on blur or on
 * Escape, and kept 8 px inside the viewport. The anchor is rendered by the
 * caller with the props it gets, so aria-describedby lands on the focusable
 * element itself, not on a wrapper.
 */
import type { ComponentChild } from 'preact';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createTooltipController, placeTooltip, type Clock, type Placement, type TooltipSide } from '../../sdk/button';

/** Spread these onto the anchor element. */
export interface TooltipAnchorProps {
  'aria-describedby': string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  ref: (element: HTMLElement | null) => void;
}

export interface TooltipProps {
  text: string;
  children: (anchor: TooltipAnchorProps) => ComponentChild;
  preferred?: TooltipSide;
  showDelayMs?: number;
  hideAfterMs?: number;
  clock?: Clock;
}

/** The anchor (from children) plus its tooltip, which exists in the DOM only while shown. */
export function Tooltip({ text, children, preferred = 'above', showDelayMs, hideAfterMs, clock }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const anchor = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const controller = useMemo(() => createTooltipController({ showDelayMs, hideAfterMs, clock, onChange: setVisible }), [showDelayMs, hideAfterMs, clock]);
  useEffect(() => () => controller.dispose(), [controller]);

  // Escape anywhere hides it (WCAG 1.4.13: dismissable without moving pointer or focus).
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controller.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, controller]);

  // Measured after render, before paint, so it never shows at the wrong place.
  useLayoutEffect(() => {
    if (!visible || !anchor.current || !bubble.current) return setPlacement(null);
    const rect = anchor.current.getBoundingClientRect();
    setPlacement(
      placeTooltip({
        anchor: { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
        tooltip: { width: bubble.current.offsetWidth, height: bubble.current.offsetHeight },
        viewport: { width: window.innerWidth, height: window.innerHeight },
        preferred,
      }),
    );
  }, [visible, text, preferred]);

  const anchorProps: TooltipAnchorProps = {
    'aria-describedby': visible ? id : undefined,
    onPointerEnter: () => controller.start('hover'),
    onPointerLeave: () => controller.end('hover'),
    onFocus: () => controller.start('focus'),
    onBlur: () => controller.end('focus'),
    onKeyDown: (event) => {
      if (event.key === 'Escape') controller.dismiss();
    },
    ref: (element) => {
      anchor.current = element;
    },
  };

  return (
    <>
      {children(anchorProps)}
      {visible && (
        <div
          id={id}
          ref={bubble}
          role="tooltip"
          class={`velvet-tooltip velvet-tooltip--${placement?.side ?? preferred}`}
          style={{ position: 'fixed', top: `${placement?.top ?? 0}px`, left: `${placement?.left ?? 0}px`, visibility: placement ? 'visible' : 'hidden' }}
        >
          {text}
        </div>
      )}
    </>
  );
}
