import '../../features/checkout/i18n.ts';
import '../../features/cart/components/cart.css';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartLoginPanel } from '../../features/account/components/CartLoginPanel.tsx';
import { failureText } from '../../features/checkout/failure-text.ts';
import { useCartLink, useStoredCart } from '../../features/checkout/hooks/use-stored-cart.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { AwaitingPaymentNotice } from '../../components/AwaitingPaymentNotice.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { buttonClass } from '../../components/button.ts';
import { lazyWithMantine } from '../../components/mantine/lazy-with-mantine.ts';

// The checkout is a chunk of its own, built with Mantine, fetched with Mantine's once the cart has a
// line (app/CartCheckout.tsx).
const CartCheckout = lazyWithMantine(() => import('../CartCheckout.tsx').then((m) => m.CartCheckout));

/**
 * /cart (spec §2 cart log-in panel, tracked as page /cart): the stored cart's lines (a guest's or
 * the student's, spec §6), the log-in panel for visitors and the one-page checkout. Old links
 * /cart?course={id}&plan={id} and /cart?product={id} add that line first. An order leaves the cart
 * when made: its lines are gone, and a notice points to its payment step while it waits.
 *
 * An empty cart is the empty notice (spec §2 cart notices) with the log-in panel, and the server
 * draws it for a visitor (modules/pages/cart-page.ts). Once the cart has had a line in this visit the
 * checkout stays: emptied by an order, it holds that order's payment step.
 */
function Page() {
  const { t } = useTranslation();
  const lang = useLang();
  const link = useCartLink();
  const cart = useStoredCart();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  if (cart.lines.length > 0 && !checkoutOpen) setCheckoutOpen(true);
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
      ) : checkoutOpen ? (
        <Suspense fallback={<LoadingNotice testId="checkout-loading">{t('app.checkoutLoading')}</LoadingNotice>}>
          <CartCheckout cart={cart} />
        </Suspense>
      ) : (
        <EmptyCart />
      )}
      <div className="cart-actions">
        <Link to="/courses" className={buttonClass({ variant: 'light' })}>
          {t('cart.continue')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Nothing to buy yet: the notice and, for a visitor, the log-in panel (its register toggle leads to
 * the courses, where registration comes with a course). No submit: there is nothing to order, and
 * spec §2 keeps submit disabled on an empty cart.
 */
function EmptyCart() {
  const { t } = useTranslation();
  return (
    <>
      <p className="empty-state" data-testid="cart-empty">
        {t('cart.empty')}
      </p>
      <section className="cart-buyer" aria-label={t('checkout.buyer.title')}>
        <CartLoginPanel />
      </section>
    </>
  );
}

/**
 * The page without Mantine (decision 031): a visitor's empty cart, which the server draws, loads no
 * UI kit; the checkout brings Mantine's with its own chunk.
 */
export const Component = Page;
