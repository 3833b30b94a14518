/** Assembles the full GuestSession of spec 000 §3 from the guest row, the registered parts and defaults. */
import type { GuestSession } from '../../sdk/api/guest-types';
import type { Language } from '../../sdk/config';
import { formatMoney } from '../../sdk/money';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { accessTokenFor } from './current-guest';
import { findGuest, parseJsonObject, type GuestRow } from './records';
import { collectSessionParts, type SessionPart } from './session-parts';

/** Notification settings of a guest who never changed them. */
export const DEFAULT_NOTIFICATIONS_SETTINGS: Readonly<Record<string, boolean>> = {
  emailNewMessage: true,
  emailFavoriteOnline: true,
  emailNewsletter: false,
  pushNewMessage: false,
  pushFavoriteOnline: false,
};

/** The guest's notification settings: defaults overlaid with what it saved. */
export function notificationsSettings(row: GuestRow): Record<string, boolean> {
  return { ...DEFAULT_NOTIFICATIONS_SETTINGS, ...parseJsonObject<Record<string, boolean>>(row.notifications_settings) };
}

/** The fields this folder owns, with defaults for every field others provide (so the answer is complete without them). */
export function baseSession(row: GuestRow, accessToken: string, language: Language): GuestSession {
  return {
    isLoggedIn: row.kind === 'registered',
    id: row.id,
    name: row.name,
    email: row.email,
    balance: 0,
    balanceFormatted: formatMoney(0, 'VXC', language),
    isPayingCustomer: row.is_paying_customer === 1,
    isForcePayment: false,
    vouchers: [],
    avsStatus: 'unknown',
    avsRejectMessage: null,
    hasAvs: false,
    isLocked: row.is_locked === 1,
    isRestricted: row.restriction_level > 0,
    restrictionLevel: row.restriction_level,
    isVip: false,
    isVXSelect: false,
    isVXTVAboSubscriber: false,
    wasVXTVAboSubscriber: false,
    oneClickConfig: null,
    oneClickAmounts: [],
    oneClickChargeAmounts: [],
    autoRechargeConfig: null,
    autoRechargeAmount: null,
    boughtGifts: {},
    loyaltyPoints: 0,
    isVoicecallActive: false,
    isAnonymousVoicecall: false,
    showDataProtection: row.show_data_protection === 1,
    testGroups: [],
    geoLocation: null,
    urlPreviewPicture: null,
    notificationsSettings: notificationsSettings(row),
    signupOrigin: row.signup_origin,
    preferences: parseJsonObject(row.preferences),
    pincallVerifications: [],
    isBlockedForComments: row.is_blocked_for_comments === 1,
    conversionChatCountdownEnd: row.conversion_chat_until,
    accessToken,
  };
}

/** Builds the full session of a guest row (the parts are fixed when the builder is made). */
export type GuestSessionBuilder = (row: GuestRow, accessToken: string, language: Language) => Promise<GuestSession>;

/**
 * The full session: base fields, then every part. Identity fields and the
 * token always come from here (a part cannot change who the guest is), and
 * balanceFormatted is recomputed from the final balance in the request's language.
 */
export function createSessionBuilder(db: Kysely<Database>, parts: readonly SessionPart[]): GuestSessionBuilder {
  return async (row, accessToken, language) => {
    const base = baseSession(row, accessToken, language);
    const fields = await collectSessionParts(parts, row.id, db);
    const merged: GuestSession = { ...base, ...fields, id: base.id, isLoggedIn: base.isLoggedIn, name: base.name, email: base.email, accessToken };
    merged.balanceFormatted = formatMoney(merged.balance, 'VXC', language);
    return merged;
  };
}

/**
 * The session a realtime snapshot carries (the socket's own token, else a new
 * one for its session), or null when the guest no longer exists.
 */
export function createSnapshotSessions(context: AppContext, build: GuestSessionBuilder) {
  return async (who: { guestId: string; sessionId: string; token: string | null; language: Language }): Promise<GuestSession | null> => {
    const row = await findGuest(context.database.db, who.guestId);
    if (!row) return null;
    const token = who.token ?? (await accessTokenFor(context, { guestId: who.guestId, sessionId: who.sessionId }));
    return build(row, token, who.language);
  };
}
