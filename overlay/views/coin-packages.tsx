/** @jsxImportSource preact */
/**
 * The coin packages of the top-up (issue 12 §7: "offers coin packages (at
 * least three, with any bonus shown), and preselects an amount that covers
 * the item the guest wanted"): radio buttons for the server's packages and
 * for a custom amount, each package with its coins and bonus.
 */
import type { TopUpOffer } from '../../sdk/api/guest-types';
import { formatCoins, formatEuros } from '../../sdk/money';
import { coinsForTopUp } from '../../sdk/payment/amounts';
import { readTopUpAmount } from '../../sdk/payment/euros';
import { topUpBonusCoins, type CoinPackage } from '../../sdk/payment/packages';
import { preselectTopUp, type TopUpChoice, type TopUpWanted } from '../../sdk/top-up/preselect';
import type { OverlayApi } from '../api';
import type { OverlayLanguage } from '../config';
import { text } from '../texts';

/** Loads GET payment/packages once per frame; a failed load is tried again on the next call. */
export function createOfferLoader(api: Pick<OverlayApi, 'get'>): () => Promise<TopUpOffer> {
  let loading: Promise<TopUpOffer> | null = null;
  return () => {
    loading ??= api.get<{ data: TopUpOffer }>('payment/packages').then(({ data }) => {
      if (!Array.isArray(data?.packages)) throw new TypeError('payment/packages answered without packages');
      return data;
    });
    loading.catch(() => { loading = null; });
    return loading;
  };
}

/**
 * The choice the form starts on: an explicit selectedAmount (spec 002 §3.1) when the page gave
 * one, else the sdk rule for what the guest wanted.
 */
export function initialChoice(packages: readonly CoinPackage[], wanted: TopUpWanted | null, selectedAmount?: number): TopUpChoice {
  if (selectedAmount !== undefined) {
    return packages.some((offer) => offer.euros === selectedAmount) ? { kind: 'package', euros: selectedAmount } : { kind: 'custom', euros: selectedAmount };
  }
  return preselectTopUp(packages, wanted);
}

export interface PackagePickerProps {
  lang: OverlayLanguage;
  packages: readonly CoinPackage[];
  /** The package's euros, or 'custom'. */
  selected: number | 'custom';
  onChoose(choice: number | 'custom'): void;
  /** Coins still missing for what the guest wanted (0: nothing wanted). */
  missing: number;
}

/** The radio group: one per package, then "other amount". */
export function PackagePicker({ lang, packages, selected, onChoose, missing }: PackagePickerProps) {
  const coins = (amount: number) => formatCoins(amount, lang);
  return (
    <fieldset class="packages">
      <legend>{text(lang, 'choosePackage')}</legend>
      {packages.map((offer) => (
        <label class="package" key={offer.euros}>
          <input type="radio" name="package" value={String(offer.euros)} checked={selected === offer.euros} onChange={() => onChoose(offer.euros)} />
          <span class="price">{formatEuros(offer.euros, lang)}</span>
          <span class="coins">{coins(offer.coins)}</span>
          {offer.bonusCoins > 0 && <span class="bonus">{text(lang, 'bonus', { coins: coins(offer.bonusCoins), percent: offer.bonusPercent })}</span>}
          {missing > 0 && offer.coins + offer.bonusCoins >= missing && <span class="covers">{text(lang, 'covers')}</span>}
        </label>
      ))}
      <label class="package other">
        <input type="radio" name="package" value="custom" checked={selected === 'custom'} onChange={() => onChoose('custom')} />
        <span class="price">{text(lang, 'otherAmount')}</span>
      </label>
    </fieldset>
  );
}

/** What a typed amount brings ("You get 240 VXC + 24 VXC bonus"); empty while the amount is not valid. */
export function customAmountCoins(lang: OverlayLanguage, typed: string, tiers: TopUpOffer['bonusTiers']): string {
  const reading = readTopUpAmount(typed);
  if (!reading.ok) return '';
  const coins = (amount: number) => formatCoins(amount, lang);
  const bought = coins(coinsForTopUp(reading.euros));
  const bonus = topUpBonusCoins(reading.euros, tiers);
  return bonus > 0 ? text(lang, 'youGetBonus', { coins: bought, bonus: coins(bonus) }) : text(lang, 'youGet', { coins: bought });
}
