import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@rian/domain/cart-total';
import { formatMoney, type Currency } from '@rian/domain/money';
import { useLang } from '../../../lib/use-lang.ts';

/** "7" for 700 basis points, "7.5" for 750. */
function ratePercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * spec §3 Cart as the buyer reads it: amount, the promotion's and the coupons' discounts, the
 * shipping fee, VAT (in the price or on top, at the site's rate), withholding and the total payable
 * (spec §9: price − discount + shipping_fee − withholding_price). Figures come from the domain's
 * computeCartTotal, the server's own arithmetic.
 */
export function PriceSummary({ cart, currency, hasProducts }: { cart: Cart | null; currency: Currency; hasProducts: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const fmt = (amount: number) => formatMoney({ amount, currency }, lang);
  const off = (amount: number) => `−${fmt(amount)}`;
  return (
    <section className="price-summary" aria-labelledby="price-summary-title" data-testid="price-summary">
      <h3 id="price-summary-title" className="checkout-block__title">
        {t('checkout.summary.title')}
      </h3>
      {cart ? (
        <dl className="price-summary__list">
          <div className="price-summary__row">
            <dt>{t('checkout.summary.amount')}</dt>
            <dd data-testid="summary-amount">{fmt(cart.amount)}</dd>
          </div>
          {cart.promotionDiscount > 0 ? (
            <div className="price-summary__row price-summary__row--discount">
              <dt>{t('checkout.summary.promotion')}</dt>
              <dd data-testid="summary-promotion">{off(cart.promotionDiscount)}</dd>
            </div>
          ) : null}
          {cart.couponDiscount > 0 ? (
            <div className="price-summary__row price-summary__row--discount">
              <dt>{t('checkout.summary.coupon')}</dt>
              <dd data-testid="summary-coupon">{off(cart.couponDiscount)}</dd>
            </div>
          ) : null}
          {hasProducts ? (
            <div className="price-summary__row">
              <dt>{t('checkout.summary.shipping')}</dt>
              <dd data-testid="summary-shipping">{fmt(cart.shippingFeePrice)}</dd>
            </div>
          ) : null}
          {cart.vatRateBp > 0 ? (
            <div className="price-summary__row price-summary__row--minor">
              <dt>
                {cart.vatIncluded
                  ? t('checkout.summary.vatIncluded', { rate: ratePercent(cart.vatRateBp) })
                  : t('checkout.summary.vatAdded', { rate: ratePercent(cart.vatRateBp) })}
              </dt>
              <dd data-testid="summary-vat">{fmt(cart.vat)}</dd>
            </div>
          ) : null}
          {cart.withholdingPrice > 0 && cart.withholdingPercent !== null ? (
            <div className="price-summary__row price-summary__row--discount">
              <dt>{t('checkout.summary.withholding', { percent: cart.withholdingPercent })}</dt>
              <dd data-testid="summary-withholding">{off(cart.withholdingPrice)}</dd>
            </div>
          ) : null}
          <div className="price-summary__row price-summary__row--total">
            <dt>{t('checkout.summary.total')}</dt>
            <dd data-testid="summary-total" aria-live="polite">
              {fmt(cart.total)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="hint" data-testid="summary-pending">
          {t('checkout.summary.pending')}
        </p>
      )}
    </section>
  );
}
