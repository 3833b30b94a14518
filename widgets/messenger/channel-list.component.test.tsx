// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ChannelFilter } from '../../sdk/messenger/types';
import { channel, renderMessenger, stateWith } from './test-fixtures';
import { freshContainerPerTest } from '../shared/test-container';

const container = freshContainerPerTest();

const tabs = () => [...container().querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const rows = () => [...container().querySelectorAll<HTMLElement>('[role="option"]')];
const onlineToggle = () => container().querySelector<HTMLInputElement>('.online-toggle input')!;

describe('channel list', () => {
  it('shows the four filters as tabs, the current one selected, and switches filter on click and arrow keys', () => {
    const { controller } = renderMessenger(container(), stateWith({ filter: 'archived' }));
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Newest', 'Unread', 'Archived', 'Blocked']);
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1]);
    tabs()[1]!.click();
    expect(controller.setFilter).toHaveBeenLastCalledWith('unread');
    tabs()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(controller.setFilter).toHaveBeenLastCalledWith('blocked');
  });

  // spec 000 §4: "the online-only toggle applies except in archived and unread modes"
  it.each<[ChannelFilter, boolean]>([
    ['newest', true],
    ['unread', false],
    ['archived', false],
    ['blocked', true],
  ])('in %s mode the online-only toggle is enabled: %s', (filter, enabled) => {
    const { controller } = renderMessenger(container(), stateWith({ filter, onlineOnly: true, channels: [channel('c1')], total: 1 }));
    expect(onlineToggle().disabled).toBe(!enabled);
    // A stored "on" that does not apply here is not shown as on.
    expect(onlineToggle().checked).toBe(enabled);
    if (enabled) {
      onlineToggle().click();
      expect(controller.setOnlineOnly).toHaveBeenCalledWith(false);
    }
  });

  it('shows an unread badge with the count (and words for screen readers) only on unread channels', () => {
    renderMessenger(container(), stateWith({ channels: [channel('c1', { unread: true, unreadCount: 3 }), channel('c2')], total: 2 }));
    const [unread, read] = rows();
    expect(unread!.querySelector('.badge')!.textContent).toBe('33 unread messages');
    expect(unread!.querySelector('.badge [aria-hidden="true"]')!.textContent).toBe('3');
    expect(unread!.classList.contains('channel--unread')).toBe(true);
    expect(read!.querySelector('.badge')).toBeNull();
  });

  it('shows name, subject as text, relative time and an online dot per row', () => {
    renderMessenger(container(), stateWith({ channels: [channel('c1', { isActorOnline: true, subject: '<b>hi</b>', messageTimestamp: new Date(Date.now() - 5 * 60_000).toISOString() })], total: 1 }));
    const row = rows()[0]!;
    expect(row.querySelector('.name')!.textContent).toBe('Performer c1');
    expect(row.querySelector('.subject')!.textContent).toBe('<b>hi</b>');
    expect(row.querySelector('b')).toBeNull();
    expect(row.querySelector('.time')!.textContent).toBe('5 minutes ago');
    expect(row.querySelector('.dot')).not.toBeNull();
    expect(row.querySelector('img')!.getAttribute('src')).toBe('http://api.test/img/c1.jpg');
  });

  it('moves focus between rows with the arrow keys (one row in the tab order) and selects with Enter', async () => {
    const { controller, callbacks } = renderMessenger(container(), stateWith({ channels: [channel('c1'), channel('c2'), channel('c3')], total: 3 }));
    expect(rows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows()[0]!.focus();
    rows()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(container().ownerDocument.activeElement).toBe(rows()[1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    rows()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(container().ownerDocument.activeElement).toBe(rows()[2]);
    rows()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(controller.select).toHaveBeenCalledWith('c3');
    expect(callbacks.onChannelSelect).toHaveBeenCalledWith({ channelId: 'c3', actorId: 3 });
  });

  it('shows skeletons while the first page loads, an empty text, and an error with a retry', () => {
    const view = renderMessenger(container(), stateWith({ status: 'loading' }));
    expect(container().querySelectorAll('.channel--skeleton').length).toBeGreaterThan(0);
    view.update(stateWith({ status: 'ready', channels: [] }));
    expect(container().querySelector('.channels .empty')!.textContent).toBe('No conversations in this filter');
    view.update(stateWith({ status: 'error', error: 'No connection to the server.' }));
    const alert = container().querySelector('.channels [role="alert"]')!;
    expect(alert.textContent).toContain('No connection to the server.');
    alert.querySelector('button')!.click();
    // Whatever failed (the first load or a later filter), the retry reloads it.
    expect(view.controller.retry).toHaveBeenCalledTimes(1);
    expect(view.controller.init).not.toHaveBeenCalled();
  });

  it('asks for more channels when scrolled near the end while the server has more', () => {
    const { controller } = renderMessenger(container(), stateWith({ channels: [channel('c1'), channel('c2')], total: 600 }));
    const list = container().querySelector<HTMLElement>('.channel-list')!;
    Object.defineProperties(list, { scrollHeight: { value: 1000 }, clientHeight: { value: 400 } });
    list.scrollTop = 100;
    list.dispatchEvent(new Event('scroll'));
    expect(controller.loadMore).not.toHaveBeenCalled();
    list.scrollTop = 500;
    list.dispatchEvent(new Event('scroll'));
    expect(controller.loadMore).toHaveBeenCalledTimes(1);
  });
});
