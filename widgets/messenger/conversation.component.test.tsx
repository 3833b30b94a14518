// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ConversationState, MessengerState } from '../../sdk/messenger';
import type { MessageType } from '../../sdk/messenger/types';
import { messengerTranslator } from './i18n';
import { channel, gift, message, renderMessenger, stateWith } from './test-fixtures';
import { freshContainerPerTest } from '../shared/test-container';

const container = freshContainerPerTest();

function openState(conversation: Partial<ConversationState> | null, patch: Partial<MessengerState> = {}): MessengerState {
  return stateWith({
    channels: [channel('c1')],
    total: 1,
    selectedChannelId: 'c1',
    conversations: conversation ? { c1: { messages: [], total: 0, status: 'ready', error: null, ...conversation } } : {},
    ...patch,
  });
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const log = () => container().querySelector<HTMLElement>('[role="log"]')!;

describe('conversation: read while on screen (issue 12 §8 "the unread badge stays while the conversation is open and the reply is on screen")', () => {
  const reply = (state: MessengerState): MessengerState => ({
    ...state,
    channels: [channel('c1', { unread: true, unreadCount: 1 })],
    unreadTotal: 1,
    conversations: { c1: { messages: [message('m1')], total: 1, status: 'ready', error: null } },
  });

  it('a message arriving in the open conversation is marked read at once', async () => {
    const view = renderMessenger(container(), openState({}));
    await flush();
    expect(view.controller.markRead).not.toHaveBeenCalled();
    view.update(reply(view.state));
    await flush();
    expect(view.controller.markRead).toHaveBeenCalledWith('c1');
    expect(view.state).toMatchObject({ unreadTotal: 0, channels: [{ id: 'c1', unread: false, unreadCount: 0 }] });
    expect(container().querySelector('.channel .badge')).toBeNull();
  });

  it('in a background tab it stays unread until the page is visible again', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      const view = renderMessenger(container(), openState({}));
      view.update(reply(view.state));
      await flush();
      expect(view.controller.markRead).not.toHaveBeenCalled();
      expect(container().querySelector('.channel .badge')!.textContent).toContain('1');
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await flush();
      expect(view.controller.markRead).toHaveBeenCalledWith('c1');
      expect(container().querySelector('.channel .badge')).toBeNull();
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('an unread channel that is not open stays unread', async () => {
    const view = renderMessenger(container(), stateWith({ channels: [channel('c1', { unread: true, unreadCount: 2 })], total: 1, unreadTotal: 2 }));
    await flush();
    expect(view.controller.markRead).not.toHaveBeenCalled();
  });
});

describe('conversation', () => {
  // issue 5 §3: "Messages from performers are rendered as text, never as HTML."
  it('shows performer text containing markup as literal text and creates no element from it', () => {
    const attack = '<img src=x onerror=alert(1)>';
    renderMessenger(container(), openState({ messages: [message('m1', { text: attack })], total: 1 }));
    expect(log().querySelector('.message-text')!.textContent).toBe(attack);
    expect(log().querySelectorAll('img')).toHaveLength(0);
    expect(container().querySelector('img[src="x"]')).toBeNull();
  });

  it('issue 12 §10 "message items inside an ol with role=log": the log is a region around a plain ol, so every item is a list item', () => {
    renderMessenger(container(), openState({ messages: [message('m1'), message('m2')], total: 3 }));
    expect(log().tagName).toBe('DIV');
    expect(log().tabIndex).toBe(0);
    const items = [...log().querySelectorAll('li')];
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) expect(['OL', 'UL']).toContain(item.parentElement!.tagName);
    expect(log().querySelector(':scope > ol')).not.toBeNull();
  });

  it('lists messages oldest first, the guest\'s on their own side', () => {
    renderMessenger(container(), openState({ messages: [message('m1'), message('m2', { senderType: 'guest', text: 'hi back' })], total: 2 }));
    const items = [...log().querySelectorAll('.message')];
    expect(items.map((item) => item.querySelector('.message-text')!.textContent)).toEqual(['text m1', 'hi back']);
    expect(items[1]!.classList.contains('message--mine')).toBe(true);
  });

  it('names a gift in the widget language from its translations, with the quantity and picture', () => {
    const rose = gift(7, { name: 'Rose', translations: [{ language: 'de', value: 'Rose (de)' }, { language: 'es', value: 'Rosa' }] });
    renderMessenger(container(), openState({ messages: [message('m1', { type: 'gift', senderType: 'guest', text: '', gifts: [{ giftId: 7, quantity: 2 }] })], total: 1 }, { gifts: [rose] }), {
      t: messengerTranslator('es'),
      language: 'es',
    });
    const line = log().querySelector('.message-gift')!;
    expect(line.textContent).toBe('Rosa × 2');
    expect(line.querySelector('img')!.getAttribute('src')).toBe('http://api.test/gifts/7.png');
  });

  it('shows an image message as a lazy img with its intrinsic size', () => {
    const image = { id: 'i1', url: '/rest/v1/messenger/image/i1', width: 640, height: 480 };
    renderMessenger(container(), openState({ messages: [message('m1', { type: 'image', text: '', image })], total: 1 }));
    const img = log().querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      'http://api.test/rest/v1/messenger/image/i1', '640', '480', 'lazy',
    ]);
  });

  it.each<[MessageType, string, string]>([
    ['system', 'Welcome to the messenger', 'Welcome to the messenger'],
    ['notification', 'Mia is online', 'Mia is online'],
    ['chatEnd', '', 'Video chat ended'],
    ['chargeFailure', '', 'Payment failed'],
  ])('shows a %s message as a centred info line', (type, text, shown) => {
    renderMessenger(container(), openState({ messages: [message('m1', { type, text, senderType: 'system' })], total: 1 }));
    expect(log().querySelector('.message--info')!.textContent).toBe(shown);
    expect(log().querySelector('.bubble')).toBeNull();
  });

  it('shows skeletons while loading, an empty prompt, and an error with a retry that reloads the channel', () => {
    const view = renderMessenger(container(), openState({ status: 'loading' }));
    expect(container().querySelector('.conversation [aria-busy="true"]')).not.toBeNull();
    view.update(openState({ status: 'ready' }));
    expect(container().querySelector('.conversation .empty')!.textContent).toBe('No messages yet — say hello');
    view.update(openState({ status: 'error', error: 'Could not load.' }));
    const alert = container().querySelector('.conversation .log-state[role="alert"]')!;
    expect(alert.textContent).toContain('Could not load.');
    alert.querySelector('button')!.click();
    expect(view.controller.select).toHaveBeenCalledWith('c1');
  });

  it('loads older messages when scrolled to the top while the server has more', () => {
    const { controller } = renderMessenger(container(), openState({ messages: [message('m1'), message('m2')], total: 10 }));
    log().scrollTop = 0;
    log().dispatchEvent(new Event('scroll'));
    expect(controller.loadOlderMessages).toHaveBeenCalledWith('c1');
  });

  it('archives and unarchives the open channel', async () => {
    const view = renderMessenger(container(), openState({}));
    const archive = () => [...container().querySelectorAll<HTMLButtonElement>('.actions button')][0]!;
    expect(archive().textContent).toBe('Archive');
    archive().click();
    expect(view.controller.archive).toHaveBeenCalledWith('c1', true);
    await flush();
    view.update(openState({}, { channels: [channel('c1', { archived: true })] }));
    expect(archive().textContent).toBe('Unarchive');
    archive().click();
    expect(view.controller.archive).toHaveBeenLastCalledWith('c1', false);
  });

  it('blocks only after the guest confirms, and unblocks at once', async () => {
    const view = renderMessenger(container(), openState({}));
    const blockButton = () => [...container().querySelectorAll<HTMLButtonElement>('.actions button')][1]!;
    blockButton().click();
    await flush();
    expect(view.controller.block).not.toHaveBeenCalled();
    const confirm = container().querySelector('.confirm')!;
    expect(confirm.textContent).toContain('Block Performer c1?');
    [...confirm.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')!.click();
    await flush();
    expect(container().querySelector('.confirm')).toBeNull();
    blockButton().click();
    await flush();
    container().querySelector<HTMLButtonElement>('.confirm .button--danger')!.click();
    expect(view.controller.block).toHaveBeenCalledWith('c1', true);
    await flush();
    view.update(openState({}, { channels: [channel('c1', { blocked: true })] }));
    blockButton().click();
    expect(view.controller.block).toHaveBeenLastCalledWith('c1', false);
    expect(container().querySelector('.composer--blocked')).not.toBeNull();
  });

  it('shows a failed archive inline with role=alert', async () => {
    const view = renderMessenger(container(), openState({}));
    view.controller.archive.mockRejectedValueOnce(new Error('The messenger is not connected.'));
    container().querySelector<HTMLButtonElement>('.actions button')!.click();
    await flush();
    expect(container().querySelector('.action-error[role="alert"]')!.textContent).toBe('That did not work: The messenger is not connected.');
  });
});

