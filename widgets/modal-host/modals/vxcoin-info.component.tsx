/** @jsxImportSource preact */
import { eurosToCoins, formatMoney } from '../../../sdk/money';
import type { ModalContentProps } from '../modal-content';

const EXAMPLE_EUROS = 10;

/** vxcoin-info: what coins are; spec 002 §1 "1 euro is 4 coins, rounded up", with a worked example. */
export function VxcoinInfoModal({ t, language }: ModalContentProps) {
  return (
    <>
      <h2>{t('coins.title')}</h2>
      <p>{t('coins.text')}</p>
      <p class="example">
        {t('coins.example', { euros: formatMoney(EXAMPLE_EUROS, 'EUR', language), coins: formatMoney(eurosToCoins(EXAMPLE_EUROS), 'VXC', language) })}
      </p>
    </>
  );
}
