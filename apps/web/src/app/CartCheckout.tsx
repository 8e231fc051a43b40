// /cart's one-page checkout with its parts (spec §2 cart log-in panel, §4 purchase flow):
// app/routes/cart.tsx loads this module as a chunk of its own once the cart has a line, so that an
// empty cart (a visitor landing on /cart) paints and starts without the checkout's code.
import '../features/checkout/i18n.ts';
import { CartLoginPanel } from '../features/account/components/CartLoginPanel.tsx';
import { CartLines } from '../features/checkout/components/CartLines.tsx';
import { CheckoutForm } from '../features/checkout/components/CheckoutForm.tsx';
import type { StoredCart } from '../features/checkout/hooks/use-stored-cart.ts';
import { withoutLine, withPlan, withQuantity } from '../lib/cart-lines.ts';
import { checkoutParts } from './checkout-parts.tsx';

/** The checkout's registration form, where the cart log-in panel's register toggle leads. */
function focusRegistration(): void {
  const target = document.getElementById('checkout-register');
  if (!target) return;
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
  target.focus({ preventScroll: true });
}

export function CartCheckout({ cart }: { cart: StoredCart }) {
  return (
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
  );
}
