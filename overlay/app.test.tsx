// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coinPackages, TOP_UP_BONUS_TIERS } from '../sdk/payment/packages';
import type { PageToOverlay } from '../sdk/overlay/protocol';
import { OverlayApp } from './app';
import type { ParentChannel, OutgoingMessage } from './messages';

const session = { isLoggedIn: true, id: 'g1', restrictionLevel: 0, balance: 0, balanceFormatted: '0 VXC', accessToken: 'tok', oneClickAmounts: [] };
/** GET payment/packages as the server answers it. */
const offer = () => new Response(JSON.stringify({ success: true, data: { packages: coinPackages(), bonusTiers: TOP_UP_BONUS_TIERS, minEuros: 5, maxEuros: 500, coinsPerEuro: 4 } }), { status: 200 });

function fakeChannel() {
  const posted: OutgoingMessage[] = [];
  let handler: ((message: PageToOverlay) => void) | null = null;
  const channel: ParentChannel = {
    post: (message) => posted.push(message),
    request: vi.fn(),
    listen: (h) => { handler = h; return () => { handler = null; }; },
    close: vi.fn(),
  };
  return { channel, posted, deliver: (message: { type: PageToOverlay['type'] } & Record<string, unknown>) => handler?.({ ...message, velvet: 'overlay' } as PageToOverlay) };
}

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const input = (root: HTMLElement, name: string, value: string) => {
  const field = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

describe('OverlayApp', () => {
  let root: HTMLElement;
  let releaseTopUp: (response: Response) => void;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url.includes('payment/topup')) return new Promise<Response>((resolve) => { releaseTopUp = resolve; });
      if (url.includes('payment/packages')) return offer();
      return new Response(JSON.stringify({ success: true, data: { ...session, balance: 200, balanceFormatted: '200 VXC' } }), { status: 200 });
    }));
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.unstubAllGlobals();
  });

  it('handshakes, refuses to close while a payment is in flight (issue 6 §3), then reports success and closes on Escape', async () => {
    const { channel, posted, deliver } = fakeChannel();
    await act(() => render(<OverlayApp query={{ options: { flow: 'moneycharge', lang: 'en' }, consent: [], parentOrigin: null }} channel={channel} apiBase="http://site.test" />, root));
    expect(posted).toEqual([{ type: 'iframe-ready' }]);

    await act(() => deliver({ type: 'init-session', token: 'tok', guestId: 'g1', isLoggedIn: true }));
    await flush();
    expect(posted.slice(1)).toEqual([{ type: 'content-loaded', view: 'payment' }, { type: 'view-ready', view: 'payment' }]);
    const [, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(init.headers.Authorization).toBe('Bearer tok');

    // Typed one field after the other: the view renders between the keystrokes, as in a browser.
    await act(() => input(root, 'cardnumber', '4242424242424242'));
    await act(() => input(root, 'expiry', '12/39'));
    await act(() => input(root, 'cvc', '123'));
    await act(() => { root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
    await flush();
    expect(posted.at(-1)).toEqual({ type: 'busy', busy: true });
    expect(root.querySelector<HTMLButtonElement>('button.close')!.disabled).toBe(true);
    escape();
    expect(posted.some((m) => m.type === 'iframe-close')).toBe(false);

    await act(async () => releaseTopUp(new Response(JSON.stringify({ success: true, status: 'succeeded', guestBalanceFormatted: '200 VXC' }), { status: 200 })));
    await flush();
    expect(posted.slice(-2)).toEqual([
      { type: 'busy', busy: false },
      { type: 'success', result: { flow: 'moneycharge', redirectTo: null, hostId: null, uhash: null, loggedIn: false } },
    ]);
    expect(root.textContent).toContain('Done! Your balance: 200 VXC');
    escape();
    expect(posted.at(-1)).toEqual({ type: 'iframe-close' });
  });

  // issue 11 B5: "one idempotency key per attempt reused on a network retry": closing the overlay after a
  // lost answer and paying the same again from a new opening is still that attempt.
  it('a reopening shows a fresh form; paying the same again after a lost answer resends the same key', async () => {
    const keys: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: { body?: string }) => {
      if (url.includes('payment/topup')) {
        keys.push((JSON.parse(init!.body!) as { idempotencyKey: string }).idempotencyKey);
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ success: true, status: 'succeeded', guestBalanceFormatted: '80 VXC' }), { status: 200 });
      }
      if (url.includes('payment/packages')) return offer();
      return new Response(JSON.stringify({ success: true, data: { ...session, balance: 80, balanceFormatted: '80 VXC' } }), { status: 200 });
    }));
    const { channel, deliver } = fakeChannel();
    await act(() => render(<OverlayApp query={{ options: { flow: 'moneycharge', lang: 'en' }, consent: [], parentOrigin: null }} channel={channel} apiBase="http://site.test" />, root));
    await act(() => deliver({ type: 'init-session', token: 'tok', guestId: 'g1', isLoggedIn: true }));
    await flush();
    const payOnce = async () => {
      await act(() => input(root, 'cardnumber', '4242424242424242'));
      await act(() => input(root, 'expiry', '12/39'));
      await act(() => input(root, 'cvc', '123'));
      await act(() => { root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
      await flush();
    };
    await payOnce();
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('No answer from the server');

    await act(() => deliver({ type: 'change-route', flow: 'moneycharge' }));
    await flush();
    expect(root.querySelector<HTMLInputElement>('input[name="cardnumber"]')!.value).toBe('');
    await payOnce();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(root.textContent).toContain('Done! Your balance: 80 VXC');

    await act(() => deliver({ type: 'change-route', flow: 'moneycharge' }));
    await flush();
    expect(root.textContent).not.toContain('Done!');
    expect(root.querySelector('input[name="cardnumber"]')).not.toBeNull();
  });

  // issue 16 §1: "recorded ... on every payment (the overlay receives them as options)": the partner ids of the
  // frame URL go with the top-up; a later update-params (the page's newer click) replaces them.
  it('sends the partner ids it received as options with every top-up', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: { body?: string }) => {
      if (url.includes('payment/topup')) {
        bodies.push(JSON.parse(init!.body!) as Record<string, unknown>);
        return new Response(JSON.stringify({ success: true, status: 'succeeded', guestBalanceFormatted: '80 VXC' }), { status: 200 });
      }
      if (url.includes('payment/packages')) return offer();
      return new Response(JSON.stringify({ success: true, data: { ...session, balance: 80, balanceFormatted: '80 VXC' } }), { status: 200 });
    }));
    const { channel, deliver } = fakeChannel();
    const options = { flow: 'moneycharge' as const, lang: 'en' as const, w: 'p1', ws: 'side', gk_cid: 'c-1' };
    await act(() => render(<OverlayApp query={{ options, consent: [], parentOrigin: null }} channel={channel} apiBase="http://site.test" />, root));
    await act(() => deliver({ type: 'init-session', token: 'tok', guestId: 'g1', isLoggedIn: true }));
    await flush();
    const pay = async (card: string) => {
      await act(() => input(root, 'cardnumber', card));
      await act(() => input(root, 'expiry', '12/39'));
      await act(() => input(root, 'cvc', '123'));
      await act(() => { root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
      await flush();
    };
    await pay('4242424242424242');
    expect(bodies[0]!.attribution).toEqual({ w: 'p1', ws: 'side', gk_cid: 'c-1' });

    await act(() => deliver({ type: 'change-route', flow: 'moneycharge' }));
    await act(() => deliver({ type: 'update-params', options: { w: 'p2', ws: undefined, gk_cid: undefined, wt: 'x' } }));
    await flush();
    await pay('4000056655665556');
    expect(bodies[1]!.attribution).toEqual({ w: 'p2', wt: 'x' });
  });

  // issue 12 §7: "preselects an amount that covers the item the guest wanted". The bridge sends the route and the
  // options as two messages; a later opening without a wanted item starts again from the smallest package.
  it('each opening preselects for what it wanted, and forgets it at the next opening', async () => {
    const { channel, deliver } = fakeChannel();
    await act(() => render(<OverlayApp query={{ options: { flow: 'moneycharge', lang: 'en' }, consent: [], parentOrigin: null }} channel={channel} apiBase="" />, root));
    await act(() => deliver({ type: 'init-session', token: 'tok', guestId: 'g1', isLoggedIn: true }));
    await flush();
    const checked = () => root.querySelector<HTMLInputElement>('input[name="package"]:checked')?.value;
    expect(checked()).toBe('10');
    // The overlay loaded a balance of 200 itself: an item of 370 misses 170, which 50 € (200 + 20) cover.
    await act(() => deliver({ type: 'change-route', flow: 'moneycharge' }));
    await act(() => deliver({ type: 'update-params', options: { flow: 'moneycharge', lang: 'en', wantedCoins: 370, balanceCoins: 0 } }));
    await flush();
    expect(checked()).toBe('50');
    await act(() => deliver({ type: 'change-route', flow: 'moneycharge' }));
    await act(() => deliver({ type: 'update-params', options: { flow: 'moneycharge', lang: 'en' } }));
    await flush();
    expect(checked()).toBe('10');
  });

  it('shows the brand\'s word mark above the title, as text', async () => {
    const { channel } = fakeChannel();
    await act(() => render(<OverlayApp query={{ options: { flow: 'moneycharge', lang: 'es' }, consent: [], parentOrigin: null }} channel={channel} apiBase="" theme={{ logoText: '<b>Terciopelo·es</b>' }} />, root));
    expect(root.querySelector('header .logo')!.textContent).toBe('<b>Terciopelo·es</b>');
    expect(root.querySelector('header b')).toBeNull();
  });

  it('shows the login view first for a guest who is not logged in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: { ...session, isLoggedIn: false } }), { status: 200 })));
    const { channel, posted, deliver } = fakeChannel();
    await act(() => render(<OverlayApp query={{ options: { flow: 'vipabo', lang: 'de' }, consent: [], parentOrigin: null }} channel={channel} apiBase="" />, root));
    await act(() => deliver({ type: 'init-session', token: null, guestId: null, isLoggedIn: false }));
    await flush();
    expect(posted).toContainEqual({ type: 'content-loaded', view: 'login' });
    expect(root.querySelector('h1')!.textContent).toBe('Anmelden');
  });
});
