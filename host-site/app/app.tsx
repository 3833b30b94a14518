import { useEffect, useRef } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppServices } from '../shared/services/app-services';
import { AppServicesContext } from '../shared/services/app-services';

export interface AppProps {
  services: AppServices;
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once, after the first render is committed (hydration done). */
  onHydrated?: () => void;
}

/** The whole site in the browser: services from start-up, then the data router of router.tsx. */
export function App({ services, router, onHydrated }: AppProps) {
  // Once, although StrictMode runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    onHydrated?.();
  }, [onHydrated]);
  return (
    <AppServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </AppServicesContext.Provider>
  );
}
