import { useEffect, useState } from 'react';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { $isLoggedIn } from '../../../sdk/session/store';
import { useStore } from '../session/use-store';

type LoggedInParts = typeof import('./logged-in-parts');

// Code, not data: one loaded module serves every render (server requests included).
let parts: LoggedInParts | null = null;
let loading: Promise<LoggedInParts> | null = null;

/**
 * Loads the logged-in header chunk once. The server awaits it before rendering a logged-in
 * guest's page and the browser before hydrating it (the root loader's guest says who), so
 * both render the parts at once and hydration never waits for them.
 */
export function loadLoggedInParts(): Promise<LoggedInParts> {
  loading ??= import('./logged-in-parts').then(
    (module) => (parts = module),
    (error: unknown) => {
      // A failed download may be tried again (the next log-in, the next page).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The logged-in parts while the guest is logged in and the chunk is loaded; a log-in on this page loads them. */
function useLoggedInParts(): LoggedInParts | null {
  const isLoggedIn = useStore($isLoggedIn);
  const [, setLoaded] = useState(parts);
  useEffect(() => {
    if (!isLoggedIn || parts) return;
    let current = true;
    loadLoggedInParts().then(
      (module) => current && setLoaded(module),
      (error: unknown) => console.warn('The logged-in header could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [isLoggedIn]);
  return isLoggedIn ? parts : null;
}

/** The messages preview of a logged-in guest (nothing otherwise). */
export function GuestMessagesPreview({ variant }: { variant: 'desktop' | 'mobile' }) {
  const loaded = useLoggedInParts();
  return loaded ? <loaded.MessagesPreview variant={variant} /> : null;
}

/** The notifications bell of a logged-in guest (nothing otherwise). */
export function GuestNotificationsBell({ variant }: { variant: 'desktop' | 'mobile' }) {
  const loaded = useLoggedInParts();
  return loaded ? <loaded.NotificationsBell variant={variant} /> : null;
}

/** Name, balance and "Log out" of a logged-in guest (nothing otherwise). */
export function GuestAccount({ guest }: { guest: GuestSession }) {
  const loaded = useLoggedInParts();
  return loaded ? <loaded.LoggedInAccount guest={guest} /> : null;
}

/** The floating notifications (toasts) of a logged-in guest (nothing otherwise). */
export function GuestFloatingNotifications() {
  const loaded = useLoggedInParts();
  return loaded ? <loaded.FloatingNotifications /> : null;
}
