// Bank transfer calls (spec §7 payment report, /api/send/to/email/paymentorder,
// /private/orders/payment/approved; §2 PromptPay QR; payments.md §1) and the administrator's review.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@rian/db';
import { findBank } from '@rian/domain/banks';
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
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { guestIdOf } from '../auth/guest.ts';
import type { MailContext } from '../payments/mark-paid.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { SiteService } from '../site/site.service.ts';
import { BankTransferService } from './bank-transfer.service.ts';
import { isPromptPayId, promptPayPayload, promptPayPng } from './promptpay.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface BankTransferRoutesDeps {
  db: Db;
  auth: Auth;
  site: Pick<SiteService, 'settingsRow'>;
  realtime: Pick<Realtime, 'orderChanged'>;
  mailContext: () => Promise<MailContext>;
  clock?: () => Date;
  mailer?: { kick(): void };
  /**
   * Provider-verified path of POST /private/orders/payment/approved (see payments.service): true when
   * a provider's verified result already paid this buyer's order.
   */
  verifiedPayment?: (orderId: number, userId: number) => Promise<boolean>;
}

export function bankTransferRoutes(deps: BankTransferRoutesDeps): FastifyPluginAsyncZod {
  const { auth } = deps;
  return async (app) => {
    const service = new BankTransferService({
      db: deps.db,
      site: deps.site,
      clock: deps.clock ?? (() => new Date()),
      mailContext: deps.mailContext,
      notify: (userId, event) => deps.realtime.orderChanged(userId, event),
      ...(deps.mailer ? { kickMail: () => deps.mailer?.kick() } : {}),
      warn: (message, data) => app.log.warn(data, message),
    });

    /** A signed-in caller (the full guard, whitelist included), or PERMISSION_DENIED. */
    async function signedIn(req: FastifyRequest, reply: FastifyReply) {
      await auth.requireUser(req, reply);
      return userOf(req);
    }

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
        const user = await signedIn(req, reply);
        const data = await service.report({ userId: user.id, guestId: guestIdOf(req) }, req.body);
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
        const data = await service.report({ userId: userOf(req).id, guestId: guestIdOf(req) }, req.body);
        return { success: true as const, data };
      },
    );

    app.post(
      '/api/send/to/email/paymentorder',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Kept for the spec’s call: the report already queued this e-mail on the server; succeeds for the caller’s reported order and sends nothing',
          body: PaymentOrderMailBodySchema,
          response: { 200: SuccessSchema, ...errors },
        },
      },
      async (req, reply) => {
        // spec §7 has the browser write this mail to any address it names; Rian writes it on the
        // server with the report, to the order's e-mail, and ignores the body's text.
        const user = await signedIn(req, reply);
        await service.confirmReportMail(user.id, req.body.orderId);
        return { success: true as const };
      },
    );

    app.get(
      '/private/admin/payment-reports',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags: ['payments'],
          summary: 'Bank transfer reports by status (default pending), for the administrator’s review',
          querystring: ListQuerySchema,
          response: { 200: ReportListResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await service.list(req.query.status ?? 'pending') };
      },
    );

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
        const user = userOf(req);
        const { order_id: orderId, order_payment_id: reportId } = req.body;
        if (user.role !== 'admin') {
          // provider-verified path: see payments.service. spec §7 let the buyer approve its own
          // payment; here a buyer only hears back about an order a verified provider result paid.
          if (deps.verifiedPayment && (await deps.verifiedPayment(orderId, user.id))) {
            return { success: true as const, order_token: await service.ownOrderToken(user.id, orderId) };
          }
          throw new DomainError('FORBIDDEN', 'Only an administrator approves a payment');
        }
        if (reportId === undefined) throw new DomainError('INPUT_ERROR', 'order_payment_id is required');
        const decision = await service.approve(user.id, reportId, orderId);
        return { success: true as const, order_token: decision.orderToken };
      },
    );

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
          throw new DomainError('INPUT_ERROR', 'A reason of 1 to 500 characters is required', [
            {
              path: 'reason',
              message: 'A reason of 1 to 500 characters is required',
              message_th: 'กรุณาระบุเหตุผล (ไม่เกิน 500 ตัวอักษร)',
            },
          ]);
        }
        const d = await service.reject(userOf(req).id, req.params.id, reason);
        return { success: true as const, data: { reportId: d.reportId, orderId: d.orderId, status: d.status } };
      },
    );

    app.get(
      '/public/payments/methods/1/bank/:accountId/qr',
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
        const account = await service.account(req.params.accountId);
        if (!account) throw new DomainError('NOT_FOUND', 'No such account');
        if (!findBank(account.bank))
          req.log.warn({ accountId: account.id, bankCode: account.bank }, 'unknown bank code: no logo');
        if (!account.promptpay_id || !isPromptPayId(account.promptpay_id)) {
          throw new DomainError('NOT_FOUND', 'This account has no PromptPay id');
        }
        // Only the order's own buyer gets its amount; anyone else gets the static QR.
        const found = req.query.orderId === undefined ? null : await auth.lookup(req);
        const userId = found?.status === 'valid' ? found.user.id : null;
        const amount = await service.qrAmount(userId, req.query.orderId);
        const png = await promptPayPng(promptPayPayload(account.promptpay_id, amount));
        return reply
          .type('image/png')
          .header('cache-control', amount === null ? 'public, max-age=300' : 'private, no-store')
          .send(png);
      },
    );
  };
}
