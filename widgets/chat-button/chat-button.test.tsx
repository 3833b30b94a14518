// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveChatChannel } from '../../sdk/chat-room/channel';
import { fakeChat } from '../../sdk/chat-room/test-fakes';
import type { ChatSession } from '../../sdk/chat-room/types';
import type { ServerEvent } from '../../sdk/realtime/protocol';
import { $guest, resetSessionStore } from '../../sdk/session/store';
import { resetGlobalConfig } from '../shared/global-config';
import { guest } from '../messenger/test-fixtures';
import { CHAT_BUTTON_TAG, type VelvetChatButtonElement } from './chat-button';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let online = true;
let active: ChatSession | null = null;
/** Per test: config fields over the defaults, and the query service's answers by field name. */
let configPatch: Record<string, unknown> = {};
let vxql: Record<string, (variables: Record<string, unknown>) => unknown> = {};
const vxqlCalls: Array<{ field: string; variables: Record<string, unknown> }> = [];
const CONFIG = () => ({ actorId: 7, actorName: 'Mia', isActorOnline: online, prices: { freeMessages: 0, message: 3, single: 5, singlec2c: 6, video: 12, voucherChatMinutes: 0, voyeur: 4 }, freeChat: false, voyeur: true, ticket: false, voicecall: false, ...configPatch });
const SHOW = { id: 4, actorId: 7, startsAt: '2030-01-01T12:30:00Z', endsAt: '2030-01-01T12:45:00Z', price: 20, status: 'scheduled', guestHasTicket: true };

/** The chat button's and the room's server (live contract §3). */
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const { pathname } = new URL(url, 'http://page.test');
  if (pathname.endsWith('/actor/7/chatButtonConfig')) return json(CONFIG());
  if (pathname.endsWith('/chat/active')) return json({ chat: active });
  if (pathname.endsWith('/chat/start')) {
    const body = JSON.parse(String(init?.body)) as { chatType: string };
    return json(fakeChat({ chatType: body.chatType, startedAt: new Date().toISOString(), paidUntil: new Date(Date.now() + 60_000).toISOString() }));
  }
  if (pathname.endsWith('/vxql')) {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const field = Object.keys(vxql).find((name) => body.query.includes(`${name}(`));
    if (!field) return json({ errors: [{ message: `unexpected ${body.query}` }] });
    vxqlCalls.push({ field, variables: body.variables });
    return json({ data: { [field]: vxql[field]!(body.variables) } });
  }
  if (pathname.endsWith('/live/show/watch')) {
    return json({ showId: 4, ticketId: 't1', actorId: 7, streamUrl: '/media/live/7/show/g/t1/9/sig/master.m3u8', streamType: 'hls', startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 600_000).toISOString(), status: 'running' });
  }
  if (pathname.endsWith('/chat/c1/end')) return json({ chatId: 'c1', price: 12, actorId: 7, actorName: 'Mia', isVoyeur: false, isToyControl: false, reasonCode: 100, billedMinutes: 1, durationSeconds: 5 });
  return json({ error: `unexpected ${pathname}` }, 404);
});

