/**
 * Partner accounts and their report (issue 16 §2): POST partner/signup (a partner id and an API key,
 * shown once), GET partner/account, POST partner/origins (the registered origins, replaced as a list:
 * they feed CORS and the overlay's frame-ancestors), GET partner/report (visits, sign-ups, first payments
 * and revenue by day, ws or wt). Everything but the sign-up takes `Authorization: Bearer <API key>`:
 * 401 PARTNER_KEY_REQUIRED without one, 401 PARTNER_KEY_INVALID for a key of no partner. A key reads
 * only its own partner's figures: no route takes a partner id from the request.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { checkPartnerOrigin, MAX_PARTNER_ORIGINS, ORIGIN_PROBLEM_MESSAGES } from '../../../sdk/partners/origins';
import { REPORT_GROUPINGS, reportPeriod, type ReportGrouping } from '../../../sdk/partners/report';
import { PartnerAccountAnswerSchema, PartnerOriginCheckAnswerSchema, PartnerReportAnswerSchema, PartnerSignUpAnswerSchema } from '../../../sdk/api/schemas/partners';
import type { AppContext } from '../../context';
import { rateLimitConfig, registerRateLimits } from '../../guests/rate-limits';
import { HttpError } from '../../http/errors';
import { API_KEY_PREFIX, createPartner, partnerByKey, replacePartnerOrigins, type PartnerAccount } from '../../partners/accounts';
import { reloadPartnerOrigins } from '../../partners/origin-registry';
import { partnerReport } from '../../partners/report';
import { allowedOrigins } from '../../sites/security';
import { answers, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';

/** The OpenAPI security requirement of the key-authenticated routes (the scheme is declared in ./docs.ts). */
const KEY = [{ partnerKey: [] }];
const TAGS = ['partners'];
const SIGNUP_LIMIT = { what: 'partner sign-ups', max: 5, timeWindow: 60 * 60_000 };

const SignUpBody = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 80, description: 'the name of the website or company, 2 to 80 characters' }),
  email: Type.String({ minLength: 3, maxLength: 254, format: 'email', description: 'an e-mail address' }),
});
const OriginsBody = Type.Object({
  origins: Type.Array(Type.String({ maxLength: 200, description: 'an origin as https://www.example.com' }), { maxItems: MAX_PARTNER_ORIGINS, description: `the whole list, at most ${MAX_PARTNER_ORIGINS} origins (it replaces the registered one)` }),
});
const ReportQuery = Type.Object({
  ...RestQuery.properties,
  from: Type.Optional(Type.String({ maxLength: 10, description: 'first day as YYYY-MM-DD (UTC); default 29 days before `to`' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'last day as YYYY-MM-DD (UTC); default today' })),
  groupBy: Type.Optional(Type.Union(REPORT_GROUPINGS.map((grouping) => Type.Literal(grouping)), { description: 'rows per day (default), per ws or per wt' })),
});
const OriginCheckQuery = Type.Object({
  ...RestQuery.properties,
  origin: Type.String({ maxLength: 200, description: 'the origin of the page that embeds the widgets (location.origin)' }),
});
/** The partner of the request's API key, or a 401 that says which fix is needed. */
export async function requirePartner(request: FastifyRequest, context: AppContext): Promise<PartnerAccount> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match) throw new HttpError(401, 'PARTNER_KEY_REQUIRED', `This route needs your API key: send the header "Authorization: Bearer ${API_KEY_PREFIX}…"`, 'headers.authorization');
  const partner = await partnerByKey(context.database.db, match[1]!);
  if (!partner) throw new HttpError(401, 'PARTNER_KEY_INVALID', 'This API key belongs to no partner account; check that it was copied whole', 'headers.authorization');
  return partner;
}

