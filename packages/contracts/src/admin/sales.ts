// /private/admin/sales: the sales dashboard over a period of Thai calendar days. Revenue is
// what paid orders took, counted on the Thai day they were paid (orders.approved_at in Asia/Bangkok),
// cut into days, ISO weeks or months; every amount is minor units per currency, THB and USD apart and
// never added together. The same figures download as CSV (/private/admin/sales/export.csv).
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import { SALES_BUCKETS } from '@rian/domain/sales-range';
import { adminOne } from './list.ts';

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.iso.date({ message: 'date' });
const count = z.int();

/**
 * The period, both days included (default: the last 30 Thai days up to today) and the series' bucket
 * (default 'day'). A period that runs backwards answers SALES_RANGE_REVERSED, one of more than three
 * years SALES_RANGE_TOO_LONG.
 */
export const SalesQuerySchema = z.object({
  from: z.optional(day),
  to: z.optional(day),
  bucket: z.optional(z.enum(SALES_BUCKETS)),
});
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

/** An amount in minor units for each currency. */
export const SalesAmountsSchema = z.object({ THB: z.int(), USD: z.int() });
export type SalesAmounts = z.infer<typeof SalesAmountsSchema>;

/** A group's orders (or units sold) and what they took. */
const tally = { count, amounts: SalesAmountsSchema };

export const SalesReportSchema = z.object({
  from: day,
  to: day,
  bucket: z.enum(SALES_BUCKETS),
  /** One point per bucket from the one holding `from` to the one holding `to`, empty buckets included; `start` is its first day. */
  series: z.array(z.object({ start: day, ...tally })),
  /** Orders paid in the period. */
  paid: z.object(tally),
  /** Refunds made in the period (on any order). */
  refunds: z.object(tally),
  /** What the period's payments left after its refunds, per currency. */
  net: SalesAmountsSchema,
  /** Bank transfer reports awaiting an administrator now, whatever the period, and the totals of their orders. */
  pending_approvals: z.object(tally),
  /** Orders made in the period, by their status now. */
  by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), ...tally })),
  /** Paid orders by payment method (null: a method since deleted). */
  by_method: z.array(z.object({ method_id: z.nullable(z.int()), name: z.nullable(z.string()), ...tally })),
  /** The best-selling courses: seats sold (count) and their lines' prices after the lines' own discounts. */
  top_courses: z.array(z.object({ id: z.int(), title: z.string(), ...tally })),
  /** The best-selling products: units sold (count) and their lines' prices times quantities. */
  top_products: z.array(z.object({ id: z.int(), title: z.string(), ...tally })),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
export type SalesTally = z.infer<typeof SalesReportSchema>['paid'];

/** The answer: { success, data } around the report. */
export const SalesAnswerSchema = adminOne(SalesReportSchema);
