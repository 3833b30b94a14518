/**
 * One socket's life: authenticate on connect, then handle each envelope in
 * arrival order (so acks come back in the order messages were sent): check
 * it, answer ping and requestSession, de-duplicate by cid, run the handler,
 * and answer every message with exactly one ack.
 */
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  ANONYMOUS_CLIENT_MESSAGES, CLOSE_CODES, parseClientEnvelope, type AckRefusal, type ClientEnvelope, type ServerFrame,
} from '../../sdk/realtime/protocol';
import { toGuestRecord, type GuestRow } from '../guests/records';
import { authenticateToken, authenticateTokenGuest, authenticateUpgrade, isFailure, liveGuest, type AuthFailure } from './auth';
import { admitMessage, fullBucket, rateLimitedError, type Admission } from './flow-control';
import { eventTail } from './frames';
import { closeSocket, type HubCore } from './hub-core';
import { CLOSE_WAIT_MS, FRESH_CHECK_MS, INBOX_MAX, PING_RECHECK_MS, PONG_TTL_SECONDS } from './limits';
import { Connection, type InboxEntry } from './registry';
import { queryText } from '../http/request-params';

/** The error an anonymous guest gets for a login-only message (spec 000 §6 wording). */
export const LOGIN_REQUIRED = 'Login required';
export const NOT_SUPPORTED = 'not supported yet';

/** Closes with the failure's code (a 4401 after its sessionExpired notice, see closeSocket). */
function close(socket: WebSocket, failure: AuthFailure): void {
  closeSocket(socket, failure.code, failure.reason);
}

const ack = (cid: string, result: AckRefusal | void): string =>
    // Named fields only (undefined ones drop out of the JSON): a handler's object never leaks more onto the wire.
  JSON.stringify(result ? { type: 'ack', cid, ok: false, error: result.error, code: result.code, missingCoins: result.missingCoins } : { type: 'ack', cid, ok: true });
const frame = (value: ServerFrame): string => JSON.stringify(value);

/** Tells a socket that came while the hub is closing to come back after 1 s (4001). */
function turnAway(socket: WebSocket): void {
  socket.close(CLOSE_CODES.serverRestart, JSON.stringify({ retryAfterMs: 1000 }));
  // A client that never answers the close handshake must not hold the shutdown open.
  const cut = setTimeout(() => socket.terminate(), CLOSE_WAIT_MS);
  socket.once('close', () => clearTimeout(cut));
}

/** Takes a just-upgraded socket: listeners first (no frame may be lost), then authentication. */
export function acceptSocket(hub: HubCore, socket: WebSocket, request: FastifyRequest): void {
  if (hub.isClosing) return turnAway(socket);
  // The plugin's error listener keeps the Fastify request and reply alive for the socket's life; ours keeps nothing.
  socket.removeAllListeners('error');
  socket.on('error', () => socket.terminate());
  // The raw response of the upgrade stays attached to the TCP socket otherwise (a few KB per idle session).
  const tcp = request.raw.socket as { _httpMessage?: { detachSocket(socket: unknown): void } | null };
  tcp._httpMessage?.detachSocket(tcp);
  const pending = listen(hub, socket);
  authenticate(hub, socket, request).then(
    (connection) => pending.attach(connection),
    (error: unknown) => {
      hub.log.error({ err: error }, 'realtime connect failed');
      close(socket, { code: 1011, reason: 'internal error' });
    },
  );
}

/**
 * The socket's listeners, in a scope of their own: a closure here must not
 * keep the upgrade request alive for the life of the socket.
 */