export async function partnerRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  await registerRateLimits(app);
  // The registered origins are known before the first request is checked against them.
  await reloadPartnerOrigins(context);

  app.post('/partner/signup', {
    schema: {
      tags: TAGS, description: 'Creates a partner account: its partner id and an API key, shown this once.', querystring: RestQuery, body: SignUpBody,
      response: postAnswers({ 201: PartnerSignUpAnswerSchema }, 409, 429),
    },
    config: rateLimitConfig(SIGNUP_LIMIT),
  }, async (request, reply) => {
    const created = await createPartner(db, request.body);
    return reply.code(201).send(ok(created));
  });

  app.get('/partner/account', {
    schema: { tags: TAGS, security: KEY, description: 'The partner of the API key, with its registered origins.', querystring: RestQuery, response: answers({ 200: PartnerAccountAnswerSchema }, 401) },
  }, async (request) => ok(await requirePartner(request, context)));

  app.post('/partner/origins', {
    schema: {
      tags: TAGS, security: KEY, querystring: RestQuery, body: OriginsBody, response: postAnswers({ 200: PartnerAccountAnswerSchema }, 401),
      description: 'Replaces the registered origins: exactly scheme://host[:port], https (http only for localhost). They may embed the widgets and the payment overlay and call the API.',
    },
  }, async (request) => {
    const partner = await requirePartner(request, context);
    const origins: string[] = [];
    request.body.origins.forEach((input, index) => {
      const check = checkPartnerOrigin(input);
      if (!check.ok) throw new HttpError(400, 'VALIDATION_FAILED', `body.origins.${index} ${ORIGIN_PROBLEM_MESSAGES[check.problem]}, got ${JSON.stringify(input)}`, `body.origins.${index}`);
      if (!origins.includes(check.origin)) origins.push(check.origin);
    });
    await replacePartnerOrigins(db, partner.partnerId, origins);
    await reloadPartnerOrigins(context);
    return ok({ ...partner, origins: [...origins].sort() });
  });

  // No key and no cookies: the widgets ask this from a page whose origin CORS refuses (they cannot read why their
  // other calls fail: a CORS refusal is opaque), so this answer alone is readable from every origin.
  app.get('/partner/originCheck', {
    schema: {
      tags: TAGS, querystring: OriginCheckQuery, response: answers({ 200: PartnerOriginCheckAnswerSchema }),
      description: 'Whether an origin may embed the widgets and call the API (a registered partner origin or a platform origin). Readable from any origin, without cookies: widgets ask it when the API refuses their page, to tell the webmaster to register the origin.',
    },
  }, async (request, reply) => {
    const check = checkPartnerOrigin(request.query.origin);
    if (!check.ok) throw new HttpError(400, 'VALIDATION_FAILED', `query.origin ${ORIGIN_PROBLEM_MESSAGES[check.problem]}, got ${JSON.stringify(request.query.origin)}`, 'query.origin');
    if (!reply.hasHeader('access-control-allow-origin')) reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', 'no-store');
    return ok({ origin: check.origin, registered: allowedOrigins(context).has(check.origin), accountUrl: `${context.origins.examples}/account/` });
  });

  app.get('/partner/report', {
    schema: {
      tags: TAGS, security: KEY, querystring: ReportQuery, response: answers({ 200: PartnerReportAnswerSchema }, 401),
      description: 'Visits, sign-ups, first payments and revenue (EUR and VXC) of the partner of the API key, by day, ws or wt. Revenue counts settled payments; refunds and chargebacks subtract on their day.',
    },
  }, async (request) => {
    const partner = await requirePartner(request, context);
    const period = reportPeriod(request.query.from, request.query.to, new Date().toISOString().slice(0, 10));
    if (!period.ok) throw new HttpError(400, 'VALIDATION_FAILED', period.message, `query.${period.field}`);
    const groupBy: ReportGrouping = request.query.groupBy ?? 'day';
    return ok(await partnerReport(db, { partnerId: partner.partnerId, from: period.from, to: period.to, groupBy }));
  });
}
