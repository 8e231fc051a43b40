// The buyer hears that the parcel of an order left: which carrier and its tracking number, in Thai with
// an English line under it, as the academy's other mails (mail/templates.ts).
import type { OutgoingMail } from '../mail/outbox.ts';
import { toHtml } from '../mail/templates.ts';

export interface ShippedMailInput {
  to: string;
  userId: number;
  siteTitle: string;
  publicUrl: string;
  orderId: number;
  carrier: string;
  tracking: string;
}

export function shippedMail(input: ShippedMailInput): OutgoingMail {
  const orders = `${input.publicUrl}/myaccount/student/order`;
  const text = [
    `${input.siteTitle} จัดส่งสินค้าของคำสั่งซื้อเลขที่ ${input.orderId} แล้ว`,
    [`ขนส่ง: ${input.carrier}`, `หมายเลขพัสดุ: ${input.tracking}`].join('\n'),
    `ติดตามคำสั่งซื้อได้ที่ ${orders}`,
    `The products of order ${input.orderId} were shipped with ${input.carrier}, tracking number ${input.tracking}. Your orders: ${orders}`,
  ].join('\n\n');
  return {
    kind: 'order_shipped',
    to: input.to,
    userId: input.userId,
    subject: `จัดส่งสินค้าแล้ว คำสั่งซื้อ ${input.orderId} / Your order has shipped`,
    text,
    html: toHtml(text),
  };
}
