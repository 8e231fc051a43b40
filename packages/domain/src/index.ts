export * from './money.ts';
export * from './course-url.ts';
export * from './pagination.ts';
export * from './layout.ts';
export * from './registration-window.ts';
export * from './plans.ts';
export * from './errors.ts';
export * from './rule-failure.ts';
export * from './deal-discount.ts';
export * from './coupons.ts';
export * from './promotions.ts';
export * from './vat.ts';
export * from './withholding.ts';
export * from './cart-total.ts';
export * from './order-validation.ts';
export * from './field-issues.ts';
export * from './registration.ts';
export * from './tax-invoice.ts';
export * from './payment-report.ts';
export * from './payment-methods.ts';
export * from './uploads.ts';
export * from './access-countdown.ts';
// The zod/mini schemas of payloads.ts are imported from '@rian/domain/payloads' (as contracts take
// '@rian/domain/errors'): their top-level schema construction cannot be tree-shaken, and the web app
// imports this barrel on every catalogue page.
export * from './purchase-block.ts';
export * from './banks.ts';
