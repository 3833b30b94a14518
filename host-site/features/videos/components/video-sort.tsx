import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { VideoGridOrder } from '../../../../sdk/api/types';
import { newRandomSeed, orderForAddress, VIDEO_ORDERS, type VideoListKind } from '../../../../sdk/video-lists';
import type { TileGridSettingType } from '../../../../sdk/tile-grid-settings/rules';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { viewSearch, type VideoListView } from '../video-lists';
import { KeptFields } from './kept-fields';
import { useRememberGridSettings } from './remember-grid-settings';
import '../../../shared/components/text-field.css';

/** The words of each order (spec 001 §3 "Video orders"). */
export const ORDER_LABEL: Readonly<Record<VideoGridOrder, SiteKey>> = {
  newest: 'videos.order.newest',
  mostExpensive: 'videos.order.mostExpensive',
  cheapest: 'videos.order.cheapest',
  longest: 'videos.order.longest',
  shortest: 'videos.order.shortest',
  bestSelling: 'videos.order.bestSelling',
  topRated: 'videos.order.topRated',
  trending: 'videos.order.trending',
  random: 'videos.order.random',
};

interface VideoSortProps {
  /** The list's path (without a query). */
  path: string;
  kind: VideoListKind;
  /** The address's view: its filters are kept when the order changes. */
  view: VideoListView;
  /** The grid type the chosen order is remembered under (null: not remembered). */
  settingsType: TileGridSettingType | null;
}

/**
 * The sort control of a video list: a form with a native select and a button, so it works with the
 * keyboard and before (or without) the page's script: a plain GET of `?order=`. With the script the
 * app navigates without a reload and writes no `?order=` for the list's default order. The chosen order
 * is remembered for this list (issue 15 §7), so the list shows it again on the next visit.
 */
export function VideoSort({ path, kind, view, settingsType }: VideoSortProps) {
  const t = useSiteT();
  const navigate = useNavigate();
  const remember = useRememberGridSettings(settingsType);
  const id = useId();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('order');
    const next = VIDEO_ORDERS.find((candidate) => candidate === chosen) ?? view.order;
    // Remembered before the list loads: the list's plain address (its default order writes no ?order=) shows it then.
    await remember({ order: next });
    // A new shuffle each time random is chosen; the seed in the address keeps it across pages and Back.
    navigate(`${path}${viewSearch({ ...view, orderParam: orderForAddress(next, kind), seed: next === 'random' ? newRandomSeed() : null })}`);
  };
  return (
    <form className="videos__sort" method="get" action={path} onSubmit={onSubmit} data-testid="video-sort">
      <label className="videos__sort-label" htmlFor={id}>{t('videos.sortLabel')}</label>
      {/* key: a new order from the address (Back, a link) shows in the select, too. */}
      <select key={view.order} id={id} name="order" className="text-field" defaultValue={view.order}>
        {VIDEO_ORDERS.map((candidate) => (
          <option key={candidate} value={candidate}>{t(ORDER_LABEL[candidate])}</option>
        ))}
      </select>
      <KeptFields view={view} keep="filters" />
      <button type="submit" className="button videos__sort-apply">{t('videos.sortApply')}</button>
    </form>
  );
}
