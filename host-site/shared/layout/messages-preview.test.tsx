// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { $navbarMessages } from '../../../sdk/notifications/store';
import type { NavbarMessage } from '../../../sdk/realtime/protocol';
import { $guest } from '../../../sdk/session';
import { testGuest, renderedSitePerTest } from '../../testing/header-test-setup';
import { renderSite, STUB_LOADERS, waitFor } from '../../testing/render-site';

const rendered = renderedSitePerTest();

const entry = (channelId: string, actorName: string, unreadCount: number, sentAt: string): NavbarMessage => ({
  lastMessageId: `m-${channelId}`, isOnline: true, unread: unreadCount > 0, unreadCount, channelId, actorId: 7,
  picture: '/img/a.svg', actorName, age: 25, sentAt, subject: `Hi from ${actorName}`,
});
const preview = (container: HTMLElement) => container.querySelector<HTMLElement>('.messages-preview--desktop');

describe('MessagesPreview', () => {
  it('is not there for an anonymous guest (spec 000 §6 "Login is required for: ... messenger")', async () => {
    $guest.set(testGuest(false));
    const site = rendered.site = await renderSite('/en/', { loaders: STUB_LOADERS });
    await waitFor('the log-in link', () => site.container.querySelector('.account-links__link'));
    expect(preview(site.container)).toBeNull();
  });

  it('spec 000 §2 "a navbar preview of the last 5 messages": unread badges, newest first, each opening its channel', async () => {
    $guest.set(testGuest(true));
    $navbarMessages.set([entry('c2', 'Mia', 1, '2026-01-02T10:00:00Z'), entry('c1', 'Lena', 2, '2026-01-01T10:00:00Z')]);
    const site = rendered.site = await renderSite('/en/', { loaders: STUB_LOADERS });
    const root = await waitFor('the preview', () => preview(site.container));
    const button = root.querySelector<HTMLButtonElement>('.messages-preview__button')!;
    expect(button.getAttribute('aria-label')).toBe('Messages, 3 unread');
    expect(root.querySelector('[data-testid="messages-count"]')?.textContent).toBe('3');

    act(() => button.click());
    const links = [...root.querySelectorAll<HTMLAnchorElement>('.messages-preview__item')];
    expect(links.map((link) => link.querySelector('strong')?.textContent)).toEqual(['Mia', 'Lena']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/messenger/?channel=c2', '/en/messenger/?channel=c1']);
    expect(links[1]!.querySelector('.messages-preview__unread')?.getAttribute('aria-label')).toBe('2 unread');

    // A live navbarMessage that clears a channel's unread count drops it (sdk rule), and the badge follows.
    act(() => $navbarMessages.set([entry('c1', 'Lena', 2, '2026-01-01T10:00:00Z')]));
    expect(button.getAttribute('aria-label')).toBe('Messages, 2 unread');
  });
});