function listen(hub: HubCore, socket: WebSocket): { attach(connection: Connection | null): void } {
  let early: InboxEntry[] | null = [];
  let connection: Connection | null = null;
  // The inbound rate counts from the upgrade: frames sent while the socket authenticates count too.
  let bucket = fullBucket(hub.flow.inbound, hub.now());
  let flooded = false;
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (flooded || connection?.closed) return;
    let admission: Admission;
    ({ admission, bucket } = admitMessage(bucket, hub.now(), hub.flow.inbound));
    if (admission === 'close') {
      flooded = true;
      early = null;
      if (connection) connection.closed = true;
      return close(socket, { code: CLOSE_CODES.tooManyMessages, reason: rateLimitedError(hub.flow.inbound) });
    }
    const entry = { text: isBinary ? '' : data.toString(), overRate: admission === 'refuse' };
    if (connection) enqueue(hub, connection, entry);
    else early?.push(entry);
  });
  socket.on('close', () => {
    early = null;
    if (connection) {
      connection.closed = true;
      hub.registry.remove(connection);
    }
  });
  return {
    attach(authenticated) {
      if (!authenticated || early === null) return; // refused, or closed meanwhile
      // The hub began closing while this socket authenticated: it missed the 4001 round, so it gets its own.
      if (hub.isClosing) return turnAway(socket);
      connection = authenticated;
      hub.registry.add(connection);
      for (const entry of early) enqueue(hub, connection, entry);
      early = null;
    },
  };
}

/** The connection of the upgrade's guest, or null after closing the socket with the failure's code. */
async function authenticate(hub: HubCore, socket: WebSocket, request: FastifyRequest): Promise<Connection | null> {
  const token = queryText(request, 'access_token');
  if (token !== null) {
    // The common path (every reconnect): one query for the session and the guest.
    const found = await authenticateTokenGuest(hub.context, token);
    if (isFailure(found)) return close(socket, found), null;
    const { guestId, sessionId, tokenExpiresAt } = found.credentials;
    return new Connection(socket, request.raw.socket, guestId, sessionId, token, tokenExpiresAt, found.row.kind === 'registered', Date.now(), hub.flow);
  }
  const credentials = await authenticateUpgrade(request, hub.context);
  if (isFailure(credentials)) return close(socket, credentials), null;
  const guest = await liveGuest(hub.context, credentials.guestId, credentials.sessionId);
  if (isFailure(guest)) return close(socket, guest), null;
  const { guestId, sessionId, tokenExpiresAt } = credentials;
  return new Connection(socket, request.raw.socket, guestId, sessionId, credentials.token, tokenExpiresAt, guest.kind === 'registered', Date.now(), hub.flow);
}

function enqueue(hub: HubCore, connection: Connection, entry: InboxEntry): void {
  if (connection.closed) return;
  if (connection.inbox) {
    if (connection.inbox.length >= INBOX_MAX) return close(connection.socket, { code: 1008, reason: `expected at most ${INBOX_MAX} messages in flight` });
    connection.inbox.push(entry);
    return;
  }
  connection.inbox = [entry];
  void drain(hub, connection);
}

async function drain(hub: HubCore, connection: Connection): Promise<void> {
  const inbox = connection.inbox!;
  while (inbox.length > 0 && !connection.closed) {
    try {
      await handleFrame(hub, connection, inbox.shift()!);
    } catch (error) {
      hub.log.error({ err: error }, 'realtime message failed');
      connection.closed = true;
      close(connection.socket, { code: 1011, reason: 'internal error' });
    }
  }
  connection.inbox = null;
}

/** Ends the connection with a failure; returns false so callers can `return fail(...)`. */
function fail(connection: Connection, failure: AuthFailure): false {
  connection.closed = true;
  close(connection.socket, failure);
  return false;
}

/** The envelope's guest id and token must be the connection's; a new token is verified and adopted. */
async function checkEnvelope(hub: HubCore, connection: Connection, envelope: ClientEnvelope, now: number): Promise<boolean> {
  if (envelope.guestId !== connection.guestId) {
    return fail(connection, { code: CLOSE_CODES.authenticationFailed, reason: `expected guestId ${connection.guestId}, got ${envelope.guestId}` });
  }
  if (envelope.accessToken === connection.token) {
    return now < connection.tokenExpiresAt || fail(connection, { code: CLOSE_CODES.sessionExpired, reason: 'the access token has expired' });
  }
  const credentials = await authenticateToken(hub.context, envelope.accessToken);
  if (isFailure(credentials)) return fail(connection, credentials);
  if (credentials.guestId !== connection.guestId) {
    return fail(connection, { code: CLOSE_CODES.authenticationFailed, reason: `expected a token of guest ${connection.guestId}, got one of ${credentials.guestId}` });
  }
  connection.token = credentials.token;
  connection.tokenExpiresAt = credentials.tokenExpiresAt;
  connection.sessionId = credentials.sessionId;
  return true;
}

