import { describe, expect, it } from 'vitest';
import { harness } from './controller-fakes';
import { channel } from './fixtures';
import { MESSAGE_IMAGE_MAX_BYTES, MESSAGE_TEXT_MAX } from './types';

const loaded = (options: Parameters<typeof harness>[0] = {}) => {
  const h = harness(options);
  h.setState({ channels: [channel('a1', 1, { freeChat: true }), channel('b2', 2)], status: 'ready', total: 2 });
  return h;
};
const sendMessage = (extra: object) => ({ type: 'sendMessage', senderType: 'guest', isVideochat: false, chatId: null, includedGifts: [], ...extra });

describe('sendText', () => {
  it('sends a trimmed text message, saying when a free show runs', async () => {
    const h = loaded();
    await h.controller.sendText('a1', '  hello  ');
    expect(h.sent).toEqual([sendMessage({ channelId: 'a1', messageType: 'text', isFreechat: true, data: { text: 'hello' } })]);
  });

  it.each([
    ['an empty text', '   ', 'Write a message first.'],
    [`a text over ${MESSAGE_TEXT_MAX} characters`, 'x'.repeat(MESSAGE_TEXT_MAX + 1), `Your message has ${MESSAGE_TEXT_MAX + 1} characters; at most ${MESSAGE_TEXT_MAX} are allowed. Please shorten it.`],
  ])('refuses %s before sending', async (_name, text, message) => {
    const h = loaded();
    await expect(h.controller.sendText('a1', text)).rejects.toThrow(message);
    expect(h.sent).toEqual([]);
  });

  it('accepts exactly the longest text', async () => {
    const h = loaded();
    await h.controller.sendText('b2', 'é'.repeat(MESSAGE_TEXT_MAX));
    expect(h.sent).toHaveLength(1);
  });

  it('rejects with the server\'s words when the server refuses', async () => {
    const h = loaded();
    h.refuse('Not enough coins: this message costs 3 coins, your balance is 1');
    await expect(h.controller.sendText('b2', 'hi')).rejects.toThrow('Not enough coins: this message costs 3 coins, your balance is 1');
  });

  it('rejects readably without a transport', async () => {
    const h = loaded();
    h.dropTransport();
    await expect(h.controller.sendText('b2', 'hi')).rejects.toMatchObject({ code: 'notConnected' });
  });
});

describe('gift basket and sendBasket', () => {
  it('adding and removing go through the basket rule with $guest\'s bought gifts', () => {
    const h = loaded({ bought: { '1': 1 } });
    h.controller.addGift(1);
    expect(h.state).toMatchObject({ basket: [{ giftId: 1, quantity: 1 }], basketAvailable: { '1': 0 } });
    h.controller.removeGift(1);
    expect(h.state).toMatchObject({ basket: [], basketAvailable: { '1': 1 } });
  });

  it('sends the basket with a note and empties it on success', async () => {
    const h = loaded({ bought: { '1': 5 } });
    h.controller.addGift(1);
    h.controller.addGift(1);
    await h.controller.sendBasket('b2', ' for you ');
    expect(h.sent).toEqual([sendMessage({ channelId: 'b2', messageType: 'gift', isFreechat: false, data: { text: 'for you' }, includedGifts: [{ giftId: 1, quantity: 2 }] })]);
    expect(h.state.basket).toEqual([]);
  });

  it('keeps the basket when the server refuses', async () => {
    const h = loaded();
    h.controller.addGift(1);
    h.refuse('Not enough coins');
    await expect(h.controller.sendBasket('b2')).rejects.toThrow('Not enough coins');
    expect(h.state.basket).toEqual([{ giftId: 1, quantity: 1 }]);
  });

  it('refuses an empty basket', async () => {
    await expect(loaded().controller.sendBasket('b2')).rejects.toThrow('Choose a gift first.');
  });
});

describe('sendImage', () => {
  it('uploads, then sends the image message', async () => {
    const h = loaded();
    const file = new Blob([new Uint8Array(10)], { type: 'image/png' });
    await h.controller.sendImage('b2', file);
    expect(h.api.uploadImage).toHaveBeenCalledWith(file);
    expect(h.sent).toEqual([sendMessage({ channelId: 'b2', messageType: 'image', isFreechat: false, data: { imageId: 'img1' } })]);
  });

  it.each([
    ['a type that is not an image we take', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'This file is of type image/svg+xml. Please choose a JPEG, PNG or WebP image.'],
    ['a file without a type', new Blob(['x']), 'This file is of type unknown.'],
    ['an image over 5 MB', new Blob([new Uint8Array(MESSAGE_IMAGE_MAX_BYTES + 1)], { type: 'image/jpeg' }), 'This image is 5.1 MB; at most 5 MB are allowed.'],
  ])('refuses %s before uploading', async (_name, file, message) => {
    const h = loaded();
    await expect(h.controller.sendImage('b2', file)).rejects.toThrow(message);
    expect(h.api.uploadImage).not.toHaveBeenCalled();
  });
});

describe('channel actions', () => {
  it('archiving another channel sends it and removes it from the list (spec 000 §4)', async () => {
    const h = loaded();
    await h.controller.archive('b2', true);
    expect(h.sent).toEqual([{ type: 'archiveChannel', channelId: 'b2', status: true }]);
    expect(h.state.channels.map((item) => item.id)).toEqual(['a1']);
  });

  it('a refused archive rejects and changes nothing', async () => {
    const h = loaded();
    h.refuse('channelId: no channel "b2" of this guest');
    await expect(h.controller.archive('b2', true)).rejects.toThrow('no channel "b2"');
    expect(h.state.channels).toHaveLength(2);
  });

  it('blocking sends it and flags the channel', async () => {
    const h = loaded();
    await h.controller.block('b2', true);
    expect(h.sent).toEqual([{ type: 'blockChannel', channelId: 'b2', status: true }]);
    expect(h.state.channels.find((item) => item.id === 'b2')?.blocked).toBe(true);
  });

  it('all seen clears unread once the server confirms; a refusal is the error', async () => {
    const h = loaded();
    h.setState({ unreadTotal: 4 });
    h.controller.markAllSeen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.sent).toEqual([{ type: 'setAllChannelsSeen' }]);
    expect(h.state.unreadTotal).toBe(0);
    h.refuse('try later');
    h.controller.markAllSeen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.state).toMatchObject({ error: 'try later', status: 'ready' });
  });

  it('recommendations load into the state; a failed load keeps the panel', async () => {
    const h = loaded();
    await h.controller.loadRecommendations(4);
    expect(h.api.getRecommendations).toHaveBeenCalledWith(4);
    expect(h.state.recommendations.map((item) => item.actorId)).toEqual([3]);
    h.api.getRecommendations.mockRejectedValueOnce(new Error('down'));
    await h.controller.loadRecommendations();
    expect(h.state.recommendations).toHaveLength(1);
  });
});
