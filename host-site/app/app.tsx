import { AgeGateProvider } from '../shared/page/age-gate-context';
import type { AppServices } from '../shared/services/app-services';
import { AppServicesContext } from '../shared/services/app-services';
import { AppRouter } from './router';

export interface AppProps {
  services: AppServices;
  /**
   * Whether the visitor confirmed being 18 or older, read from the age cookie
   * before rendering (sdk/consent ageConfirmedInCookies: the request's Cookie
   * header on the server, document.cookie in the browser). Without it: the gate.
   */
  ageConfirmed?: boolean;
}

/** The whole site: services from start-up, the age gate's state, then the router. */
export function App({ services, ageConfirmed = false }: AppProps) {
  return (
    <AppServicesContext.Provider value={services}>
      <AgeGateProvider initialConfirmed={ageConfirmed}>
        <AppRouter />
      </AgeGateProvider>
    </AppServicesContext.Provider>
  );
}
