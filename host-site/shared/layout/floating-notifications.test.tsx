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

const note = (id: string, minute: number, unseen = true): Notification => ({
  id, type: 1, unread: true, unseen, createdAt: `2026-01-01T10:0${minute}:00Z`, title: `Ada ${id}`, text: `Ada ${id} is online now`, actorId: 1, link: '/en/amateur/ada/',
});
function fakeChannel() {
  const sent: ClientMessage[] = [];
  setSiteChannel({ send: (message: ClientMessage) => (sent.push(message), { cid: `c${sent.length}`, accepted: true }), onAck: () => () => undefined });
  return sent;
}
const toasts = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.floating-notifications__toast')];

describe('FloatingNotifications (spec 000 §3 "Notification (navbar and floating)")', () => {
  it('shows the newest unseen floating items, at most 3, and closing one marks it seen (spec 000 §4 "unseen to seen ... individually")', async () => {
    $guest.set(testGuest(true));
    // The store keeps the list newest first (sdk/notifications applyNotificationEvent).
    const items = [note('e', 5), note('d', 4), note('c', 3, false), note('b', 2), note('a', 1)];
    $notifications.set({ ...$notifications.get(), floating: { items, unreadCount: 5, loaded: true } });
    const sent = fakeChannel();
    const site = rendered.site = await renderSite('/en/', { loaders: STUB_LOADERS });
    await waitFor('the toasts', () => toasts(site.container).length > 0 || null);
    expect(toasts(site.container).map((toast) => toast.querySelector('strong')!.textContent)).toEqual(['Ada e', 'Ada d', 'Ada b']);
    const close = site.container.querySelector<HTMLButtonElement>('[aria-label="Close the notification “Ada e”"]')!;
    act(() => close.click());
    expect(sent).toContainEqual({ type: 'markNotificationSeen', id: 'e' });
    // The next unseen one moves up.
    expect(toasts(site.container).map((toast) => toast.querySelector('strong')!.textContent)).toEqual(['Ada d', 'Ada b', 'Ada a']);
    expect(site.container.querySelector('.floating-notifications__open')!.getAttribute('href')).toBe('/en/amateur/ada/');
  });

  it('shows nothing to an anonymous guest (spec 000 §6 "Login is required for: realtime notifications")', async () => {
    $guest.set(testGuest(false));
    $notifications.set({ ...$notifications.get(), floating: { items: [note('a', 1)], unreadCount: 1, loaded: true } });
    const site = rendered.site = await renderSite('/en/', { loaders: STUB_LOADERS });
    await waitFor('the log-in link', () => site.container.querySelector('.account-links__link'));
    expect(toasts(site.container)).toEqual([]);
  });
});
