/** @jsxImportSource preact */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Language } from '../../sdk/config';
import type { ConversationState } from '../../sdk/messenger';
import type { MessengerGift } from '../../sdk/messenger/types';
import type { MessengerTranslate } from './i18n';
import { MessageView } from './message.component';

/** Ask for older messages when the reader is this close to the top. */
const LOAD_OLDER_MARGIN_PX = 48;

export interface MessageLogProps {
  channelId: string;
  actorName: string;
  conversation: ConversationState | undefined;
  gifts: readonly MessengerGift[];
  language: Language;
  t: MessengerTranslate;
  resolveUrl: (path: string) => string;
  onLoadOlder: () => void;
  onRetry: () => void;
}

/** The messages of one channel, oldest first; keeps the newest in view and pages backwards at the top. */
export function MessageLog({ channelId, actorName, conversation, gifts, language, t, resolveUrl, onLoadOlder, onRetry }: MessageLogProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const seen = useRef({ channelId: '', firstId: '', lastId: '', scrollHeight: 0 });
  const messages = conversation?.messages ?? [];
  const firstId = messages[0]?.id ?? '';
  const lastId = messages[messages.length - 1]?.id ?? '';
  const hasOlder = messages.length > 0 && messages.length < (conversation?.total ?? 0);
  const loading = conversation?.status === 'loading';

  // Runs before paint, so the reader never sees the jump: a new message scrolls to the newest;
  // older messages added at the top keep the message the reader was looking at in place.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = seen.current;
    if (before.channelId !== channelId || lastId !== before.lastId) log.scrollTop = log.scrollHeight;
    else if (firstId !== before.firstId) log.scrollTop += log.scrollHeight - before.scrollHeight;
    seen.current = { channelId, firstId, lastId, scrollHeight: log.scrollHeight };
  }, [channelId, firstId, lastId]);

  const onScroll = () => {
    const log = logRef.current;
    if (log && hasOlder && !loading && log.scrollTop <= LOAD_OLDER_MARGIN_PX) onLoadOlder();
  };

  if (conversation?.status === 'error') {
    return (
      <div class="log-state error" role="alert">
        <p>{conversation.error || t('conversation.error')}</p>
        <button type="button" class="button" onClick={onRetry}>
          {t('messenger.retry')}
        </button>
      </div>
    );
  }
  if (messages.length === 0 && (!conversation || loading || conversation.status === 'idle')) {
    return (
      <div class="log-state" aria-busy="true">
        <span class="visually-hidden">{t('messenger.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div class={`bubble-skeleton bubble-skeleton--${index % 2 ? 'mine' : 'theirs'}`} aria-hidden="true" key={index} />
        ))}
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <p class="log-state empty" role="status">
        {t('conversation.empty')}
      </p>
    );
  }
  // The log is the scrolling region; the list inside keeps the items' list semantics (an ol with role=log has none).
  return (
    <div class="log" role="log" aria-label={t('conversation.messages', { name: actorName })} ref={logRef} onScroll={onScroll} tabIndex={0}>
      <ol>
        {hasOlder ? (
          <li class="log-older">
            <button type="button" class="button button--quiet" disabled={loading} onClick={onLoadOlder}>
              {t('conversation.loadOlder')}
            </button>
          </li>
        ) : null}
        {messages.map((message) => (
          <MessageView key={message.id} message={message} gifts={gifts} language={language} t={t} resolveUrl={resolveUrl} />
        ))}
      </ol>
    </div>
  );
}
