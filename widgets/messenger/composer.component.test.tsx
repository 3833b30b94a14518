// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../sdk/api/guest-types';
import type { MessengerChannel } from '../../sdk/messenger/types';
import { MessengerError } from '../../sdk/messenger/texts';
import { channel, gift, guest, renderMessenger, stateWith } from './test-fixtures';
import { freshContainerPerTest } from '../shared/test-container';

const container = freshContainerPerTest();

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const open = (patch: Partial<MessengerChannel> = {}) =>
  stateWith({ channels: [channel('c1', patch)], total: 1, selectedChannelId: 'c1', conversations: { c1: { messages: [], total: 0, status: 'ready', error: null } } });
const textarea = () => container().querySelector<HTMLTextAreaElement>('.composer-input')!;
const sendButton = () => container().querySelector<HTMLButtonElement>('.composer .send')!;
function type(text: string): void {
  textarea().value = text;
  textarea().dispatchEvent(new Event('input', { bubbles: true }));
}
const press = (init: KeyboardEventInit) => textarea().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
const messagesVoucher = (actorId: number | null): Voucher =>
  ({ id: 1, guestId: 'g1', type: 5, amount: 1, validFrom: '2020-01-01T00:00:00Z', validTo: null, actorId, actors: [] }) as Voucher;

describe('composer', () => {
  // issue 5 §1: "a message costs messagePrice unless messaging is free or a free message remains"
  it.each<[string, Partial<MessengerChannel>, Voucher[], string]>([
    ['messaging is free', { isMessagingFree: true }, [], 'Free'],
    ['a free show runs', { freeChat: true }, [], 'Free'],
    ['free messages remain', { freeMessagesAmount: 2 }, [], 'Free message (2 left)'],
    ['a messages voucher is held', {}, [messagesVoucher(null)], 'Paid by a message voucher'],
    // issue 12 §8 "it says coins where the header says VXC": amounts in VXC, as the header's balance.
    ['nothing else pays', { messagePrice: 3 }, [], '3\u00a0VXC'],
    ['one coin', { messagePrice: 1 }, [], '1\u00a0VXC'],
  ])('shows the next message price when %s', (_case, patch, vouchers, label) => {
    renderMessenger(container(), open(patch), { guest: guest({ vouchers, balance: 1042 }) });
    expect(container().querySelector('.composer .price')!.textContent).toBe(label);
    expect(container().querySelector('.composer .balance')!.textContent).toBe('Your balance: 1,042\u00a0VXC');
  });

  it('issue 12 §8 "Not enough coins offers no way to top up": a shortfall refusal offers a top-up covering it, other refusals do not', async () => {
    const view = renderMessenger(container(), open());
    view.controller.sendText.mockRejectedValueOnce(new MessengerError('notEnoughCoins', 'Not enough VXC: this message costs 3 VXC, your balance is 1 VXC.', { missingCoins: 2 }));
    type('hello');
    await flush();
    sendButton().click();
    await flush();
    const topUp = container().querySelector<HTMLAnchorElement>('.composer [role="alert"] a')!;
    expect(topUp.textContent).toBe('Top up');
    // Without a host that takes it, the link leads to the account's top-up page.
    expect(topUp.getAttribute('href')).toBe('/en/myvisitx/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    topUp.dispatchEvent(click);
    expect(view.callbacks.onTopUp).toHaveBeenCalledWith(2);
    expect(click.defaultPrevented).toBe(true);

    view.controller.sendText.mockRejectedValueOnce(new MessengerError('server', 'You blocked this performer.'));
    type('hello again');
    await flush();
    sendButton().click();
    await flush();
    expect(container().querySelector('.composer [role="alert"]')!.textContent).toBe('You blocked this performer.');
    expect(container().querySelector('.composer [role="alert"] a')).toBeNull();
  });

  it('issue 12 §8: gifts without words show only the gift price; a text with them shows the message price too', async () => {
    renderMessenger(container(), { ...open({ messagePrice: 3 }), gifts: [gift(1)], basket: [{ giftId: 1, quantity: 1 }] }, { guest: guest({ balance: 50 }) });
    expect(container().querySelector('.composer .price')).toBeNull();
    expect(container().querySelector('.composer .gift-price')!.textContent).toBe('Gifts: 10\u00a0VXC');
    type('for you');
    await flush();
    expect(container().querySelector('.composer .price')!.textContent).toBe('3\u00a0VXC');
  });

  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    const { controller } = renderMessenger(container(), open());
    type('hello');
    await flush();
    press({ key: 'Enter', shiftKey: true });
    expect(controller.sendText).not.toHaveBeenCalled();
    press({ key: 'Enter' });
    expect(controller.sendText).toHaveBeenCalledWith('c1', 'hello');
    await flush();
    expect(textarea().value).toBe('');
  });

  it('does not send an empty message', async () => {
    const { controller } = renderMessenger(container(), open());
    type('   ');
    await flush();
    press({ key: 'Enter' });
    expect(controller.sendText).not.toHaveBeenCalled();
    expect(sendButton().disabled).toBe(true);
  });

  it('disables the button while sending and shows a refusal with role=alert until the next edit', async () => {
    const view = renderMessenger(container(), open());
    let refuse: (error: Error) => void = () => undefined;
    view.controller.sendText.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    type('hello');
    await flush();
    sendButton().click();
    await flush();
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending…');
    refuse(new Error('Not enough coins: this message costs 3 coins, your balance is 1'));
    await flush();
    const alert = container().querySelector('.composer [role="alert"]')!;
    expect(alert.textContent).toBe('Not enough coins: this message costs 3 coins, your balance is 1');
    expect(textarea().value).toBe('hello');
    expect(sendButton().disabled).toBe(false);
    await flush();
    expect(container().querySelector('.composer [role="alert"]')).not.toBeNull();
    type('hello!');
    await flush();
    expect(container().querySelector('.composer [role="alert"]')).toBeNull();
  });

  it('refuses an image of the wrong type before uploading and sends an accepted one', async () => {
    const { controller } = renderMessenger(container(), open());
    const input = container().querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const choose = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    await flush();
    expect(container().querySelector('.composer [role="alert"]')!.textContent).toContain('image/gif');
    expect(controller.sendImage).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    choose(png);
    await flush();
    expect(controller.sendImage).toHaveBeenCalledWith('c1', png);
  });

  it('replaces the composer with a note in a blocked channel', () => {
    renderMessenger(container(), open({ blocked: true }));
    expect(textarea()).toBeNull();
    expect(container().querySelector('.composer--blocked')!.textContent).toBe('You blocked this performer. Unblock to write again.');
  });
});
