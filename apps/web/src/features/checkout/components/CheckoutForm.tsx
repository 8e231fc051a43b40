import '../i18n.ts';
import './checkout-widgets.css';
import './checkout.css';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import { CURRENCIES, type Currency } from '@rian/domain/money';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { productIdsOf, type CheckoutLine } from '../../../lib/cart-lines.ts';
import type { CheckoutParts } from '../checkout-parts.ts';
import { useCheckout, type CheckoutApi } from '../hooks/use-checkout.ts';
import { usePurchase } from '../hooks/use-purchase.ts';
import { BuyerSection } from './BuyerSection.tsx';
import { CheckoutNotices, PurchaseProblemAlert } from './CheckoutSubmit.tsx';
import { CouponInput } from './CouponInput.tsx';
import { PaymentMethodList } from './PaymentMethodList.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { PromotionList } from './PromotionList.tsx';
import { ShippingSelector } from './ShippingSelector.tsx';
import { SwitchDealModal } from './SwitchDealModal.tsx';
import { WithholdingControl } from './WithholdingControl.tsx';

export interface CheckoutFormProps {
  /** Where the buyer checks out: the course page's embedded checkout or /cart. */
  source: 'course' | 'cart';
  /** spec §2 layout four: purchase without registration (its registration form, its payment step). */
  layoutFour: boolean;
  lines: readonly CheckoutLine[];
  /** The lines are loading or being saved: submit waits. */
  linesBusy: boolean;
  /** The line editor: layout 4's plan cards, or the cart's lines. */
  renderLines: (checkout: CheckoutApi) => ReactNode;
  /**
   * 'inline': a visitor switches between the registration form and the log-in form here (layout 4).
   * 'panel': the cart log-in panel (spec §2, given as `loginPanel`) sits above the registration form
   * and says who is signed in (/cart).
   */
  login: 'inline' | 'panel';
  loginPanel?: ReactNode;
  /** The payment step, log-in and registration forms, which other features own. */
  parts: CheckoutParts;
}

/**
 * The one-page checkout (spec §2 layout 4 "purchase-without-registration cart", and /cart): the
 * lines, promotions, coupon, payment methods, shipping, withholding, the price summary, the buyer
 * (registration or log-in for visitors) and the submit button; then the payment step (spec §4).
 */
export function CheckoutForm({ source, layoutFour, lines, linesBusy, renderLines, login, loginPanel, parts }: CheckoutFormProps) {
  const { t } = useTranslation();
  const checkout = useCheckout({ lines, linesBusy });
  const purchase = usePurchase(checkout, source);
  const noticesId = useId();

  if (purchase.paying) {
    return (
      <PaymentView order={purchase.paying} layoutFour={layoutFour} onBack={purchase.backToForm} PaymentStep={parts.PaymentStep} />
    );
  }

  const { choices } = checkout;
  return (
    <div
      className="checkout"
      data-testid="checkout"
      // spec §7 begin_checkout: the buyer's first interaction with the checkout.
      onClickCapture={checkout.markInteracted}
      onChangeCapture={checkout.markInteracted}
    >
      {renderLines(checkout)}
      {checkout.loadFailed ? (
        <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={checkout.retry} />
      ) : null}
      {lines.length > 0 ? <CheckoutChoices checkout={checkout} lines={lines} /> : null}
      <CheckoutNotices
        id={noticesId}
        blockers={checkout.loading ? [] : checkout.gate.notices}
        notices={choices.notices}
        onDismiss={checkout.dismissNotice}
      />
      <PurchaseProblemAlert problem={purchase.problem} />
      <BuyerSection
        checkout={checkout}
        purchase={purchase}
        layoutFour={layoutFour}
        login={login}
        loginPanel={loginPanel}
        noticesId={noticesId}
        parts={parts}
      />
      <DealSwitch checkout={checkout} />
    </div>
  );
}

