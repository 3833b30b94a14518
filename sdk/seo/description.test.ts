import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, metaDescription } from './description';

describe('metaDescription', () => {
  // issue 12 §2: "SEO: per page title, meta description ..."; Lighthouse flags a page without one.
  it.each([
    ['Short and sweet.', 'Short and sweet.'],
    ['  two\n lines\tand   spaces ', 'two lines and spaces'],
    ['', ''],
  ])('keeps a short text on one line: %j', (text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });

  it('cuts a long text at the last whole word, with an ellipsis, within the limit', () => {
    const text = `${'word '.repeat(40)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(cut).toMatch(/ word…$/);
    expect(cut).not.toContain('  ');
    expect(cut.endsWith(' …')).toBe(false);
  });

  it.each([
    ['Alpha beta, gamma delta.', 18, 'Alpha beta…'],
    ['Alpha beta gamma', 12, 'Alpha beta…'],
    ['Supercalifragilistic', 10, 'Supercali…'],
  ])('%j at most %i characters is %j', (text, max, expected) => {
    expect(metaDescription(text, max)).toBe(expected);
  });
});
