import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@rian/contracts/site';
import { MailIcon, PhoneIcon } from '../../../components/icons.tsx';
import { useSiteTitle } from '../hooks/use-site-title.ts';

export function SiteFooter({ settings }: { settings: PublicSiteSettings | undefined }) {
  const { t } = useTranslation();
  const title = useSiteTitle(settings);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__title">{title}</p>
          {settings?.description ? <p className="site-footer__text">{settings.description}</p> : null}
        </div>
        <address className="site-footer__contact">
          <p className="site-footer__heading">{t('footer.contact')}</p>
          {settings?.address ? <p>{settings.address}</p> : null}
          {settings?.contact_email ? (
            <p>
              <MailIcon size={16} /> <span className="visually-hidden">{t('footer.email')}: </span>
              <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
            </p>
          ) : null}
          {settings?.contact_tel ? (
            <p>
              <PhoneIcon size={16} /> <span className="visually-hidden">{t('footer.tel')}: </span>
              <a href={`tel:${settings.contact_tel.replace(/[^0-9+]/g, '')}`}>{settings.contact_tel}</a>
            </p>
          ) : null}
        </address>
      </div>
      <p className="site-footer__copy">
        © {new Date().getFullYear()} {title}. {t('footer.rights')}
      </p>
    </footer>
  );
}
