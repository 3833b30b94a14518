/**
 * Where a tooltip goes (spec 002 §9 "edge margin 8 px"): centred on its
 * anchor, on the preferred side when it fits, flipped to the other side when
 * it does not, and always kept inside the viewport with the margin.
 */

export const TOOLTIP_EDGE_MARGIN_PX = 8;
/** Space between the anchor and the tooltip (the spec gives none). */
export const TOOLTIP_GAP_PX = 6;

export type TooltipSide = 'above' | 'below';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PlacementInput {
  /** The anchor in viewport coordinates (getBoundingClientRect). */
  anchor: Rect;
  tooltip: { width: number; height: number };
  viewport: { width: number; height: number };
  preferred?: TooltipSide;
  margin?: number;
  gap?: number;
}

export interface Placement {
  top: number;
  left: number;
  side: TooltipSide;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/** The tooltip's top-left corner and side; a pure function of the three boxes. */
export function placeTooltip(input: PlacementInput): Placement {
  const { anchor, tooltip, viewport } = input;
  const margin = input.margin ?? TOOLTIP_EDGE_MARGIN_PX;
  const gap = input.gap ?? TOOLTIP_GAP_PX;
  const preferred = input.preferred ?? 'above';

  const topFor = (side: TooltipSide) => (side === 'above' ? anchor.top - gap - tooltip.height : anchor.top + anchor.height + gap);
  const fits = (side: TooltipSide) => {
    const top = topFor(side);
    return top >= margin && top + tooltip.height <= viewport.height - margin;
  };
  const other: TooltipSide = preferred === 'above' ? 'below' : 'above';
  let side: TooltipSide;
  if (fits(preferred)) side = preferred;
  else if (fits(other)) side = other;
  // Neither fits: the side with more room, then clamped inside the margins.
  else side = anchor.top >= viewport.height - (anchor.top + anchor.height) ? 'above' : 'below';

  const left = clamp(anchor.left + anchor.width / 2 - tooltip.width / 2, margin, viewport.width - margin - tooltip.width);
  const top = clamp(topFor(side), margin, viewport.height - margin - tooltip.height);
  return { top, left, side };
}
