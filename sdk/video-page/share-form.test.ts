import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGE_MAX, shareMailProblems } from './share-form';

describe('shareMailProblems: the share e-mail form (issue 13 §4) within the server\'s limits', () => {
  it.each([
    [{ recipient: '', message: '' }, { recipient: 'required' }],
    [{ recipient: '   ', message: '' }, { recipient: 'required' }],
    [{ recipient: 'friend', message: '' }, { recipient: 'invalid' }],
    [{ recipient: ' friend@example.com ', message: '' }, {}],
    [{ recipient: 'friend@example.com', message: 'x'.repeat(SHARE_MESSAGE_MAX) }, {}],
    [{ recipient: 'friend@example.com', message: 'x'.repeat(SHARE_MESSAGE_MAX + 1) }, { message: 'tooLong' }],
  ])('%o -> %o', (input, problems) => {
    expect(shareMailProblems(input)).toEqual(problems);
  });
});
