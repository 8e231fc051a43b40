import '../i18n.ts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';

/**
 * spec §2 "Cart login panel (tracked as page /cart)": a visitor logs in here before buying; a
 * social log-in comes back to /cart, with ?login_error=<CODE> when it failed.
 */
export function CartLoginPanel({ onRegister, renderRegister }: Pick<LoginFormProps, 'onRegister' | 'renderRegister'>) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const [search, setSearch] = useSearchParams();
  const loginError = search.get('login_error');

  if (status === 'loading') return null;
  if (user) {
    return (
      <p className="cart-login__signed-in" role="status" data-testid="cart-signed-in">
        {t('account.cart.signedIn', { name: `${user.firstname} ${user.lastname}`.trim() || user.username })}
      </p>
    );
  }
  return (
    <section className="cart-login panel" aria-labelledby="cart-login-title" data-testid="cart-login">
      <h2 id="cart-login-title" className="cart-login__title">
        {t('account.cart.title')}
      </h2>
      <p className="cart-login__lead">{t('account.cart.lead')}</p>
      <LoginForm
        socialError={loginError}
        onRegister={onRegister}
        renderRegister={renderRegister}
        onSuccess={() => {
          // The failed attempt's code is history once a log-in worked.
          if (loginError === null) return;
          const next = new URLSearchParams(search);
          next.delete('login_error');
          setSearch(next, { replace: true });
        }}
      />
    </section>
  );
}
