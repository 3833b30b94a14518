// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '../../../../sdk/api/guest-types';
import { errorWords } from '../../../../sdk/i18n/errors';
import { $guest, resetSessionStore } from '../../../../sdk/session';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../../testing/render-site';
import { ShareMail } from './share-mail';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetSessionStore();
});

const member = { isLoggedIn: true, id: 'g1', name: 'Sam', balance: 0, balanceFormatted: '0 VXC', accessToken: 't' } as GuestSession;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderShare(fetch: typeof globalThis.fetch) {
  const Share = () => <ShareMail videoId={7} />;
  site = await renderSite('/en/amateur/mia/videos/7/', { fetch, loaders: { ...STUB_LOADERS, video: async () => ({ default: Share }) } });
  return site.container;
}

async function send(container: HTMLElement, recipient: string) {
  const input = await waitFor('the recipient field', () => container.querySelector<HTMLInputElement>('input[name="recipient"]'));
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, recipient);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

describe('ShareMail (issue 13 §4 "the share e-mail with a link that opens the video")', () => {
  it('asks a logged-out guest to log in, coming back to the video', async () => {
    $guest.set({ ...member, isLoggedIn: false });
    const container = await renderShare(vi.fn() as unknown as typeof fetch);
    const link = await waitFor('the log-in link', () => container.querySelector<HTMLAnchorElement>('.share-mail__note a'));
    expect(link.getAttribute('href')).toBe('/en/login/?next=%2Fen%2Famateur%2Fmia%2Fvideos%2F7%2F');
    expect(container.querySelector('form')).toBeNull();
  });

  it('checks the address before sending: nothing goes out for "friend"', async () => {
    $guest.set(member);
    const fetch = vi.fn();
    const container = await renderShare(fetch as unknown as typeof globalThis.fetch);
    await send(container, 'friend');
    expect(container.querySelector('.share-mail__field-error')?.textContent).toBe('This is not an e-mail address.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends video, guest and address, and says where it went', async () => {
    $guest.set(member);
    const fetch = vi.fn(async () => json(200, { status: 'OK' }));
    const container = await renderShare(fetch as unknown as typeof globalThis.fetch);
    await send(container, ' friend@example.com ');
    await waitFor('the sent note', () => container.querySelector('.share-mail__sent'));
    expect(container.querySelector('.share-mail__sent')?.textContent).toBe('Sent to friend@example.com.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/rest/v1/guest/sendVideoShareEmail?lang=en');
    expect(JSON.parse(String(init.body))).toEqual({ recipient: 'friend@example.com', message: '', videoId: 7, guestId: 'g1' });
  });

  it.each([
    [403, 'EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first (see the mail we sent you), then you can share videos.'],
    [429, 'DAILY_LIMIT_REACHED', errorWords('DAILY_LIMIT_REACHED', 'en')],
  ])('a %i %s refusal says what to do', async (status, code, words) => {
    $guest.set(member);
    const fetch = vi.fn(async () => json(status, { statusCode: status, code, error: 'refused' }));
    const container = await renderShare(fetch as unknown as typeof globalThis.fetch);
    await send(container, 'friend@example.com');
    const alert = await waitFor('the refusal', () => container.querySelector('.share-mail__error'));
    expect(alert.textContent).toBe(words);
  });
});
