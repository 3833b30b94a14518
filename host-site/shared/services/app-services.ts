import { createContext, useContext } from 'react';
import type { RestClient } from '../../../sdk/api/rest';
import type { Language, VelvetConfig } from '../../../sdk/config';
import type { BrandConfig } from '../../../white-label/brands';

/** What start-up creates once and every screen reads: brand, validated config, REST clients (texts: shared/i18n/site-strings). */
export interface AppServices {
  brand: BrandConfig;
  config: VelvetConfig;
  /** The REST client for a page language (the language travels as a query parameter, spec 000 §7). */
  restClient(language: Language): RestClient;
  /** The transport of the REST clients (app.inject with the visitor's cookie on the server), for the query service's calls. */
  fetch?: typeof fetch;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The services provided by the app shell; throws when rendered outside it. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: expected an AppServicesContext provider above, got none');
  return services;
}
