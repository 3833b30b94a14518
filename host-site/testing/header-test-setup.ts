/** Shared setup of the header component tests: a rendered site torn down after each test, and a guest builder. */
import { afterEach } from 'vitest';
import type { GuestSession } from '../../sdk/api/guest-types';
import { resetNotificationStores } from '../../sdk/notifications/store';
import { resetSessionStore } from '../../sdk/session';
import { setSiteChannel } from '../shared/realtime/site-channel';
import type { RenderedSite } from './render-site';

/** A minimal session, logged in or not. */
export const testGuest = (isLoggedIn: boolean) => ({ id: 'g1', name: 'Sam', balance: 0, balanceFormatted: '0 VXC', isLoggedIn }) as GuestSession;

/** Registers the teardown; keep the returned holder's `site` set to what the test rendered. */
export function renderedSitePerTest(): { site: RenderedSite | undefined } {
  const holder: { site: RenderedSite | undefined } = { site: undefined };
  afterEach(() => {
    holder.site?.unmount();
    holder.site = undefined;
    resetSessionStore();
    resetNotificationStores();
    setSiteChannel(null);
  });
  return holder;
}
