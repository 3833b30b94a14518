// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSession } from '../../../../sdk/api/guest-types';
import { $favourites, resetFavouriteStores } from '../../../../sdk/favourites/store';
import type { AckFrame } from '../../../../sdk/realtime/channel';
import type { ClientMessage } from '../../../../sdk/realtime/protocol';
import { $guest, resetSessionStore } from '../../../../sdk/session';
import { PageContext } from '../../../shared/page/page-context';
import { setSiteChannel } from '../../../shared/realtime/site-channel';
import { AppServicesContext } from '../../../shared/services/app-services';
import { createAppServices } from '../../../shared/services/create-app-services';
import { FavouriteButton } from './favourite-button';
import { getBrand } from '../../../../white-label/brands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  resetSessionStore();
  resetFavouriteStores();
  setSiteChannel(null);
});

function render(path = '/en/amateur/lena/') {
  const services = createAppServices({ brand: getBrand('velvet') });
  const element = (
    <AppServicesContext.Provider value={services}>
      <PageContext.Provider value={{ screen: 'actorProfile', params: { actorName: 'lena' }, language: 'en', pathname: path }}>
        <FavouriteButton actorId={7} actorName="Lena" />
      </PageContext.Provider>
    </AppServicesContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container!);
    root.render(<RouterProvider router={router} />);
  });
  return { router, button: container.querySelector<HTMLButtonElement>('.favourite-button')! };
}

function fakeChannel() {
  const sent: ClientMessage[] = [];
  const acks = new Set<(frame: AckFrame) => void>();
  setSiteChannel({
    send: (message) => (sent.push(message), { cid: `c${sent.length}`, accepted: true }),
    onAck: (listener) => (acks.add(listener), () => acks.delete(listener)),
  });
  return { sent, ack: (frame: AckFrame) => [...acks].forEach((listener) => listener(frame)) };
}

describe('FavouriteButton', () => {
  // spec 000 §4: "pinning and unpinning applies to actors"
  it('pins and unpins the performer, showing the state with aria-pressed', () => {
    $guest.set({ id: 'g1', isLoggedIn: true } as GuestSession);
    const { sent } = fakeChannel();
    const { button } = render();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // issue 12 §10 "'Favourite' announced as 'Keep X in your favourites'": the accessible name starts with the visible label (WCAG 2.5.3).
    expect(button.getAttribute('aria-label')).toBe('Favourite: Lena');
    expect(button.getAttribute('aria-label')!.startsWith(button.textContent!)).toBe(true);
    act(() => button.click());
    expect(sent).toEqual([{ type: 'pin', kind: 'actor', id: 7 }]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    act(() => button.click());
    expect(sent.at(-1)).toEqual({ type: 'unpin', kind: 'actor', id: 7 });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('follows the server: a refused pin is undone, a pin from another device shows', () => {
    $guest.set({ id: 'g1', isLoggedIn: true } as GuestSession);
    const { ack } = fakeChannel();
    const { button } = render();
    act(() => button.click());
    act(() => ack({ type: 'ack', cid: 'c1', ok: false, error: 'refused' }));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => $favourites.set({ ...$favourites.get(), pinned: [{ kind: 'actor', id: 7 }] }));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  // spec 000 §6: "Login is required for: ... favourites and pinning"
  it('sends a logged-out guest to log in and back, without sending anything', async () => {
    $guest.set({ id: 'g1', isLoggedIn: false } as GuestSession);
    const { sent } = fakeChannel();
    const { router, button } = render();
    await act(async () => button.click());
    expect(sent).toEqual([]);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/login/?next=%2Fen%2Famateur%2Flena%2F');
  });
});
