/** Reading and writing guest rows; GuestRecord is the shape the rest of the server sees. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, GuestsTable } from '../db/schema';

export type GuestRow = Selectable<GuestsTable>;

export interface GuestRecord {
  id: string;
  isLoggedIn: boolean;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  isLocked: boolean;
  restrictionLevel: number;
  isBlockedForComments: boolean;
  country: string;
  createdAt: string;
}

/** A row as a GuestRecord; `isLoggedIn` says whether the request carried a registered guest's credentials. */
export function toGuestRecord(row: GuestRow): GuestRecord {
  return {
    id: row.id,
    isLoggedIn: row.kind === 'registered',
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    isLocked: row.is_locked === 1,
    restrictionLevel: row.restriction_level,
    isBlockedForComments: row.is_blocked_for_comments === 1,
    country: row.country,
    createdAt: row.created_at,
  };
}

/** The guest row by id, or undefined. */
export function findGuest(db: Kysely<Database>, id: string): Promise<GuestRow | undefined> {
  return db.selectFrom('guests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The guest row by (already normalized) e-mail, or undefined. */
export function findGuestByEmail(db: Kysely<Database>, email: string): Promise<GuestRow | undefined> {
  return db.selectFrom('guests').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts a new anonymous guest and returns its row. */
export async function createAnonymousGuest(db: Kysely<Database>, country: string, now = new Date()): Promise<GuestRow> {
  const row = {
    id: randomUUID(),
    kind: 'anonymous' as const,
    name: null,
    email: null,
    password_hash: null,
    email_verified_at: null,
    created_at: now.toISOString(),
    is_locked: 0,
    restriction_level: 0,
    is_blocked_for_comments: 0,
    show_data_protection: 1,
    preferences: '{}',
    notifications_settings: '{}',
    signup_origin: null,
    country,
    signup_country: null,
    conversion_chat_until: null,
    auto_recharge_teaser_state: null,
    is_paying_customer: 0,
    adult_confirmed_at: null,
    terms_accepted_at: null,
    terms_version: null,
  };
  await db.insertInto('guests').values(row).execute();
  return row;
}

/** Flags that admins and other helpers set on a guest (spec 000 §6 roles). */
export interface GuestFlags {
  isLocked?: boolean;
  restrictionLevel?: number;
  isBlockedForComments?: boolean;
}

/** Sets guest flags; locking a guest also ends all of its sessions (issue 3 §8: "are logged out"). */
export async function setGuestFlags(db: Kysely<Database>, guestId: string, flags: GuestFlags): Promise<void> {
  const values: Partial<Pick<GuestRow, 'is_locked' | 'restriction_level' | 'is_blocked_for_comments'>> = {};
  if (flags.isLocked !== undefined) values.is_locked = flags.isLocked ? 1 : 0;
  if (flags.restrictionLevel !== undefined) values.restriction_level = flags.restrictionLevel;
  if (flags.isBlockedForComments !== undefined) values.is_blocked_for_comments = flags.isBlockedForComments ? 1 : 0;
  if (Object.keys(values).length === 0) return;
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('guests').set(values).where('id', '=', guestId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new Error(`setGuestFlags: no guest with id ${guestId}`);
    if (flags.isLocked) await trx.deleteFrom('sessions').where('guest_id', '=', guestId).execute();
  });
}

/** Parses a JSON object column; a corrupt value reads as {} rather than failing the whole session. */
export function parseJsonObject<T = Record<string, unknown>>(text: string): T {
  try {
    const value: unknown = JSON.parse(text);
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as T;
  } catch {
    return {} as T;
  }
}
