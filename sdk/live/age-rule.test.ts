import { describe, expect, it } from 'vitest';
import { CHAT_TYPES, type ChatType } from './chat-types';
import { EXIT_AGE_RATING, liveAgeRefusal, showsFullStream } from './age-rule';
import { isPreChatCode } from './exit-reasons';

// spec 001 §9: "age-rating denial 601"; "Pre-chat codes: 106, 906, 601, ...".
// Task rule: starting any chat that shows the full stream requires what an 18-rated video requires: the guest's age
// verification accepted and no restriction level that forbids age-rated content. Live previews stay as they are.
describe('liveAgeRefusal', () => {
  it.each([
    ['liveChat', 'accepted', 0, null],
    ['liveChat', 'unknown', 0, 'needsAgeCheck'],
    ['liveChat', 'pending', 0, 'needsAgeCheck'],
    ['liveChat', 'rejected', 0, 'needsAgeCheck'],
    ['voyeurChat', 'unknown', 0, 'needsAgeCheck'],
    ['freeChat', 'unknown', 0, 'needsAgeCheck'],
    ['liveShow', 'pending', 0, 'needsAgeCheck'],
    ['videoCall', 'unknown', 0, 'needsAgeCheck'],
    ['mobileCallChat', 'accepted', 0, null],
    ['voyeurPrivateChat', 'accepted', 0, null],
    // Restriction level 1 and above may not have 18-rated content (sdk/trust/guest-rules.ts); verifying does not help.
    ['liveChat', 'accepted', 1, 'restrictedAgeRated'],
    ['freeChat', 'accepted', 2, 'restrictedAgeRated'],
    ['liveChat', 'unknown', 1, 'restrictedAgeRated'],
    // The live preview is open to guests within the preview limit (issue 14 §1), verified or not.
    ['livePreview', 'unknown', 0, null],
    ['livePreview', 'accepted', 2, null],
  ] as const)('%s with AVS %s and restriction level %i: %s', (chatType, avsStatus, restrictionLevel, expected) => {
    expect(liveAgeRefusal(chatType, { avsStatus, restrictionLevel })).toBe(expected);
  });

  it('every chat type but the live preview shows the full stream', () => {
    expect(CHAT_TYPES.filter((type: ChatType) => !showsFullStream(type))).toEqual(['livePreview']);
  });

  it('601 is a pre-chat code', () => {
    expect(isPreChatCode(EXIT_AGE_RATING)).toBe(true);
  });
});
