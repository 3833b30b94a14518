import type { HydrationState } from 'react-router';

/** The id of the JSON script the server render writes the router's data into. */
export const HYDRATION_DATA_ID = 'velvet-hydration-data';

/**
 * The router's data as JSON for a `<script type="application/json">`: data, not code,
 * so the CSP's script-src 'self' allows it (an inline script would need a nonce).
 * "<" is escaped so no string in the data can close the script element.
 */
export function serializeHydrationData(state: HydrationState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server's router data of this page, or null (the Vite dev server renders in the browser only). */
export function readHydrationData(document: Document): HydrationState | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : null;
}
