// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '../../sdk/api/guest-types';
import { $guest, resetSessionStore } from '../../sdk/session/store';
import type { VelvetMessengerElement } from '../messenger/messenger';
import { VelvetMessenger } from './index';
import { reactRootPerTest } from './test-root';

beforeEach(() => {
  // A guest who is not logged in: the element loads nothing and asks for a login.
  $guest.set({ isLoggedIn: false } as GuestSession);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
});
afterEach(() => {
  resetSessionStore();
  vi.unstubAllGlobals();
});

const view = reactRootPerTest();

describe('VelvetMessenger (React 19 wrapper)', () => {
  it('passes camelCase options as element properties', () => {
    view.render(<VelvetMessenger actorId={7} apiBase="http://api.test" linkBase="https://site.test" className="page-messenger" />);
    const element = view.container().querySelector('velvet-messenger') as VelvetMessengerElement;
    expect(element.actorId).toBe(7);
    expect(element.apiBase).toBe('http://api.test');
    expect(element.getAttribute('class')).toBe('page-messenger');
  });

  it('calls onLoginRequired and onNavigate with the element\'s events and stops after unmount', async () => {
    const onLoginRequired = vi.fn((event: Event) => event.preventDefault());
    const onNavigate = vi.fn();
    view.render(<VelvetMessenger apiBase="" onLoginRequired={onLoginRequired} onNavigate={onNavigate} />);
    await vi.waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
    const element = view.container().querySelector('velvet-messenger')!;
    element.dispatchEvent(new CustomEvent('velvet-navigate', { detail: { href: '/x/' } }));
    expect(onNavigate.mock.calls[0]![0].detail).toEqual({ href: '/x/' });
    view.render(<div />);
    element.dispatchEvent(new CustomEvent('velvet-navigate', { detail: { href: '/y/' } }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('calls onChannelClose and onOverlayRequest with the element\'s events (issue 12 §8: Back to the list, Top up)', () => {
    const onChannelClose = vi.fn((_event: CustomEvent) => undefined);
    const onOverlayRequest = vi.fn((event: CustomEvent) => event.preventDefault());
    view.render(<VelvetMessenger apiBase="" onChannelClose={onChannelClose} onOverlayRequest={onOverlayRequest} />);
    const element = view.container().querySelector('velvet-messenger')!;
    element.dispatchEvent(new CustomEvent('velvet-channel-close', { detail: { channelId: 'c1' } }));
    const request = new CustomEvent('velvet-overlay-request', { detail: { flow: 'moneycharge', options: { selectedAmount: 5 } }, cancelable: true });
    element.dispatchEvent(request);
    expect(onChannelClose.mock.calls[0]![0].detail).toEqual({ channelId: 'c1' });
    expect(onOverlayRequest.mock.calls[0]![0].detail).toEqual({ flow: 'moneycharge', options: { selectedAmount: 5 } });
    expect(request.defaultPrevented).toBe(true);
  });
});
