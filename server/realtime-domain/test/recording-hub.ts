/**
 * A hub that records what it is asked to publish instead of delivering it, so
 * suites can assert events without sockets. It is the platform's hub of the
 * test apps (buildTestApps with `createHub`), so the routes' publishChanges
 * and the registered domain handlers reach it exactly as they reach the real one.
 */
import type { AckRefusal, ClientEnvelope, ClientMessage, ServerEvent } from '../../../sdk/realtime/protocol';
import type { GuestRecord } from '../../guests/records';
import type { HubDeps, HubOptions } from '../../realtime/hub';
import { HubCore } from '../../realtime/hub-core';

let cidCounter = 0;

export class RecordingHub extends HubCore {
  /** Every event published, per guest, in order (fan-outs resolved through the fans provider). */
  readonly published: Array<{ guestId: string; event: ServerEvent }> = [];
  readonly disconnected: Array<{ guestId: string; code: number }> = [];

  constructor(deps: HubDeps, options: HubOptions = {}) {
    super(deps, options);
  }

  override async publishToGuest(guestId: string, event: ServerEvent): Promise<void> {
    this.published.push({ guestId, event });
  }

  override async publishToActorFans(actorId: number, event: ServerEvent): Promise<void> {
    for (const guestId of await this.fansOf(actorId)) this.published.push({ guestId, event });
  }

  override async disconnectGuest(guestId: string, code: number): Promise<void> {
    this.disconnected.push({ guestId, code });
  }

  /** The events one guest received. */
  eventsOf(guestId: string): ServerEvent[] {
    return this.published.filter((p) => p.guestId === guestId).map((p) => p.event);
  }

  /** Runs the registered handler for a message as the guest (with the given cid, else a fresh one); answers the ack's error or null. */
  async send(guest: GuestRecord, message: ClientMessage, cid?: string): Promise<string | null> {
    return (await this.refusalOf(guest, message, cid))?.error ?? null;
  }

  /** As send, answering the whole refusal (error, code, missingCoins) or null. */
  async refusalOf(guest: GuestRecord, message: ClientMessage, cid?: string): Promise<AckRefusal | null> {
    const handler = this.handlers.get(message.type);
    if (!handler) throw new Error(`expected a handler for "${message.type}", found none`);
    const envelope = { ...message, accessToken: 'token', guestId: guest.id, cid: cid ?? `c${++cidCounter}` } as ClientEnvelope;
    return (await handler({ guest, message: envelope, hub: this, db: this.context.database.db })) ?? null;
  }

  clear(): void {
    this.published.length = 0;
    this.disconnected.length = 0;
  }
}
