/**
 * The curated collections as cards (issue 15 item 6; spec 001 §3 "Collection: ... name, slug, label, imageId,
 * imageUrl, modelCount, ... teaserText, linkVX"): picture, label, name, model count and teaser text, each card one
 * link to the collection's page. Drawn on the server from the loader's list; when that failed, a retry loads it here.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { CollectionSummary } from '../../../../sdk/api/schemas/collections';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { loadCollections } from '../collections-data';
import '../../../shared/components/card-tiles.css';
import './collection-cards.css';

export function CollectionCards({ collections, currentSlug = null, title }: { collections: readonly CollectionSummary[] | null; currentSlug?: string | null; title: string }) {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const [list, setList] = useState(collections);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>(collections === null ? 'error' : 'idle');
  const retry = () => {
    setStatus('loading');
    void loadCollections(restClient(language)).then((loaded) => {
      setList(loaded);
      setStatus(loaded === null ? 'error' : 'idle');
    });
  };
  const shown = (list ?? []).filter((collection) => collection.slug !== currentSlug);
  return (
    <section className="collection-cards" aria-labelledby="collection-cards-title" data-collections={status}>
      <h2 id="collection-cards-title" className="collection-cards__title">{title}</h2>
      {status === 'loading' && <p role="status">{t('collections.loading')}</p>}
      {status === 'error' && (
        <div className="collection-cards__state" role="alert">
          <p>{t('collections.error')}</p>
          <button type="button" className="button" onClick={retry}>{t('collections.retry')}</button>
        </div>
      )}
      {status === 'idle' && shown.length === 0 && <p className="collection-cards__state">{t('collections.empty')}</p>}
      {status === 'idle' && shown.length > 0 && (
        <ul className="collection-cards__list">
          {shown.map((collection) => <CollectionCard key={collection.slug} collection={collection} />)}
        </ul>
      )}
    </section>
  );
}

function CollectionCard({ collection }: { collection: CollectionSummary }) {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const count = collection.modelCount === 1 ? t('collections.countOne') : t('collections.count', { count: collection.modelCount });
  return (
    <li className="collection-card" data-collection={collection.slug}>
      <Link className="card-tile__link collection-card__link" to={collection.linkVX}>
        <span className="card-tile__picture collection-card__picture">
          {collection.imageUrl
            ? <img src={restClient(language).resolveUrl(collection.imageUrl)} alt="" width={320} height={320} loading="lazy" decoding="async" />
            : <span className="collection-card__placeholder" aria-hidden="true" />}
          <span className="collection-card__label">{collection.label}</span>
        </span>
        <span className="collection-card__name">{collection.name}</span>
        <span className="collection-card__count" data-count={collection.modelCount}>{count}</span>
        <span className="collection-card__teaser">{collection.teaserText}</span>
      </Link>
    </li>
  );
}
