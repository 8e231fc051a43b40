// Thai calendar days as a WHERE on a UTC column: from 00:00 of the first day to 24:00 of the last,
// Thai time (UTC+7, no daylight saving). The order list, its CSV and the sales dashboard share it.
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { thaiDateTimeToUtc } from '@rian/domain/payment-report';

const DAY_MS = 86_400_000;

/** 00:00 of a Thai calendar day (the contract checked it is a real day), as an instant. */
export const thaiMidnight = (day: string): Date => thaiDateTimeToUtc(day, '00:00:00')!;

/** `column` falls on the Thai days `from` to `to`, both included; an absent end leaves that side open. */
export function onThaiDays(column: AnyPgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(column, thaiMidnight(from)) : undefined,
    to ? lt(column, new Date(thaiMidnight(to).getTime() + DAY_MS)) : undefined,
  );
}
