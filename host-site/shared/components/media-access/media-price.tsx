import { formatMoney } from '../../../../sdk/money';
import { useSiteT } from '../../i18n/use-site-t';
import { usePage } from '../../page/page-context';

/** The price, with the struck-through regular price when on sale. */
export function MediaPrice({ price, basePrice }: { price: number; basePrice: number }) {
  const t = useSiteT();
  const { language } = usePage();
  return (
    <span className="media-page__price">
      {basePrice > price ? (
        <s>
          <span className="visually-hidden">{t('media.regularPrice')} </span>
          {formatMoney(basePrice, 'VXC', language)}
        </s>
      ) : null}{' '}
      <span data-testid="media-price">{formatMoney(price, 'VXC', language)}</span>
    </span>
  );
}
