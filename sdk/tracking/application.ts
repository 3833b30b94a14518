/**
 * The trackApplication mutation (spec 002 §7.8: "sent by beacon with a token,
 * or by POST"). A beacon cannot carry headers, so the token travels as the
 * query service's `access_token` query parameter and the body as text/plain
 * (a CORS-safelisted type: no preflight, which a beacon could not answer).
 * Without a beacon engine the same request goes by fetch with keepalive, so
 * it survives the page being closed, and the token in the Authorization header.
 */
import { readErrorBody, RestError } from '../api/errors';
import type { ApplicationEvent } from './events';

/** navigator.sendBeacon's shape: true when the browser queued the request. */
export type BeaconEngine = (url: string, body: Blob | string) => boolean;

export const TRACK_APPLICATION_MUTATION = /* GraphQL */ `mutation TrackApplication($event: TrackApplicationInput!) { trackApplication(event: $event) }`;

export interface ApplicationTransportOptions {
  /** null: use fetch. Default: navigator.sendBeacon where it exists. */
  beacon?: BeaconEngine | null;
  fetch?: typeof fetch;
}

/** The GraphQL request of one event; data travels as JSON text (GraphQL has no free-form object type). */
export function trackApplicationRequest(event: ApplicationEvent): { query: string; variables: { event: Record<string, unknown> } } {
  const { kind: _kind, data, ...fields } = event;
  return { query: TRACK_APPLICATION_MUTATION, variables: { event: { ...fields, data: data === null ? null : JSON.stringify(data) } } };
}

/** The browser's beacon engine bound to navigator, or null where there is none. */
export function defaultBeacon(): BeaconEngine | null {
  const nav = (globalThis as { navigator?: { sendBeacon?: BeaconEngine } }).navigator;
  return typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : null;
}

/** The endpoint with the token appended as `access_token` (for the beacon). */
export function withAccessToken(endpoint: string, token: string): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}

/**
 * Sends one event; resolves with the way it went. Rejects with a plain Error
 * when the request could not leave (the offline queue keeps it for later) and
 * with a RestError when the server refused it (retrying would not help).
 */
export async function sendApplicationEvent(
  event: ApplicationEvent,
  target: { endpoint: string; token: string },
  transport: ApplicationTransportOptions,
): Promise<'beacon' | 'post'> {
  const body = JSON.stringify(trackApplicationRequest(event));
  const beacon = transport.beacon === undefined ? defaultBeacon() : transport.beacon;
  if (beacon) {
    if (beacon(withAccessToken(target.endpoint, target.token), new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return 'beacon';
    throw new Error('trackApplication: the browser did not queue the beacon');
  }
  const send = transport.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await send(target.endpoint, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${target.token}` },
    body,
  });
  if (!response.ok) throw new RestError('POST', 'vxql trackApplication', response.status, undefined, { body: await readErrorBody(response) });
  // GraphQL answers a refused field with 200 and an `errors` list.
  const answer = await readErrorBody(response);
  if (Array.isArray(answer?.errors) && answer.errors.length > 0) {
    throw new RestError('POST', 'vxql trackApplication', response.status, 'an answer without errors', { body: answer });
  }
  return 'post';
}
