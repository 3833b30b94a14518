import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TileGridSettingType } from '../../../../sdk/tile-grid-settings/rules';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import type { TileGridFirstPage } from '../../../../sdk/tile-grid/first-page';
import { dayFromAddress, type FilterModel, isFiltered, MAX_FILTER_MODELS, modelsFromAddress, PANEL_TYPES, viewSearch, type PanelType, type VideoListView } from '../video-lists';
import { KeptFields } from './kept-fields';
import { useRememberGridSettings } from './remember-grid-settings';
import '../../../shared/components/text-field.css';

const TYPE_LABEL: Readonly<Record<PanelType, SiteKey>> = {
  free: 'videos.type.free',
  premium: 'videos.type.premium',
  discount: 'videos.type.discount',
  vip: 'videos.type.vip',
  classic: 'videos.type.classic',
};

/** The performers of the list's first page, for the models field's suggestions (no request of its own). */
function suggestedModels(firstPage: TileGridFirstPage | null | undefined): string[] {
  const tiles = firstPage?.answer.success ? firstPage.answer.data.initialTiles : [];
  return [...new Set(tiles.flatMap((tile) => ('actor' in tile && tile.actor ? [tile.actor.name] : [])))].sort((a, b) => a.localeCompare(b)).slice(0, 30);
}

export interface VideoFilterPanelProps {
  path: string;
  view: VideoListView;
  settingsType: TileGridSettingType | null;
  /** The models filter's performers, found by the loader, and the names it could not find. */
  models?: readonly FilterModel[];
  unknownModels?: readonly string[];
  /** The list's first page: its performers are the models field's suggestions. */
  suggestions?: TileGridFirstPage | null;
}

/**
 * The video filter of spec 001 §3 (types, released from / until, models) as a disclosure with a plain GET
 * form: checkboxes, date fields and a name field a keyboard reaches in order, open while a filter is on.
 * The tag comes from the tag chips and shows above the list.
 */
export function VideoFilterPanel({ path, view, settingsType, models = [], unknownModels = [], suggestions = null }: VideoFilterPanelProps) {
  const t = useSiteT();
  const navigate = useNavigate();
  const remember = useRememberGridSettings(settingsType);
  const id = useId();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = new Set(form.getAll('type'));
    const types = PANEL_TYPES.filter((type) => checked.has(type));
    // The ticked types are remembered for this list (issue 15 §7), none ticked too: the plain address shows them then.
    await remember({ types });
    navigate(`${path}${viewSearch({
      ...view,
      types,
      from: dayFromAddress(String(form.get('from') ?? '')),
      until: dayFromAddress(String(form.get('until') ?? '')),
      models: modelsFromAddress(form.getAll('model').map(String)),
    })}`);
  };
  const filtered = view.types.length > 0 || view.from !== null || view.until !== null || view.models.length > 0;
  const suggested = suggestedModels(suggestions);
  // key: the fields show the address's filter again after Back or a reset.
  const key = viewSearch(view);
  return (
    <details className="videos__panel" open={filtered || undefined}>
      <summary className="videos__panel-summary">
        {filtered ? t('videos.filtersActive', { count: view.types.length + (view.from ? 1 : 0) + (view.until ? 1 : 0) + view.models.length }) : t('videos.filters')}
      </summary>
      <form key={key} className="videos__panel-form" method="get" action={path} onSubmit={onSubmit} data-testid="video-filter">
        <fieldset className="videos__panel-types">
          <legend>{t('videos.typesLegend')}</legend>
          {PANEL_TYPES.map((type) => (
            <label key={type} className="videos__panel-check">
              <input type="checkbox" name="type" value={type} defaultChecked={view.types.includes(type)} />
              {t(TYPE_LABEL[type])}
            </label>
          ))}
        </fieldset>
        <div className="videos__panel-dates">
          <label htmlFor={`${id}-from`}>{t('videos.releasedFrom')}</label>
          <input id={`${id}-from`} type="date" className="text-field" name="from" defaultValue={view.from ?? ''} />
          <label htmlFor={`${id}-until`}>{t('videos.releasedUntil')}</label>
          <input id={`${id}-until`} type="date" className="text-field" name="until" defaultValue={view.until ?? ''} />
        </div>
        {/* spec 001 §3 "Video filter: modelIds": performers by name; untick one to drop her, type a name to add one. */}
        <fieldset className="videos__panel-models" data-testid="video-filter-models">
          <legend>{t('videos.modelsLegend')}</legend>
          {models.map((model) => (
            <label key={model.id} className="videos__panel-check">
              <input type="checkbox" name="model" value={model.name.toLowerCase()} defaultChecked />
              {model.name}
            </label>
          ))}
          {unknownModels.map((name) => (
            <p key={name} className="videos__panel-unknown" role="status">{t('videos.modelUnknown', { name })}</p>
          ))}
          {view.models.length < MAX_FILTER_MODELS ? (
            <div className="videos__panel-model-add">
              <label htmlFor={`${id}-model`}>{t('videos.modelAdd')}</label>
              <input id={`${id}-model`} type="text" className="text-field" name="model" list={`${id}-models`} maxLength={40} autoComplete="off" spellCheck={false} />
              <datalist id={`${id}-models`}>
                {suggested.map((name) => <option key={name} value={name} />)}
              </datalist>
            </div>
          ) : null}
        </fieldset>
        <KeptFields view={view} keep="order" />
        <div className="videos__panel-actions">
          <button type="submit" className="button">{t('videos.filtersApply')}</button>
          {isFiltered(view) ? (
            <Link
              className="videos__panel-reset"
              to={`${path}${viewSearch({ orderParam: view.orderParam, seed: view.seed, tag: null })}`}
              onClick={async (event) => {
                // A reset forgets the remembered types too, or the plain address would bring them back.
                event.preventDefault();
                await remember({ types: null });
                navigate(`${path}${viewSearch({ orderParam: view.orderParam, seed: view.seed, tag: null })}`);
              }}
            >
              {t('videos.filtersReset')}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}
