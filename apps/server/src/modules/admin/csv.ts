// The back office's CSV downloads (the order list, the sales dashboard, coupon campaigns): files Excel opens with Thai
// intact: UTF-8 with a byte-order mark, CRLF lines, every field quoted where it must be, amounts in
// baht (or dollars) with two decimals, named after today's Thai date. Refusals stay the error envelope.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { OrderStatus } from '@rian/domain/lifecycles/order';
import { utcToThaiDateTime } from '@rian/domain/payment-report';
import { thaiDay } from '@rian/domain/sales-range';
import type { RouteApp } from '../../lib/route-app.ts';

export const BOM = '\uFEFF';

/** The order states in the words the buyer's order list uses (features/checkout status texts). */
export const ORDER_STATUS_TH: Record<OrderStatus, string> = {
  notYetReceived: 'รอชำระเงิน',
  pendingApproved: 'รอตรวจสอบ',
  approved: 'ชำระเงินแล้ว',
  rejected: 'ไม่อนุมัติ',
  cancelled: 'ยกเลิกแล้ว',
  partlyRefunded: 'คืนเงินบางส่วน',
  refunded: 'คืนเงินแล้ว',
};

/** One CSV field: quoted when it holds a quote, comma or line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line of fields, with its CRLF. */
export const csvLine = (fields: readonly (string | number)[]): string => fields.map(csvField).join(',') + '\r\n';

/** Minor units as major units with two decimals ("1234.50"). */
export const majorText = (minor: number): string => (minor / 100).toFixed(2);

/** "2026-11-01 00:30": an instant in Thai time, to the minute. */
export function csvThaiTime(at: string | Date): string {
  const { date, time } = utcToThaiDateTime(new Date(at));
  return `${date} ${time.slice(0, 5)}`;
}

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface CsvRoute<Q> {
  tag: string;
  /** The path under /private/admin, ending in .csv. */
  path: string;
  summary: string;
  query: z.ZodMiniType<Q>;
  /** The file's name before its date: "orders" gives orders-2026-11-26.csv. */
  file: string | ((query: Q) => string);
  /** The CSV's text, piece by piece; it throws (an error answer) before the first piece when the query is refused. */
  csv: (query: Q) => Promise<Iterable<string> | AsyncIterable<string>>;
}

/** A GET answering a CSV download, administrators only, listed in OpenAPI under its tag. */
export function csvRoute<Q>(app: RouteApp, guard: Guard, route: CsvRoute<Q>): void {
  app.get(
    `/private/admin/${route.path}`,
    {
      onRequest: guard,
      schema: {
        tags: [`admin: ${route.tag}`],
        summary: route.summary,
        description: 'Answers text/csv (UTF-8 with BOM, Thai time); refusals are the error envelope (400, 401, 403).',
        // No response map: the answer is a CSV stream, which a response schema would have to type as JSON.
        querystring: route.query,
      },
    },
    async (req, reply) => {
      const query = req.query as Q;
      const csv = await route.csv(query);
      const file = typeof route.file === 'string' ? route.file : route.file(query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}-${thaiDay(new Date())}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(csv));
    },
  );
}
