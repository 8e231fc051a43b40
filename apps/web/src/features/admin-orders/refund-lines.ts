// The refund dialog's arithmetic, from the same domain rule the server applies (packages/domain
// refunds.ts): every line of the order with its share of what was paid, and the total of the lines
// ticked. The server recomputes it; this is what the administrator sees before sending.
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import { lineNet, refundableAmounts, type RefundLineKey } from '@rian/domain/refunds';

export interface RefundRow {
  key: RefundLineKey;
  title: string;
  kind: 'course' | 'product';
  quantity: number;
  /** Its share of what the buyer paid. */
  amount: number;
  refunded: boolean;
}

export function refundRows(order: AdminOrderDetail): RefundRow[] {
  const lines = [
    ...order.courses.map((c) => ({
      key: c.line as RefundLineKey,
      title: c.title,
      kind: 'course' as const,
      quantity: 1,
      net: lineNet(c),
      refunded: c.refund_id !== null,
    })),
    ...order.products.map((p) => ({
      key: p.line as RefundLineKey,
      title: p.title,
      kind: 'product' as const,
      quantity: p.quantity,
      net: lineNet(p),
      refunded: p.refund_id !== null,
    })),
  ];
  const shares = refundableAmounts(lines, order.total);
  return lines.map(({ net: _net, ...l }) => ({ ...l, amount: shares.get(l.key) ?? 0 }));
}

/** The total of the ticked lines that are still open. */
export function refundTotal(rows: readonly RefundRow[], ticked: ReadonlySet<string>): number {
  return rows.filter((r) => !r.refunded && ticked.has(r.key)).reduce((sum, r) => sum + r.amount, 0);
}
