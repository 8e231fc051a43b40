// Bank transfer, payment method 1 (spec §3 payment report, §4 bank transfer report flow, §5 report
// rules, §7 payment report calls; payments.md §1 and "Rules for every method"). The buyer reports a
// transfer with its slip; only an administrator approves (through markOrderPaid) or rejects it.
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Db, type Tx } from '@rian/db';
import { findBank, transferSourceBanks } from '@rian/domain/banks';
import { DomainError } from '@rian/domain/errors';
import {
  BANK_TRANSFER_METHOD_ID,
  PAYMENT_REPORT_MESSAGES,
  buildBankTransferReport,
  transferAmountDue,
  type ReportIssue,
} from '@rian/domain/payment-report';
import { releaseOrderHolds } from '../orders/order-transitions.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { markOrderPaid, type MailContext } from '../payments/mark-paid.ts';
import { reportRejectedMail, transferReportMail } from '../payments/payment-mails.ts';
import type { OrderStatusEvent } from '../realtime/realtime.ts';
import type { SiteService } from '../site/site.service.ts';

const { orders, paymentReports, slipHashes, uploads, bankAccounts, users } = schema;

/** Who reports: the signed-in buyer, and the guest id their slips may have been uploaded under. */
export interface Reporter {
  userId: number;
  guestId: string | null;
}

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
}

export interface Decision {
  orderId: number;
  orderToken: string;
  userId: number;
  reportId: number;
  status: 'approved' | 'rejected';
}

export interface BankTransferDeps {
  db: Db;
  site: Pick<SiteService, 'settingsRow'>;
  clock: () => Date;
  mailContext: () => Promise<MailContext>;
  /** Called after each commit that changed an order (Socket.IO, spec §9 real-time). */
  notify?: (userId: number, event: OrderStatusEvent) => void;
  /** Sends the outbox now instead of at the next sweep. */
  kickMail?: () => void;
  /** Unknown bank codes are logged (spec §8). */
  warn?: (message: string, data: Record<string, unknown>) => void;
}

function issueDetails(issues: readonly ReportIssue[]) {
  return issues.map((i) => ({ path: i.path.join('.'), key: i.key, message: i.message.en, message_th: i.message.th }));
}

function reportError(issue: ReportIssue): DomainError {
  // spec §5: the browser shows the Thai message; the error carries both.
  return new DomainError('INPUT_ERROR', issue.message.th, issueDetails([issue]));
}

const text = (v: string | undefined, max: number) => (v ?? '').trim().slice(0, max);

function amountText(v: string | number | undefined): string {
  if (typeof v === 'number') return Number.isFinite(v) ? v.toFixed(2) : '';
  return (v ?? '').trim();
}

export class BankTransferService {
  constructor(private readonly deps: BankTransferDeps) {}

  /**
   * POST /public/payment/report and /private/payment/report: re-runs the report checks of spec §5
   * as the authority, then in one transaction records the pending report and the slips' hashes,
   * moves the order to pendingApproved and queues the buyer's copy (spec §7 paymentorder e-mail).
   */
  async report(who: Reporter, body: ReportBody): Promise<{ orderPaymentId: number; order_token: string }> {
    const { db } = this.deps;
    const [order] = await db.select().from(orders).where(eq(orders.id, body.order_id)).limit(1);
    // Someone else's order and no order at all answer alike: ids are not to be probed.
    if (!order || order.user_id !== who.userId) throw new DomainError('NOT_FOUND', 'No such order');
    if (order.payment_method_id !== BANK_TRANSFER_METHOD_ID || body.payment_method_id !== BANK_TRANSFER_METHOD_ID) {
      throw new DomainError('INPUT_ERROR', 'The order is not paid by bank transfer.');
    }
    if (order.status !== 'notYetReceived' || order.payment_status !== 'pending') throw new DomainError('ORDER_CLOSED');

    const site = await this.deps.site.settingsRow();
    const accounts = await db.select({ account_id: bankAccounts.account_id }).from(bankAccounts);
    const amountDue = transferAmountDue(order);
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
        amountDue,
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
    const report = built.report;
    const uniqueSlips = [...new Set(report.slip)];

    const now = this.deps.clock();
    const mail = await this.deps.mailContext();
    const id = await db.transaction(async (tx) => {
      // Each slip must be the caller's own slip upload (or one their guest id uploaded before
      // registering), with its content hash.
      let hashes: string[] = [];
      if (uniqueSlips.length > 0) {
        const rows = await tx
          .select({ name: uploads.name, sha256: uploads.sha256 })
          .from(uploads)
          .where(
            and(
              inArray(uploads.name, uniqueSlips),
              eq(uploads.kind, 'slip'),
              or(
                eq(uploads.owner_user_id, who.userId),
                who.guestId === null ? undefined : and(isNull(uploads.owner_user_id), eq(uploads.owner_guest_id, who.guestId)),
              ),
            ),
          );
        if (rows.length !== uniqueSlips.length || rows.some((r) => !r.sha256)) {
          throw reportError(slipAgainIssue());
        }
        hashes = [...new Set(rows.map((r) => r.sha256!))];
        await tx
          .update(uploads)
          .set({ owner_user_id: who.userId })
          .where(and(inArray(uploads.name, uniqueSlips), isNull(uploads.owner_user_id)));
      }

      // One guarded transition: a second report of the same order (a double click) finds nothing.
      const [moved] = await tx
        .update(orders)
        .set({ status: 'pendingApproved', updated_at: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'notYetReceived'), eq(orders.payment_status, 'pending')))
        .returning({ id: orders.id });
      if (!moved) throw new DomainError('ORDER_CLOSED');

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
          slip: uniqueSlips,
        })
        .returning({ id: paymentReports.id });
      if (!row) throw new Error('payment report insert returned nothing');

