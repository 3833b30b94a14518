// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { channel, gift, guest, renderMessenger, stateWith } from './test-fixtures';
import { freshContainerPerTest } from '../shared/test-container';

const container = freshContainerPerTest();

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const catalog = [gift(1, { name: 'Rose', price: 10 }), gift(2, { name: 'Heart', price: 25 }), gift(3, { name: 'Retired', active: false })];
const open = () =>
  stateWith({ channels: [channel('c1')], total: 1, selectedChannelId: 'c1', gifts: catalog, conversations: { c1: { messages: [], total: 0, status: 'ready', error: null } } });
const giftButtons = () => [...container().querySelectorAll<HTMLButtonElement>('.gift-picker .gift')];
const basketLines = () => [...container().querySelectorAll('.basket-item')].map((item) => item.querySelector('span')!.textContent);

/** Opens the picker; its code is a chunk of its own, loaded on the first opening. */
async function openPicker(): Promise<void> {
  container().querySelector<HTMLButtonElement>('.composer button[aria-expanded]')!.click();
  await vi.waitFor(() => expect(container().querySelector('.gift-picker')).not.toBeNull());
}

describe('gift picker', () => {
  it('offers the active gifts only, with price and how many the guest already owns', async () => {
    renderMessenger(container(), open(), { guest: guest({ boughtGifts: { '2': 3 } }) });
    await openPicker();
    expect(giftButtons().map((button) => button.querySelector('.gift-name')!.textContent)).toEqual(['Rose', 'Heart']);
    expect(giftButtons()[0]!.querySelector('.gift-cost')!.textContent).toBe('10\u00a0VXC');
    expect(giftButtons()[0]!.querySelector('.gift-owned')).toBeNull();
    expect(giftButtons()[1]!.querySelector('.gift-owned')!.textContent).toBe('You have 3');
  });

  // spec 000 §4 "Gift basket: adding a gift consumes a temporary bought count; removing restores it"
  it('adds to and removes from the basket, updating the basket, the owned count and the gift price', async () => {
    const view = renderMessenger(container(), open(), { guest: guest({ boughtGifts: { '2': 1 } }) });
    await openPicker();
    expect(container().querySelector('.basket-empty')!.textContent).toBe('No gifts chosen yet');
    giftButtons()[1]!.click();
    giftButtons()[1]!.click();
    giftButtons()[0]!.click();
    await flush();
    expect(view.controller.addGift.mock.calls).toEqual([[2], [2], [1]]);
    expect(basketLines()).toEqual(['Heart × 2', 'Rose × 1']);
    // One Heart was owned: the basket takes it, so none is left to show, and one Heart plus one Rose are bought.
    expect(giftButtons()[1]!.querySelector('.gift-owned')).toBeNull();
    expect(container().querySelector('.gift-price')!.textContent).toBe('Gifts: 35\u00a0VXC');
    container().querySelector<HTMLButtonElement>('.basket-item button[aria-label="Remove one Heart"]')!.click();
    await flush();
    expect(basketLines()).toEqual(['Heart × 1', 'Rose × 1']);
    container().querySelector<HTMLButtonElement>('.basket-item button[aria-label="Remove one Rose"]')!.click();
    container().querySelector<HTMLButtonElement>('.basket-item button[aria-label="Remove one Heart"]')!.click();
    await flush();
    expect(basketLines()).toEqual([]);
    expect(giftButtons()[1]!.querySelector('.gift-owned')!.textContent).toBe('You have 1');
  });

  it('sends the basket with the typed note through sendBasket', async () => {
    const view = renderMessenger(container(), open());
    await openPicker();
    giftButtons()[0]!.click();
    await flush();
    const textarea = container().querySelector<HTMLTextAreaElement>('.composer-input')!;
    textarea.value = 'for you';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    container().querySelector<HTMLButtonElement>('.composer .send')!.click();
    expect(view.controller.sendBasket).toHaveBeenCalledWith('c1', 'for you');
    expect(view.controller.sendText).not.toHaveBeenCalled();
  });
});
