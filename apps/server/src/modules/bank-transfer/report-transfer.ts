// POST /public/payment/report and /private/payment/report (spec §3 payment report, §5 report rules):
// re-runs the report checks of spec §5 as the authority, then in one transaction records the pending
// report and the slips' hashes, moves the order to pendingApproved and queues the buyer's copy (spec §7
// paymentorder e-mail).
import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { findBank, transferSourceBanks } from '@rian/domain/banks';
import { DomainError } from '@rian/domain/errors';
import { BANK_TRANSFER_METHOD_ID, buildBankTransferReport, transferAmountDue } from '@rian/domain/payment-report';
import { enqueueMail } from '../mail/outbox.ts';
import { queueReportNotice } from '../notify/queue-admin-notices.ts';
import type { MailContext } from '../payments/mark-paid.ts';
import { transferReportMail } from '../payments/payment-mails.ts';
import type { BankTransferContext } from './bank-transfer-context.ts';
import { reportError } from './report-error.ts';
import { claimSlips, recordSlipHashes, recordSlipTransfer, type Reporter, type SlipReading } from './report-slips.ts';
import { moveOrderToReview } from './report-transitions.ts';

export type { Reporter };

const { orders, paymentReports, bankAccounts } = schema;

/** The report body as the route parsed it (spec §3 payment report). */
export interface ReportBody {
  order_id: number;
  contact_name?: string | undefined;
  email?: string | undefined;
  payment_method_id: number;
  bank_code?: string | undefined;
  tel?: string | undefined;
  bank_account?: string | undefined;
  /** YYYY-MM-DD, Thai time. */
  transfer_datetime?: string | undefined;
  /** HH:mm:ss, Thai time. */
  time?: string | undefined;
  /** Baht as typed ("1500.00") or a number of baht. */
  transfer_amount?: string | number | undefined;
  description?: string | undefined;
  address?: string | undefined;
  slip?: string[] | undefined;
}

type OrderRow = typeof orders.$inferSelect;
type CheckedReport = Extract<ReturnType<typeof buildBankTransferReport>, { ok: true }>['report'];

const text = (v: string | undefined, max: number) => (v ?? '').trim().slice(0, max);

function amountText(v: string | number | undefined): string {
  if (typeof v === 'number') return Number.isFinite(v) ? v.toFixed(2) : '';
  return (v ?? '').trim();
}

export async function reportTransfer(
  ctx: BankTransferContext,
  who: Reporter,
  body: ReportBody,
): Promise<{ orderPaymentId: number; order_token: string }> {
  const order = await loadReportableOrder(ctx, who, body);
  const report = await checkReport(ctx, order, body);
  const slips = [...new Set(report.slip)];
  const now = ctx.clock();
  const mail = await ctx.mailContext();
  const id = await ctx.db.transaction(async (tx) => {
    const { hashes, reading } = await claimSlips(tx, who, slips);
    // One guarded transition: a second report of the same order (a double click) finds nothing.
    if (!(await moveOrderToReview(tx, order.id, now))) throw new DomainError('ORDER_CLOSED');
    const reportId = await insertPendingReport(tx, order, report, slips, reading);
    await recordSlipHashes(tx, hashes, order.id, reportId);
    await recordSlipTransfer(tx, reading.transfer, order.id, reportId);
    await queueReportMail(tx, order, report, (body.transfer_datetime ?? '').trim(), mail);
    await queueReportNotice(tx, ctx.notices, reportId);
    return reportId;
  });
  ctx.kickMail?.();
  return { orderPaymentId: id, order_token: order.order_token };
}

/** The caller's own unpaid bank-transfer order. */
async function loadReportableOrder(ctx: BankTransferContext, who: Reporter, body: ReportBody): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, body.order_id)).limit(1);
  // Someone else's order and no order at all answer alike: ids are not to be probed.
  if (!order || order.user_id !== who.userId) throw new DomainError('NOT_FOUND', 'No such order');
  if (order.payment_method_id !== BANK_TRANSFER_METHOD_ID || body.payment_method_id !== BANK_TRANSFER_METHOD_ID) {
    throw new DomainError('INPUT_ERROR', 'The order is not paid by bank transfer.');
  }
  if (order.status !== 'notYetReceived' || order.payment_status !== 'pending') throw new DomainError('ORDER_CLOSED');
  return order;
}

/** spec §5's report checks, with the site's settings and accounts. */
async function checkReport(ctx: BankTransferContext, order: OrderRow, body: ReportBody): Promise<CheckedReport> {
  const site = await ctx.site.settingsRow();
  const accounts = await ctx.db.select({ account_id: bankAccounts.account_id }).from(bankAccounts);
  const slipNames = (body.slip ?? []).map((s) => s.trim());
  const built = buildBankTransferReport({
    form: {
      contact_name: body.contact_name ?? '',
      transfer_amount: amountText(body.transfer_amount),
      bank_code: (body.bank_code ?? '').trim().toUpperCase(),
      bank_account: (body.bank_account ?? '').trim(),
      transfer_date: (body.transfer_datetime ?? '').trim(),
      transfer_time: (body.time ?? '').trim(),
      selectedSlipCount: slipNames.length,
    },
    context: {
      amountDue: transferAmountDue(order),
      requireSlip: (site?.require_slip ?? 1) === 1,
      bankCodes: transferSourceBanks().map((b) => b.code),
      accountNumbers: accounts.map((a) => a.account_id),
    },
    // The e-mail and phone of the order, not the body's: the buyer's copy goes to the buyer.
    order: { order_id: order.id, email: order.email, tel: text(body.tel, 40) || (order.tel ?? '') },
    description: text(body.description, 1000),
    uploadedSlipNames: slipNames,
  });
  if (!built.ok) throw reportError(built.error);
  return built.report;
}

async function insertPendingReport(
  tx: Tx,
  order: OrderRow,
  report: CheckedReport,
  slips: string[],
  reading: SlipReading,
): Promise<number> {
  const [row] = await tx
    .insert(paymentReports)
    .values({
      order_id: order.id,
      user_id: order.user_id,
      payment_method_id: BANK_TRANSFER_METHOD_ID,
      report_type: 'banktransfer',
      status: 'pending',
      contact_name: report.contact_name,
      email: order.email,
      tel: report.tel,
      bank_code: report.bank_code,
      bank_account: report.bank_account,
      transfer_datetime: new Date(report.transfer_datetime),
      transfer_amount: report.transfer_amount,
      description: report.description,
      address: report.address,
      slip: slips,
      slip_qr: reading.status,
      slip_sending_bank: reading.transfer?.sendingBank ?? null,
      slip_trans_ref: reading.transfer?.transRef ?? null,
    })
    .returning({ id: paymentReports.id });
  if (!row) throw new Error('payment report insert returned nothing');
  return row.id;
}

/** spec §7 /api/send/to/email/paymentorder: written by the server, to the order's e-mail. */
async function queueReportMail(tx: Tx, order: OrderRow, report: CheckedReport, date: string, mail: MailContext) {
  const bank = findBank(report.bank_code);
  await enqueueMail(
    tx,
    transferReportMail({
      to: order.email,
      userId: order.user_id,
      siteTitle: mail.siteTitle,
      publicUrl: mail.publicUrl,
      orderId: order.id,
      fullname: report.contact_name || order.email,
      bankName: bank?.name_th ?? report.bank_code,
      bankAccount: report.bank_account,
      amount: report.transfer_amount,
      currency: order.currency_code === 'USD' ? 'USD' : 'THB',
      date,
      time: report.time,
      telephone: report.tel,
      description: report.description,
    }),
  );
}
