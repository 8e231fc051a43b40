// Bank transfer calls (spec §7 payment report, /api/send/to/email/paymentorder,
// /private/orders/payment/approved; §2 PromptPay QR; payments.md §1) and the administrator's review.
// Each route parses, calls its use case and answers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@rian/domain/errors';
import { errorResponses } from '@rian/contracts';
import {
  ReportBodySchema,
  ReportResponseSchema,
  PaymentOrderMailBodySchema,
  SuccessSchema,
  ApproveBodySchema,
  ApproveResponseSchema,
  ReportListResponseSchema,
  ListQuerySchema,
  RejectParamsSchema,
  RejectBodySchema,
  DecisionResponseSchema,
  QrParamsSchema,
  QrQuerySchema,
} from '@rian/contracts/bank-transfer';
import type { RouteApp } from '../../lib/route-app.ts';
import { storeRoute } from '../../lib/store-route.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { guestIdOf } from '../auth/guest.ts';
import { approvePayment } from './approve-report.ts';
import type { BankTransferContext } from './bank-transfer-context.ts';
import { confirmReportMail } from './confirm-report-mail.ts';
import { drawAccountQr } from './draw-account-qr.ts';
import { listReports } from './list-reports.ts';
import { rejectReport } from './reject-report.ts';
import { reportTransfer } from './report-transfer.ts';
import { METHOD } from '@rian/domain/payment-methods';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface BankTransferRoutesDeps {
  auth: Auth;
  bankTransfer: BankTransferContext;
}

export function bankTransferRoutes(deps: BankTransferRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    reportRoutes(app, deps);
    reportMailRoute(app, deps);
    reviewListRoute(app, deps);
    approveRoute(app, deps);
    rejectRoute(app, deps);
    qrRoute(app, deps);
  };
}

/** A signed-in caller (the full guard, whitelist included), or PERMISSION_DENIED. */
async function signedIn(auth: Auth, req: FastifyRequest, reply: FastifyReply) {
  await auth.requireUser(req, reply);
  return userOf(req);
}

function reportRoutes(app: RouteApp, { auth, bankTransfer }: BankTransferRoutesDeps): void {
  app.post(
    '/public/payment/report',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Bank transfer report of a purchase without registration (layout four): the buyer signed in by registering; ' +
          'slips uploaded before that under the x-rian-guest-id header count as theirs',
        body: ReportBodySchema,
        response: { 200: ReportResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      // Orders belong to accounts: a layout-four buyer has one (registration signs them in), so
      // the order's buyer is the session's user; the guest id only vouches for earlier uploads.
      const user = await signedIn(auth, req, reply);
      const data = await reportTransfer(bankTransfer, { userId: user.id, guestId: guestIdOf(req) }, req.body);
      return { success: true as const, data };
    },
  );
  app.post(
    '/private/payment/report',
    {
      onRequest: auth.requireStudent,
      schema: {
        tags: ['payments'],
        summary: 'Bank transfer report of the student’s own unpaid order (spec §3 payment report); created pending',
        body: ReportBodySchema,
        response: { 200: ReportResponseSchema, ...errors },
      },
    },
    async (req) => {
      const data = await reportTransfer(bankTransfer, { userId: userOf(req).id, guestId: guestIdOf(req) }, req.body);
      return { success: true as const, data };
    },
  );
}

function reportMailRoute(app: RouteApp, { auth, bankTransfer }: BankTransferRoutesDeps): void {
  storeRoute(app, {
    method: 'POST',
    url: '/api/send/to/email/paymentorder',
    tag: 'payments',
    summary:
      'Kept for the spec’s call: the report already queued this e-mail on the server; succeeds for the caller’s reported order and sends nothing',
    body: PaymentOrderMailBodySchema,
    response: SuccessSchema,
    errors,
    bare: true,
    handle: async (req, reply) => {
      // spec §7 has the browser write this mail to any address it names; Rian writes it on the
      // server with the report, to the order's e-mail, and ignores the body's text.
      const user = await signedIn(auth, req, reply);
      await confirmReportMail(bankTransfer.db, user.id, req.body.orderId);
      return { success: true as const };
    },
  });
}

function reviewListRoute(app: RouteApp, { auth, bankTransfer }: BankTransferRoutesDeps): void {
  storeRoute(app, {
    method: 'GET',
    url: '/private/admin/payment-reports',
    onRequest: auth.requireAdmin,
    tag: 'payments',
    summary: 'Bank transfer reports by status (default pending), for the administrator’s review',
    query: ListQuerySchema,
    response: ReportListResponseSchema,
    errors,
    noStore: true,
    handle: (req) => listReports(bankTransfer, req.query.status ?? 'pending'),
  });
}

function approveRoute(app: RouteApp, { auth, bankTransfer }: BankTransferRoutesDeps): void {
  app.post(
    '/private/orders/payment/approved',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'An administrator approves a pending payment report (order_payment_id) of an order under review: the order is paid, access granted',
        body: ApproveBodySchema,
        response: { 200: ApproveResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { order_id: orderId, order_payment_id: reportId } = req.body;
      return { success: true as const, order_token: await approvePayment(bankTransfer, userOf(req), orderId, reportId) };
    },
  );
}

function rejectRoute(app: RouteApp, { auth, bankTransfer }: BankTransferRoutesDeps): void {
  app.post(
    '/private/admin/payment-reports/:id/reject',
    {
      onRequest: auth.requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'An administrator rejects a pending report with a reason: the order is rejected and what it held released',
        params: RejectParamsSchema,
        body: RejectBodySchema,
        response: { 200: DecisionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const reason = req.body.reason.trim();
      if (reason === '' || reason.length > 500) {
        const message = 'A reason of 1 to 500 characters is required';
        throw new DomainError('INPUT_ERROR', message, [
          { path: 'reason', message, message_th: 'กรุณาระบุเหตุผล (ไม่เกิน 500 ตัวอักษร)' },
        ]);
      }
      const d = await rejectReport(bankTransfer, userOf(req).id, req.params.id, reason);
      return { success: true as const, data: { reportId: d.reportId, orderId: d.orderId, status: d.status } };
    },
  );
}

function qrRoute(app: RouteApp, { auth, bankTransfer }: BankTransferRoutesDeps): void {
  app.get(
    `/public/payments/methods/${METHOD.bankTransfer}/bank/:accountId/qr`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'PromptPay QR (PNG, 300 px) of an account with a PromptPay id; with orderId of the caller’s own unpaid order it carries the exact amount',
        description: 'Answers image/png; refusals are the error envelope.',
        params: QrParamsSchema,
        querystring: QrQuerySchema,
      },
    },
    async (req, reply) => {
      // Only the order's own buyer gets its amount; anyone else gets the static QR.
      const found = req.query.orderId === undefined ? null : await auth.lookup(req);
      const userId = found?.status === 'valid' ? found.user.id : null;
      const { png, amount } = await drawAccountQr(bankTransfer, req.params.accountId, userId, req.query.orderId);
      return reply
        .type('image/png')
        .header('cache-control', amount === null ? 'public, max-age=300' : 'private, no-store')
        .send(png);
    },
  );
}