/** The buyer's choices once there are lines: currency, promotion, coupon, method, shipping, withholding, the summary. */
function CheckoutChoices({ checkout, lines }: { checkout: CheckoutApi; lines: readonly CheckoutLine[] }) {
  const { t } = useTranslation();
  const { summary, choices } = checkout;
  const productIds = productIdsOf(lines);
  const hasCourses = lines.some((l) => l.kind === 'course');
  const exclusive = checkout.dealSettings.coupon_promotion_exclusive === 1;
  return (
    <>
      {checkout.offersUsd ? <CurrencyChoice currency={checkout.currency} onChange={checkout.setCurrency} /> : null}
      <PromotionList
        eligible={summary?.eligible ?? []}
        selected={summary?.request.promotion_id ?? null}
        // spec §5: going without a promotion only when an exclusive coupon takes its place.
        allowNone={exclusive && choices.coupons.length > 0}
        currency={checkout.currency}
        onChoose={checkout.choosePromotion}
      />
      <CouponInput
        coupons={choices.coupons}
        failures={summary?.failures ?? []}
        onApply={checkout.applyCoupon}
        onRemove={checkout.removeCoupon}
      />
      <PaymentMethodList
        methods={checkout.methods}
        selected={choices.paymentMethodId}
        unavailable={checkout.unavailableMethods}
        onChoose={checkout.setPaymentMethod}
      />
      {productIds.length > 0 ? (
        <ShippingSelector
          productIds={productIds}
          currency={checkout.currency}
          addressId={choices.shipping.addressId}
          feeId={choices.shipping.feeId}
          onChange={checkout.setShipping}
          signedIn={checkout.signedIn}
        />
      ) : null}
      {hasCourses && checkout.signedIn ? (
        <WithholdingControl
          currency={checkout.currency}
          baseMinor={summary?.withholdingBase ?? 0}
          checked={choices.withholding.checked}
          percent={choices.withholding.percent}
          onChange={checkout.setWithholding}
        />
      ) : null}
      {checkout.loading && !summary ? (
        <LoadingNotice testId="checkout-loading">{t('app.checkoutLoading')}</LoadingNotice>
      ) : (
        <PriceSummary cart={summary?.cart ?? null} currency={checkout.currency} hasProducts={productIds.length > 0} />
      )}
    </>
  );
}

/** spec §5: the question before a coupon and a promotion that exclude each other swap places. */
function DealSwitch({ checkout }: { checkout: CheckoutApi }) {
  const lang = useLang();
  const { summary, choices } = checkout;
  const pending = choices.pendingSwitch;
  const promotionIdInModal =
    pending?.side === 'promotion' ? pending.promotionId : pending?.side === 'coupon' ? choices.promotion.promotionId : null;
  const promotionInModal = summary?.eligible.find((e) => e.promotion.id === promotionIdInModal)?.promotion;
  return (
    <SwitchDealModal
      pending={pending}
      promotionTitle={promotionInModal ? localized(promotionInModal.title ?? '', promotionInModal.title_en, lang) : ''}
      onConfirm={checkout.confirmSwitch}
      onCancel={checkout.cancelSwitch}
    />
  );
}

/** spec §3 currency_code: THB or USD per order; the site's default first (spec §9). */
function CurrencyChoice({ currency, onChange }: { currency: Currency; onChange: (c: Currency) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="choice-group" data-testid="currency-choice">
      <legend className="choice-group__legend">{t('checkout.currency.legend')}</legend>
      <div className="choice-list choice-list--row">
        {CURRENCIES.map((c) => (
          <label key={c} htmlFor={`${name}-${c}`} className="choice-option" data-selected={currency === c || undefined}>
            <input id={`${name}-${c}`} type="radio" name={name} value={c} checked={currency === c} onChange={() => onChange(c)} />
            <span className="choice-option__title">{t(`checkout.currency.${c}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** spec §4: after creation, the payment step of the chosen method in place of the form. */
function PaymentView({
  order,
  layoutFour,
  onBack,
  PaymentStep,
}: {
  order: OrderDetail;
  layoutFour: boolean;
  onBack: () => void;
  PaymentStep: CheckoutParts['PaymentStep'];
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form the buyer was in is gone: bring them to the step that replaced it.
    ref.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      className="checkout-pay"
      tabIndex={-1}
      aria-label={t('checkout.paymentStep.label')}
      data-testid="checkout-payment"
    >
      <Suspense fallback={<LoadingNotice testId="payment-step-loading">{t('checkout.paymentStep.loading')}</LoadingNotice>}>
        <PaymentStep order={order} layoutFour={layoutFour} />
      </Suspense>
      <Button variant="subtle" onClick={onBack} className="checkout-pay__back" data-testid="checkout-back">
        {t('checkout.paymentStep.back')}
      </Button>
    </div>
  );
}
