import '../i18n.ts';
import './checkout-widgets.css';
import './checkout.css';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import type { SessionUser } from '@rian/contracts/session';
import { CURRENCIES, type Currency } from '@rian/domain/money';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { LoginForm } from '../../account/components/LoginForm.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { LazyRegistrationForm } from '../../registration/components/LazyRegistrationForm.tsx';
import { productIdsOf, type CheckoutLine } from '../../../lib/cart-lines.ts';
import { useCheckout, type CheckoutApi } from '../hooks/use-checkout.ts';
import { usePurchase, type PurchaseApi } from '../hooks/use-purchase.ts';
import { CheckoutNotices, CheckoutSubmit, PurchaseProblemAlert } from './CheckoutSubmit.tsx';
import { CouponInput } from './CouponInput.tsx';
import { PaymentMethodList } from './PaymentMethodList.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { PromotionList } from './PromotionList.tsx';
import { ShippingSelector } from './ShippingSelector.tsx';
import { SwitchDealModal } from './SwitchDealModal.tsx';
import { WithholdingControl } from './WithholdingControl.tsx';

// The payment step (providers' components) is a chunk of its own, fetched once an order exists.
const PaymentStep = lazy(() => import('./PaymentStep.tsx').then((m) => ({ default: m.PaymentStep })));

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
}

/**
 * The one-page checkout (spec §2 layout 4 "purchase-without-registration cart", and /cart): the
 * lines, promotions, coupon, payment methods, shipping, withholding, the price summary, the buyer
 * (registration or log-in for visitors) and the submit button; then the payment step (spec §4).
 */
