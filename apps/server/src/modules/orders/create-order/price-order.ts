// The server is the authority on every amount (architecture.md "Money"): packages/domain validateOrder
// recomputes the cart from the rows; the browser's price, discount and shipping_fee are only compared
// (PRICE_CHANGED when they differ, so the buyer sees the real total before paying).
import type { Cart } from '@rian/domain/cart-total';
import { DomainError } from '@rian/domain/errors';
import { validateOrder, type OrderRequest } from '@rian/domain/order-validation';
import type { RuleFailure } from '@rian/domain/rule-failure';
import type { LoadedOrder } from './load-order-context.ts';
import { wantsTaxInvoice } from './load-order-rows.ts';
import type { OrderInput } from './order-input.ts';

/** The first failure decides the code (spec §5 lists its rules in order); all of them go in details. */
function refuse(failures: readonly RuleFailure[]): never {
  const first = failures[0]!;
  throw new DomainError(first.code, undefined, { failures, ...first.details });
}

export function priceOrder(loaded: LoadedOrder, req: OrderRequest, body: OrderInput, now: Date): Cart {
  const { settings, rows, buyer } = loaded;
  const validation = validateOrder(req, {
    now,
    viewer: { loggedIn: true, isStudent: true, ownedCourseIds: rows.ownedCourseIds },
    courses: rows.courses,
    plans: rows.plans,
    products: rows.products,
    shippingFees: rows.shippingFees,
    coupons: rows.coupons,
    promotions: rows.promotions,
    settings: {
      coupon_one_per_order: settings.coupon_one_per_order,
      coupon_promotion_exclusive: settings.coupon_promotion_exclusive,
      vat_rate_bp: settings.vat_rate_bp,
      vat_included: settings.vat_included,
    },
    profile: {
      tax_person_type: buyer.tax_person_type,
      is_require_tax_invoice: wantsTaxInvoice(buyer, settings.tax_company_certificate_required === 1),
    },
  });
  if (!validation.ok) refuse(validation.failures);
  const cart = validation.cart;
  const shown = { price: body.price, discount: body.discount, shipping_fee: body.shipping_fee };
  const mine = { price: cart.amount, discount: cart.discount, shipping_fee: cart.shippingFeePrice };
  for (const key of ['price', 'discount', 'shipping_fee'] as const) {
    if (shown[key] !== undefined && shown[key] !== mine[key]) {
      throw new DomainError('PRICE_CHANGED', undefined, { field: key, sent: shown[key], expected: mine[key], cart });
    }
  }
  return cart;
}
