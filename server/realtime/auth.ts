/**
 * Who is on a socket: the access token (spec 000 §6) from the `access_token`
 * query on connect and in every envelope, or the session cookie on connect
 * from an allowed origin. Failures carry the close code the client acts on:
 * 4401 session expired (get a new session), 4403 authentication failed,
 * 4423 guest locked; all three are terminal for the client.
 */
import type { FastifyRequest } from 'fastify';
import { CLOSE_CODES } from '../../sdk/realtime/protocol';
import { InvalidTokenError, verifyAccessToken } from '../auth/token';
import type { AppContext } from '../context';
import { requestSession } from '../guests/current-guest';
import type { GuestRow } from '../guests/records';
import { allowedOrigins } from '../sites/security';
import { queryText } from '../http/request-params';

export interface Credentials {
  guestId: string;
  sessionId: string;
  token: string | null;
  /** ms since the epoch; Infinity for a cookie session (checked against the session row instead). */
  tokenExpiresAt: number;
}

export interface AuthFailure {
  code: number;
  reason: string;
}

export function isFailure<T extends object>(value: T | AuthFailure): value is AuthFailure {
  return 'code' in value && 'reason' in value;
}

/** Checks an access token's signature, expiry and claims (no database). */
async function verifyClaims(context: AppContext, token: string): Promise<Credentials | AuthFailure> {
  let claims;
  try {
    claims = await verifyAccessToken(context.tokenSecret, token);
  } catch (error) {
    const expired = error instanceof InvalidTokenError && error.expired;
    return expired
      ? { code: CLOSE_CODES.sessionExpired, reason: 'the access token has expired' }
      : { code: CLOSE_CODES.authenticationFailed, reason: error instanceof Error ? error.message : 'invalid access token' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') {
    return { code: CLOSE_CODES.authenticationFailed, reason: 'expected an access token with sub and sid claims' };
  }
  return { guestId: claims.sub, sessionId: claims.sid, token, tokenExpiresAt: (claims.exp as number) * 1000 };
}

/** The token's session is live and belongs to its guest; the failure otherwise. */
async function checkSession(context: AppContext, credentials: Credentials): Promise<Credentials | AuthFailure> {
  const row = await context.database.db.selectFrom('sessions').select('guest_id')
    .where('id', '=', credentials.sessionId).where('expires_at', '>', new Date().toISOString()).executeTakeFirst();
  if (!row) return { code: CLOSE_CODES.sessionExpired, reason: 'the session of this access token has ended' };
  if (row.guest_id !== credentials.guestId) return { code: CLOSE_CODES.authenticationFailed, reason: 'the access token does not belong to its session' };
  return credentials;
}

/** Verifies an access token and that its session is still live (logout, reset and lock end it). */
export async function authenticateToken(context: AppContext, token: string): Promise<Credentials | AuthFailure> {
  const credentials = await verifyClaims(context, token);
  return isFailure(credentials) ? credentials : checkSession(context, credentials);
}

/**
 * authenticateToken and liveGuest in one query on the common path (a
 * reconnect storm after a restart runs this 10,000 times); only a miss asks
 * the session table again, to tell "session ended" from "not its session".
 */
export async function authenticateTokenGuest(context: AppContext, token: string): Promise<{ credentials: Credentials; row: GuestRow } | AuthFailure> {
  const credentials = await verifyClaims(context, token);
  if (isFailure(credentials)) return credentials;
  const row = await liveGuest(context, credentials.guestId, credentials.sessionId);
  if (!isFailure(row)) return { credentials, row };
  if (row.code !== CLOSE_CODES.sessionExpired) return row;
  const session = await checkSession(context, credentials);
  return isFailure(session) ? session : row;
}

/**
 * The connecting guest. A cookie is accepted only without an Origin header or
 * from an allowed origin: any page may open a WebSocket, and the browser would
 * attach the cookie (cross-site WebSocket hijacking).
 */
export async function authenticateUpgrade(request: FastifyRequest, context: AppContext): Promise<Credentials | AuthFailure> {
  const token = queryText(request, 'access_token');
  if (token !== null) return authenticateToken(context, token);
  const origin = request.headers.origin;
  if (origin === undefined || allowedOrigins(context).has(origin)) {
    const session = await requestSession(request, context);
    if (session) return { guestId: session.guestId, sessionId: session.sessionId, token: null, tokenExpiresAt: Infinity };
  }
  return { code: CLOSE_CODES.authenticationFailed, reason: 'expected an access_token query parameter' };
}

/** The guest row while its session is live; the failure to close with otherwise. */
export async function liveGuest(context: AppContext, guestId: string, sessionId: string): Promise<GuestRow | AuthFailure> {
  const row = await context.database.db.selectFrom('guests')
    .innerJoin('sessions', 'sessions.guest_id', 'guests.id')
    .selectAll('guests')
    .where('sessions.id', '=', sessionId).where('guests.id', '=', guestId)
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) return { code: CLOSE_CODES.sessionExpired, reason: 'the session has ended' };
  if (row.is_locked === 1) return { code: CLOSE_CODES.guestLocked, reason: 'the guest is locked' };
  return row;
}
