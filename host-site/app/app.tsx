import type { AppServices } from '../shared/services/app-services';
import { AppServicesContext } from '../shared/services/app-services';
import { AppRouter } from './router';

export interface AppProps {
  services: AppServices;
}

/** The whole site: services from start-up, then the router. */
export function App({ services }: AppProps) {
  return (
    <AppServicesContext.Provider value={services}>
      <AppRouter />
    </AppServicesContext.Provider>
  );
}
