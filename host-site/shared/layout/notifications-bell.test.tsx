// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { $notifications } from '../../../sdk/notifications/store';
import type { ClientMessage, Notification } from '../../../sdk/realtime/protocol';
import { $guest } from '../../../sdk/session';
import { testGuest, renderedSitePerTest } from '../../testing/header-test-setup';
import { renderSite, STUB_LOADERS, waitFor } from '../../testing/render-site';
import { setSiteChannel } from '../realtime/site-channel';

const rendered = renderedSitePerTest();

const note = (id: string, unread: boolean): Notification => ({
  id, type: 1, unread, unseen: true, createdAt: '2026-01-01T10:00:00Z', title: `Title ${id}`, text: '', actorId: null, link: null,
});
function fakeChannel() {
  const sent: ClientMessage[] = [];
  const channel = { send: (message: ClientMessage) => (sent.push(message), { cid: `c${sent.length}`, accepted: true }), onAck: () => () => undefined };
  setSiteChannel(channel);
  return sent;
}
const bell = (container: HTMLElement) => container.querySelector<HTMLElement>('.notifications-bell--desktop');

describe('NotificationsBell', () => {
  it('is not there for an anonymous guest (spec 000 §6 "Login is required for: realtime notifications")', async () => {
    $guest.set(testGuest(false));
    const site = rendered.site = await renderSite('/en/', { loaders: STUB_LOADERS });
    await waitFor('the log-in link', () => site.container.querySelector('.account-links__link'));
    expect(bell(site.container)).toBeNull();
  });

  it('shows the unread count, opens the list (marking it seen) and marks items read', async () => {
    $guest.set(testGuest(true));
    $notifications.set({ ...$notifications.get(), navbar: { items: [note('a', true), note('b', false)], unreadCount: 3, loaded: true } });
    const sent = fakeChannel();
    const site = rendered.site = await renderSite('/en/', { loaders: STUB_LOADERS });
    const root = await waitFor('the bell', () => bell(site.container));
    const button = root.querySelector<HTMLButtonElement>('.notifications-bell__button')!;
    expect(button.getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector<HTMLElement>('.notifications-bell__panel')!.hidden).toBe(true);

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect([...root.querySelectorAll('.notifications-bell__item strong')].map((el) => el.textContent)).toEqual(['Title a', 'Title b']);
    // spec 000 §4: "each item goes unseen to seen ... all at once"
    expect(sent).toContainEqual({ type: 'markNotificationSeen', id: 'all' });

    // spec 000 §4: "unread to read, individually"
    act(() => root.querySelector<HTMLButtonElement>('.notifications-bell__mark')!.click());
    expect(sent).toContainEqual({ type: 'markNotificationRead', id: 'a' });
    expect(button.getAttribute('aria-label')).toBe('Notifications, 2 unread');

    // ... "or all at once"
    act(() => root.querySelector<HTMLButtonElement>('.notifications-bell__mark-all')!.click());
    expect(sent).toContainEqual({ type: 'markNotificationRead', id: 'all' });
    expect(root.querySelector('[data-testid="notifications-count"]')).toBeNull();
  });

  it('speaks the page language', async () => {
    $guest.set(testGuest(true));
    const site = rendered.site = await renderSite('/nl/', { loaders: STUB_LOADERS });
    const root = await waitFor('the bell', () => bell(site.container));
    expect(root.querySelector('.notifications-bell__button')?.getAttribute('aria-label')).toBe('Meldingen, 0 ongelezen');
    expect(root.querySelector('.notifications-bell__empty')?.textContent).toBe('Nog geen meldingen.');
  });
});
