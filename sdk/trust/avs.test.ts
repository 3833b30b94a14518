import { describe, expect, it } from 'vitest';
import type { AvsStatus } from '../api/guest-types';
import { avsStateOf, avsTransition, INITIAL_AVS_STATE, type AvsEvent } from './avs';

const states: AvsStatus[] = ['unknown', 'pending', 'accepted', 'rejected'];

// spec 000 §4: "avsSet gives accepted; avsPending gives pending; avsRejected gives rejected; avsRevoked gives unknown and no age verification."
describe('avsTransition', () => {
  const table: [AvsEvent, ReturnType<typeof avsStateOf>][] = [
    [{ type: 'avsSet' }, { avsStatus: 'accepted', avsRejectMessage: null, hasAvs: true }],
    [{ type: 'avsPending' }, { avsStatus: 'pending', avsRejectMessage: null, hasAvs: false }],
    [{ type: 'avsRejected', message: 'document unreadable' }, { avsStatus: 'rejected', avsRejectMessage: 'document unreadable', hasAvs: false }],
    [{ type: 'avsRevoked' }, { avsStatus: 'unknown', avsRejectMessage: null, hasAvs: false }],
  ];
  for (const from of states) {
    it.each(table)(`from ${from}: %o`, (event, expected) => {
      expect(avsTransition(avsStateOf(from, 'old reason'), event)).toEqual(expected);
    });
  }

  it('a guest starts unknown, without age verification', () => {
    expect(INITIAL_AVS_STATE).toEqual({ avsStatus: 'unknown', avsRejectMessage: null, hasAvs: false });
  });

  it('keeps the reject message only while rejected', () => {
    expect(avsStateOf('rejected', 'too young')).toEqual({ avsStatus: 'rejected', avsRejectMessage: 'too young', hasAvs: false });
    expect(avsStateOf('pending', 'too young').avsRejectMessage).toBeNull();
  });
});