      // payments.md §1: a slip's hash is unique; the same order sending it again is harmless.
      if (hashes.length > 0) {
        await tx
          .insert(slipHashes)
          .values(hashes.map((sha256) => ({ sha256, order_id: order.id, payment_report_id: row.id })))
          .onConflictDoNothing();
        const elsewhere = await tx
          .select({ order_id: slipHashes.order_id })
          .from(slipHashes)
          .where(and(inArray(slipHashes.sha256, hashes), ne(slipHashes.order_id, order.id)))
          .limit(1);
        if (elsewhere.length > 0) throw new DomainError('SLIP_ALREADY_USED');
      }

      // spec §7 /api/send/to/email/paymentorder: written by the server, to the order's e-mail.
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
          date: (body.transfer_datetime ?? '').trim(),
          time: report.time,
          telephone: report.tel,
          description: report.description,
        }),
      );
      return row.id;
    });
    this.deps.kickMail?.();
    return { orderPaymentId: id, order_token: order.order_token };
  }

  /**
   * spec §7 POST /api/send/to/email/paymentorder: the server already queued this e-mail with the
   * report. The call only confirms that the caller's order has a report; it never sends mail text
   * the browser wrote (spec §7 lets the browser write the mail: Rian does not).
   */
  async confirmReportMail(userId: number, orderId: number): Promise<void> {
    const [row] = await this.deps.db
      .select({ id: paymentReports.id })
      .from(paymentReports)
      .innerJoin(orders, eq(orders.id, paymentReports.order_id))
      .where(
        and(eq(paymentReports.order_id, orderId), eq(orders.user_id, userId), eq(paymentReports.report_type, 'banktransfer')),
      )
      .limit(1);
    if (!row) throw new DomainError('NOT_FOUND', 'No payment report for this order');
  }

  /** The transfer reports with a status, newest first, for the back office. */
  async list(status: ReviewStatus): Promise<ReportView[]> {
    const decider = alias(users, 'decider');
    const rows = await this.deps.db
      .select({
        r: paymentReports,
        order_token: orders.order_token,
        order_status: orders.status,
        payment_status: orders.payment_status,
        order_total: orders.total,
        currency_code: orders.currency_code,
        buyer_id: users.id,
        buyer_username: users.username,
        buyer_first: users.firstname,
        buyer_last: users.lastname,
        buyer_email: users.email,
        decider_username: decider.username,
      })
      .from(paymentReports)
      .innerJoin(orders, eq(orders.id, paymentReports.order_id))
      .innerJoin(users, eq(users.id, orders.user_id))
      .leftJoin(decider, eq(decider.id, paymentReports.decided_by))
      .where(and(eq(paymentReports.report_type, 'banktransfer'), eq(paymentReports.status, status)))
      .orderBy(status === 'pending' ? paymentReports.id : desc(paymentReports.decided_at), desc(paymentReports.id))
      .limit(200);
    return rows.map((x) => {
      const code = x.r.bank_code ?? '';
      const bank = findBank(code);
      if (code && !bank) this.deps.warn?.('unknown bank code in a payment report', { reportId: x.r.id, bankCode: code });
      return {
        id: x.r.id,
        order_id: x.r.order_id,
        order_token: x.order_token,
        order_status: x.order_status,
        payment_status: x.payment_status,
        order_total: x.order_total,
        currency_code: x.currency_code === 'USD' ? 'USD' : 'THB',
        buyer: {
          id: x.buyer_id,
          username: x.buyer_username,
          name: `${x.buyer_first} ${x.buyer_last}`.trim() || x.buyer_username,
          email: x.buyer_email,
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
      } satisfies ReportView;
    });
  }

  /**
   * An administrator approves a pending report of an order under review: the report row is claimed
   * first (a concurrent reject waits on it), then markOrderPaid, the one transition to paid.
   */
  async approve(adminId: number, reportId: number, orderId: number): Promise<Decision> {
    const now = this.deps.clock();
    const mail = await this.deps.mailContext();
    const decision = await this.deps.db.transaction(async (tx) => {
      await this.claimPending(tx, reportId, orderId, now);
      const paid = await markOrderPaid(tx, orderId, { kind: 'admin', adminId, reportId }, now, mail);
      if (!paid) throw new DomainError('REPORT_CLOSED');
      return { orderId: paid.id, orderToken: paid.orderToken, userId: paid.userId, reportId, status: 'approved' as const };
    });
    this.after(decision);
    return decision;
  }

  /**
   * An administrator rejects a pending report with a reason: the order is rejected, its seats,
   * coupon uses and stock go back as on a cancel, and the buyer is told why.
   */
  async reject(adminId: number, reportId: number, reason: string): Promise<Decision> {
    const now = this.deps.clock();
    const mail = await this.deps.mailContext();
    const decision = await this.deps.db.transaction(async (tx) => {
      const [report] = await tx
        .update(paymentReports)
        .set({ status: 'rejected', decided_by: adminId, decided_at: now, decision_reason: reason })
        .where(and(eq(paymentReports.id, reportId), eq(paymentReports.status, 'pending')))
        .returning({ order_id: paymentReports.order_id });
      if (!report) throw await this.closedOrMissing(tx, reportId);
      const [order] = await tx
        .update(orders)
        .set({ status: 'rejected', payment_status: 'rejected', updated_at: now })
        .where(and(eq(orders.id, report.order_id), eq(orders.status, 'pendingApproved'), eq(orders.payment_status, 'pending')))
        .returning({ id: orders.id, user_id: orders.user_id, order_token: orders.order_token, email: orders.email });
      if (!order) throw new DomainError('REPORT_CLOSED');
      await releaseOrderHolds(tx, [order.id]);
      await enqueueMail(
        tx,
        reportRejectedMail({
          to: order.email,
          userId: order.user_id,
          siteTitle: mail.siteTitle,
          publicUrl: mail.publicUrl,
          orderId: order.id,
          reason,
        }),
      );
      return { orderId: order.id, orderToken: order.order_token, userId: order.user_id, reportId, status: 'rejected' as const };
    });
    this.after(decision);
    return decision;
  }

  /** The order of a buyer, for the provider-verified path of the approve call. */
  async ownOrderToken(userId: number, orderId: number): Promise<string> {
    const [order] = await this.deps.db
      .select({ token: orders.order_token })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)))
      .limit(1);
    if (!order) throw new DomainError('NOT_FOUND', 'No such order');
    return order.token;
  }

  /** Guards a decision: only a pending report of this order, and the order under review. */
  private async claimPending(tx: Tx, reportId: number, orderId: number, now: Date): Promise<void> {
    const [claimed] = await tx
      .update(paymentReports)
      .set({ decided_at: now })
      .where(and(eq(paymentReports.id, reportId), eq(paymentReports.order_id, orderId), eq(paymentReports.status, 'pending')))
      .returning({ id: paymentReports.id });
    if (!claimed) throw await this.closedOrMissing(tx, reportId, orderId);
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (order?.status !== 'pendingApproved') throw new DomainError('REPORT_CLOSED');
  }

  private async closedOrMissing(tx: Tx, reportId: number, orderId?: number): Promise<DomainError> {
    const [row] = await tx
      .select({ order_id: paymentReports.order_id })
      .from(paymentReports)
      .where(eq(paymentReports.id, reportId))
      .limit(1);
    if (!row || (orderId !== undefined && row.order_id !== orderId))
      return new DomainError('NOT_FOUND', 'No such payment report');
    return new DomainError('REPORT_CLOSED');
  }

  private after(d: Decision): void {
    this.deps.kickMail?.();
    this.deps.notify?.(d.userId, { orderId: d.orderId, orderToken: d.orderToken, paymentStatus: d.status });
  }

  /** The QR's amount: the caller's own unpaid order's amount due, else none (a static QR). */
  async qrAmount(userId: number | null, orderId: number | undefined): Promise<number | null> {
    if (userId === null || orderId === undefined) return null;
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order || order.user_id !== userId || order.status !== 'notYetReceived') return null;
    // The exact amount the payment step shows (the order's total payable, spec §9).
    return order.total > 0 ? order.total : null;
  }

  async account(accountId: number) {
    const [account] = await this.deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)).limit(1);
    return account ?? null;
  }
}

function slipAgainIssue(): ReportIssue {
  // spec §5's last check: a slip that is not (or no longer) an upload of the caller.
  return {
    path: ['slip'],
    key: 'slipUploadFailed',
    message: PAYMENT_REPORT_MESSAGES.slipUploadFailed,
    severity: 'error',
    title: PAYMENT_REPORT_MESSAGES.errorTitle,
  };
}
