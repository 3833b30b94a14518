/** @jsxImportSource preact */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { Language } from '../../sdk/config';
import type { MessengerController } from '../../sdk/messenger';
import type { IncludedGift, MessengerGift } from '../../sdk/messenger/types';
import type { MessengerTranslate } from './i18n';
import { adoptStyles } from '../shared/styles';
import { formatCoins, giftName } from './messenger-format';
import css from './gift-picker.css?inline';

export interface GiftPickerProps {
  guest: GuestSession | null;
  gifts: readonly MessengerGift[];
  basket: readonly IncludedGift[];
  /** Bought gifts not yet in the basket (spec 000 §4 "adding consumes a temporary bought count"). */
  basketAvailable: Readonly<Record<string, number>>;
  controller: MessengerController;
  t: MessengerTranslate;
  language: Language;
  resolveUrl: (path: string) => string;
  onClose: () => void;
}

/** The guest's gifts left to use: the basket's temporary count once the basket touched that gift, else boughtGifts. */
export function ownedCount(giftId: number, basketAvailable: Readonly<Record<string, number>>, boughtGifts: Readonly<Record<string, number>>): number {
  return basketAvailable[String(giftId)] ?? boughtGifts[String(giftId)] ?? 0;
}

/** The active gifts to choose from and the basket of gifts the next message carries. */
export function GiftPicker({ guest, gifts, basket, basketAvailable, controller, t, language, resolveUrl, onClose }: GiftPickerProps) {
  const ref = useRef<HTMLElement>(null);
  // Before the first paint: the picker never shows unstyled.
  useLayoutEffect(() => adoptStyles(ref.current!.getRootNode() as ShadowRoot, css), []);
  const active = gifts.filter((gift) => gift.active);
  const boughtGifts = guest?.boughtGifts ?? {};
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here: the conversation's Escape (back to the list on mobile) must not fire too.
    event.stopPropagation();
    onClose();
  };
  return (
    <section class="gift-picker" aria-label={t('gifts.label')} onKeyDown={onKeyDown} ref={ref}>
      <div class="gift-picker-head">
        {/* h2 like the recommendations panel: the widget's headings sit under the page's h1. */}
        <h2>{t('gifts.label')}</h2>
        <button type="button" class="icon-button" aria-label={t('gifts.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {active.length === 0 ? (
        <p class="empty">{t('gifts.none')}</p>
      ) : (
        <ul class="gift-grid">
          {active.map((gift) => {
            const name = giftName(gift, language);
            const owned = ownedCount(gift.id, basketAvailable, boughtGifts);
            return (
              <li key={gift.id}>
                {/* Named by what it shows (name, price, owned), as the accessible name must contain the visible label. */}
                <button type="button" class="gift" onClick={() => controller.addGift(gift.id)}>
                  <img src={resolveUrl(gift.imageUrl)} alt="" width={48} height={48} loading="lazy" decoding="async" />
                  <span class="gift-name">{name}</span>
                  <span class="gift-cost">{formatCoins(language, gift.price)}</span>
                  {owned > 0 ? <span class="gift-owned">{t('gifts.owned', { count: owned })}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <h3 class="basket-title">{t('gifts.basket')}</h3>
      {basket.length === 0 ? (
        <p class="basket-empty">{t('gifts.basketEmpty')}</p>
      ) : (
        <ul class="basket" aria-live="polite">
          {basket.map(({ giftId, quantity }) => {
            const gift = gifts.find((candidate) => candidate.id === giftId);
            const name = gift ? giftName(gift, language) : `#${giftId}`;
            return (
              <li class="basket-item" key={giftId}>
                <span>{t('message.gift', { name, quantity })}</span>
                <button type="button" class="icon-button" aria-label={t('gifts.remove', { name })} onClick={() => controller.removeGift(giftId)}>
                  <span aria-hidden="true">−</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
