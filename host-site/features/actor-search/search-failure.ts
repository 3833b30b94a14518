import { RestError } from '../../../sdk/api/rest';

/** A refused or failed search shows the page's error state (null); anything else (a bug) the route's error page. */
export function failedAsNull(error: unknown): null {
  if (error instanceof RestError || (error instanceof Error && error.name === 'TypeError')) return null;
  throw error;
}
