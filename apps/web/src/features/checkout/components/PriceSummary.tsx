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
          <SummaryRow label={t('checkout.summary.amount')} testId="summary-amount">
            {fmt(cart.amount)}
          </SummaryRow>
          {cart.promotionDiscount > 0 ? (
            <SummaryRow kind="discount" label={t('checkout.summary.promotion')} testId="summary-promotion">
              {off(cart.promotionDiscount)}
            </SummaryRow>
          ) : null}
          {cart.couponDiscount > 0 ? (
            <SummaryRow kind="discount" label={t('checkout.summary.coupon')} testId="summary-coupon">
              {off(cart.couponDiscount)}
            </SummaryRow>
          ) : null}
          {hasProducts ? (
            <SummaryRow label={t('checkout.summary.shipping')} testId="summary-shipping">
              {fmt(cart.shippingFeePrice)}
            </SummaryRow>
          ) : null}
          {cart.vatRateBp > 0 ? (
            <SummaryRow
              kind="minor"
              label={
                cart.vatIncluded
                  ? t('checkout.summary.vatIncluded', { rate: ratePercent(cart.vatRateBp) })
                  : t('checkout.summary.vatAdded', { rate: ratePercent(cart.vatRateBp) })
              }
              testId="summary-vat"
            >
              {fmt(cart.vat)}
            </SummaryRow>
          ) : null}
          {cart.withholdingPrice > 0 && cart.withholdingPercent !== null ? (
            <SummaryRow
              kind="discount"
              label={t('checkout.summary.withholding', { percent: cart.withholdingPercent })}
              testId="summary-withholding"
            >
              {off(cart.withholdingPrice)}
            </SummaryRow>
          ) : null}
          <SummaryRow kind="total" label={t('checkout.summary.total')} testId="summary-total" live>
            {fmt(cart.total)}
          </SummaryRow>
        </dl>
      ) : (
        <p className="hint" data-testid="summary-pending">
          {t('checkout.summary.pending')}
        </p>
      )}
    </section>
  );
}

/** One line of the summary: what it counts and its amount (the total's is read out as it changes). */
function SummaryRow(props: {
  kind?: 'discount' | 'minor' | 'total';
  label: string;
  testId: string;
  live?: boolean;
  children: string;
}) {
  return (
    <div className={props.kind ? `price-summary__row price-summary__row--${props.kind}` : 'price-summary__row'}>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId} aria-live={props.live ? 'polite' : undefined}>
        {props.children}
      </dd>
    </div>
  );
}
