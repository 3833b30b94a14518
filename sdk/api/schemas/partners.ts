/**
 * Wire schemas of the partner routes (issue 16 §2): sign-up, the account with its registered origins,
 * and the report (sdk/partners/report.ts ReportRow) as JSON.
 */
import { Type } from 'typebox';
import { Answer } from './common';

export const PartnerAccountSchema = Type.Object({
  partnerId: Type.String({ description: 'the partner id: the `w` of your links and of velvet("init", { w })' }),
  name: Type.String(),
  email: Type.String(),
  origins: Type.Array(Type.String(), { description: 'the registered origins: they may embed the widgets and the payment overlay and call the API' }),
  createdAt: Type.String({ description: 'ISO time' }),
}, { title: 'PartnerAccount' });

export const PartnerSignUpAnswerSchema = Answer(Type.Object({
  account: PartnerAccountSchema,
  apiKey: Type.String({ description: 'the API key, shown this once (only its hash is stored): send it as `Authorization: Bearer <key>`' }),
}));

export const PartnerAccountAnswerSchema = Answer(PartnerAccountSchema);

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const ReportSums = {
  visits: Count('arrivals on the site or the white label with your partner id'),
  signups: Count('sign-ups attributed to you'),
  firstPayments: Count("settled payments that were the guest's first"),
  payments: Count('settled payments attributed to you'),
  reversals: Count('refunds and chargebacks of your payments'),
  revenueEurCents: Type.Integer({ description: 'settled payments minus reversals, in euro cents' }),
  revenueVxc: Type.Integer({ description: 'the same in coins (VXC)' }),
};

export const PartnerReportRowSchema = Type.Object({
  key: Type.String({ description: 'the day (YYYY-MM-DD), ws or wt of this row; empty for clicks without that id' }),
  ...ReportSums,
}, { title: 'PartnerReportRow' });

export const PartnerReportAnswerSchema = Answer(Type.Object({
  partnerId: Type.String(),
  from: Type.String({ description: 'first day (UTC), inclusive' }),
  to: Type.String({ description: 'last day (UTC), inclusive' }),
  groupBy: Type.Union([Type.Literal('day'), Type.Literal('ws'), Type.Literal('wt')]),
  rows: Type.Array(PartnerReportRowSchema),
  totals: Type.Object(ReportSums),
}));

/**
 * GET partner/originCheck (issue 16 §3: "an origin that is not registered gets a message that names the fix").
 * Readable from any origin (no cookies): a widget on an origin CORS refuses learns why its calls fail.
 */
export const PartnerOriginCheckAnswerSchema = Answer(Type.Object({
  origin: Type.String({ description: 'the origin checked, in its canonical spelling' }),
  registered: Type.Boolean({ description: 'true when a partner registered it (or it is one of the platform origins): the widgets may call the API from there' }),
  accountUrl: Type.String({ description: 'the partner account page where an origin is registered' }),
}, { title: 'PartnerOriginCheck' }));
