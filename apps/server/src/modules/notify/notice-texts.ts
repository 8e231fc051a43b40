// The administrators' notices in Thai (Thai first, an English line under the mail's): what was
// ordered or reported, by whom, how much, and the back-office page to open. The same text goes to
// LINE and, with a subject, to the notice e-mails.
import { formatMoney } from '@rian/domain/money';

export interface OrderNoticeInput {
  orderId: number;
  buyer: string;
  email: string;
  total: number;
  currency: 'THB' | 'USD';
  publicUrl: string;
}

export interface ReportNoticeInput {
  orderId: number;
  reporter: string;
  amount: number;
  currency: 'THB' | 'USD';
  publicUrl: string;
}

export interface NoticeText {
  kind: 'admin_order_placed' | 'admin_transfer_reported';
  subject: string;
  /** The LINE message and the mail's Thai part. */
  text: string;
  /** The mail's English line. */
  english: string;
}

export function orderPlacedNotice(input: OrderNoticeInput): NoticeText {
  const total = formatMoney({ amount: input.total, currency: input.currency }, 'th', true);
  const link = `${input.publicUrl}/admin/orders/${input.orderId}`;
  return {
    kind: 'admin_order_placed',
    subject: `คำสั่งซื้อใหม่ #${input.orderId} / New order`,
    text: [`🛒 คำสั่งซื้อใหม่ #${input.orderId}`, `ผู้ซื้อ: ${input.buyer} (${input.email})`, `ยอดรวม: ${total}`, `ดูคำสั่งซื้อ: ${link}`].join(
      '\n',
    ),
    english: `New order #${input.orderId} by ${input.buyer}, total ${total}: ${link}`,
  };
}

export function transferReportedNotice(input: ReportNoticeInput): NoticeText {
  const amount = formatMoney({ amount: input.amount, currency: input.currency }, 'th', true);
  const link = `${input.publicUrl}/admin/payments`;
  return {
    kind: 'admin_transfer_reported',
    subject: `แจ้งชำระเงินใหม่ คำสั่งซื้อ #${input.orderId} / New payment report`,
    text: [
      `💸 แจ้งชำระเงินใหม่ คำสั่งซื้อ #${input.orderId}`,
      `ผู้แจ้ง: ${input.reporter}`,
      `ยอดโอน: ${amount}`,
      `ตรวจสอบการชำระเงิน: ${link}`,
    ].join('\n'),
    english: `A transfer of ${amount} was reported for order #${input.orderId}; review it at ${link}`,
  };
}
