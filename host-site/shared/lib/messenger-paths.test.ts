import { describe, expect, it } from 'vitest';
import { messengerActorPath, messengerChannelPath, messengerTarget } from './messenger-paths';

describe('messenger paths', () => {
  it('builds the messenger address in each language (spec 000 §2 "Messenger | /en/messenger/")', () => {
    expect(messengerChannelPath('en', 'ch-1')).toBe('/en/messenger/?channel=ch-1');
    expect(messengerActorPath('de', 42)).toBe('/messenger/?actor=42');
  });

  it.each([
    ['?channel=ch-1', { channelId: 'ch-1', actorId: null }],
    ['?actor=42', { channelId: null, actorId: 42 }],
    ['?actor=-3&channel=%3Cscript%3E', { channelId: null, actorId: null }],
    ['?actor=4.5', { channelId: null, actorId: null }],
    ['', { channelId: null, actorId: null }],
  ])('reads %s as %o, ignoring values that are not ids', (search, expected) => {
    expect(messengerTarget(search)).toEqual(expected);
  });
});
