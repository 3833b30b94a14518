import { useEffect, useState } from 'react';
import { markRead, markSeen } from '../../../sdk/notifications/actions';
import { $notifications } from '../../../sdk/notifications/store';
import { $isLoggedIn } from '../../../sdk/session/store';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { $siteChannel } from '../realtime/site-channel';
import { useStore } from '../session/use-store';
import { HeaderPopover } from './header-popover';
import './notifications-bell.css';

/**
 * The notifications bell (spec 000 §4 "Notifications"): a button with the
 * unread count that opens the navbar list. Opening marks the items seen
 * (spec: "unseen to seen ... all at once"); each item or all of them can be
 * marked read. Only for logged-in guests (spec 000 §6 "Login is required for:
 * realtime notifications").
 */
export function NotificationsBell({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useSiteT();
  const language = useLanguage();
  const isLoggedIn = useStore($isLoggedIn);
  const { navbar } = useStore($notifications);
  const channel = useStore($siteChannel);
  const [open, setOpen] = useState(false);
  // Opening the list shows every item: they all count as seen.
  useEffect(() => {
    if (open && channel && navbar.items.some((item) => item.unseen)) markSeen(channel, 'all');
  }, [open, channel, navbar.items]);

  if (!isLoggedIn) return null;
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const count = navbar.unreadCount;
  const markAll = (
    <button type="button" className="notifications-bell__mark-all" disabled={!channel || count === 0} onClick={() => channel && markRead(channel, 'all')}>
      {t('notifications.markAllRead')}
    </button>
  );

  return (
    <HeaderPopover
      block="notifications-bell"
      variant={variant}
      label={t('notifications.button', { count })}
      title={t('notifications.title')}
      count={count}
      countTestId="notifications-count"
      actions={markAll}
      onToggle={setOpen}
    >
      {navbar.items.length === 0 ? (
        <p className="notifications-bell__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications-bell__list">
          {navbar.items.map((item) => (
            <li key={item.id} className={`notifications-bell__item${item.unread ? ' notifications-bell__item--unread' : ''}`}>
              {item.unread && <span className="visually-hidden">{t('notifications.unread')}: </span>}
              {item.link ? <a href={item.link}>{item.title}</a> : <strong>{item.title}</strong>}
              {item.text && <p>{item.text}</p>}
              <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
              {item.unread && (
                <button type="button" className="notifications-bell__mark" disabled={!channel} onClick={() => channel && markRead(channel, item.id)}>
                  {t('notifications.markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </HeaderPopover>
  );
}
