// @vitest-environment happy-dom
// issue 16 §3: "all widgets (... messenger ...) load through the loader and work on a partner page". A partner page
// has no host that loads the guest's session: the messenger loads it itself (its query service takes only the
// access token, spec 000 §7), and a guest who is not logged in gets the login prompt and one velvet-login-required
// (the event the chat button fires, detail.href = the site's log-in page) instead of "Please log in" with a Retry
// that can never succeed.
import { describe, expect, it, vi } from 'vitest';
import { $guest } from '../../sdk/session/store';
import { documentEventsPerTest } from '../shared/test-events';
import { freshMessengerPagePerTest, mountMessenger } from './element-test-setup';
import { channel, guest } from './test-fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What guest/session answers: a session, or a failure (the session could not load). */
let session: 'anonymous' | 'fails' = 'anonymous';
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const { pathname } = new URL(url, 'http://page.test');
  if (pathname.endsWith('/guest/session')) {
    return session === 'anonymous' ? json({ success: true, data: guest({ isLoggedIn: false, id: 'anon-1', accessToken: 'anon-token' } as never) }) : json({ error: 'down' }, 503);
  }
  if (pathname.endsWith('/vxql')) {
    // The query service takes a logged-in guest's token only (server/routes/vxql).
    const authorization = (init?.headers as Record<string, string> | undefined)?.authorization;
    if (authorization !== 'Bearer member-token') return json({ error: 'Missing Vxql-Token' }, 401);
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    if (query.includes('channelList')) return json({ data: { channelList: { total: 1, unreadTotal: 0, channels: [channel('c1')] } } });
    if (query.includes('messengerUnreadCount')) return json({ data: { messengerUnreadCount: 0 } });
    if (query.includes('messengerGifts')) return json({ data: { messengerGifts: [] } });
    if (query.includes('toyControls')) return json({ data: { toyControls: [] } });
  }
  return json({ error: `unexpected ${pathname}` }, 404);
});

const recordEvents = documentEventsPerTest();
const recordLoginRequired = (cancel: boolean) => recordEvents<{ href: string }>('velvet-login-required', { cancel });

freshMessengerPagePerTest(fetchMock, () => {
  session = 'anonymous';
});
const mount = () => mountMessenger({ 'api-base': 'http://site.test', lang: 'es' });
const shadow = (element: HTMLElement) => element.shadowRoot!;
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://page.test').pathname);

describe('<velvet-messenger> on a page without a session host (a partner page)', () => {
  it('loads the guest session with the guest\'s cookies; an anonymous guest gets the prompt and one velvet-login-required, and no query is sent', async () => {
    const events = recordLoginRequired(true);
    const element = mount();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    const [sessionUrl, sessionInit] = fetchMock.mock.calls[0]!;
    expect(new URL(sessionUrl).pathname).toBe('/rest/v1/guest/session');
    expect(sessionInit?.credentials).toBe('include');
    expect(events[0]!.detail.href).toBe('http://site.test/es/acceso/');
    expect(events[0]!.cancelable).toBe(true);
    expect(shadow(element).querySelector('.login')!.textContent).toContain('Inicia sesión');
    expect(shadow(element).querySelector('.error, .retry')).toBeNull();
    expect(requested()).not.toContain('/vxql');
  });

  it('a 401 without a session (it could not load) is kept as a login matter: the prompt instead of Retry, the event once', async () => {
    session = 'fails';
    const events = recordLoginRequired(true);
    const element = mount();
    await vi.waitFor(() => expect(shadow(element).querySelector('.login')).not.toBeNull());
    expect(requested()).toContain('/vxql');
    expect(events).toHaveLength(1);
    expect(shadow(element).textContent).not.toContain('Reintentar');

    // The prompt's Log in fires the event again: a cancelling host shows its own login, and the link is not followed.
    const link = shadow(element).querySelector<HTMLAnchorElement>('.login a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(click);
    expect(events).toHaveLength(2);
    expect(click.defaultPrevented).toBe(true);

    // The guest logs in on this page (the session appears): the messenger loads what the 401 refused, without a reload.
    $guest.set(guest({ id: 'member-1', accessToken: 'member-token' } as never));
    await vi.waitFor(() => expect(shadow(element).querySelectorAll('[role="option"]')).toHaveLength(1));
    expect(shadow(element).querySelector('.login')).toBeNull();
    expect(events).toHaveLength(2);
  });

  it('Log in on a page whose host takes neither event asks for the overlay\'s login flow, then follows the link to the site\'s log-in page', async () => {
    session = 'fails';
    const events = recordLoginRequired(false);
    const overlayRequests = recordEvents<unknown>('velvet-overlay-request', { cancel: false });
    const element = mount();
    await vi.waitFor(() => expect(shadow(element).querySelector('.login a')).not.toBeNull());
    const link = shadow(element).querySelector<HTMLAnchorElement>('.login a')!;
    expect(link.getAttribute('href')).toBe('http://site.test/es/acceso/');
    // happy-dom would navigate: the test's own listener stops that after the widget decided.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    let preventedByWidget: boolean | null = null;
    element.addEventListener('click', (event) => {
      preventedByWidget = event.defaultPrevented;
      event.preventDefault();
    });
    link.dispatchEvent(click);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(overlayRequests.map((event) => event.detail)).toEqual([{ flow: 'login' }]);
    expect(preventedByWidget).toBe(false);
  });
});
