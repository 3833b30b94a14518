// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../../../../sdk/session';
import { renderSite, waitFor, type RenderedSite } from '../../../testing/render-site';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetSessionStore();
});

const form = () => document.querySelector<HTMLFormElement>('form.account-form');
const input = (name: string) => document.querySelector<HTMLInputElement>(`form.account-form input[name="${name}"]`)!;
/** The words the input's aria-describedby points at (hint and error). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' | ');

/** Types into a React-controlled input the way the browser does. */
function type(element: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit() {
  await act(() => form()!.requestSubmit());
}

describe('SignUpForm', () => {
  // issue 12 §9: "Sign-up shows every field error at once, with the reason ("notanemail" and "123" are not flagged today)."
  it('flags every field at once with its reason, ties each error to its field and focuses the first', async () => {
    const calls: string[] = [];
    site = await renderSite('/en/signup/', { fetch: async (url) => (calls.push(String(url)), new Response('{}', { status: 404 })) });
    await waitFor('the sign-up form', form);
    await act(async () => {
      type(input('name'), 'anna');
      type(input('email'), 'notanemail');
      type(input('password'), '123');
    });
    calls.length = 0;
    await submit();

    expect(input('name').getAttribute('aria-invalid')).toBeNull();
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('email'))).toContain('“notanemail” is not a valid e-mail address');
    expect(input('password').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('password'))).toContain('This password is too short: use at least 8 characters.');
    // issue 12 §4: both confirmations are required.
    expect(describedBy(input('ageConfirmed'))).toBe('Please confirm that you are 18 or older: our content is for adults only.');
    expect(describedBy(input('termsAccepted'))).toBe('Please accept the terms of service to create an account.');
    expect(document.activeElement).toBe(input('email'));
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Please check the marked fields (4).');
    expect(calls.filter((url) => url.includes('guest/signup'))).toEqual([]);
  });

  it('clears an error as soon as the field is right, and checks a typed field when it is left', async () => {
    site = await renderSite('/en/signup/', { fetch: async () => new Response('{}', { status: 404 }) });
    await waitFor('the sign-up form', form);
    await act(async () => type(input('email'), 'notanemail'));
    // Leaving for the submit button shows nothing yet (an error above it would move the button under the pointer).
    const button = document.querySelector<HTMLButtonElement>('form.account-form button[type="submit"]')!;
    await act(async () => input('email').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: button })));
    expect(input('email').getAttribute('aria-invalid')).toBeNull();
    await act(async () => input('email').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: input('password') })));
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    // An untouched empty field is not a mistake yet.
    expect(input('name').getAttribute('aria-invalid')).toBeNull();
    await submit();
    await act(async () => type(input('email'), 'anna@example.com'));
    expect(input('email').getAttribute('aria-invalid')).toBeNull();
  });

  it('links the terms and the data-protection notice in a new tab, so nothing typed is lost', async () => {
    site = await renderSite('/en/signup/', { fetch: async () => new Response('{}', { status: 404 }) });
    await waitFor('the sign-up form', form);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.form-field__check-label a')];
    expect(links.map((link) => [link.getAttribute('href'), link.target])).toEqual([['/en/terms-of-service/', '_blank'], ['/en/data-protection/', '_blank']]);
  });
});
