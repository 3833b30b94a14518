import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

// issue 13 item 1: the clips show "the performer's initials".
describe('initialsOf', () => {
  it.each([
    ['Lena Marie', 'LM'],
    ['anna_belle', 'AB'],
    ['SweetLily', 'SL'],
    ['Xenia', 'X'],
    ['élodie-rose', 'ÉR'],
    ['Mia Sophie Luna Rae', 'MSL'],
    ['Kitty22', 'K'],
    ['', ''],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
