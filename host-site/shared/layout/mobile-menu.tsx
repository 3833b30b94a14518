import { useEscapeToClose } from '../hooks/use-escape-to-close';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/use-site-t';
import { AccountLinks } from './account-links';
import { LanguageSwitcher } from './language-switcher';
import { GuestMessagesPreview, GuestNotificationsBell } from './logged-in-header';
import { MainNav } from './main-nav';

/**
 * The menu of the mobile mode (spec 000 §2: "the mobile menu mode applies when
 * the viewport width is under 1023 px"; CSS shows it only there). A disclosure:
 * the button toggles a panel with the navigation and the language selector;
 * Escape closes it and returns focus to the button.
 */
export function MobileMenu() {
  const t = useSiteT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();

  // A link in the panel was followed (or the language switched): the menu has done its job.
  useEffect(() => setOpen(false), [pathname]);

  useEscapeToClose(open, close, buttonRef);

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('menu.close') : t('menu.open')}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="mobile-menu__icon" aria-hidden="true" />
      </button>
      <div id={panelId} className="mobile-menu__panel" hidden={!open}>
        <MainNav className="main-nav main-nav--mobile" />
        <AccountLinks variant="mobile" />
        <GuestMessagesPreview variant="mobile" />
        <GuestNotificationsBell variant="mobile" />
        <LanguageSwitcher className="language-switcher language-switcher--mobile" />
      </div>
    </div>
  );
}
