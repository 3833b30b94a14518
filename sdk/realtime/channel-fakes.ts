/** Test doubles for the channel: the sdk's manual clock and a WebSocket the test plays the server of. */
export { FakeClock } from '../testing/fake-clock';
import type { ClientEnvelope, ServerFrame } from './protocol';
import { FakeClock } from '../testing/fake-clock';
import { createRealtimeChannel, type ConnectionErrorEntry, type EventTargetLike, type RealtimeChannelOptions } from './channel';

/** A WebSocket stand-in; every instance is kept in `FakeWebSocket.instances`. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: ClientEnvelope[] = [];
  closedWith: { code: number; reason: string } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(public url: string) {
    FakeWebSocket.instances.push(this);
  }
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('expected a socket to have been opened, got none');
    return socket;
  }
  send(text: string): void {
    if (this.readyState !== 1) throw new Error(`expected an open socket for send, got readyState ${this.readyState}`);
    this.sent.push(JSON.parse(text) as ClientEnvelope);
  }
  close(code = 1000, reason = ''): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  // ---- the test plays the server
  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSend(frame: ServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  /** Opens and acknowledges the session the client requests. */
  accept(lastSeq = 0): void {
    this.serverOpen();
    this.serverSend({ type: 'sessionAck', guestId: 'g1', isLoggedIn: true, lastSeq, replayed: 0 });
  }
  sentTypes(): string[] {
    return this.sent.map((m) => m.type);
  }
}

/** An event target the test fires by hand. */
export class FakeEventTarget implements EventTargetLike {
  visibilityState = 'visible';
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/** A channel wired to fakes, with everything it logged and warned. */
export function createTestChannel(overrides: Partial<RealtimeChannelOptions> = {}) {
  FakeWebSocket.instances = [];
  const clock = new FakeClock(1_000_000);
  const windowEvents = new FakeEventTarget();
  const documentEvents = new FakeEventTarget();
  const logged: ConnectionErrorEntry[] = [];
  const warnings: string[] = [];
  let auth: ReturnType<RealtimeChannelOptions['getAuth']> = { accessToken: 'token-1', guestId: 'g1', isLoggedIn: true };
  let cidCounter = 0;
  const channel = createRealtimeChannel({
    url: 'wss://example.test/realtime',
    getAuth: () => auth,
    language: 'de',
    WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    clock,
    random: () => 0.5,
    logConnectionError: (entry) => logged.push(entry),
    windowEvents,
    documentEvents,
    createCid: () => `cid-${++cidCounter}`,
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  return {
    channel,
    clock,
    windowEvents,
    documentEvents,
    logged,
    warnings,
    setAuth(next: typeof auth) {
      auth = next;
    },
  };
}
