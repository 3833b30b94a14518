import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config';
import { EXIT_REASON_CODES, exitReasonText, isLivePreviewCode, isPreChatCode } from './exit-reasons';

/** spec 001 §9: "client 100-108, 198/199; host 201-208; admin kick 301; preview 401-408, 498/499; no-money and time limits 501-503; age-rating denial 601; chat/voice events 901-910; locks 920/921; timeout 990; video timeouts 996/997". */
const SPEC_CODES = [
  ...range(100, 108), 198, 199, ...range(201, 208), 301, ...range(401, 408), 498, 499, ...range(501, 503), 601, ...range(901, 910), 920, 921, 990, 996, 997,
];
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('exit reason codes of spec 001 §9', () => {
  it('knows exactly the codes the spec lists', () => {
    expect([...EXIT_REASON_CODES]).toEqual([...SPEC_CODES].sort((a, b) => a - b));
  });

  it.each(SPEC_CODES)('code %i has its own words in de, en, es and nl', (code) => {
    const texts = LANGUAGES.map((language) => exitReasonText(code, language));
    for (const text of texts) expect(text.length).toBeGreaterThan(5);
    expect(new Set(texts).size).toBe(4);
  });

  it('names the no-money and the live-show codes (501, 908)', () => {
    expect(exitReasonText(501, 'en')).toMatch(/balance/i);
    expect(exitReasonText(908, 'de')).toMatch(/Live-Show/);
    expect(exitReasonText(12345, 'en')).toBe('The chat ended.');
  });

  it.each([106, 906, 601, 205, 206, 207, 208, 910, 907, 198, 199, 201, 202, 203, 204])('spec 001 §9 "Pre-chat codes": %i is one', (code) => {
    expect(isPreChatCode(code)).toBe(true);
  });
  it.each([100, 209, 501, 990, 908])('%i is no pre-chat code', (code) => expect(isPreChatCode(code)).toBe(false));
  it.each([[401, true], [408, true], [498, true], [499, true], [409, false], [400, false], [501, false]] as const)(
    'spec 001 §9 "Live preview codes: 401-408, 498, 499": %i -> %s', (code, expected) => expect(isLivePreviewCode(code)).toBe(expected),
  );
});
