/**
 * Attribution on the server (issue 16 §1): the arrival of a click on any page of either brand sets the
 * webmaster-id and subref cookies (necessary category, sdk/consent/inventory.ts) and counts a visit;
 * sign-up and every payment record the click that counts then. The rule is sdk/attribution's
 * resolveAttribution ("last click wins within the lifetime"); a click the request carries in its body
 * (the overlay's options, which it got from the page) is a click like one in an address.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { Type, type TOptional, type TString } from 'typebox';
import {
  ATTRIBUTION_DAYS, ATTRIBUTION_FIELDS, type AttributionField, decodeAttribution, readClick, resolveAttribution, subrefCookieValue, SUBREF_COOKIE, webmasterCookieValue, WEBMASTER_COOKIE,
  type Attribution, type AttributionIds,
} from '../../sdk/attribution';
import { countsAsVisit } from '../../sdk/partners/visits';
import type { Database } from '../db/schema';
import { readCookie, setCookie } from '../guests/cookies';

const MAX_AGE_SECONDS = ATTRIBUTION_DAYS * 24 * 60 * 60;

/** The click the request's cookies keep (before the lifetime is checked). */
export function cookieAttribution(request: FastifyRequest): Attribution | null {
  return decodeAttribution(readCookie(request, WEBMASTER_COOKIE), readCookie(request, SUBREF_COOKIE));
}

/** The click that counts for this request now: a click it carries (`click`), else its cookies' within the lifetime. */
export function currentAttribution(request: FastifyRequest, click: AttributionIds | null, now = Date.now()): Attribution | null {
  return resolveAttribution(cookieAttribution(request), click, now).attribution;
}

/** Writes both cookies for a click; readable by the page (not HttpOnly): the site passes the ids to the overlay as options. */
function writeCookies(reply: FastifyReply, attribution: Attribution): void {
  setCookie(reply, WEBMASTER_COOKIE, webmasterCookieValue(attribution), { maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: false });
  setCookie(reply, SUBREF_COOKIE, subrefCookieValue(attribution), { maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: false });
}

const campaignOf = ({ gk_cid, adtv, sub, option }: AttributionIds) => JSON.stringify(Object.fromEntries(Object.entries({ gk_cid, adtv, sub, option }).filter(([, value]) => value !== undefined)));

/** Whether `w` is a partner's id: a click of an id nobody signed up for is not kept (nobody could be paid for it). */
async function isPartner(db: Kysely<Database> | Transaction<Database>, w: string): Promise<boolean> {
  return (await db.selectFrom('partners').select('id').where('id', '=', w).executeTakeFirst()) !== undefined;
}

/** The attribution if its partner exists, else null (an id nobody signed up for counts as no click). */
export async function knownAttribution(db: Kysely<Database>, attribution: Attribution | null): Promise<Attribution | null> {
  return attribution && (await isPartner(db, attribution.ids.w)) ? attribution : null;
}

/**
 * The click that counts for a sign-up or payment request (issue 16 §1): the one its body carries (the overlay's
 * options) if it names a partner, else the cookies' within the lifetime if that names one; or null.
 */
export async function requestAttribution(db: Kysely<Database>, request: FastifyRequest, body: Partial<Record<AttributionField, string>> | undefined): Promise<Attribution | null> {
  const click = bodyClick(body);
  const known = click && (await isPartner(db, click.w)) ? click : null;
  return knownAttribution(db, currentAttribution(request, known));
}

/**
 * A page navigation arrived: with a partner's click in its address the cookies take it (last click wins)
 * and a visit is counted for the partner, once per browser, partner, ws and wt per UTC day. Without one nothing is written (the cookies expire by themselves).
 */
export async function captureArrival(request: FastifyRequest, reply: FastifyReply, db: Kysely<Database>, brand: string): Promise<void> {
  const query = request.url.indexOf('?');
  if (query < 0) return;
  const click = readClick(new URLSearchParams(request.url.slice(query + 1)));
  if (!click || !(await isPartner(db, click.w))) return;
  const previous = cookieAttribution(request);
  const now = Date.now();
  const { attribution } = resolveAttribution(previous, click, now);
  if (!attribution) return;
  writeCookies(reply, attribution);
  // A reload (or the ids still in the address on the next page) is the same visit: sdk/partners/visits.ts.
  if (!countsAsVisit(previous, click, now)) return;
  await db.insertInto('partner_visits').values({
    id: randomUUID(), w: click.w, ws: click.ws ?? '', wt: click.wt ?? '', campaign: campaignOf(click), brand, created_at: new Date(attribution.clickedAt).toISOString(),
  }).execute();
}

/** Records the click a sign-up (subject: the guest) or a payment (subject: the payment) is attributed to; once per subject. */
export async function recordAttribution(
  db: Kysely<Database> | Transaction<Database>,
  input: { kind: 'signup' | 'payment'; subjectId: string; guestId: string; attribution: Attribution; now?: Date },
): Promise<void> {
  const { ids, clickedAt } = input.attribution;
  await db.insertInto('partner_attributions').values({
    kind: input.kind, subject_id: input.subjectId, guest_id: input.guestId, w: ids.w, ws: ids.ws ?? '', wt: ids.wt ?? '', campaign: campaignOf(ids),
    clicked_at: new Date(clickedAt).toISOString(), created_at: (input.now ?? new Date()).toISOString(),
  }).onConflict((oc) => oc.columns(['kind', 'subject_id']).doNothing()).execute();
}

/**
 * The click a request body may carry (issue 16 §1: the overlay receives the ids as options and passes
 * them on). Lenient on purpose: a guest cannot fix a partner's bad id, so a bad one is left out (readClick).
 */
export const AttributionBody = Type.Optional(Type.Object(
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, Type.Optional(Type.String({ maxLength: 200, description: `the partner click's ${field} (spec 002 §3.1)` }))])) as Record<AttributionField, TOptional<TString>>,
  { description: 'the partner tracking ids the page passed (w, ws, wt, gk_cid, adtv, sub, option); ids that are not 1 to 64 of A-Z a-z 0-9 . _ ~ - are left out' },
));

/** The click a body carries, or null. */
export function bodyClick(body: Partial<Record<AttributionField, string>> | undefined): AttributionIds | null {
  return body ? readClick(body) : null;
}

/** The click a guest signed up with (kept for good: a guest a partner brought stays that partner's), or null. */
export async function signupAttribution(db: Kysely<Database> | Transaction<Database>, guestId: string): Promise<Attribution | null> {
  const row = await db.selectFrom('partner_attributions').select(['w', 'ws', 'wt', 'campaign', 'clicked_at'])
    .where('kind', '=', 'signup').where('subject_id', '=', guestId).executeTakeFirst();
  if (!row) return null;
  const ids = readClick({ ...(JSON.parse(row.campaign) as Record<string, unknown>), w: row.w, ws: row.ws, wt: row.wt });
  return ids ? { ids, clickedAt: Date.parse(row.clicked_at) } : null;
}

/**
 * Records whom a new payment is attributed to (issue 16 §1 "recorded ... on every payment"): the click
 * that counts for the request now (last click wins within the lifetime), else the click the guest signed
 * up with, so a guest's later payments (also an auto-recharge without a request) stay with that partner.
 */
export async function attributePayment(db: Kysely<Database>, input: { paymentId: string; guestId: string; current: Attribution | null }): Promise<void> {
  const attribution = (await knownAttribution(db, input.current)) ?? (await signupAttribution(db, input.guestId));
  if (attribution) await recordAttribution(db, { kind: 'payment', subjectId: input.paymentId, guestId: input.guestId, attribution });
}
