import { describe, expect, it } from 'vitest';
import { parseChatButtonConfig } from './config';
import { chatOffers, liveStateOf, needsLogin, type LiveState } from './offers';

const base = parseChatButtonConfig(
  { actorId: 7, actorName: 'Mia', isActorOnline: true, prices: { freeMessages: 2, message: 3, single: 5, singlec2c: 6, video: 12, voucherChatMinutes: 0, voyeur: 4 }, freeChat: false, voyeur: false, ticket: false, voicecall: false },
  7,
);

describe('chat button offers (issue 14 §3 "offers what applies: start video chat, voyeur, free chat, buy a ticket, voice call, or send a message when offline")', () => {
  const cases: Array<[string, Partial<typeof base>, LiveState, string[]]> = [
    ['live: the video chat at the video price', {}, 'live', ['videoChat:12']],
    ['live with a free show: free chat first', { freeChat: true }, 'live', ['freeChat:0', 'videoChat:12']],
    // The voice call at the price the server bills it (prices.video, server/live-shows/voice-calls.ts), not prices.single.
    ['live with voyeur and voice call', { voyeur: true, voicecall: true }, 'live', ['videoChat:12', 'voyeur:4', 'voiceCall:12']],
    ['live with ticket shows: a ticket for her next show too', { ticket: true }, 'live', ['videoChat:12', 'ticket:0']],
    ['offline holding a ticket: the ticket offer tells when the show starts', { guestHasTicket: true }, 'offline', ['message:3', 'ticket:0']],
    ['offline: a message at the message price', {}, 'offline', ['message:3']],
    ['offline with a ticket on sale: message and ticket', { ticket: true }, 'offline', ['message:3', 'ticket:0']],
    ['ticket show without a ticket: buy one', { ticket: true }, 'ticketShow', ['ticket:0', 'message:3']],
    ['ticket show with a ticket: watch the show', { guestHasTicket: true }, 'ticketShow', ['ticket:0', 'message:3']],
    ['offline performer has no voyeur even with the flag', { voyeur: true }, 'offline', ['message:3']],
  ];
  it.each(cases)('%s', (_name, patch, state, expected) => {
    expect(chatOffers({ ...base, ...patch }, state).map((offer) => `${offer.kind}:${offer.price}`)).toEqual(expected);
  });

  it('a ticket holder watches the show as a live show chat; a buyer gets no chat type', () => {
    expect(chatOffers({ ...base, guestHasTicket: true }, 'ticketShow')[0]!.chatType).toBe('liveShow');
    expect(chatOffers({ ...base, ticket: true }, 'ticketShow')[0]!.chatType).toBeNull();
  });

  it('reads the live state from the config', () => {
    expect(liveStateOf({ isActorOnline: false, isCurrentlyTicketShow: true })).toBe('offline');
    expect(liveStateOf({ isActorOnline: true, isCurrentlyTicketShow: true })).toBe('ticketShow');
    expect(liveStateOf({ isActorOnline: true, isCurrentlyTicketShow: false })).toBe('live');
  });

  it('spec 000 §6: everything but a message needs a login first', () => {
    expect(needsLogin({ kind: 'message', price: 3, chatType: null })).toBe(false);
    expect(needsLogin({ kind: 'videoChat', price: 12, chatType: 'liveChat' })).toBe(true);
  });

  it('accepts the actor-data spelling of the flags and defaults missing prices to 0', () => {
    const config = parseChatButtonConfig({ isOnline: true, isVoyeurChatAvailable: true, prices: {} }, 9);
    expect(config).toMatchObject({ actorId: 9, isActorOnline: true, voyeur: true, prices: { video: 0, voyeur: 0 } });
  });
});
