import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { useLanguage } from '../page/page-context';
import { HeaderSearch } from '../search/header-search';
import { useAppServices } from '../services/app-services';
import { AccountLinks } from './account-links';
import { LanguageSwitcher } from './language-switcher';
import { GuestFloatingNotifications, GuestMessagesPreview, GuestNotificationsBell } from './logged-in-header';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

/** The site header: word mark, navigation, search (every width), language switcher and notifications (desktop) or the mobile menu (under 1023 px). */
export function Header() {
  const { brand } = useAppServices();
  const language = useLanguage();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__logo" to={buildPath('home', {}, language)}>
          {brand.logoText}
        </Link>
        <MainNav className="main-nav main-nav--desktop" />
        <HeaderSearch />
        <LanguageSwitcher className="language-switcher language-switcher--desktop" />
        <GuestMessagesPreview variant="desktop" />
        <GuestNotificationsBell variant="desktop" />
        <AccountLinks variant="desktop" />
        <MobileMenu />
      </div>
      <GuestFloatingNotifications />
    </header>
  );
}