export function CheckoutForm({ source, layoutFour, lines, linesBusy, renderLines, login, loginPanel }: CheckoutFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const checkout = useCheckout({ lines, linesBusy });
  const purchase = usePurchase(checkout, source);
  const noticesId = useId();

  if (purchase.paying) return <PaymentView order={purchase.paying} layoutFour={layoutFour} onBack={purchase.backToForm} />;

  const { summary, choices } = checkout;
  const hasLines = lines.length > 0;
  const productIds = productIdsOf(lines);
  const hasCourses = lines.some((l) => l.kind === 'course');
  const failures = summary?.failures ?? [];
  const exclusive = checkout.dealSettings.coupon_promotion_exclusive === 1;
  const pending = choices.pendingSwitch;
  const promotionIdInModal =
    pending?.side === 'promotion' ? pending.promotionId : pending?.side === 'coupon' ? choices.promotion.promotionId : null;
  const promotionInModal = summary?.eligible.find((e) => e.promotion.id === promotionIdInModal)?.promotion;

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
      {hasLines ? (
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
            failures={failures}
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
      ) : null}
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
      />
      <SwitchDealModal
        pending={pending}
        promotionTitle={promotionInModal ? localized(promotionInModal.title ?? '', promotionInModal.title_en, lang) : ''}
        onConfirm={checkout.confirmSwitch}
        onCancel={checkout.cancelSwitch}
      />
    </div>
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

/**
 * spec §4 purchase flow, the buyer's part: a signed-in student submits; a visitor registers with the
 * registration form, whose submit then also places the order, or logs in.
 */
function BuyerSection({
  checkout,
  purchase,
  layoutFour,
  login,
  loginPanel,
  noticesId,
}: {
  checkout: CheckoutApi;
  purchase: PurchaseApi;
  layoutFour: boolean;
  login: 'inline' | 'panel';
  loginPanel: ReactNode;
  noticesId: string;
}) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const canSubmit = checkout.gate.canSubmit && !purchase.busy;
  const hasProducts = checkout.lines.some((l) => l.kind === 'product');
  // A visitor's registration places the order when the order can be placed now. Products need a
  // shipping address, which belongs to an account: those buyers register first, then choose it.
  const ordering = checkout.lines.length > 0 && !hasProducts && (checkout.loading || canSubmit);
  const orderingRef = useRef(ordering);
  useEffect(() => {
    orderingRef.current = ordering;
  });

  if (status === 'loading') return null;

  if (user) {
    return (
      <section className="checkout-buyer" id="checkout-buyer" aria-label={t('checkout.buyer.title')} data-testid="checkout-buyer">
        {login === 'panel' ? (
          loginPanel
        ) : (
          <p className="checkout-buyer__who" data-testid="checkout-signed-in">
            {t('checkout.buyer.signedIn', { name: displayName(user) })}
          </p>
        )}
        <CheckoutSubmit
          canSubmit={canSubmit}
          busy={purchase.busy}
          describedBy={noticesId}
          onSubmit={() => purchase.placeOrder(user.id)}
        />
      </section>
    );
  }

  const onRegistered = (registered: SessionUser) => {
    if (orderingRef.current) purchase.placeOrder(registered.id);
  };
  const showLogin = login === 'inline' && mode === 'login';
  // Nothing to buy yet: the log-in panel only (its register toggle has nothing to order either).
  if (checkout.lines.length === 0) {
    return login === 'panel' ? (
      <section className="checkout-buyer" id="checkout-buyer" aria-label={t('checkout.buyer.title')} data-testid="checkout-buyer">
        {loginPanel}
      </section>
    ) : null;
  }
  return (
    <section className="checkout-buyer" id="checkout-buyer" aria-label={t('checkout.buyer.title')} data-testid="checkout-buyer">
      {login === 'panel' ? loginPanel : null}
      <div
        className="checkout-buyer"
        // The log-in form's register toggle looks for this anchor on a course page (layout 4).
        id={layoutFour ? 'registration' : 'checkout-register'}
        tabIndex={-1}
        aria-labelledby="checkout-register-title"
      >
        <h3 id="checkout-register-title" className="checkout-block__title">
          {login === 'panel' ? t('checkout.buyer.newMember') : t('checkout.buyer.title')}
        </h3>
        {login === 'inline' ? (
          <div className="buyer-switch" role="group" aria-label={t('checkout.buyer.switch')}>
            <Button
              variant={mode === 'register' ? 'filled' : 'default'}
              aria-pressed={mode === 'register'}
              onClick={() => setMode('register')}
              data-testid="buyer-register"
            >
              {t('checkout.buyer.newMember')}
            </Button>
            <Button
              variant={mode === 'login' ? 'filled' : 'default'}
              aria-pressed={mode === 'login'}
              onClick={() => setMode('login')}
              data-testid="buyer-login"
            >
              {t('checkout.buyer.haveAccount')}
            </Button>
          </div>
        ) : null}
        {showLogin ? (
          <LoginForm onRegister={() => setMode('register')} />
        ) : (
          <>
            <p className="hint">
              {hasProducts
                ? t('checkout.buyer.shippingNeedsAccount')
                : ordering
                  ? t('checkout.buyer.lead')
                  : t('checkout.buyer.registerOnly')}
            </p>
            <LazyRegistrationForm
              layoutFour={layoutFour}
              onRegistered={onRegistered}
              onShowLogin={login === 'inline' ? () => setMode('login') : focusCartLogin}
              submitLabel={ordering ? t('checkout.buyer.registerAndOrder') : t('checkout.buyer.register')}
              submitDisabled={ordering && (checkout.loading || purchase.busy)}
              submitDescribedBy={noticesId}
            />
          </>
        )}
      </div>
    </section>
  );
}

function displayName(user: Pick<SessionUser, 'firstname' | 'lastname' | 'username'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}

/** /cart: the page's cart log-in panel (spec §2) holds the log-in form. */
function focusCartLogin(): void {
  const input = document.querySelector<HTMLInputElement>('[data-testid="cart-login"] input[name="username"]');
  if (!input) return;
  input.scrollIntoView({ block: 'center', behavior: 'instant' });
  input.focus({ preventScroll: true });
}

/** spec §4: after creation, the payment step of the chosen method in place of the form. */
function PaymentView({ order, layoutFour, onBack }: { order: OrderDetail; layoutFour: boolean; onBack: () => void }) {
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
