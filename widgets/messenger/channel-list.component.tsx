/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import type { Language } from '../../sdk/config';
import { onlineOnlyApplies, shownDespiteOnlineOnly, unreadOf, type MessengerController, type MessengerState } from '../../sdk/messenger';
import { CHANNEL_FILTERS, type ChannelFilter, type MessengerChannel } from '../../sdk/messenger/types';
import type { MessengerTranslate } from './i18n';
import { plural, relativeTime } from './messenger-format';

/** Start loading the next page this many pixels before the end of the list. */
const LOAD_MORE_MARGIN_PX = 200;
const SKELETON_ROWS = 6;

export interface ChannelListProps {
  state: MessengerState;
  /** visibleChannels(state): filtered, sorted, the selected one pinned first. */
  channels: MessengerChannel[];
  controller: MessengerController;
  t: MessengerTranslate;
  language: Language;
  onSelect: (channel: MessengerChannel) => void;
  resolveUrl: (path: string) => string;
}

/** The filter tabs, the online-only toggle and the channel rows (a listbox with a roving tabindex). */
export function ChannelList({ state, channels, controller, t, language, onSelect, resolveUrl }: ChannelListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // spec 000 §4 "the online-only toggle applies except in archived and unread modes".
  const toggleApplies = onlineOnlyApplies(state.filter);
  const hasMore = channels.length > 0 && state.channels.length < state.total;

  const onScroll = (event: Event) => {
    const list = event.currentTarget as HTMLElement;
    // The controller drops calls within 500 ms of the previous (spec 000 §5), so every scroll event may ask.
    if (hasMore && list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN_PX) controller.loadMore();
  };

  const focusRow = (index: number) => {
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]');
    if (!rows || rows.length === 0) return;
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    row?.focus();
  };
  const onRowKeyDown = (event: KeyboardEvent, index: number, channel: MessengerChannel) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: channels.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(channel);
    }
  };
  // Roving tabindex: one row is in the tab order, the last focused one, else the selected one, else the first.
  const indexOf = (id: string | null) => (id === null ? -1 : channels.findIndex((channel) => channel.id === id));
  const tabbableIndex = Math.max(0, indexOf(focusedId) >= 0 ? indexOf(focusedId) : indexOf(state.selectedChannelId));

  return (
    <section class="channels" aria-label={t('list.label')}>
      <FilterTabs filter={state.filter} t={t} onChange={(filter) => controller.setFilter(filter)} />
      <label class="online-toggle" title={toggleApplies ? undefined : t('list.onlineOnlyUnavailable')}>
        <input
          type="checkbox"
          checked={toggleApplies && state.onlineOnly}
          disabled={!toggleApplies}
          onChange={(event) => controller.setOnlineOnly((event.currentTarget as HTMLInputElement).checked)}
        />
        <span>{t('list.onlineOnly')}</span>
      </label>
      {state.status === 'error' ? (
        <div class="error" role="alert">
          <p>{state.error || t('list.error')}</p>
          <button type="button" class="button" onClick={() => void controller.retry()}>
            {t('messenger.retry')}
          </button>
        </div>
      ) : channels.length === 0 && (state.status === 'loading' || state.status === 'idle') ? (
        <ul class="channel-list" aria-busy="true" aria-label={t('messenger.loading')}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li class="channel channel--skeleton" aria-hidden="true" key={index}>
              <span class="avatar" />
              <span class="bar" />
            </li>
          ))}
        </ul>
      ) : channels.length === 0 ? (
        <p class="empty" role="status">
          {t('list.empty')}
        </p>
      ) : (
        <ul class="channel-list" role="listbox" aria-label={t('list.label')} ref={listRef} onScroll={onScroll}>
          {channels.map((channel, index) => (
            <ChannelRow
              key={channel.id}
              channel={channel}
              selected={channel.id === state.selectedChannelId}
              offlineShown={shownDespiteOnlineOnly(state, channel)}
              tabbable={index === tabbableIndex}
              t={t}
              language={language}
              resolveUrl={resolveUrl}
              onSelect={() => onSelect(channel)}
              onFocus={() => setFocusedId(channel.id)}
              onKeyDown={(event) => onRowKeyDown(event, index, channel)}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <button type="button" class="button button--quiet load-more" disabled={state.status === 'loading'} onClick={() => controller.loadMore()}>
          {t('list.loadMore')}
        </button>
      ) : null}
    </section>
  );
}

interface FilterTabsProps {
  filter: ChannelFilter;
  t: MessengerTranslate;
  onChange: (filter: ChannelFilter) => void;
}

/** The four filters as a tab list; arrows move between tabs and select them (automatic activation). */
function FilterTabs({ filter, t, onChange }: FilterTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (CHANNEL_FILTERS.indexOf(filter) + step + CHANNEL_FILTERS.length) % CHANNEL_FILTERS.length;
    const next = CHANNEL_FILTERS[index] ?? 'newest';
    onChange(next);
    const tabs = (event.currentTarget as HTMLElement).parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[index]?.focus();
  };
  return (
    <div class="filters" role="tablist" aria-label={t('list.filters')}>
      {CHANNEL_FILTERS.map((name) => (
        <button
          type="button"
          role="tab"
          key={name}
          class="filter"
          aria-selected={name === filter ? 'true' : 'false'}
          tabIndex={name === filter ? 0 : -1}
          onClick={() => onChange(name)}
          onKeyDown={onKeyDown}
        >
          {t(`filter.${name}`)}
        </button>
      ))}
    </div>
  );
}

interface ChannelRowProps {
  channel: MessengerChannel;
  selected: boolean;
  /** Listed only because it is open while online-only is on: its offline status shows. */
  offlineShown: boolean;
  tabbable: boolean;
  t: MessengerTranslate;
  language: Language;
  resolveUrl: (path: string) => string;
  onSelect: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One conversation: avatar with online dot, name, last message (as text), time and unread badge. */
function ChannelRow({ channel, selected, offlineShown, tabbable, t, language, resolveUrl, onSelect, onFocus, onKeyDown }: ChannelRowProps) {
  const unread = unreadOf(channel);
  return (
    <li
      role="option"
      class={`channel${selected ? ' channel--selected' : ''}${unread ? ' channel--unread' : ''}`}
      aria-selected={selected ? 'true' : 'false'}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <span class="avatar">
        <img src={resolveUrl(channel.actorPicture)} alt="" width={44} height={44} loading="lazy" decoding="async" />
        {channel.isActorOnline ? <span class="dot" /> : null}
      </span>
      <span class="channel-text">
        <span class="channel-head">
          <span class="name">{channel.actorName}</span>
          <time class="time" dateTime={channel.messageTimestamp ?? undefined}>
            {relativeTime(channel.messageTimestamp, language)}
          </time>
        </span>
        <span class="channel-head">
          <span class="subject">{channel.subject || t('list.noMessages')}</span>
          {unread ? (
            <span class="badge">
              <span aria-hidden="true">{unread}</span>
              <span class="visually-hidden">{plural(t, 'list.unread', unread)}</span>
            </span>
          ) : null}
        </span>
        <span class={offlineShown ? 'offline-note' : 'visually-hidden'}>{t(channel.isActorOnline ? 'status.online' : 'status.offline')}</span>
      </span>
    </li>
  );
}
