import { useRouteLoaderData } from 'react-router';
import type { GuestSession } from '../../../sdk/api/guest-types';
import type { RestClient } from '../../../sdk/api/rest';
import type { AppServices } from '../services/app-services';
import type { PageInfo } from './page-context';

/** What a feature's loader gets: the matched page, the REST client of its language, the services and the request. */
export interface PageLoaderArgs {
  page: PageInfo;
  client: RestClient;
  services: AppServices;
  request: Request;
  /**
   * The visitor's session (a guest's own pages need its access token): on the server the one the root
   * loader read with the request's cookie, in the browser the session store's. Optional for tests.
   */
  session?: () => Promise<GuestSession | null>;
}

/** A value with the HTTP status its page answers with (404 for a missing performer, 451 for a banned country). */
export interface WithStatus<T> {
  readonly withStatus: number;
  readonly value: T;
}

/** Marks loader data with the status of the page: the server answers with it, the page renders the value. */
export function withStatus<T>(value: T, status: number): WithStatus<T> {
  return { withStatus: status, value };
}

/**
 * A feature's data loader: runs on the server before the first paint (its fetch goes
 * through app.inject) and in the browser before a client-side navigation shows the page.
 * Throwing shows the route's error page (status 500 on the server).
 */
export type PageDataLoader<T> = (args: PageLoaderArgs) => Promise<T | WithStatus<T>>;

/** The page route's loader data: the page, the feature that renders it, and that feature's data. */
export interface PageLoaderData<T = unknown> {
  page: PageInfo;
  feature: string;
  data: T;
}

/** The id of the catch-all route whose loader runs the feature loaders. */
export const PAGE_ROUTE_ID = 'page';
/** The id of the root route whose loader loads the guest session. */
export const ROOT_ROUTE_ID = 'root';

/** The data the current feature's loader returned (its type is the feature's own). */
export function usePageData<T>(): T {
  const loaded = useRouteLoaderData(PAGE_ROUTE_ID) as PageLoaderData<T> | undefined;
  if (!loaded) throw new Error('usePageData: expected the page route\'s loader data, got none (rendered outside the page route?)');
  return loaded.data;
}
