import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { MediaAccess, Price } from '../../../../sdk/api/types';
import { UNKNOWN_ERROR } from '../../../../sdk/api/error-codes';
import { errorWords } from '../../../../sdk/i18n/errors';
import { formatMoney } from '../../../../sdk/money';
import { buildPath } from '../../../../sdk/routes';
import { $balance, $isLoggedIn, buyAlbum, buyVideo, newIdempotencyKey, type PurchaseOutcome } from '../../../../sdk/session';
import { useSiteT } from '../../i18n/use-site-t';
import { useLanguage } from '../../page/page-context';
import { withNext } from '../../session/next-path';
import { useStore } from '../../session/use-store';
import { TopUpLink } from '../../overlay/top-up-link';
import { VipClubLink } from '../../overlay/vip-club-link';
import { VerifyAgeButton } from './verify-age-button';
import './media-access.css';

export interface PurchasePanelProps {
  kind: 'video' | 'album';
  id: number;
  price: Price;
  access: MediaAccess;
  /** Called after a purchase went through, so the page reloads the item (spec 001 §4). */
  onBought(): void;
}

type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'network' } | PurchaseOutcome;

/**
 * What stands between the guest and an item, as messages they can act on
 * (spec 001 §4: "needs login, needs age check, needs subscription, needs
 * purchase. Paid content needs a buy action"), and the buy form.
 */
export function PurchasePanel({ kind, id, price, access, onBought }: PurchasePanelProps) {
  const t = useSiteT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const isLoggedIn = useStore($isLoggedIn);
  const [state, setState] = useState<SendState>({ status: 'idle' });
  // One key per click on "buy", kept while the same click is retried after a network failure.
  const keyRef = useRef<string | null>(null);
  const { restrictions } = access;
  const bought = access.guestInfo.bought || state.status === 'bought';
  const priceText = formatMoney(price.value, price.currency, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    keyRef.current ??= newIdempotencyKey();
    setState({ status: 'sending' });
    try {
      const outcome = await (kind === 'video' ? buyVideo : buyAlbum)(id, keyRef.current);
      keyRef.current = null;
      setState(outcome);
      if (outcome.status === 'bought') onBought();
    } catch {
      setState({ status: 'network' });
    }
  };

  const loginLink = withNext(buildPath('logIn', {}, language), pathname);
  const topUpLink = withNext(buildPath('myArea', {}, language), pathname);
  return (
    <div className="purchase-panel">
      {bought ? (
        <p className="purchase-panel__bought" role="status">
          {t(kind === 'video' ? 'media.boughtVideo' : 'media.boughtAlbum')}
        </p>
      ) : null}
      <ul className="purchase-panel__notes">
        {restrictions.includes('needsLogin') || (!isLoggedIn && restrictions.includes('needsPurchase')) ? (
          <li className="purchase-panel__note">
            {t('media.needsLogin')} <Link to={loginLink}>{t('account.logIn')}</Link>
          </li>
        ) : null}
        {restrictions.includes('needsAgeCheck') ? (
          <li className="purchase-panel__note">
            {t('media.needsAgeCheck')} {isLoggedIn ? <VerifyAgeButton /> : <Link to={loginLink}>{t('account.logIn')}</Link>}
          </li>
        ) : null}
        {restrictions.includes('needsSubscription') ? (
          <li className="purchase-panel__note">
            {t('media.needsSubscription')} <VipClubLink>{t('media.vipClub')}</VipClubLink>
          </li>
        ) : null}
      </ul>
      {restrictions.includes('needsPurchase') && isLoggedIn && !bought ? (
        <form className="purchase-panel__form" onSubmit={submit}>
          <button type="submit" className="button" disabled={state.status === 'sending'}>
            {t('media.buyFor', { price: priceText })}
          </button>
        </form>
      ) : null}
      <PurchaseMessage state={state} topUpLink={topUpLink} loginLink={loginLink} priceCoins={price.value} />
    </div>
  );
}

function PurchaseMessage({ state, topUpLink, loginLink, priceCoins }: { state: SendState; topUpLink: string; loginLink: string; priceCoins: number }) {
  const t = useSiteT();
  const language = useLanguage();
  const balance = useStore($balance);
  if (state.status === 'notEnoughCoins') {
    // issue 12 §7: the top-up preselects an amount that covers this item.
    return (
      <p className="purchase-panel__error" role="alert">
        {t('media.notEnoughCoins')} <TopUpLink to={topUpLink} wanted={{ priceCoins, balanceCoins: balance }}>{t('media.topUp')}</TopUpLink>
      </p>
    );
  }
  if (state.status === 'needsLogin') {
    return (
      <p className="purchase-panel__error" role="alert">
        {t('media.needsLogin')} <Link to={loginLink}>{t('account.logIn')}</Link>
      </p>
    );
  }
  if (state.status === 'failed') {
    // The refusal's code says why, in the guest's language (ACCOUNT_RESTRICTED, NOT_AVAILABLE_IN_COUNTRY ...).
    const why = state.code === UNKNOWN_ERROR ? '' : ` ${errorWords(state.code, language)}`;
    return <p className="purchase-panel__error" role="alert">{t('media.buyFailed')}{why}</p>;
  }
  if (state.status === 'network') return <p className="purchase-panel__error" role="alert">{t('media.buyNetwork')}</p>;
  return null;
}
