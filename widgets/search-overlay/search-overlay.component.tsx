/** @jsxImportSource preact */
/**
 * The search overlay's UI over sdk/search-overlay's state (issue 15 §5): a dialog with a
 * combobox input and a listbox of options grouped as last searches, proposals and result
 * groups (WAI-ARIA APG "combobox with listbox popup"): focus stays in the input, the arrows
 * move aria-activedescendant. No rules live here; every decision is the controller's.
 */
import { useEffect, useRef } from 'preact/hooks';
import { MAX_SEARCH_PATTERN_LENGTH } from '../../sdk/search-overlay/wire';
import { searchKeyIntent } from '../../sdk/search-overlay/options';
import type { SearchOption, SearchOverlayState } from '../../sdk/search-overlay';
import { useDialogFocus } from '../modal-host/focus';
import { formatDuration } from '../tile-grid/format-duration';
import type { SearchTextKey, SearchTranslate } from './i18n';

export interface SearchOverlayViewProps {
  state: SearchOverlayState;
  options: SearchOption[];
  t: SearchTranslate;
  /** Resolves an image path against the API's origin. */
  imageUrl(path: string): string;
  /** A link's address as the page shows it (with the link base). */
  hrefOf(path: string): string;
  onInput(pattern: string): void;
  onKey(intent: 'next' | 'previous' | 'choose'): void;
  onChoose(option: SearchOption): void;
  onEscape(): void;
  onClose(): void;
  onRetry(): void;
  /** Deletes the kept searches (a button below the list, outside the listbox). */
  onClearLastSearches(): void;
}

type Group = { id: string; title: SearchTextKey; options: SearchOption[] };

/** The options in their groups, in the order searchOptions made them (so the arrows follow the screen). */
function groupsOf(options: SearchOption[]): Group[] {
  const groups: Group[] = [];
  for (const option of options) {
    const id = option.kind === 'showAll' ? option.group : option.kind === 'actor' ? 'actors' : option.kind === 'video' ? 'videos' : option.kind;
    let group = groups.at(-1);
    if (group?.id !== id) {
      const title: SearchTextKey = id === 'lastSearch' ? 'search.lastSearches' : id === 'proposal' ? 'search.proposals' : (`search.group.${id}` as SearchTextKey);
      groups.push((group = { id, title, options: [] }));
    }
    group.options.push(option);
  }
  return groups;
}

function statusText(state: SearchOverlayState, count: number, t: SearchTranslate): string {
  switch (state.status) {
    case 'short':
      return t('search.short');
    case 'loading':
      return t('search.loading');
    case 'empty':
      return t('search.empty', { pattern: state.pattern.trim() });
    case 'error':
      return t('search.error');
    case 'ready':
      // de, en, es and nl use the singular for exactly 1 only.
      return t(count === 1 ? 'search.found_one' : 'search.found_other', { count });
    default:
      return '';
  }
}

