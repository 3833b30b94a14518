import { describe, expect, it } from 'vitest';
import { TEASERS } from '../../../sdk/teasers/rules';
import { isBuiltScreen } from '../../app/built-screens';

// Quality bar: "No link in the product leads to a placeholder ("Coming soon") or a 404"; every teaser links somewhere built.
describe('teaser targets', () => {
  it.each(TEASERS.map((teaser) => [teaser.id, teaser.target] as const))('%s leads to a built page (%s)', (_id, target) => {
    expect(isBuiltScreen(target)).toBe(true);
  });
});
