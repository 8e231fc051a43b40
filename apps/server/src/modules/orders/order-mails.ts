// What the buyer hears of an order after it is paid, in Thai with an English line under it, as the
// academy's other mails (mail/templates.ts): the parcel left (its carrier and tracking number), and a
// withholding-tax certificate (50 ทวิ) the academy could not accept (why, and where to upload again).
import type { OutgoingMail } from '../mail/outbox.ts';
import { mailTo, type OrderMailInput } from '../mail/templates.ts';

export interface ShippedMailInput extends OrderMailInput {
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
  return mailTo(input, 'order_shipped', `จัดส่งสินค้าแล้ว คำสั่งซื้อ ${input.orderId} / Your order has shipped`, text);
}

export interface CertificateRejectedMailInput extends OrderMailInput {
  reason: string;
}

export function certificateRejectedMail(input: CertificateRejectedMailInput): OutgoingMail {
  const orders = `${input.publicUrl}/myaccount/student/order`;
  const text = [
    `${input.siteTitle} ไม่สามารถรับหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ของคำสั่งซื้อเลขที่ ${input.orderId} ได้`,
    `เหตุผล: ${input.reason}`,
    `กรุณาอัปโหลดหนังสือรับรองฉบับที่ถูกต้องอีกครั้งที่ ${orders}`,
    `The academy could not accept the withholding tax certificate (50 Tawi) of order ${input.orderId}: ${input.reason}. Please upload a corrected one from your orders: ${orders}`,
  ].join('\n\n');
  return mailTo(
    input,
    'withholding_certificate_rejected',
    `กรุณาส่งหนังสือรับรองการหักภาษี ณ ที่จ่ายอีกครั้ง คำสั่งซื้อ ${input.orderId} / Please send the withholding tax certificate again`,
    text,
  );
}
