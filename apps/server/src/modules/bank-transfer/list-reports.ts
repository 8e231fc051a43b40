// The transfer reports with a status, newest first, for the administrator's review.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnsOf, schema } from '@rian/db';
import { findBank } from '@rian/domain/banks';
import { reportFlags, type ReportFlag, type SlipQrStatus } from '@rian/domain/report-checks';
import { bankOfSlipNumber } from '@rian/domain/slip-qr';
import type { BankTransferContext } from './bank-transfer-context.ts';

const { orders, paymentReports, users } = schema;

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReportView {
  id: number;
  order_id: number;
  order_token: string;
  order_status: string;
  payment_status: string;
  order_total: number;
  currency_code: 'THB' | 'USD';
  buyer: { id: number; username: string; name: string; email: string };
  contact_name: string;
  email: string;
  tel: string;
  bank_code: string;
  bank_name: string | null;
  bank_account: string;
  transfer_datetime: string | null;
  transfer_amount: number;
  description: string;
  slip: string[];
  status: string;
  decided_by: { id: number; username: string } | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_at: string;
  order_created_at: string;
  slip_qr: SlipQrStatus | null;
  slip_bank: { number: string; code: string | null; name: string | null } | null;
  slip_trans_ref: string | null;
  flags: ReportFlag[];
}

/** The sending bank a slip QR names, by its number. */
function slipBank(number: string | null): ReportView['slip_bank'] {
  if (number === null) return null;
  const code = bankOfSlipNumber(number);
  return { number, code, name: findBank(code)?.name_th ?? null };
}

export async function listReports(ctx: BankTransferContext, status: ReviewStatus): Promise<ReportView[]> {
  const rows = await selectReports(ctx, status);
  return rows.map((x) => {
    const code = x.r.bank_code ?? '';
    const bank = findBank(code);
    if (code && !bank) ctx.warn?.('unknown bank code in a payment report', { reportId: x.r.id, bankCode: code });
    const slip_qr = x.r.slip_qr as SlipQrStatus | null;
    const slip_bank = slipBank(x.r.slip_sending_bank);
    const flags = reportFlags({
      orderTotal: x.order_total,
      transferAmount: x.r.transfer_amount ?? 0,
      orderCreatedAt: x.order_created_at,
      transferAt: x.r.transfer_datetime,
      slipQr: slip_qr,
      slipBankKnown: slip_bank ? slip_bank.code !== null : null,
      sameTransferElsewhere: x.same_transfer,
    });
    return {
      id: x.r.id,
      order_id: x.r.order_id,
      order_token: x.order_token,
      order_status: x.order_status,
      payment_status: x.payment_status,
      order_total: x.order_total,
      currency_code: x.currency_code === 'USD' ? 'USD' : 'THB',
      buyer: {
        id: x.buyer.id,
        username: x.buyer.username,
        name: `${x.buyer.firstname} ${x.buyer.lastname}`.trim() || x.buyer.username,
        email: x.buyer.email,
      },
      contact_name: x.r.contact_name ?? '',
      email: x.r.email ?? '',
      tel: x.r.tel ?? '',
      bank_code: code,
      bank_name: bank?.name_th ?? null,
      bank_account: x.r.bank_account ?? '',
      transfer_datetime: x.r.transfer_datetime?.toISOString() ?? null,
      transfer_amount: x.r.transfer_amount ?? 0,
      description: x.r.description ?? '',
      slip: x.r.slip,
      status: x.r.status,
      decided_by: x.r.decided_by !== null && x.decider_username ? { id: x.r.decided_by, username: x.decider_username } : null,
      decided_at: x.r.decided_at?.toISOString() ?? null,
      decision_reason: x.r.decision_reason,
      created_at: x.r.created_at.toISOString(),
      order_created_at: x.order_created_at.toISOString(),
      slip_qr,
      slip_bank,
      slip_trans_ref: x.r.slip_trans_ref,
      flags,
    } satisfies ReportView;
  });
}

const buyerColumns = columnsOf(users, ['id', 'username', 'firstname', 'lastname', 'email']);

function selectReports(ctx: BankTransferContext, status: ReviewStatus) {
  const decider = alias(users, 'decider');
  return ctx.db
    .select({
      r: paymentReports,
      order_token: orders.order_token,
      order_status: orders.status,
      payment_status: orders.payment_status,
      order_total: orders.total,
      order_created_at: orders.created_at,
      // Other reports naming the same transfer (a report refused for it is never stored; older ones may be).
      same_transfer: sql<number>`(select count(*)::int from ${paymentReports} other
        where other.slip_trans_ref = ${paymentReports.slip_trans_ref}
          and other.slip_sending_bank = ${paymentReports.slip_sending_bank}
          and other.id <> ${paymentReports.id})`,
      currency_code: orders.currency_code,
      buyer: buyerColumns,
      decider_username: decider.username,
    })
    .from(paymentReports)
    .innerJoin(orders, eq(orders.id, paymentReports.order_id))
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(decider, eq(decider.id, paymentReports.decided_by))
    .where(and(eq(paymentReports.report_type, 'banktransfer'), eq(paymentReports.status, status)))
    .orderBy(status === 'pending' ? paymentReports.id : desc(paymentReports.decided_at), desc(paymentReports.id))
    .limit(200);
}
