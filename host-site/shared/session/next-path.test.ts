import { describe, expect, it } from 'vitest';
import { nextPathFrom, withNext } from './next-path';

describe('nextPathFrom', () => {
  it.each([
    ['?next=%2Fen%2Famateur%2Fmia%2Fvideos%2F3%2F', '/en/amateur/mia/videos/3/'],
    ['', '/en/'],
    ['?next=https%3A%2F%2Fevil.example%2F', '/en/'],
    ['?next=%2F%2Fevil.example', '/en/'],
    ['?next=%2F%5Cevil.example', '/en/'],
  ])('%s -> %s (only paths on this site)', (search, expected) => {
    expect(nextPathFrom(search, '/en/')).toBe(expected);
  });

  it('round-trips through withNext', () => {
    const link = withNext('/en/login/', '/en/videos/?page=2');
    expect(nextPathFrom(link.slice(link.indexOf('?')), '/')).toBe('/en/videos/?page=2');
  });
});
