// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { MessengerError, setMessengerTransport } from '../../sdk/messenger';
import { $guest } from '../../sdk/session/store';
import { freshMessengerPagePerTest, mountMessenger } from './element-test-setup';
import { MESSENGER_TAG, VelvetMessengerElement } from './messenger';
import { channel, guest, message } from './test-fixtures';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The messenger's server: the query service at /vxql and REST under /rest/v1/messenger. */
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const { pathname } = new URL(url, 'http://page.test');
  if (pathname.endsWith('/vxql')) {
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    if (query.includes('channelList')) return json({ data: { channelList: { total: 2, unreadTotal: 3, channels: [channel('c1', { unread: true, unreadCount: 3 }), channel('c2')] } } });
    if (query.includes('messengerUnreadCount')) return json({ data: { messengerUnreadCount: 3 } });
    if (query.includes('messengerGifts')) return json({ data: { messengerGifts: [] } });
    if (query.includes('toyControls')) return json({ data: { toyControls: [] } });
    if (query.includes('messageContent')) return json({ data: { messageContent: { channelId: 'c5', total: 1, offset: 0, messages: [message('m1', { channelId: 'c5', text: 'Hi there' })] } } });
  }
  if (pathname.endsWith('/messenger/recommendations')) return json({ items: [] });
  if (pathname.endsWith('/messenger/channel/actor/5')) return json(channel('c5', { actorName: 'Mia' }));
  return new Response(JSON.stringify({ error: `unexpected ${pathname}` }), { status: 404 });
});

freshMessengerPagePerTest(fetchMock);
const mount = mountMessenger;
const shadow = (element: HTMLElement) => element.shadowRoot!;
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://page.test').pathname);

