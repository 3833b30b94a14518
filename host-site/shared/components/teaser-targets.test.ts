import { describe, expect, it } from 'vitest';
import { TEASERS } from '../../../sdk/teasers/rules';
import { performerTeasers } from '../../../sdk/teasers/performer-teasers';
import { isBuiltScreen } from '../../app/built-screens';

// Quality bar: "No link in the product leads to a placeholder ("Coming soon") or a 404"; every teaser links somewhere built.
describe('teaser targets', () => {
  it.each(TEASERS.map((teaser) => [teaser.id, teaser.target] as const))('%s leads to a built page (%s)', (_id, target) => {
    expect(isBuiltScreen(target)).toBe(true);
  });
});

// Issue 15 item 6: a performer's own teasers on her profile pages lead to built pages too.
describe('performer teaser targets', () => {
  const facts = { name: 'AnnaSun', online: true, onSaleVideos: 2, collection: { slug: 'toy-control', name: 'Toy control' } };
  it.each(performerTeasers('actorProfile', facts, 'en').map((teaser) => [teaser.id, teaser.target] as const))('%s leads to a built page (%s)', (_id, target) => {
    expect(isBuiltScreen(target)).toBe(true);
  });
});
