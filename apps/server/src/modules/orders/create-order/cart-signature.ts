// What was bought, independent of the payment method: an unpaid order of the same cart is reused
// (spec §4).
import { createHash } from 'node:crypto';
import type { OrderRequest } from '@rian/domain/order-validation';

export function cartSignature(req: OrderRequest): string {
  const canonical = JSON.stringify({
    cur: req.currency,
    c: [...req.courses].sort((a, b) => a.course_id - b.course_id).map((c) => [c.course_id, c.pricingplan_id]),
    p: [...req.products].sort((a, b) => a.product_id - b.product_id).map((p) => [p.product_id, p.quantity]),
    k: [...req.coupon_ids],
    pr: req.promotion_id,
    sa: req.shipping_address_id,
    sf: req.shipping_fee_id,
    w: req.is_withholding ? (req.withholding_percent ?? 3) : 0,
  });
  return createHash('sha256').update(canonical).digest('base64url');
}
