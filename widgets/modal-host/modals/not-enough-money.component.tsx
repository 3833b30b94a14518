/** @jsxImportSource preact */
import { formatMoney } from '../../../sdk/money';
import { $balance } from '../../../sdk/session/store';
import { topUpOverlayRequest } from '../../../sdk/top-up/wanted';
import { useStore } from '../../shared/use-store';
import { numberProp, requestOverlayAndClose, type ModalContentProps } from '../modal-content';

/**
 * not-enough-money: the guest's balance, the price (openModal props `price`,
 * in coins) and what is missing; "Top up" asks for the moneycharge flow with
 * the price and balance, so the overlay preselects an amount that covers it (issue 12 §7).
 * props.balance overrides the session balance (a widget that knows better).
 */
export function NotEnoughMoneyModal(props: ModalContentProps) {
  const { t, language } = props;
  const sessionBalance = useStore($balance);
  const balance = numberProp(props.props, 'balance') ?? sessionBalance.value;
  const price = numberProp(props.props, 'price');
  const coins = (amount: number) => formatMoney(amount, 'VXC', language);
  const missing = price === undefined ? 0 : Math.max(price - balance, 0);
  return (
    <>
      <h2>{t('money.title')}</h2>
      <p class="balance">{t('money.balance', { balance: coins(balance) })}</p>
      {price !== undefined && <p class="price">{t('money.price', { price: coins(price) })}</p>}
      {missing > 0 && <p class="missing">{t('money.missing', { missing: coins(missing) })}</p>}
      <div class="actions">
        <button type="button" class="primary" onClick={() => requestOverlayAndClose(props, topUpOverlayRequest(price === undefined ? null : { priceCoins: price, balanceCoins: balance }))}>
          {t('money.topUp')}
        </button>
      </div>
    </>
  );
}
