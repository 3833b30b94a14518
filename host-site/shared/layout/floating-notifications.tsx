import { useEffect } from 'react';
import { Link } from 'react-router';
import { markSeen } from '../../../sdk/notifications/actions';
import { $notifications } from '../../../sdk/notifications/store';
import { $isLoggedIn } from '../../../sdk/session/store';
import { useFeatureT } from '../i18n/use-feature-t';
import { $siteChannel } from '../realtime/site-channel';
import { sameOriginPath } from '../lib/same-origin-path';
import { useStore } from '../session/use-store';
import { FLOATING_TEXTS } from './floating-notifications-texts';
import './floating-notifications.css';

/** At most this many toasts at once; the older unseen ones wait in the list (the bell shows the navbar list). */
const VISIBLE_TOASTS = 3;
/** A toast stays this long, then counts as seen (the guest had it in view). */
export const TOAST_MS = 12_000;

/**
 * The floating notifications (spec 000 §3 "Notification (navbar and floating)"): the unseen items
 * of the floating list as toasts, newest first, such as "Ada is online now" when a favourite performer
 * comes online (issue 13 §7). The store already left out the hidden mobile types 6, 7, 13, 14, 15, 22
 * on a phone (sdk/notifications isVisibleNotification). Closing, opening or the time running out marks
 * the toast seen (spec 000 §4 "each item goes unseen to seen ... individually"), so it does not come back.
 */
export function FloatingNotifications() {
  const t = useFeatureT(FLOATING_TEXTS);
  const isLoggedIn = useStore($isLoggedIn);
  const { floating } = useStore($notifications);
  const channel = useStore($siteChannel);
  const toasts = isLoggedIn ? floating.items.filter((item) => item.unseen).slice(0, VISIBLE_TOASTS) : [];
  const ids = toasts.map((item) => item.id).join(',');
  useEffect(() => {
    if (!ids || !channel) return;
    const timer = setTimeout(() => ids.split(',').forEach((id) => markSeen(channel, id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [ids, channel]);

  const close = (id: string) => channel && markSeen(channel, id);
  return (
    <section className="floating-notifications" aria-label={t('label')} aria-live="polite">
      {toasts.map((item) => {
        const path = item.link ? sameOriginPath(item.link, typeof window === 'undefined' ? 'http://localhost/' : window.location.href) : null;
        return (
          <div key={item.id} className="floating-notifications__toast" data-notification-type={item.type} role="status">
            <p className="floating-notifications__text">
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </p>
            {path ? <Link className="floating-notifications__open" to={path} onClick={() => close(item.id)}>{t('open')}</Link> : null}
            <button type="button" className="floating-notifications__close" onClick={() => close(item.id)} aria-label={t('closeItem', { title: item.title })}>
              ×
            </button>
          </div>
        );
      })}
    </section>
  );
}
