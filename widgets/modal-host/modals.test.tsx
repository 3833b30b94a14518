// @vitest-environment happy-dom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GuestSession } from '../../sdk/api/guest-types';
import { $favouriteCategories, openModal } from '../../sdk/modals';
import { $guest, resetSessionStore } from '../../sdk/session/store';
import { MODAL_TEXTS } from './i18n';
import type { OverlayRequestDetail } from './modal-content';
import { controller, hostPerTest, inHost } from './test-helpers';

vi.mock('./survey-modal', () => ({ loadSurveyModal: async () => (await import('./test-helpers')).StubModal }));

const host = hostPerTest();
const text = (selector: string) => inHost(host(), selector)?.textContent ?? null;
const shown = (selector: string) => vi.waitFor(() => expect(inHost(host(), selector)).not.toBeNull());
const buttonLabelled = (label: string) => [...host().shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.trim() === label);

/** Listens for velvet-overlay-request on the document; `take` decides whether the page handles it. */
function overlayRequests(take: boolean) {
  const seen: OverlayRequestDetail[] = [];
  const listener = (event: CustomEvent<OverlayRequestDetail>) => {
    seen.push(event.detail);
    if (take) event.preventDefault();
  };
  document.addEventListener('velvet-overlay-request', listener);
  onTestFinished(() => document.removeEventListener('velvet-overlay-request', listener));
  return seen;
}

afterEach(() => {
  resetSessionStore();
  $favouriteCategories.set([]);
});

describe('the registered modals (spec 002 §2.1)', () => {
  it('every text exists in de, en, es and nl', () => {
    const keys = Object.keys(MODAL_TEXTS.en).sort();
    for (const texts of Object.values(MODAL_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      expect(Object.values(texts).every((value) => value.trim() !== '')).toBe(true);
    }
  });

  it.each([
    { id: 'avs', button: 'Verify my age', detail: { flow: 'avs' } },
    { id: 'not-enough-money', button: 'Top up', detail: { flow: 'moneycharge' } },
    { id: 'messenger-login', button: 'Log in', detail: { flow: 'login' } },
    { id: 'video-login', button: 'Sign up', detail: { flow: 'signup' } },
    { id: 'feed-signup', button: 'Sign up', detail: { flow: 'signup' } },
  ])('$id: "$button" asks for the overlay with $detail and closes once the page took it', async ({ id, button, detail }) => {
    const seen = overlayRequests(true);
    openModal(id);
    await vi.waitFor(() => expect(buttonLabelled(button)).toBeDefined());
    buttonLabelled(button)!.click();
    expect(seen).toEqual([detail]);
    expect(controller.$modal.get().current).toBeNull();
  });

  it('stays open and warns when nobody takes the overlay request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen = overlayRequests(false);
    openModal('avs');
    await vi.waitFor(() => expect(buttonLabelled('Verify my age')).toBeDefined());
    buttonLabelled('Verify my age')!.click();
    expect(seen).toHaveLength(1);
    expect(controller.$modal.get().current?.id).toBe('avs');
    expect(warn).toHaveBeenCalledWith('velvet-modal-host: expected a listener to take velvet-overlay-request (flow "avs"), got none');
    warn.mockRestore();
  });

  it('not-enough-money shows the session balance, the price and what is missing', async () => {
    $guest.set({ isLoggedIn: true, balance: 30 } as GuestSession);
    openModal('not-enough-money', { price: 100 });
    await shown('.missing');
    expect([text('.balance'), text('.price'), text('.missing')]).toEqual(['Your balance: 30\u00a0VXC', 'Price: 100\u00a0VXC', 'You need 70\u00a0VXC more.']);
  });

  // issue 12 §7: "preselects an amount that covers the item the guest wanted": the top-up request carries the price and the balance.
  it('not-enough-money asks for the top-up with the price and the balance, so the overlay can cover the item', async () => {
    $guest.set({ isLoggedIn: true, balance: 20 } as GuestSession);
    const seen = overlayRequests(true);
    openModal('not-enough-money', { price: 170 });
    await vi.waitFor(() => expect(buttonLabelled('Top up')).toBeDefined());
    buttonLabelled('Top up')!.click();
    expect(seen).toEqual([{ flow: 'moneycharge', options: { wantedCoins: 170, balanceCoins: 20 } }]);
  });

  it('vxcoin-info works the example with 1 euro = 4 coins (spec 002 §1)', async () => {
    openModal('vxcoin-info');
    await shown('.example');
    expect(text('.example')).toBe('Example: €10.00 = 40\u00a0VXC');
  });

  it.each([
    { id: 'feed-signup', sentence: 'Sign up for free to follow your favourite performers in the feed.' },
    { id: 'video-login', sentence: 'Log in to watch and buy videos.' },
    { id: 'album-login', sentence: 'Log in or create a free account to continue.' },
  ])('$id explains why a login is needed', async ({ id, sentence }) => {
    openModal(id);
    await shown('h2');
    expect(text('h2 + p')).toBe(sentence);
  });

  it('onboarding: page 1 tells what the site offers, page 2 picks categories kept in memory', async () => {
    openModal('onboarding');
    await shown('h2');
    expect(text('h2')).toBe('Welcome!');
    expect(host().shadowRoot!.querySelectorAll('.dot')).toHaveLength(2);
    inHost<HTMLButtonElement>(host(), '.next')!.click();
    await vi.waitFor(() => expect(buttonLabelled('Women')).toBeDefined());
    buttonLabelled('Women')!.click();
    buttonLabelled('Couples')!.click();
    await vi.waitFor(() => expect(buttonLabelled('Women')!.getAttribute('aria-pressed')).toBe('true'));
    expect($favouriteCategories.get()).toEqual(['couples', 'women']);
    buttonLabelled('Done')!.click();
    expect(controller.$modal.get().current).toBeNull();
  });

  it('onboarding-choose opens the same dialog on the categories page', async () => {
    openModal('onboarding-choose');
    await shown('h2');
    expect(text('h2')).toBe('What do you like?');
  });

  it('exitIntent shows NEU50WELCOME (spec 002 §4.10) once per page; its button asks for the promocode flow', async () => {
    const seen = overlayRequests(true);
    openModal('exitIntent');
    await shown('.code');
    expect(text('.code')).toBe('NEU50WELCOME');
    buttonLabelled('Use the code')!.click();
    expect(seen).toEqual([{ flow: 'promocode', options: { pc: 'NEU50WELCOME' } }]);
    expect(controller.$modal.get().current).toBeNull();
    expect(openModal('exitIntent')).toBe(true);
    expect(controller.$modal.get().current).toBeNull();
  });

  it('survey loads its dialog on demand and ignores backdrop clicks (typed text stays)', async () => {
    openModal('survey', { type: 'feedback' });
    await shown('.props');
    inHost<HTMLElement>(host(), '.backdrop')!.click();
    expect(controller.$modal.get().current?.id).toBe('survey');
  });

  it('speaks the host element\'s language', async () => {
    host().setAttribute('lang', 'nl');
    openModal('avs');
    await vi.waitFor(() => expect(text('h2')).toBe('Leeftijdsverificatie'));
    expect(inHost(host(), '.close')!.getAttribute('aria-label')).toBe('Sluiten');
  });
});