export function SearchOverlayView(props: SearchOverlayViewProps) {
  const { state, options, t } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, 'search', { onEscape: props.onEscape });
  const active = options[state.activeIndex] ?? null;

  // The option the arrows reached stays in sight in a long list.
  useEffect(() => {
    if (active) list.current?.querySelector(`[data-key="${active.key}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active?.key]);

  const result = state.result;
  const count = result ? result.actors.count + result.videos.count + result.mediathek.count + result.blog.count : 0;
  const status = statusText(state, count, t);
  return (
    <div class="overlay" part="overlay">
      <div class="backdrop" onClick={props.onClose} />
      <div ref={dialog} class="dialog" part="dialog" role="dialog" aria-modal="true" aria-label={t('search.label')} data-status={state.status}>
        <div class="bar">
          <SearchIcon />
          <input
            class="input"
            type="text"
            role="combobox"
            aria-label={t('search.label')}
            aria-expanded={options.length > 0}
            aria-controls="velvet-search-results"
            aria-autocomplete="list"
            aria-activedescendant={active ? `velvet-search-${active.key}` : undefined}
            placeholder={t('search.placeholder')}
            maxLength={MAX_SEARCH_PATTERN_LENGTH}
            autocomplete="off"
            spellcheck={false}
            enterkeyhint="search"
            value={state.pattern}
            onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
            onKeyDown={(event) => {
              // Escape is the dialog's (useDialogFocus); the arrows and Enter are the combobox's, except
              // while an input method composes a word (its Enter confirms the word).
              const intent = event.isComposing ? null : searchKeyIntent(event.key);
              if (intent && intent !== 'escape') {
                event.preventDefault();
                props.onKey(intent);
              }
            }}
          />
          <button type="button" class="close" aria-label={t('search.close')} onClick={props.onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p class="status" role="status" aria-busy={state.status === 'loading'}>
          {status}
        </p>
        {state.status === 'error' ? (
          <button type="button" class="retry" onClick={props.onRetry}>
            {t('search.retry')}
          </button>
        ) : null}
        <div ref={list} id="velvet-search-results" class="results" role="listbox" aria-label={t('search.results')} hidden={options.length === 0} aria-busy={state.status === 'loading'}>
          {groupsOf(options).map((group) => (
            <div key={group.id} class={`group group--${group.id}`} role="group" aria-labelledby={`velvet-search-g-${group.id}`}>
              <div id={`velvet-search-g-${group.id}`} class="group-title" role="presentation">
                {t(group.title)}
              </div>
              {group.options.map((option) => (
                <Option key={option.key} option={option} active={option === active} {...props} />
              ))}
            </div>
          ))}
        </div>
        {options.some((option) => option.kind === 'lastSearch') ? (
          <button type="button" class="clear-history" onClick={props.onClearLastSearches}>
            {t('search.clearLastSearches')}
          </button>
        ) : null}
        <p class="keys" aria-hidden="true">
          {t('search.keys')}
        </p>
      </div>
    </div>
  );
}

function Option({ option, active, t, imageUrl, hrefOf, onChoose, state }: SearchOverlayViewProps & { option: SearchOption; active: boolean }) {
  const common = {
    id: `velvet-search-${option.key}`,
    'data-key': option.key,
    'data-kind': option.kind,
    role: 'option' as const,
    'aria-selected': active,
    class: `option option--${option.kind}${active ? ' option--active' : ''}`,
    // The input keeps the focus (aria-activedescendant); a click only chooses. Options are not links:
    // a link in a listbox would be a Tab stop of its own and break the dialog's focus cycle.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onChoose(option);
    },
  };
  switch (option.kind) {
    case 'lastSearch':
    case 'proposal':
      return (
        <div {...common}>
          <SearchIcon />
          <span class="label">{option.value}</span>
        </div>
      );
    case 'actor': {
      const item = state.result?.actors.items.find((actor) => `a${actor.id}` === option.key);
      return (
        <div {...common} data-href={hrefOf(option.href)}>
          {item?.image ? <img class="thumb thumb--actor" src={imageUrl(item.image)} alt="" loading="lazy" width={40} height={40} /> : null}
          <span class="label">{option.label}</span>
          {option.online ? (
            <span class="online">
              <span class="dot" aria-hidden="true" />
              {t('search.online')}
            </span>
          ) : null}
        </div>
      );
    }
    case 'video': {
      const item = state.result?.videos.items.find((video) => `v${video.id}` === option.key);
      return (
        <div {...common} data-href={hrefOf(option.href)}>
          {item?.image ? <img class="thumb thumb--video" src={imageUrl(item.image)} alt="" loading="lazy" width={64} height={36} /> : null}
          <span class="label">
            {option.label}
            {item ? <span class="meta">{`${item.actorName} · ${formatDuration(item.durationSeconds)}`}</span> : null}
          </span>
        </div>
      );
    }
    case 'showAll':
      return (
        <div {...common} data-href={hrefOf(option.href)}>
          <span class="label">{t('search.showAll', { count: option.count })}</span>
        </div>
      );
  }
}

function SearchIcon() {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
    </svg>
  );
}
