import '../../features/checkout/i18n.ts';
import '../../features/cart/components/cart.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartLoginPanel } from '../../features/account/components/CartLoginPanel.tsx';
import { CartLines } from '../../features/checkout/components/CartLines.tsx';
import { CheckoutForm } from '../../features/checkout/components/CheckoutForm.tsx';
import { checkoutParts } from '../checkout-parts.tsx';
import { failureText } from '../../features/checkout/failure-text.ts';
import { withoutLine, withPlan, withQuantity } from '../../lib/cart-lines.ts';
import { useCartLink, useStoredCart } from '../../features/checkout/hooks/use-stored-cart.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { AwaitingPaymentNotice } from '../../components/AwaitingPaymentNotice.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { useLang } from '../../lib/use-lang.ts';

/** The checkout's registration form, where the cart log-in panel's register toggle leads. */
function focusRegistration(): void {
  const target = document.getElementById('checkout-register');
  if (!target) return;
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
  target.focus({ preventScroll: true });
}

/**
 * /cart (spec §2 cart log-in panel, tracked as page /cart): the stored cart's lines (a guest's or
 * the student's, spec §6), the log-in panel for visitors and the one-page checkout. Old links
 * /cart?course={id}&plan={id} and /cart?product={id} add that line first. An order leaves the cart
 * when made: its lines are gone, and a notice points to its payment step while it waits.
 */
export function Component() {
  const { t } = useTranslation();
  const lang = useLang();
  const link = useCartLink();
  const cart = useStoredCart();
  usePageMeta(t('cart.title'));

  const lineError = link.errorCode ?? cart.errorCode;
  return (
    <div className="page narrow cart-page" data-testid="cart-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      <AwaitingPaymentNotice />
      {lineError ? (
        <p className="need-notice" role="alert" data-testid="cart-error">
          {t('checkout.lines.saveError', { reason: failureText({ code: lineError }, lang) })}
        </p>
      ) : null}
      {link.adding || cart.loading ? (
        <LoadingNotice testId="cart-loading">{t('checkout.lines.loading')}</LoadingNotice>
      ) : cart.loadFailed ? (
        <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={cart.retry} />
      ) : (
        <CheckoutForm
          source="cart"
          layoutFour={false}
          lines={cart.lines}
          linesBusy={cart.busy}
          login="panel"
          parts={checkoutParts}
          loginPanel={<CartLoginPanel onRegister={cart.lines.length > 0 ? focusRegistration : undefined} />}
          renderLines={(checkout) => (
            <CartLines
              checkout={checkout}
              onPlan={(courseId, planId) => cart.change((lines) => withPlan(lines, courseId, planId))}
              onQuantity={(productId, quantity) => cart.change((lines) => withQuantity(lines, productId, quantity))}
              onRemove={(key) => cart.change((lines) => withoutLine(lines, key))}
            />
          )}
        />
      )}
      <div className="cart-actions">
        <Button component={Link} to="/courses" variant="light">
          {t('cart.continue')}
        </Button>
      </div>
    </div>
  );
}
