import { useEffect, useRef } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { buildPath } from '../../../../sdk/routes';
import { $guest } from '../../../../sdk/session';
import { useSiteT } from '../../i18n/use-site-t';
import { usePage } from '../../page/page-context';
import { withNext } from '../../session/next-path';
import { useStore } from '../../session/use-store';
import './my-area-states.css';

/**
 * What a page of the guest's own area (media library, favourite cams) shows a logged-out visitor: why to
 * log in, and the way to log in or sign up that comes back to this very address (?source=, ?page= kept).
 */
export function LogInFirst({ title, text }: { title: string; text: string }) {
  const t = useSiteT();
  const { language } = usePage();
  const { pathname, search } = useLocation();
  const guest = useStore($guest);
  const revalidator = useRevalidator();
  // Logged in on this page (the overlay, another tab's session): load the page's data without a navigation,
  // once per guest, so a session the server no longer knows cannot make it ask again and again.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!guest?.isLoggedIn || tried.current === guest.id) return;
    tried.current = guest.id;
    void revalidator.revalidate();
  }, [guest, revalidator]);
  // The router's location is the same on the server and in the browser.
  const here = `${pathname}${search}`;
  return (
    <div className="page-message">
      <h1 className="page__title">{title}</h1>
      <p>{text}</p>
      <div className="my-area__actions">
        <Link className="button" to={withNext(buildPath('logIn', {}, language), here)}>{t('mediaLibrary.logIn')}</Link>
        <Link to={withNext(buildPath('signUp', {}, language), here)}>{t('mediaLibrary.signUp')}</Link>
      </div>
    </div>
  );
}

/** A page's data could not be loaded: the reason and a retry that loads it again without leaving the page. */
export function LoadFailed({ message }: { message: string }) {
  const t = useSiteT();
  const revalidator = useRevalidator();
  return (
    <div className="page-message" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
        {t('mediaLibrary.retry')}
      </button>
    </div>
  );
}
