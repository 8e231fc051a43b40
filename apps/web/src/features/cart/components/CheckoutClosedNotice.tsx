import './cart.css';
import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon } from '../../../components/icons.tsx';

/**
 * Online checkout arrives with a later issue. Until then the cart says so in Thai and in English,
 * whatever the UI language, and shows how to reach the academy. Nothing here sells or takes money.
 */
export function CheckoutClosedNotice({ email, tel }: { email: string | null; tel: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="closed-notice" role="note" aria-labelledby="checkout-closed-title" data-testid="checkout-closed">
      <h2 id="checkout-closed-title" className="closed-notice__title">
        {t('cart.closedTitle')}
      </h2>
      <p lang="th">{t('cart.closedTh')}</p>
      <p lang="en">{t('cart.closedEn')}</p>
      {email || tel ? (
        <ul className="closed-notice__contact">
          {email ? (
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${email}`}>{t('cart.contactEmail', { email })}</a>
            </li>
          ) : null}
          {tel ? (
            <li>
              <PhoneIcon size={18} />
              <a href={`tel:${tel.replace(/[^0-9+]/g, '')}`}>{t('cart.contactTel', { tel })}</a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{t('cart.noContact')}</p>
      )}
    </section>
  );
}
