// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

// The real survey dialog is another widget's; its own tests cover it.
vi.mock('./survey-modal', () => ({ loadSurveyModal: async () => (await import('./test-helpers')).StubModal }));
import { closeModal, openModal } from '../../sdk/modals';
import { deepActiveElement } from './focus';
import { controller, hostPerTest, inHost, press, registerStub } from './test-helpers';

const host = hostPerTest();
const shown = (selector: string) => vi.waitFor(() => expect(inHost(host(), selector)).not.toBeNull());

describe('<velvet-modal-host>', () => {
  it('renders one dialog in a fixed container above the cookie banner, labelled by its heading', async () => {
    registerStub('stub-basic');
    openModal('stub-basic', { n: 1 });
    await shown('.props');
    const dialog = inHost(host(), '[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(inHost(host(), `#${dialog.getAttribute('aria-labelledby')}`)?.textContent).toBe('Stub');
    // spec 002 §2.1: "A modal can be shown above the cookie banner" (banner 9000, modals 9500).
    expect(inHost(host(), '.container')!.classList.contains('above-banner')).toBe(true);
    expect(inHost(host(), '.props')!.textContent).toBe('{"n":1} page 0');
  });

  it('ignores opening the id that is already open (spec 002 §2.1 "does nothing")', async () => {
    const load = registerStub('stub-once');
    openModal('stub-once', { n: 1 });
    await shown('.props');
    inHost<HTMLButtonElement>(host(), '.two')!.focus();
    openModal('stub-once', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inHost(host(), '.props')!.textContent).toBe('{"n":1} page 0');
    expect(deepActiveElement()).toBe(inHost(host(), '.two'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state, then an error with retry that loads again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const firstAttempt = new Promise<never>((_, reject) => (fail = reject));
    const load = vi.fn().mockReturnValueOnce(firstAttempt).mockImplementation(async () => (await import('./test-helpers')).StubModal);
    registerStub('stub-flaky', {}, load);
    openModal('stub-flaky');
    await shown('[role="status"]');
    expect(inHost(host(), '[role="status"]')!.textContent).toBe('Loading…');
    fail(new Error('chunk failed'));
    await shown('[role="alert"]');
    expect(inHost(host(), '[role="alert"] p')!.textContent).toBe('This dialog could not be loaded.');
    inHost<HTMLButtonElement>(host(), '.retry')!.click();
    await shown('.props');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps focus inside (Tab and Shift+Tab wrap) and gives it back to the opener on close', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    registerStub('stub-focus');
    openModal('stub-focus');
    await shown('.props');
    // The content's first control gets focus, not the close bar.
    expect(deepActiveElement()).toBe(inHost(host(), '.one'));
    inHost<HTMLButtonElement>(host(), '.two')!.focus();
    press('Tab');
    expect(deepActiveElement()).toBe(inHost(host(), '.close'));
    press('Tab', true);
    expect(deepActiveElement()).toBe(inHost(host(), '.two'));
    closeModal();
    await vi.waitFor(() => expect(inHost(host(), '[role="dialog"]')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    { how: 'Escape', close: () => press('Escape') },
    { how: 'the close bar', close: () => inHost<HTMLButtonElement>(host(), '.close')!.click() },
    { how: 'a backdrop click', close: () => inHost<HTMLElement>(host(), '.backdrop')!.click() },
  ])('closes on $how', async ({ close }) => {
    registerStub('stub-close');
    openModal('stub-close');
    await shown('.props');
    close();
    expect(controller.$modal.get().current).toBeNull();
  });

  it('stays open on a backdrop click when the modal says so, and shows no close bar without one', async () => {
    registerStub('stub-sticky', { closeOnBackdrop: false, closeBar: false });
    openModal('stub-sticky');
    await shown('.props');
    expect(inHost(host(), '.close')).toBeNull();
    inHost<HTMLElement>(host(), '.backdrop')!.click();
    expect(controller.$modal.get().current?.id).toBe('stub-sticky');
  });

  it('turns pages with the arrows, the dots and the arrow keys (spec 002 §2.1 "pagination dots and arrows")', async () => {
    registerStub('stub-paged', { pages: 3 });
    openModal('stub-paged');
    await shown('.props');
    const previous = inHost<HTMLButtonElement>(host(), '.previous')!;
    const currentDot = () => [...host().shadowRoot!.querySelectorAll('.dot')].findIndex((dot) => dot.getAttribute('aria-current') === 'step');
    expect(previous.disabled).toBe(true);
    expect(inHost(host(), '.dot')!.getAttribute('aria-label')).toBe('Page 1 of 3');
    inHost<HTMLButtonElement>(host(), '.next')!.click();
    await vi.waitFor(() => expect(currentDot()).toBe(1));
    host().shadowRoot!.querySelectorAll<HTMLButtonElement>('.dot')[2]!.click();
    await vi.waitFor(() => expect(inHost(host(), '.props')!.textContent).toBe('{} page 2'));
    expect(inHost<HTMLButtonElement>(host(), '.next')!.disabled).toBe(true);
    press('ArrowLeft');
    await vi.waitFor(() => expect(currentDot()).toBe(1));
  });

  it('locks page scrolling while open and restores the page\'s own values (spec 002 §2.1 "can block page scrolling")', async () => {
    document.documentElement.style.overflow = 'scroll';
    registerStub('stub-lock', { lockScroll: true });
    registerStub('stub-free', { lockScroll: false });
    openModal('stub-lock');
    await shown('.props');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    openModal('stub-free');
    await vi.waitFor(() => expect(document.documentElement.style.overflow).toBe('scroll'));
    expect(document.body.style.overflow).toBe('');
    closeModal();
    document.documentElement.style.overflow = '';
  });

  it('goes below the cookie banner when a modal does not ask to be above it', async () => {
    registerStub('stub-low', { aboveCookieBanner: false });
    host().open('stub-low');
    await shown('.below-banner');
    host().close();
    expect(controller.$modal.get().current).toBeNull();
  });
});
