/** @jsxImportSource preact */
import type { PerformerTile, Tile, TileGridType, VideoTile } from '../../sdk/api/types';
import type { Language } from '../../sdk/config';
import { formatMoney } from '../../sdk/money';
import type { WidgetMessages } from '../i18n';
import { formatDuration } from './format-duration';
import { IMAGE_BOX, IMAGE_SIZES } from './tile-geometry';
import { srcSet, tilePictureFiles } from './tile-picture';

export type Translate = (key: keyof WidgetMessages, options?: Record<string, unknown>) => string;

export interface TileViewProps {
  tile: Tile;
  href: string;
  language: Language;
  t: Translate;
  resolveUrl: (path: string) => string;
  /** Returns false when a listener cancelled the select event: the link must not navigate then. */
  onSelect: (tile: Tile, href: string) => boolean;
  /**
   * How soon the picture loads: 'high' (at once, at high priority: the page's largest paint is
   * among these), 'eager' (at once) or lazy when unset (when it comes near the viewport).
   */
  priority?: TilePriority | undefined;
}

export type TilePriority = 'high' | 'eager';

/** One tile: a plain link, so Tab reaches it, Enter opens it, and middle-click opens a new tab. */
export function TileView(props: TileViewProps) {
  const { tile, href, onSelect } = props;
  const handleClick = (event: MouseEvent): void => {
    // Modified clicks mean "new tab/window": leave them to the browser.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!onSelect(tile, href)) event.preventDefault();
  };
  return (
    <a class={`tile tile--${tile.kind}`} href={href} onClick={handleClick}>
      {tile.kind === 'performer' ? <PerformerContent {...props} tile={tile} /> : <VideoContent {...props} tile={tile} />}
    </a>
  );
}

// One Intl.DisplayNames per language: making one per tile cost far more than the lookup (a server render names many).
const regionNames = new Map<Language, Intl.DisplayNames>();

function countryName(code: string, language: Language): string {
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

interface TileImageProps {
  resolveUrl: (path: string) => string;
  /** Intrinsic size: with the CSS aspect ratio it reserves the box, so nothing shifts while loading. */
  box: { width: number; height: number };
  tile: Tile;
  priority?: TilePriority | undefined;
}

/** A decorative tile picture (the caption names the tile, so alt is empty), lazy unless it has a priority. */
function TileImage({ resolveUrl, box, tile, priority }: TileImageProps) {
  const { src, sources } = tilePictureFiles(tile);
  return (
    <img
      src={resolveUrl(src)}
      srcset={srcSet(sources, resolveUrl)}
      sizes={IMAGE_SIZES}
      width={box.width}
      height={box.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchpriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      alt=""
    />
  );
}

function PerformerContent({ tile, t, language, resolveUrl, priority }: TileViewProps & { tile: PerformerTile }) {
  return (
    <>
      <span class="picture">
        <TileImage resolveUrl={resolveUrl} priority={priority} box={IMAGE_BOX.performers} tile={tile} />
      </span>
      <span class="caption">
        <span class="title">{tile.name}</span>
        <span class="meta">
          <span>{t('tile.age', { age: tile.age })}</span>
          <span>{countryName(tile.country, language)}</span>
        </span>
        {tile.isOnline ? (
          <span class="online">
            <span class="dot" aria-hidden="true" />
            {t('tile.online')}
          </span>
        ) : null}
      </span>
    </>
  );
}

/** The badges of a video tile as [text, modifier class]; what the guest may do first (issue 3 §6), then the offer. */
function videoBadges(tile: VideoTile, t: Translate): Array<[text: string, modifier: string]> {
  const badges: Array<[string, string, boolean]> = [
    [t('badge.ageCheck'), 'badge--age', tile.restrictions.includes('needsAgeCheck')],
    [t('badge.bought'), 'badge--bought', tile.guestInfo.bought],
    [t('badge.free'), '', tile.free],
    [t('badge.vip'), '', tile.vip],
    [t('badge.new'), '', tile.new],
    [t('badge.sale'), '', tile.onSale],
  ];
  return badges.filter(([, , shown]) => shown).map(([text, modifier]) => [text, modifier]);
}

function VideoContent({ tile, t, language, resolveUrl, priority }: TileViewProps & { tile: VideoTile }) {
  const badges = videoBadges(tile, t);
  return (
    <>
      <span class="picture">
        <TileImage resolveUrl={resolveUrl} priority={priority} box={IMAGE_BOX.videos} tile={tile} />
        {badges.length > 0 ? (
          <span class="badges">
            {badges.map(([badge, modifier]) => (
              <span class={modifier ? `badge ${modifier}` : 'badge'} key={badge}>
                {badge}
              </span>
            ))}
          </span>
        ) : null}
        <span class="duration">
          <span class="visually-hidden">{t('tile.duration')} </span>
          {formatDuration(tile.duration)}
        </span>
      </span>
      <span class="caption">
        <span class="title">{tile.title}</span>
        <span class="meta">
          <span>{tile.actor.name}</span>
          {/* Nothing to pay once free or bought: the Bought badge says so. */}
          {tile.free || tile.guestInfo.bought ? null : (
            <span class="price">
              {tile.onSale && tile.basePrice.value > tile.price.value ? (
                <s class="base-price">
                  <span class="visually-hidden">{t('tile.regularPrice')} </span>
                  {formatMoney(tile.basePrice.value, tile.basePrice.currency, language)}
                </s>
              ) : null}
              {formatMoney(tile.price.value, tile.price.currency, language)}
            </span>
          )}
        </span>
      </span>
    </>
  );
}

/** A placeholder of exactly a tile's size, so loading never shifts the layout. */
export function SkeletonTile({ type }: { type: TileGridType }) {
  return (
    <span class={`tile skeleton tile--${type === 'performers' ? 'performer' : 'video'}`} aria-hidden="true">
      <span class="picture" />
      <span class="caption">
        <span class="bar" />
        <span class="bar bar--short" />
      </span>
    </span>
  );
}
