// The e-mails of a payment (spec §7 POST /api/send/to/email/paymentorder; §4 "report sent"): written
// by the server into the outbox in the same transaction as what caused them, never by the browser.
import { formatMoney } from '@rian/domain/money';
import type { OutgoingMail } from '../mail/outbox.ts';
import { mailTo, type OrderMailInput } from '../mail/templates.ts';

export interface PurchaseMailInput extends OrderMailInput {
  orderToken: string;
  total: number;
  currency: 'THB' | 'USD';
  methodName: string;
  /** The order's receipt or tax invoice and credit notes, each with its PDF's address (the buyer signs in to open it). */
  documents?: readonly { number: string; url: string }[];
}

/** The buyer's receipt once an order is paid (a verified provider payment or an administrator's approval). */
export function purchaseMail(input: PurchaseMailInput): OutgoingMail {
  const amount = formatMoney({ amount: input.total, currency: input.currency }, 'th');
  const docs = input.documents ?? [];
  const text = [
    `ขอบคุณสำหรับการสั่งซื้อกับ ${input.siteTitle}`,
    `คำสั่งซื้อเลขที่ ${input.orderId} ชำระเงินเรียบร้อยแล้ว ยอดชำระ ${amount} (${input.methodName})`,
    `ดูคำสั่งซื้อและเริ่มเรียนได้ที่ ${input.publicUrl}/myaccount/student/order`,
    ...(docs.length > 0
      ? [
          `เอกสารของคำสั่งซื้อ (เข้าสู่ระบบก่อนเปิด) / Documents (sign in to open):\n${docs.map((d) => `${d.number}: ${d.url}`).join('\n')}`,
        ]
      : []),
    `Thank you. Order ${input.orderId} is paid (${amount}). Your courses are open: ${input.publicUrl}/myaccount/student/order`,
  ].join('\n\n');
  return mailTo(input, 'purchase', `ยืนยันการชำระเงิน คำสั่งซื้อ ${input.orderId} / Payment received`, text);
}

export interface TransferReportMailInput {
  to: string;
  userId: number | null;
  siteTitle: string;
  publicUrl: string;
  orderId: number;
  fullname: string;
  bankName: string;
  bankAccount: string;
  amount: number;
  currency: 'THB' | 'USD';
  /** Thai time, as the buyer entered it. */
  date: string;
  time: string;
  telephone: string;
  description: string;
}

/** spec §7 /api/send/to/email/paymentorder: the buyer's copy of a bank-transfer report. */
export function transferReportMail(input: TransferReportMailInput): OutgoingMail {
  const amount = formatMoney({ amount: input.amount, currency: input.currency }, 'th');
  const text = [
    `เรียน คุณ${input.fullname}`,
    `${input.siteTitle} ได้รับการแจ้งชำระเงินของคำสั่งซื้อเลขที่ ${input.orderId} แล้ว เจ้าหน้าที่จะตรวจสอบและยืนยันโดยเร็ว`,
    [
      `ธนาคาร: ${input.bankName}`,
      `เลขบัญชี: ${input.bankAccount}`,
      `จำนวนเงิน: ${amount}`,
      `วันที่โอน: ${input.date} เวลา ${input.time}`,
      `โทรศัพท์: ${input.telephone || '-'}`,
      ...(input.description ? [`หมายเหตุ: ${input.description}`] : []),
    ].join('\n'),
    `ติดตามสถานะได้ที่ ${input.publicUrl}/myaccount/student/order`,
    `We received your transfer report for order ${input.orderId}; an administrator will confirm it soon.`,
  ].join('\n\n');
  return mailTo(input, 'payment_report', `ได้รับการแจ้งชำระเงิน คำสั่งซื้อ ${input.orderId} / Transfer report received`, text);
}

/** The buyer learns that an administrator rejected the transfer report, and why. */
export function reportRejectedMail(input: OrderMailInput & { reason: string }): OutgoingMail {
  const text = [
    `คำสั่งซื้อเลขที่ ${input.orderId} ของ ${input.siteTitle}: การแจ้งชำระเงินไม่ผ่านการตรวจสอบ`,
    `เหตุผล: ${input.reason}`,
    `กรุณาติดต่อเจ้าหน้าที่หรือสั่งซื้อใหม่ที่ ${input.publicUrl}/myaccount/student/order`,
    `Your transfer report for order ${input.orderId} was not accepted: ${input.reason}`,
  ].join('\n\n');
  return mailTo(
    input,
    'payment_rejected',
    `การแจ้งชำระเงินไม่ผ่านการตรวจสอบ คำสั่งซื้อ ${input.orderId} / Transfer report rejected`,
    text,
  );
}
