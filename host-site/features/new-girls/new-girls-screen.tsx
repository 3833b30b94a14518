import type { PerformerGridFilter } from '../../../sdk/api/types';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useSiteT } from '../../shared/i18n/use-site-t';
import './new-girls.css';

// Module constant: the grid reloads when its filter object changes identity.
// The server's newGirls filter: "only performers registered in the last 30 days"; newest first.
const NEW_GIRLS: PerformerGridFilter = { newGirls: true };

/** spec 000 §2 "new-girls": the performers who joined lately, newest first, online or not. */
export function NewGirlsScreen() {
  const t = useSiteT();
  useDocumentTitle(t('nav.newGirls'));
  return (
    <div className="page" data-screen="newGirls">
      <h1 className="page__title">{t('nav.newGirls')}</h1>
      <p className="new-girls__intro">{t('newGirls.intro')}</p>
      <RoutedTileGrid type="performers" filter={NEW_GIRLS} order="registered" label={t('nav.newGirls')} />
    </div>
  );
}
