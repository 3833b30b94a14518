import { RouterProvider } from 'react-router';
import type { AppServices } from '../shared/services/app-services';
import { AppServicesContext } from '../shared/services/app-services';
import type { createAppRouter } from './router';

export interface AppProps {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
}

/** The whole site: services from start-up, then the router. */
export function App({ services, router }: AppProps) {
  return (
    <AppServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </AppServicesContext.Provider>
  );
}
