/**
 * Who is calling (issue 3 contract): the session cookie `vs`, or
 * an access token sent as `Authorization: Bearer` or as the `access_token`
 * query parameter (spec 000 §6). Access tokens are HS256 JWTs with `sub` =
 * guest id and `sid` = the session's stored hash, so logging out, a password
 * reset or a lock ends the tokens with the session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signAccessToken, verifyAccessToken } from '../auth/token';
import { guestCountry, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { readCookie, setCookie } from './cookies';
import { createAnonymousGuest, findGuest, toGuestRecord, type GuestRecord } from './records';
import { adoptPendingSession, createSession, endAllSessions, hashSecret, isPendingSecret, newPendingSecret, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from './sessions';
import { requestAccessToken } from '../http/request-params';
import { compiledOnce } from '../db/compiled-once';

// GuestRecord is defined beside the rows it is read from (records.ts imports nothing from here).
export type { GuestRecord };

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest created during this request, so two requireGuest calls in one request make one guest (decorated by the platform). */
    createdGuest: { guest: GuestRecord; sessionId: string } | null;
  }
}

/** A live session's guest: read on nearly every request, so compiled once per database. */
const sessionQuery = compiledOnce<[sessionId: string, now: string]>(2, (db, sessionId, now) => db.selectFrom('sessions').select('guest_id').where('id', '=', sessionId).where('expires_at', '>', now));

/** The session hash and guest id the request authenticates as, or null. */
export async function requestSession(request: FastifyRequest, context: AppContext): Promise<{ sessionId: string; guestId: string } | null> {
  const { db } = context.database;
  const now = new Date().toISOString();
  const token = requestAccessToken(request);
  if (token) {
    try {
      const claims = await verifyAccessToken(context.tokenSecret, token);
      if (typeof claims.sub === 'string' && typeof claims.sid === 'string') {
        const [row] = (await db.executeQuery<{ guest_id: string }>(sessionQuery(db, claims.sid, now))).rows;
        if (row?.guest_id === claims.sub) return { sessionId: claims.sid, guestId: claims.sub };
      }
    } catch {
      // An expired or forged token authenticates nobody; fall through to the cookie.
    }
  }
  const created = request.createdGuest;
  if (created) return { sessionId: created.sessionId, guestId: created.guest.id };
  const cookie = readCookie(request, SESSION_COOKIE);
  if (!cookie) return null;
  const sessionId = hashSecret(cookie);
  const [row] = (await db.executeQuery<{ guest_id: string }>(sessionQuery(db, sessionId, now))).rows;
  return row ? { sessionId, guestId: row.guest_id } : null;
}

/** The calling guest, or null when the request carries no live session or token. */
export async function currentGuest(request: FastifyRequest, context: AppContext): Promise<GuestRecord | null> {
  const session = await requestSession(request, context);
  if (!session) return null;
  const row = await findGuest(context.database.db, session.guestId);
  return row ? toGuestRecord(row) : null;
}

/** Starts a session for a guest and sets the httpOnly session cookie on the reply. */
export async function startSession(reply: FastifyReply, context: AppContext, guestId: string): Promise<string> {
  const secret = await createSession(context.database.db, guestId);
  setCookie(reply, SESSION_COOKIE, secret, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS });
  return secret;
}

/**
 * Gives a visitor without a session a pending session cookie (sessions.ts) without writing anything: the
 * shared page's answer. The guest is created under it by the first requireGuest of the browser's API calls.
 */
export function offerPendingSession(reply: FastifyReply, context: AppContext): void {
  setCookie(reply, SESSION_COOKIE, newPendingSecret(context.tokenSecret), { maxAgeSeconds: SESSION_MAX_AGE_SECONDS });
}

/** The guest of the request's pending session cookie, created now; null when the cookie is no pending secret of ours. */
async function adoptPendingGuest(request: FastifyRequest, context: AppContext): Promise<GuestRecord | null> {
  const secret = readCookie(request, SESSION_COOKIE);
  if (!secret || !isPendingSecret(context.tokenSecret, secret)) return null;
  const { db } = context.database;
  const row = await createAnonymousGuest(db, guestCountry(request, context));
  if (!(await adoptPendingSession(db, secret, row.id))) {
    // A parallel request of the same browser made the session first: its guest is the one, ours goes again.
    await db.deleteFrom('guests').where('id', '=', row.id).execute();
    return currentGuest(request, context);
  }
  const guest = toGuestRecord(row);
  request.createdGuest = { guest, sessionId: hashSecret(secret) };
  return guest;
}

/** spec 000 §6 / issue 3: "Anonymous guests get a guest id too": the current guest, or a new anonymous one with a session cookie. */
export async function requireGuest(request: FastifyRequest, reply: FastifyReply, context: AppContext): Promise<GuestRecord> {
  const current = await currentGuest(request, context);
  if (current) return current;
  // The cookie the shared page handed out (no rows yet): the browser keeps it, so no Set-Cookie.
  const adopted = await adoptPendingGuest(request, context);
  if (adopted) return adopted;
  const row = await createAnonymousGuest(context.database.db, guestCountry(request, context));
  const secret = await startSession(reply, context, row.id);
  const guest = toGuestRecord(row);
  request.createdGuest = { guest, sessionId: hashSecret(secret) };
  return guest;
}

/** spec 000 §6 login-required list: 401 `Login required` unless logged in; 403 `Account locked` (and logged out) when locked. */
export async function requireLogin(request: FastifyRequest, context: AppContext): Promise<GuestRecord> {
  const guest = await currentGuest(request, context);
  if (!guest?.isLoggedIn) throw new HttpError(401, 'LOGIN_REQUIRED', 'Login required');
  if (guest.isLocked) {
    await endAllSessions(context.database.db, guest.id);
    throw new HttpError(403, 'ACCOUNT_LOCKED', 'Account locked');
  }
  return guest;
}

/** An access token for the realtime channel and the GraphQL services (spec 000 §6), tied to the session. */
export async function accessTokenFor(context: AppContext, session: { sessionId: string; guestId: string }): Promise<string> {
  return signAccessToken(context.tokenSecret, { sub: session.guestId, sid: session.sessionId });
}