/** The guest row with its session live and not locked, or null after closing the socket. */
async function currentRow(hub: HubCore, connection: Connection, now: number): Promise<GuestRow | null> {
  const row = await liveGuest(hub.context, connection.guestId, connection.sessionId);
  if (isFailure(row)) return fail(connection, row) || null;
  connection.checkedAt = now;
  connection.isLoggedIn = row.kind === 'registered';
  return row;
}

async function handleFrame(hub: HubCore, connection: Connection, { text, overRate }: InboxEntry): Promise<void> {
  const now = Date.now();
  connection.lastSeenAt = now;
  const parsed = text === '' ? { ok: false as const, reason: 'expected a text frame with a JSON object' } : parseClientEnvelope(text);
  if (!parsed.ok) return void fail(connection, { code: CLOSE_CODES.protocolError, reason: parsed.reason });
  const envelope = parsed.message;
  // Answered in its turn, so acks keep the order of the messages; its cid is not claimed, so a resend later is handled.
  if (overRate) return connection.send(ack(envelope.cid, { error: rateLimitedError(hub.flow.inbound) }));
  if (!(await checkEnvelope(hub, connection, envelope, now))) return;

  if (envelope.type === 'ping') {
    if (now - connection.checkedAt > PING_RECHECK_MS && !(await currentRow(hub, connection, now))) return;
    connection.send(frame({ type: 'pong', ttl: PONG_TTL_SECONDS }));
    return connection.send(ack(envelope.cid));
  }
  if (envelope.type === 'requestSession') {
    // The first requestSession follows the connect's own check by milliseconds; later ones check again.
    if (now - connection.checkedAt > FRESH_CHECK_MS && !(await currentRow(hub, connection, now))) return;
    await synchronize(hub, connection, envelope.lastSeq, envelope.language);
    return connection.send(ack(envelope.cid));
  }
  const row = await currentRow(hub, connection, now);
  if (!row) return;
  if (!connection.isLoggedIn && !ANONYMOUS_CLIENT_MESSAGES.has(envelope.type)) {
    return connection.send(ack(envelope.cid, { error: LOGIN_REQUIRED }));
  }
  const stored = await hub.cids.claim(connection.guestId, envelope.cid);
  if (stored !== null) return connection.send(stored);
  const handler = hub.handlers.get(envelope.type);
  let result: AckRefusal | void;
  try {
    result = handler
      ? await handler({ guest: toGuestRecord(row), message: envelope, hub, db: hub.context.database.db })
      : { error: NOT_SUPPORTED };
  } catch (error) {
    hub.log.error({ err: error, type: envelope.type }, 'realtime handler failed');
    result = { error: `the server could not handle ${envelope.type}` };
  }
  const answer = ack(envelope.cid, result);
  await hub.cids.complete(connection.guestId, envelope.cid, answer);
  connection.send(answer);
}

/**
 * requestSession: replay the events after the client's lastSeq when the log
 * still has them all, else a snapshot; then whatever was published meanwhile;
 * then the sessionAck saying how many events were replayed.
 */
async function synchronize(hub: HubCore, connection: Connection, lastSeq: number | null, language: string): Promise<void> {
  connection.language = language;
  hub.registry.beginSync(connection);
  const current = await hub.events.currentSeq(connection.guestId);
  const missed = lastSeq !== null && lastSeq >= 0 && lastSeq <= current ? await hub.events.range(connection.guestId, lastSeq, current) : null;
  let replayed = 0;
  if (missed && lastSeq !== null) {
    connection.seq = lastSeq;
    for (const event of missed) connection.sendEvent(event.seq, eventTail(event.json));
    connection.seq = current;
    replayed = missed.length;
  } else {
    await hub.sendSnapshot(connection);
  }
  replayed += await hub.registry.endSync(connection, await hub.events.currentSeq(connection.guestId));
  connection.send(frame({ type: 'sessionAck', guestId: connection.guestId, isLoggedIn: connection.isLoggedIn, lastSeq: connection.seq, replayed }));
}
