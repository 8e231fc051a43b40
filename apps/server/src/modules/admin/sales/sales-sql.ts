// The pieces every sales query shares: which orders count as paid in the period, and a group's tally
// (how many, and the sum of an amount for each currency apart: THB and USD are never added together).
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@rian/db';
import { CURRENCIES, type Currency } from '@rian/domain/money';
import type { SalesAmounts } from '@rian/contracts/admin/sales';
import { onThaiDays } from '../thai-days.ts';

const { orders } = schema;

/** The period, Thai calendar days both included. */
export interface SalesPeriod {
  from: string;
  to: string;
}

/**
 * Orders paid on the period's Thai days: paid once (payment_status stays 'approved' through refunds),
 * on the day of approved_at in Thai time. A test order (paid in a provider's test environment) is no sale.
 */
export const paidIn = (p: SalesPeriod): SQL =>
  and(eq(orders.payment_status, 'approved'), eq(orders.is_test, false), onThaiDays(orders.approved_at, p.from, p.to))!;

/** Every order but test orders (an administrator trying a provider in its test environment). */
export const realOrder = (): SQL => eq(orders.is_test, false);

/** The sum of `amount` over the group's rows of each currency, in minor units (0 when none). */
export function amounts(amount: SQL | AnyPgColumn, currency: AnyPgColumn = orders.currency_code): Record<Currency, SQL<number>> {
  return Object.fromEntries(
    CURRENCIES.map((c) => [c, sql<number>`coalesce(sum(${amount}) filter (where ${currency} = ${c}), 0)`.mapWith(Number)]),
  ) as Record<Currency, SQL<number>>;
}

/** A group's row count and its amounts per currency, as a select's fields. */
export const tally = (amount: SQL | AnyPgColumn, currency?: AnyPgColumn) => ({
  count: count(),
  amounts: amounts(amount, currency),
});

/** Nothing, in every currency. */
export const noAmounts = (): SalesAmounts => ({ THB: 0, USD: 0 });
