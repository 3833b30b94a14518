// @vitest-environment happy-dom
/** @jsxImportSource preact */
// issue 11 B5: "Today the overlay makes a new key on every click, so a retry after a lost answer charges
// twice." The overlay renders the sdk top-up controller: pressing pay again after a lost answer resends
// the same idempotency key.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopUpAnswer, TopUpOffer } from '../../sdk/api/guest-types';
import { coinPackages, TOP_UP_BONUS_TIERS } from '../../sdk/payment/packages';
import { createTopUpController } from '../../sdk/top-up/controller';
import type { OverlayApi } from '../api';
import { CardPayment } from './card-payment';
import type { ViewProps } from './shared';

const input = (root: HTMLElement, name: string, value: string) => act(() => {
  const field = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
});
const choose = (root: HTMLElement, value: string) => act(() => {
  root.querySelector<HTMLInputElement>(`input[name="package"][value="${value}"]`)!.click();
});
/** Renders the view and lets the packages answer arrive. */
const mount = async (root: HTMLElement, props: ViewProps) => {
  await act(() => render(<CardPayment {...props} />, root));
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
};
const checked = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="package"]:checked')?.value;
const submit = (root: HTMLElement) => act(async () => {
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** The server's answer to GET payment/packages. */
const OFFER: TopUpOffer = { packages: coinPackages(), bonusTiers: [...TOP_UP_BONUS_TIERS], minEuros: 5, maxEuros: 500, coinsPerEuro: 4 };

function viewProps(api: OverlayApi, lang: ViewProps['lang'] = 'en', topUpOffer: () => Promise<TopUpOffer> = async () => OFFER): ViewProps {
  const topUp = createTopUpController({
    transport: { topUp: (input) => api.post<TopUpAnswer>('payment/topup', input), confirmThreeDs: (input) => api.post<TopUpAnswer>('payment/confirm3ds', input) },
  });
  return {
    lang, flow: 'moneycharge', options: { flow: 'moneycharge', lang }, api, topUp, topUpOffer, guest: null,
    onGuest: vi.fn(), onBusy: vi.fn(), onSuccess: vi.fn(), go: vi.fn(), onLogout: vi.fn(), requestAction: vi.fn(),
  };
}

describe('the overlay card payment', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('a lost answer, then pay again: the same idempotency key, one success', async () => {
    const keys: string[] = [];
    const api: OverlayApi = {
      url: (path) => path,
      get: vi.fn(async () => ({ data: { balanceFormatted: '80 VXC' } })) as OverlayApi['get'],
      post: vi.fn(async (_path: string, body?: unknown) => {
        keys.push((body as { idempotencyKey: string }).idempotencyKey);
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        return { success: true, status: 'succeeded', paymentId: 'p1', coins: 80, bonusCoins: 0, guestBalance: 80, guestBalanceFormatted: '80 VXC' };
      }) as OverlayApi['post'],
    };
    const props = viewProps(api);
    await mount(root, props);
    await input(root, 'cardnumber', '4242 4242 4242 4242');
    await input(root, 'expiry', '12/39');
    await input(root, 'cvc', '123');
    await submit(root);
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('No answer from the server. Press pay again: you will be charged at most once.');
    await submit(root);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(root.textContent).toContain('Done! Your balance: 80 VXC');
    expect(props.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('checks the amount with the one euro parser before anything is sent, in the guest\'s language', async () => {
    const api: OverlayApi = { url: (path) => path, get: vi.fn() as OverlayApi['get'], post: vi.fn() as OverlayApi['post'] };
    await mount(root, viewProps(api, 'de'));
    await choose(root, 'custom');
    await input(root, 'amount', '0x10');
    await input(root, 'cardnumber', '4242424242424242');
    await input(root, 'expiry', '12/39');
    await input(root, 'cvc', '123');
    await submit(root);
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('Gib einen Betrag von 5 bis 500 € ein, auf den Cent genau (z. B. 20 oder 12,50).');
    expect(api.post).not.toHaveBeenCalled();
  });

  describe('coin packages (issue 12 §7: "offers coin packages (at least three, with any bonus shown), and preselects an amount that covers the item the guest wanted")', () => {
    const noCalls = (): OverlayApi => ({ url: (path) => path, get: vi.fn() as OverlayApi['get'], post: vi.fn() as OverlayApi['post'] });
    const packageTexts = (root: HTMLElement) => [...root.querySelectorAll('label.package')].map((label) => label.textContent);
    const payLabel = (root: HTMLElement) => root.querySelector('button[type="submit"]')!.textContent;

    it('shows every package with its price, coins and bonus, and "other amount"', async () => {
      await mount(root, viewProps(noCalls()));
      expect(packageTexts(root)).toEqual([
        '€10.0040\u00a0VXC', '€25.00100\u00a0VXC', '€50.00200\u00a0VXC+20\u00a0VXC bonus (+10%)', '€100.00400\u00a0VXC+80\u00a0VXC bonus (+20%)', 'Other amount',
      ]);
      // Nothing wanted: the smallest package.
      expect([checked(root), payLabel(root)]).toEqual(['10', 'Pay €10']);
    });

    // The bug: "defaults to 20 EUR when the item needs 170 VXC".
    it('an item of 170 VXC with 20 VXC on the balance preselects the smallest package that covers the 150 missing', async () => {
      const props = viewProps(noCalls());
      props.options = { ...props.options, wantedCoins: 170, balanceCoins: 20 };
      await mount(root, props);
      expect([checked(root), payLabel(root)]).toEqual(['50', 'Pay €50']);
      expect(root.querySelector('.wanted')!.textContent).toBe('Your purchase costs 170\u00a0VXC: 150\u00a0VXC are missing.');
      expect([...root.querySelectorAll('.covers')].map((tag) => tag.closest('label')!.querySelector('input')!.value)).toEqual(['50', '100']);
    });

    it('the balance the overlay loaded itself wins over the one the page sent', async () => {
      const props = viewProps(noCalls());
      props.options = { ...props.options, wantedCoins: 170, balanceCoins: 0 };
      props.guest = { balance: 80, balanceFormatted: '80 VXC' } as ViewProps['guest'];
      await mount(root, props);
      expect(checked(root)).toBe('25');
    });

    it('more than any package brings: the custom amount in whole euros that covers it', async () => {
      const props = viewProps(noCalls());
      props.options = { ...props.options, wantedCoins: 1000, balanceCoins: 1 };
      await mount(root, props);
      expect(checked(root)).toBe('custom');
      expect(root.querySelector<HTMLInputElement>('input[name="amount"]')!.value).toBe('250');
      expect(root.querySelector('.gets')!.textContent).toBe('You get 1,000\u00a0VXC + 200\u00a0VXC bonus.');
    });

    it('a typed amount shows what it brings, with the bonus of its tier', async () => {
      await mount(root, viewProps(noCalls(), 'de'));
      await choose(root, 'custom');
      await input(root, 'amount', '60');
      expect(root.querySelector('.gets')!.textContent).toBe('Du bekommst 240\u00a0VXC + 24\u00a0VXC Bonus.');
      await input(root, 'amount', '12,50');
      expect(root.querySelector('.gets')!.textContent).toBe('Du bekommst 50\u00a0VXC.');
    });

    it('packages that cannot be loaded leave the amount field, still covering what was wanted', async () => {
      const props = viewProps(noCalls(), 'en', async () => { throw new TypeError('Failed to fetch'); });
      props.options = { ...props.options, wantedCoins: 170, balanceCoins: 20 };
      await mount(root, props);
      expect(root.querySelector('[role="status"].notice, .message.notice')!.textContent).toBe('The coin packages could not be loaded. Enter an amount instead.');
      expect(root.querySelector('input[name="package"]')).toBeNull();
      expect(root.querySelector<HTMLInputElement>('input[name="amount"]')!.value).toBe('38');
    });
  });
});