describe('issue 14 item 10: "The messenger offers \'start video chat\' when the performer is online"', () => {
  const startLink = () => container().querySelector<HTMLAnchorElement>('.conversation-head a.start-chat');

  it('online: the link names the performer and leads to her profile; a host that takes it (cancels velvet-start-chat) keeps the page', async () => {
    const view = renderMessenger(container(), openState({}, { channels: [channel('c1', { isActorOnline: true, freeChat: false })] }));
    const link = startLink()!;
    expect(link.textContent).toBe('Start video chat');
    expect(link.getAttribute('aria-label')).toBe(`Start video chat with ${channel('c1').actorName}`);
    expect(link.getAttribute('href')).toBe(`/en/amateur/${channel('c1').actorName}/`);
    view.callbacks.onStartChat.mockReturnValueOnce(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(view.callbacks.onStartChat).toHaveBeenCalledWith({ actorId: channel('c1').actorId, actorName: channel('c1').actorName, chatType: 'liveChat' });
    expect(click.defaultPrevented).toBe(true);
  });

  it('a free show running (freeShowStart set the channel\'s free chat): "Start free chat"; offline: no link', () => {
    const view = renderMessenger(container(), openState({}, { channels: [channel('c1', { isActorOnline: true, freeChat: true })] }));
    expect(startLink()!.textContent).toBe('Start free chat');
    view.update(openState({}, { channels: [channel('c1', { isActorOnline: false, freeChat: false })] }));
    expect(startLink()).toBeNull();
  });
});
