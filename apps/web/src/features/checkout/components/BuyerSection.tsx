import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';
import { useSession } from '../../../lib/use-session.ts';
import type { CheckoutParts } from '../checkout-parts.ts';
import type { CheckoutApi } from '../hooks/use-checkout.ts';
import type { PurchaseApi } from '../hooks/use-purchase.ts';
import { CheckoutSubmit } from './CheckoutSubmit.tsx';
import { VisitorWithholdingControl } from './WithholdingControl.tsx';

type LoginPlace = 'inline' | 'panel';
type BuyerMode = 'register' | 'login';

interface BuyerSectionProps {
  checkout: CheckoutApi;
  purchase: PurchaseApi;
  layoutFour: boolean;
  login: LoginPlace;
  loginPanel: ReactNode;
  noticesId: string;
  parts: CheckoutParts;
}

/**
 * spec §4 purchase flow, the buyer's part: a signed-in student submits; a visitor registers with the
 * registration form, whose submit then also places the order, or logs in.
 */
export function BuyerSection(props: BuyerSectionProps) {
  const { checkout, purchase, login, loginPanel, noticesId } = props;
  const { t } = useTranslation();
  const { user, status } = useSession();
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

  // Nothing to buy yet: the log-in panel only (its register toggle has nothing to order either).
  if (checkout.lines.length === 0) {
    return login === 'panel' ? (
      <section className="checkout-buyer" id="checkout-buyer" aria-label={t('checkout.buyer.title')} data-testid="checkout-buyer">
        {loginPanel}
      </section>
    ) : null;
  }
  const onRegistered = (registered: SessionUser) => {
    if (orderingRef.current) purchase.placeOrder(registered.id);
  };
  return <VisitorBuyer {...props} ordering={ordering} hasProducts={hasProducts} onRegistered={onRegistered} />;
}

/** A visitor with lines: the registration form (which may also place the order) or the log-in form. */
function VisitorBuyer({
  checkout,
  purchase,
  layoutFour,
  login,
  loginPanel,
  noticesId,
  parts,
  ordering,
  hasProducts,
  onRegistered,
}: BuyerSectionProps & { ordering: boolean; hasProducts: boolean; onRegistered: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<BuyerMode>('register');
  const { LoginForm, RegistrationForm } = parts;
  const showLogin = login === 'inline' && mode === 'login';
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
        {login === 'inline' ? <BuyerSwitch mode={mode} onMode={setMode} /> : null}
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
            <RegistrationForm
              layoutFour={layoutFour}
              onRegistered={onRegistered}
              onShowLogin={login === 'inline' ? () => setMode('login') : focusCartLogin}
              submitLabel={ordering ? t('checkout.buyer.registerAndOrder') : t('checkout.buyer.register')}
              submitDisabled={ordering && (checkout.loading || purchase.busy)}
              submitDescribedBy={noticesId}
              onTaxProfile={checkout.setVisitorProfile}
              afterTaxInvoice={ordering ? <VisitorWithholding checkout={checkout} /> : null}
            />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * spec §5 withholding for the visitor who registers and orders at once (only course lines reach here:
 * products make the visitor register first and order signed in).
 */
function VisitorWithholding({ checkout }: { checkout: CheckoutApi }) {
  const { summary, choices } = checkout;
  return (
    <VisitorWithholdingControl
      profile={checkout.visitorProfile}
      currency={checkout.currency}
      baseMinor={summary?.withholdingBase ?? 0}
      checked={choices.withholding.checked}
      percent={choices.withholding.percent}
      onChange={checkout.setWithholding}
    />
  );
}

/** Layout four: "new member" or "I have an account". */
function BuyerSwitch({ mode, onMode }: { mode: BuyerMode; onMode: (mode: BuyerMode) => void }) {
  const { t } = useTranslation();
  const button = (value: BuyerMode, label: string) => (
    <Button
      variant={mode === value ? 'filled' : 'default'}
      aria-pressed={mode === value}
      onClick={() => onMode(value)}
      data-testid={`buyer-${value}`}
    >
      {label}
    </Button>
  );
  return (
    <div className="buyer-switch" role="group" aria-label={t('checkout.buyer.switch')}>
      {button('register', t('checkout.buyer.newMember'))}
      {button('login', t('checkout.buyer.haveAccount'))}
    </div>
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
