// @vitest-environment happy-dom
/** @jsxImportSource preact */
// issue 11 B5: "Today the overlay makes a new key on every click, so a retry after a lost answer charges
// twice." The overlay renders the sdk top-up controller: pressing pay again after a lost answer resends
// the same idempotency key.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopUpAnswer } from '../../sdk/api/guest-types';
import { createTopUpController } from '../../sdk/top-up/controller';
import type { OverlayApi } from '../api';
import { CardPayment } from './card-payment';
import type { ViewProps } from './shared';

const input = (root: HTMLElement, name: string, value: string) => act(() => {
  const field = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
});
const submit = (root: HTMLElement) => act(async () => {
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
});

function viewProps(api: OverlayApi, lang: ViewProps['lang'] = 'en'): ViewProps {
  const topUp = createTopUpController({
    transport: { topUp: (input) => api.post<TopUpAnswer>('payment/topup', input), confirmThreeDs: (input) => api.post<TopUpAnswer>('payment/confirm3ds', input) },
  });
  return {
    lang, flow: 'moneycharge', options: { flow: 'moneycharge', lang }, api, topUp, guest: null,
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
    await act(() => render(<CardPayment {...props} />, root));
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
    await act(() => render(<CardPayment {...viewProps(api, 'de')} />, root));
    await input(root, 'amount', '0x10');
    await input(root, 'cardnumber', '4242424242424242');
    await input(root, 'expiry', '12/39');
    await input(root, 'cvc', '123');
    await submit(root);
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('Gib einen Betrag von 5 bis 500 € ein, auf den Cent genau (z. B. 20 oder 12,50).');
    expect(api.post).not.toHaveBeenCalled();
  });
});
