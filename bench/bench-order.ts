// The order of the checkout benchmarks (bench/checkout, bench/checkout-statements), one new buyer's
// each time: course 5 (plan 12, 4,200 THB, unlimited seats), coupon SAVE10 (10 % off, unlimited uses),
// book 1 (350 THB) with EMS shipping to the buyer's address, a course-and-product order paid by bank transfer.
export function benchOrder(buyer: { addressId: number }) {
  return {
    course_id: [5],
    pricingplan_id: [12],
    products: [{ product_id: 1, quantity: 1 }],
    payment_method_id: 1,
    coupon_id: [2],
    promotion_id: null,
    currency_code: 'THB',
    shipping_address_id: buyer.addressId,
    shipping_fee_id: 1,
    is_withholding: 0,
    status: 'notYetReceived',
  };
}
