// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channel, recommendation, renderMessenger, stateWith } from './test-fixtures';
import { layoutForWidth, type MessengerLayout } from './messenger.component';
import { freshContainerPerTest } from '../shared/test-container';

const container = freshContainerPerTest();
afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A ResizeObserver that reports `width` for every element it observes. */
function stubElementWidth(width: number): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

describe('layout', () => {
  // issue 5 §3: "mobile layout (list and conversation as separate views below 1023 px)"
  it.each<[number, MessengerLayout]>([
    [360, 'mobile'],
    [1022, 'mobile'],
    [1023, 'two-columns'],
    [1279, 'two-columns'],
    [1280, 'three-columns'],
  ])('%i px wide is %s', (width, layout) => expect(layoutForWidth(width)).toBe(layout));

  it('on a narrow element shows the list or the conversation, with a back button and Escape to return', async () => {
    stubElementWidth(600);
    const list = stateWith({ channels: [channel('c1')], total: 1 });
    const view = renderMessenger(container(), list);
    await flush();
    expect(container().querySelector('.messenger--mobile')).not.toBeNull();
    expect(container().querySelector('.channels')).not.toBeNull();
    expect(container().querySelector('.conversation')).toBeNull();

    view.update({ ...list, selectedChannelId: 'c1', conversations: { c1: { messages: [], total: 0, status: 'ready', error: null } } });
    await flush();
    expect(container().querySelector('.channels')).toBeNull();
    expect(container().querySelector('.conversation')).not.toBeNull();
    container().querySelector<HTMLButtonElement>('.conversation .back')!.click();
    expect(view.controller.unselect).toHaveBeenCalledTimes(1);
    // issue 12 §8: the host hears of it, so a history entry pushed for the chat is left by going back.
    expect(view.callbacks.onChannelClose).toHaveBeenCalledWith('c1');
    container().querySelector('.composer-input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(view.controller.unselect).toHaveBeenCalledTimes(2);
    expect(view.callbacks.onChannelClose).toHaveBeenCalledTimes(2);
  });

  it('on a wide element shows list, conversation and recommendations side by side, without a back button', async () => {
    stubElementWidth(1400);
    const view = renderMessenger(container(), stateWith({ channels: [channel('c1')], total: 1, selectedChannelId: 'c1', recommendations: [recommendation(1)] }));
    await flush();
    expect([...container().querySelectorAll('.column')].map((column) => column.className)).toEqual([
      'column column--list',
      'column column--conversation',
      'column column--recommendations',
    ]);
    expect(container().querySelector('.column--recommendations .recommendation')).not.toBeNull();
    expect(container().querySelector('.back')).toBeNull();
    container().querySelector('.composer-input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(view.controller.unselect).not.toHaveBeenCalled();
  });

  it('between the two shows the recommendations under the list', async () => {
    stubElementWidth(1100);
    renderMessenger(container(), stateWith({ recommendations: [recommendation(1)] }));
    await flush();
    expect(container().querySelector('.column--list .recommendations')).not.toBeNull();
    expect(container().querySelector('.column--recommendations')).toBeNull();
    expect(container().querySelector('.choose')!.textContent).toBe('Choose a conversation');
  });
});

describe('recommendations', () => {
  // spec 000 §2: "a recommended-performers panel (at most 9 shown)"; issue 5 §3 "offline ones removed"
  it('shows at most 9, online performers only', () => {
    const items = [recommendation(100, { isOnline: false }), ...Array.from({ length: 12 }, (_, index) => recommendation(index + 1))];
    renderMessenger(container(), stateWith({ recommendations: items }));
    const names = [...container().querySelectorAll('.recommendation .name')].map((name) => name.textContent);
    expect(names).toEqual(['Rec1', 'Rec2', 'Rec3', 'Rec4', 'Rec5', 'Rec6', 'Rec7', 'Rec8', 'Rec9']);
  });

  it('loads the recommendations for the open performer', async () => {
    const view = renderMessenger(container(), stateWith({ channels: [channel('c7')], total: 1, selectedChannelId: 'c7' }));
    // useEffect runs after the next frame.
    await vi.waitFor(() => expect(view.controller.loadRecommendations).toHaveBeenCalledWith(7));
  });

  it('links to the profile through the cancelable velvet-navigate and opens a channel from "Message"', async () => {
    const view = renderMessenger(container(), stateWith({ recommendations: [recommendation(4, { name: 'Mia' })] }));
    view.callbacks.onNavigate.mockReturnValueOnce(false);
    const link = container().querySelector<HTMLAnchorElement>('.recommendation-link')!;
    expect(link.getAttribute('href')).toBe('/en/amateur/Mia/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(view.callbacks.onNavigate).toHaveBeenCalledWith('/en/amateur/Mia/');
    expect(click.defaultPrevented).toBe(true);

    const message = container().querySelector<HTMLButtonElement>('.recommendation button')!;
    expect(message.getAttribute('aria-label')).toBe('Message Mia');
    message.click();
    await flush();
    expect(view.controller.openActor).toHaveBeenCalledWith(4);
    expect(view.callbacks.onChannelSelect).toHaveBeenCalledWith({ channelId: 'channel-of-4', actorId: 4 });
  });
});

describe('login', () => {
  it('shows a login prompt instead of the messenger and asks the host through onLoginRequest', () => {
    const view = renderMessenger(container(), stateWith(), { loginRequired: true });
    expect(container().querySelector('.channels')).toBeNull();
    const link = container().querySelector<HTMLAnchorElement>('.login a')!;
    expect(link.getAttribute('href')).toBe('/en/login/');
    view.callbacks.onLoginRequest.mockReturnValueOnce(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(view.controller.loadRecommendations).not.toHaveBeenCalled();
  });
});
