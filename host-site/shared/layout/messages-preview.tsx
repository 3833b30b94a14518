import { Link } from 'react-router';
import { $navbarMessages } from '../../../sdk/notifications/store';
import { buildPath } from '../../../sdk/routes';
import { $isLoggedIn } from '../../../sdk/session/store';
import { useSiteT } from '../i18n/use-site-t';
import { messengerChannelPath } from '../lib/messenger-paths';
import { useLanguage } from '../page/page-context';
import { useStore } from '../session/use-store';
import { HeaderPopover } from './header-popover';
import './messages-preview.css';

/**
 * The navbar preview of the messenger (spec 000 §2 "a navbar preview of the
 * last 5 messages"): the channels with unread messages, newest first, each
 * with its unread badge, opening the messenger on that channel. The list is
 * kept by the sdk's navbar-message rules from realtime events.
 */
export function MessagesPreview({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useSiteT();
  const language = useLanguage();
  const isLoggedIn = useStore($isLoggedIn);
  const items = useStore($navbarMessages);
  if (!isLoggedIn) return null;
  const count = items.reduce((sum, item) => sum + item.unreadCount, 0);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <HeaderPopover
      block="messages-preview"
      variant={variant}
      label={t('messages.button', { count })}
      title={t('messages.title')}
      count={count}
      countTestId="messages-count"
      actions={<Link className="messages-preview__all" to={buildPath('messenger', {}, language)}>{t('messages.all')}</Link>}
    >
      {items.length === 0 ? (
        <p className="messages-preview__empty">{t('messages.empty')}</p>
      ) : (
        <ul className="messages-preview__list">
          {items.map((item) => (
            <li key={item.channelId}>
              <Link className="messages-preview__item" to={messengerChannelPath(language, item.channelId)}>
                <img className="messages-preview__picture" src={item.picture} alt="" width={40} height={40} loading="lazy" />
                <span className="messages-preview__text">
                  <strong>{item.actorName}</strong>
                  <span className="messages-preview__subject">{item.subject}</span>
                  <time dateTime={item.sentAt}>{when.format(new Date(item.sentAt))}</time>
                </span>
                <span className="messages-preview__unread" aria-label={t('messages.unreadCount', { count: item.unreadCount })}>
                  {item.unreadCount}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HeaderPopover>
  );
}
