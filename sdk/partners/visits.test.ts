/**
 * issue 16 §2 visits, our rule (sdk/partners/visits.ts): "a landing counts unless the browser's attribution cookie
 * already holds a click of the same partner, ws and wt made the same UTC day". A reload is not a new visit.
 */
import { describe, expect, it } from 'vitest';
import type { Attribution, AttributionIds } from '../attribution';
import { countsAsVisit } from './visits';

const at = (iso: string) => Date.parse(iso);
const held = (ids: AttributionIds, iso: string): Attribution => ({ ids, clickedAt: at(iso) });

describe('countsAsVisit: one visit per browser, partner, ws and wt per UTC day', () => {
  const now = at('2026-11-24T15:00:00Z');
  it.each<[string, Attribution | null, AttributionIds, boolean]>([
    ['no click held before', null, { w: 'p1' }, true],
    ['a reload of the same landing', held({ w: 'p1', ws: 'side', wt: 'banner' }, '2026-11-24T14:59:59Z'), { w: 'p1', ws: 'side', wt: 'banner' }, false],
    ['the same ids earlier that UTC day', held({ w: 'p1' }, '2026-11-24T00:00:00Z'), { w: 'p1' }, false],
    ['other campaign fields, same partner, ws and wt', held({ w: 'p1', ws: 'side', gk_cid: 'a' }, '2026-11-24T10:00:00Z'), { w: 'p1', ws: 'side', gk_cid: 'b' }, false],
    ['the same ids the UTC day before', held({ w: 'p1' }, '2026-11-23T23:59:59Z'), { w: 'p1' }, true],
    ['another partner', held({ w: 'p2' }, '2026-11-24T14:00:00Z'), { w: 'p1' }, true],
    ['another ws of the same partner', held({ w: 'p1', ws: 'side' }, '2026-11-24T14:00:00Z'), { w: 'p1', ws: 'footer' }, true],
    ['a wt added', held({ w: 'p1' }, '2026-11-24T14:00:00Z'), { w: 'p1', wt: 'banner' }, true],
  ])('%s', (_name, previous, click, counts) => {
    expect(countsAsVisit(previous, click, now)).toBe(counts);
  });
});
