/**
 * When a landing with a partner's id counts as a visit in the partner's report (issue 16 §2 "a report of visits").
 * A reload of the landing, or a guest clicking around with the ids still in the address, is the same visit:
 * a landing counts unless the browser's attribution cookie already holds a click of the same partner, ws and wt
 * made the same UTC day (the report's days are UTC days). So a browser counts at most one visit per partner,
 * ws and wt per report day; another ws or wt of the same partner is another visit (the report groups by them),
 * and the campaign fields (gk_cid, adtv, sub, option) do not make a new visit.
 */
import type { Attribution, AttributionIds } from '../attribution';

const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** Whether a landing with `click` at `now` counts as a visit, given the click the browser's cookies held before (`previous`). */
export function countsAsVisit(previous: Attribution | null, click: AttributionIds, now: number): boolean {
  if (!previous) return true;
  const same = previous.ids.w === click.w && (previous.ids.ws ?? '') === (click.ws ?? '') && (previous.ids.wt ?? '') === (click.wt ?? '');
  return !(same && utcDay(previous.clickedAt) === utcDay(now));
}
