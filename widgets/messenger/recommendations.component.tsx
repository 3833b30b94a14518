/** @jsxImportSource preact */
import type { MessengerRecommendation } from '../../sdk/messenger/types';
import type { MessengerTranslate } from './i18n';

export interface RecommendationsProps {
  /** shownRecommendations(state): online performers only, at most 9 (spec 000 §2). */
  items: readonly MessengerRecommendation[];
  t: MessengerTranslate;
  resolveUrl: (path: string) => string;
  hrefFor: (item: MessengerRecommendation) => string;
  /** Dispatches the cancelable velvet-navigate; false when the host cancelled it (it routes itself). */
  onNavigate: (href: string) => boolean;
  onMessage: (actorId: number) => void;
}

/** The recommended performers: a profile link and a "Message" button each. */
export function Recommendations({ items, t, resolveUrl, hrefFor, onNavigate, onMessage }: RecommendationsProps) {
  if (items.length === 0) return null;
  return (
    <section class="recommendations" aria-label={t('recommendations.label')}>
      <h2 class="panel-title">{t('recommendations.label')}</h2>
      <ul class="recommendation-list">
        {items.map((item) => {
          const href = hrefFor(item);
          const onClick = (event: MouseEvent) => {
            // Modified clicks mean "new tab/window": leave them to the browser.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            if (!onNavigate(href)) event.preventDefault();
          };
          return (
            <li class="recommendation" key={item.actorId}>
              <a class="recommendation-link" href={href} onClick={onClick}>
                <span class="avatar">
                  <img src={resolveUrl(item.picture)} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  {item.isOnline ? <span class="dot" /> : null}
                </span>
                <span class="name">{item.name}</span>
                <span class="age">{t('recommendations.age', { age: item.age })}</span>
              </a>
              <button
                type="button"
                class="button button--small"
                aria-label={t('recommendations.messageName', { name: item.name })}
                onClick={() => onMessage(item.actorId)}
              >
                {t('recommendations.message')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
