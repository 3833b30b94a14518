/** GET guest/getGuestBalance (spec 000 §7: data.balance, balanceFormatted, isPayingCustomer) and GET guest/benefits (spec 002 §3.5). */
import { BalanceFoundSchema, BenefitsAnswerSchema } from '../../../sdk/api/schemas/money';
import { benefitsFromVouchers } from '../../../sdk/money/vouchers';
import { formatMoney } from '../../../sdk/money';
import { requestLanguage, type AppContext } from '../../context';
import { currentGuest } from '../../guests/current-guest';
import { balanceOf } from '../../money/ledger';
import { isPayingCustomer } from '../../money/session-part';
import { usableVouchers } from '../../money/vouchers';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';

/** Registers the guest money reads; a caller without a session simply has 0 coins and no benefits. */
export async function moneyGuestRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/guest/getGuestBalance', { schema: { querystring: RestQuery, response: answers({ 200: BalanceFoundSchema }) } }, async (request) => {
    const guest = await currentGuest(request, context);
    const balance = guest ? await balanceOf(db, guest.id) : 0;
    const paying = guest ? await isPayingCustomer(db, guest.id) : false;
    return ok({ balance, balanceFormatted: formatMoney(balance, 'VXC', requestLanguage(request)), isPayingCustomer: paying });
  });

  app.get('/guest/benefits', { schema: { querystring: RestQuery, response: answers({ 200: BenefitsAnswerSchema }) } }, async (request) => {
    const guest = await currentGuest(request, context);
    return ok(benefitsFromVouchers(guest ? await usableVouchers(db, guest.id) : []));
  });
}