const listeners = new Set<(event: ServerEvent, seq: number | null) => void>();
const sent: unknown[] = [];
let disconnect = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  online = true;
  active = null;
  configPatch = {};
  vxql = {};
  vxqlCalls.length = 0;
  sent.length = 0;
  resetGlobalConfig();
  resetSessionStore();
  disconnect = connectLiveChatChannel({
    send: (message) => (sent.push(message), { cid: 'x', accepted: true }),
    onEvent: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  });
});
afterEach(() => {
  disconnect();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(lang = 'en'): VelvetChatButtonElement {
  const element = document.createElement(CHAT_BUTTON_TAG);
  for (const [name, value] of Object.entries({ 'actor-id': '7', 'api-base': 'http://api.test', 'link-base': 'http://site.test', lang, realtime: 'page' })) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}
const root = (element: HTMLElement) => element.shadowRoot!;
/** Text with the no-break spaces of formatted money as plain spaces. */
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\u00a0/g, ' ');
const offers = (element: HTMLElement) => [...root(element).querySelectorAll<HTMLButtonElement>('.offer')].map(text);
const push = (event: Record<string, unknown>) => listeners.forEach((listener) => listener(event as unknown as ServerEvent, 1));
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://page.test').pathname);

describe('<velvet-chat-button>', () => {
  it('loads the config and offers the video chat with its price per minute, in the page language', async () => {
    const element = mount('de');
    await vi.waitFor(() => expect(offers(element)).toEqual(['Videochat starten12 VXC pro Minute', 'Voyeur-Chat4 VXC pro Minute']));
    expect(root(element).querySelector('.status')?.textContent).toBe('Jetzt online');
    expect(requested()[0]).toBe('/rest/v1/actor/7/chatButtonConfig');
  });

  it('follows the actor live: actorOffline turns it into "Send a message", which goes to the messenger (issue 14 §3)', async () => {
    const element = mount();
    await vi.waitFor(() => expect(offers(element)[0]).toContain('Start video chat'));
    push({ type: 'actorOffline', actorId: 7 });
    await vi.waitFor(() => expect(offers(element)).toEqual(['Send a message3 VXC per message']));
    const hrefs: string[] = [];
    element.addEventListener('velvet-navigate', (event) => (hrefs.push(event.detail.href), event.preventDefault()));
    root(element).querySelector<HTMLButtonElement>('.offer')!.click();
    expect(hrefs).toEqual(['http://site.test/en/messenger/?actor=7']);
  });

  it('a logged-out guest gets the login; after the login the chat starts by itself (pending action)', async () => {
    $guest.set(guest({ isLoggedIn: false, id: 'anon' } as never));
    const element = mount();
    await vi.waitFor(() => expect(offers(element)[0]).toContain('Start video chat'));
    const logins: unknown[] = [];
    element.addEventListener('velvet-login-required', (event) => (logins.push(event.detail), event.preventDefault()));
    root(element).querySelector<HTMLButtonElement>('.offer')!.click();
    expect(logins).toEqual([{ href: 'http://site.test/en/login/', actorId: 7, offer: 'videoChat' }]);
    expect(requested()).not.toContain('/rest/v1/chat/start');
    $guest.set(guest({ isLoggedIn: true, id: 'g1' } as never));
    // The room's chunk loads on this first start: slow on a busy machine.
    await vi.waitFor(() => expect(requested()).toContain('/rest/v1/chat/start'), { timeout: 5000 });
    await vi.waitFor(() => expect(text(root(element).querySelector('[role="dialog"] [data-figure="cost"]'))).toBe('12 VXC'));
  });

  it('opens the room as a full-screen dialog: live video, the running cost, the balance, a countdown; text chat over the channel', async () => {
    $guest.set(guest({ accessToken: 't1' } as never));
    const element = mount();
    await vi.waitFor(() => expect(offers(element)[0]).toContain('Start video chat'));
    root(element).querySelector<HTMLButtonElement>('.offer')!.click();
    const dialog = await vi.waitFor(() => {
      const found = root(element).querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await vi.waitFor(() => expect(text(dialog.querySelector('[data-figure="balance"]'))).toBe('88 VXC'));
    expect(dialog.querySelector('[data-figure="countdown"]')?.textContent).toMatch(/^[01]:\d\d$/);
    const player = dialog.querySelector('velvet-player')!;
    expect(player.getAttribute('kind')).toBe('live');
    expect(player.getAttribute('src')).toBe('/media/live/7/chat/g/c1/9/sig/master.m3u8');
    const input = dialog.querySelector<HTMLInputElement>('.composer input')!;
    input.value = 'Hi Mia';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(dialog.querySelector<HTMLButtonElement>('.composer button')!.disabled).toBe(false));
    dialog.querySelector<HTMLFormElement>('.composer')!.requestSubmit();
    expect(sent).toEqual([{ type: 'chatMessage', chatId: 'c1', text: 'Hi Mia' }]);
    push({ type: 'chatMessage', chatId: 'c1', message: { id: 'a1', senderType: 'actor', text: 'Hello you!', createdAt: '' } });
    await vi.waitFor(() => expect([...dialog.querySelectorAll('.message .text')].map((node) => node.textContent)).toEqual(['Hi Mia', 'Hello you!']));
  });

  it('Escape before 30 s asks first (spec 000 §5); Stay keeps the chat, Leave ends it with the reason in words and the exit survey', async () => {
    $guest.set(guest({ accessToken: 't1' } as never));
    const element = mount();
    await vi.waitFor(() => expect(offers(element)[0]).toContain('Start video chat'));
    root(element).querySelector<HTMLButtonElement>('.offer')!.click();
    const dialog = await vi.waitFor(() => {
      const cost = root(element).querySelector<HTMLElement>('[role="dialog"] [data-figure="cost"]');
      expect(cost).not.toBeNull();
      return cost!.closest('[role="dialog"]')!;
    });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(dialog.querySelector('[role="alertdialog"]')?.textContent).toContain('less than 30 seconds'));
    [...dialog.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((button) => button.textContent === 'Stay')!.click();
    await vi.waitFor(() => expect(dialog.querySelector('[role="alertdialog"]')).toBeNull());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(dialog.querySelector('[role="alertdialog"]')).not.toBeNull());
    [...dialog.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((button) => button.textContent === 'Leave')!.click();
    await vi.waitFor(() => expect(dialog.querySelector('.ended')?.textContent).toContain('You left the chat.'));
    expect(requested()).toContain('/rest/v1/chat/c1/end');
    expect(dialog.querySelector('.velvet-survey')).not.toBeNull();
  });

  it('a reload resumes the active chat with this performer: the room opens by itself (GET chat/active)', async () => {
    active = fakeChat({ startedAt: new Date().toISOString(), paidUntil: new Date(Date.now() + 30_000).toISOString() });
    $guest.set(guest({ accessToken: 't1' } as never));
    const element = mount();
    await vi.waitFor(() => expect(root(element).querySelector('[role="dialog"] [data-figure="cost"]')).not.toBeNull());
    expect(requested()).not.toContain('/rest/v1/chat/start');
  });
  it('voice call (issue 14 §8): "result 2000 opens the call with server and client ids"; the panel shows the call, Hang up stops it', async () => {
    configPatch = { voicecall: true };
    vxql = {
      anonymousVoiceCallStart: () => ({ resultCode: 2000, serverId: 's1', clientId: 'c1', callId: 'call-1', streamUrl: null }),
      anonymousVoiceCallStop: () => ({ success: true }),
    };
    $guest.set(guest({ accessToken: 't1' } as never));
    const element = mount();
    await vi.waitFor(() => expect(offers(element)).toContain('Voice call12 VXC per minute'));
    [...root(element).querySelectorAll<HTMLButtonElement>('.offer')].find((button) => button.dataset.offer === 'voiceCall')!.click();
    await vi.waitFor(() => expect(text(root(element).querySelector('.voice-call__status'))).toBe('You are talking to Mia'));
    expect(vxqlCalls[0]).toEqual({ field: 'anonymousVoiceCallStart', variables: { accessToken: 't1', actorId: 7 } });
    root(element).querySelector<HTMLButtonElement>('.voice-call__hang-up')!.click();
    await vi.waitFor(() => expect(text(root(element).querySelector('.voice-call__status'))).toBe('Call ended'));
    expect(vxqlCalls.map((call) => call.field)).toEqual(['anonymousVoiceCallStart', 'anonymousVoiceCallStop']);
    expect(vxqlCalls[1]!.variables).toEqual({ callId: 'call-1' });
    expect(root(element).querySelector('.voice-call__hang-up')).toBeNull();
    [...root(element).querySelectorAll<HTMLButtonElement>('.voice-box button')].find((button) => button.textContent === 'Close')!.click();
    await vi.waitFor(() => expect(root(element).querySelector('.voice-box')).toBeNull());
  });

  it('voice call refused: "any other code shows it", in the page language; 4020 offers the top-up with paytype Voice', async () => {
    configPatch = { voicecall: true };
    vxql = { anonymousVoiceCallStart: () => ({ resultCode: 4020, serverId: null, clientId: null, callId: null }) };
    $guest.set(guest({ accessToken: 't1', balance: 3 } as never));
    const element = mount('de');
    await vi.waitFor(() => expect(offers(element)).toContain('Anrufen12 VXC pro Minute'));
    [...root(element).querySelectorAll<HTMLButtonElement>('.offer')].find((button) => button.dataset.offer === 'voiceCall')!.click();
    await vi.waitFor(() => expect(text(root(element).querySelector('.voice-call__error'))).toBe('Dein Guthaben reicht nicht für die erste Minute. (Code 4020)'));
    const requests: unknown[] = [];
    element.addEventListener('velvet-overlay-request', (event) => (requests.push((event as CustomEvent).detail), event.preventDefault()));
    [...root(element).querySelectorAll<HTMLButtonElement>('.voice-box button')].find((button) => button.textContent === 'Aufladen')!.click();
    expect(requests).toEqual([{ flow: 'moneycharge', options: { paytype: 'Voice', wantedCoins: 12, balanceCoins: 3 } }]);
  });

  it('a ticket holder before the show sees its start time and may remove the ticket (issue 14 §7 "buy and remove chat tickets")', async () => {
    online = false;
    configPatch = { guestHasTicket: true };
    let held = true;
    vxql = {
      nextTicketShow: () => ({ ...SHOW, guestHasTicket: held }),
      chatTicketRemove: () => ((held = false), { success: true, errorCode: null, ticketId: 't1', price: 20, paidWith: 'coins' }),
    };
    $guest.set(guest({ accessToken: 't1' } as never));
    const element = mount();
    await vi.waitFor(() => expect(offers(element)).toEqual(['Send a message3 VXC per message', 'Your ticket']));
    [...root(element).querySelectorAll<HTMLButtonElement>('.offer')].find((button) => button.dataset.offer === 'ticket')!.click();
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(SHOW.startsAt));
    await vi.waitFor(() => expect(root(element).querySelector('.note[role="status"]')?.textContent).toBe(`You hold a ticket. The show starts at ${time}.`));
    configPatch = { guestHasTicket: false, ticket: true };
    root(element).querySelector<HTMLButtonElement>('.note-action')!.click();
    await vi.waitFor(() => expect(root(element).querySelector('.note[role="status"]')?.textContent).toBe('Your ticket is removed. The price is back on your account.'));
    expect(vxqlCalls.map((call) => call.field)).toEqual(['nextTicketShow', 'chatTicketRemove']);
    expect(vxqlCalls[1]!.variables).toEqual({ id: 4 });
    await vi.waitFor(() => expect(offers(element)).toEqual(['Send a message3 VXC per message', 'Buy a ticket']));
  });

  it('a ticket holder during the show: "Watch the show" opens the room in live-show mode with the show stream (POST live/show/watch)', async () => {
    configPatch = { isCurrentlyTicketShow: true, guestHasTicket: true, ticket: true };
    vxql = { nextTicketShow: () => ({ ...SHOW, startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 600_000).toISOString(), status: 'running' }) };
    $guest.set(guest({ accessToken: 't1' } as never));
    const element = mount();
    await vi.waitFor(() => expect(offers(element)[0]).toBe('Watch the show'));
    root(element).querySelector<HTMLButtonElement>('.offer')!.click();
    const dialog = await vi.waitFor(() => {
      const found = root(element).querySelector<HTMLElement>('[role="dialog"][aria-label="Ticket show with Mia"]');
      expect(found?.querySelector('velvet-player')).toBeTruthy();
      return found!;
    });
    expect(dialog.querySelector('velvet-player')!.getAttribute('src')).toBe('/media/live/7/show/g/t1/9/sig/master.m3u8');
    expect(dialog.querySelector('[data-figure="show-times"]')?.textContent).toMatch(/^The show runs until /);
    expect(requested()).toContain('/rest/v1/live/show/watch');
    expect(requested()).not.toContain('/rest/v1/chat/start');
  });
});
