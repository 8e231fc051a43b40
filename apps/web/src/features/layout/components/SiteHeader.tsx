import type { ReactNode } from 'react';
import { pictureSrcSet } from '@rian/contracts/pictures';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuLink as MenuItem, PublicSiteSettings } from '@rian/contracts/site';
import { CartIcon } from '../../../components/icons.tsx';
import { usePictureFailure } from '../../../components/use-picture-failure.ts';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSiteTitle } from '../hooks/use-site-title.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';

/** `account`: the log-in button or the signed-in user's menu (features/account), composed by the app. */
export function SiteHeader({ settings, account }: { settings: PublicSiteSettings | undefined; account?: ReactNode }) {
  const { t } = useTranslation();
  const title = useSiteTitle(settings);
  // A logo that fails to load gives way to the site's initial, not a broken picture (spec §8).
  const { failed: logoFailed, watch: watchLogo, onError: logoErred } = usePictureFailure(settings?.logo_url);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${title} – ${t('app.home')}`}>
          {settings?.logo_url && !logoFailed ? (
            <img
              ref={watchLogo}
              onError={logoErred}
              className="brand__logo"
              src={settings.logo_url}
              srcSet={pictureSrcSet(settings.logo_url)}
              sizes="36px"
              alt=""
              width={36}
              height={36}
            />
          ) : (
            <span className="brand__mark" aria-hidden>
              {title.slice(0, 1)}
            </span>
          )}
          <span className="brand__title">{title}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="main-nav">
          <NavLink to="/courses" className="main-nav__link">
            {t('nav.courses')}
          </NavLink>
          <NavLink to="/products" className="main-nav__link">
            {t('nav.products')}
          </NavLink>
          <Link to="/#promotions" className="main-nav__link">
            {t('nav.promotions')}
          </Link>
          {settings?.menu.map((item) => (
            <MenuLink key={item.id} item={item} />
          ))}
        </nav>
        <SearchBox />
        <div className="site-header__tools">
          <LanguageSwitch />
          <Link to="/cart" className="cart-link">
            <CartIcon />
            <span className="wide-label">{t('nav.cart')}</span>
          </Link>
          {account}
        </div>
      </div>
    </header>
  );
}

/** An item of the menu the back office edits: a path of this site, or another site's address. */
function MenuLink({ item }: { item: MenuItem }) {
  const lang = useLang();
  const label = localized(item.label, item.label_en, lang);
  if (item.href.startsWith('/')) {
    return (
      <NavLink to={item.href} className="main-nav__link">
        {label}
      </NavLink>
    );
  }
  return (
    <a href={item.href} className="main-nav__link" rel="noopener">
      {label}
    </a>
  );
}