describe('<velvet-messenger>', () => {
  it('is registered once, under its tag, as the typed element class', async () => {
    expect(customElements.get('velvet-messenger')).toBe(VelvetMessengerElement);
    await import('./messenger');
    expect(document.createElement('velvet-messenger')).toBeInstanceOf(VelvetMessengerElement);
  });

  it('loads the channels from its api-base and renders them into its shadow root', async () => {
    $guest.set(guest({ accessToken: 'token-1' } as never));
    const element = mount({ 'api-base': 'http://api.test', lang: 'de' });
    await vi.waitFor(() => expect(shadow(element).querySelectorAll('[role="option"]')).toHaveLength(2));
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/vxql');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(shadow(element).querySelector('[role="tab"]')!.textContent).toBe('Neueste');
    expect(element.querySelector('*')).toBeNull();
  });

  it('opens the channel with the performer of actor-id and reports selections with velvet-channel-select', async () => {
    const element = mount({ 'api-base': 'http://api.test', 'actor-id': '5' });
    await vi.waitFor(() => expect(shadow(element).querySelector('.message-text')?.textContent).toBe('Hi there'));
    expect(requested()).toContain('/rest/v1/messenger/channel/actor/5');
    expect(shadow(element).querySelector('.conversation-title .name')!.textContent).toBe('Mia');

    const selections: unknown[] = [];
    element.addEventListener('velvet-channel-select', (event) => selections.push(event.detail));
    shadow(element).querySelector<HTMLElement>('[role="option"]:not(.channel--selected)')!.click();
    expect(selections).toHaveLength(1);
    expect(selections[0]).toMatchObject({ channelId: expect.any(String), actorId: expect.any(Number) });
  });

  it('issue 12 §8: a host mirroring the open chat into channel-id closes it by removing the attribute (its Back); one that never sets it keeps the guest\'s choice', async () => {
    const element = mount({ 'api-base': 'http://api.test' });
    await vi.waitFor(() => expect(shadow(element).querySelectorAll('[role="option"]')).toHaveLength(2));
    const selected = () => shadow(element).querySelector('.channel--selected .name')?.textContent ?? null;
    const select = (name: string) => [...shadow(element).querySelectorAll<HTMLElement>('[role="option"]')].find((row) => row.querySelector('.name')!.textContent === name)!.click();
    element.addEventListener('velvet-channel-select', (event) => element.setAttribute('channel-id', event.detail.channelId));
    const first = channel('c1').actorName;
    select(first);
    await vi.waitFor(() => expect(element.getAttribute('channel-id')).toBe('c1'));
    await vi.waitFor(() => expect(selected()).toBe(first));
    element.removeAttribute('channel-id');
    await vi.waitFor(() => expect(selected()).toBeNull());
    expect(shadow(element).querySelector('.choose')).not.toBeNull();
    // History forward: the address names the chat again, and it opens.
    element.setAttribute('channel-id', 'c1');
    await vi.waitFor(() => expect(selected()).toBe(first));

    const partner = mount({ 'api-base': 'http://api.test', lang: 'en' });
    await vi.waitFor(() => expect(shadow(partner).querySelectorAll('[role="option"]')).toHaveLength(2));
    shadow(partner).querySelector<HTMLElement>('[role="option"]:not(.channel--selected)')!.click();
    partner.setAttribute('lang', 'de');
    await vi.waitFor(() => expect(shadow(partner).querySelector('[role="tab"]')!.textContent).toBe('Neueste'));
    expect(shadow(partner).querySelector('.channel--selected')).not.toBeNull();
  });

  it('issue 12 §8 "Not enough coins offers no way to top up": Top up asks the page for the overlay\'s moneycharge flow, preset to cover the shortfall', async () => {
    setMessengerTransport({ send: vi.fn(async () => Promise.reject(new MessengerError('notEnoughCoins', 'Not enough VXC', { missingCoins: 30 }))) });
    const requests: Array<CustomEvent<unknown>> = [];
    document.addEventListener('velvet-overlay-request', (event) => {
      requests.push(event);
      event.preventDefault();
    }, { once: true });
    const element = mount({ 'api-base': 'http://api.test', 'actor-id': '5' });
    const found = <T extends Element>(selector: string) => () => {
      const node = shadow(element).querySelector<T>(selector);
      if (!node) throw new Error(`expected ${selector}, found none`);
      return node;
    };
    const input = await vi.waitFor(found<HTMLTextAreaElement>('.composer-input'));
    input.value = 'hello';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(shadow(element).querySelector<HTMLButtonElement>('.composer .send')!.disabled).toBe(false));
    shadow(element).querySelector<HTMLButtonElement>('.composer .send')!.click();
    const topUp = await vi.waitFor(found<HTMLAnchorElement>('.composer-error a'));
    topUp.click();
    expect(requests).toHaveLength(1);
    // 30 coins missing: the overlay is told what the guest wanted (balance + shortfall) and preselects a package covering it.
    const balance = ($guest.value?.balance ?? 0);
    expect(requests[0]!.detail).toEqual({ flow: 'moneycharge', options: { wantedCoins: balance + 30, balanceCoins: balance } });
    expect(requests[0]!.composed).toBe(true);
  });

  it('fires the cancelable velvet-login-required for a guest who is not logged in, and loads nothing', async () => {
    $guest.set(guest({ isLoggedIn: false }));
    const events: Array<CustomEvent<{ href: string }>> = [];
    document.addEventListener('velvet-login-required', (event) => {
      events.push(event);
      event.preventDefault();
    });
    const element = mount({ 'api-base': 'http://api.test', 'link-base': 'https://site.test', lang: 'nl' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.cancelable).toBe(true);
    expect(events[0]!.detail.href).toBe('https://site.test/nl/inloggen/');
    expect(shadow(element).querySelector('.login')!.textContent).toContain('Log in om berichten te lezen');
    expect(fetchMock).not.toHaveBeenCalled();

    // Logging in elsewhere on the page starts the messenger.
    $guest.set(guest());
    await vi.waitFor(() => expect(shadow(element).querySelectorAll('[role="option"]')).toHaveLength(2));
    expect(events).toHaveLength(1);
  });

  it('reflects its properties to attributes', () => {
    // Not connected: nothing loads.
    const element = document.createElement(MESSENGER_TAG);
    element.actorId = 12;
    element.channelId = 'abc';
    expect([element.getAttribute('actor-id'), element.getAttribute('channel-id')]).toEqual(['12', 'abc']);
    element.setAttribute('actor-id', 'nope');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(element.actorId).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('actor-id: expected a positive integer, got "nope"'));
  });
});
