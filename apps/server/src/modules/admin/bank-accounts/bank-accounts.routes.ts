// /private/admin/bank-accounts: the academy's bank accounts for transfers (spec §2 bank account, §3
// bank transfer), their order in the payment step, and the live preview of a typed PromptPay id's QR.
// Administrators only.
import { errorResponses } from '@rian/contracts';
import {
  BankAccountCreateSchema,
  BankAccountListQuerySchema,
  BankAccountOneSchema,
  BankAccountOrderedSchema,
  BankAccountOrderSchema,
  BankAccountPageSchema,
  BankAccountPatchSchema,
  PromptPayPreviewParamsSchema,
} from '@rian/contracts/admin/bank-accounts';
import type { RouteApp } from '../../../lib/route-app.ts';
import { promptPayPayload, promptPayPng } from '../../bank-transfer/promptpay.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { loadBankAccount } from './bank-account-view.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { bankAccountWrites, orderBankAccounts } from './save-bank-account.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export function bankAccountRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'bank-accounts',
    tag: 'bank accounts',
    errors,
    summaries: { remove: 'Delete a bank account no transfer report names (IN_USE otherwise)' },
    schemas: {
      query: BankAccountListQuerySchema,
      page: BankAccountPageSchema,
      one: BankAccountOneSchema,
      create: BankAccountCreateSchema,
      patch: BankAccountPatchSchema,
    },
    list: listBankAccounts,
    get: loadBankAccount,
    ...bankAccountWrites,
  });
  adminRoute(app, deps.requireAdmin, {
    method: 'PUT',
    path: 'bank-accounts/order',
    tag: 'bank accounts',
    summary: 'Every bank account in its new order (the payment step lists them so)',
    body: BankAccountOrderSchema,
    response: BankAccountOrderedSchema,
    errors,
    handle: ({ actor, body }) => orderBankAccounts(deps.admin, actor, body.ids),
  });
  previewRoute(app, deps);
}

/** The QR a typed PromptPay id gives, drawn as the payment step draws it (static, no amount). */
function previewRoute(app: RouteApp, deps: AdminRoutesDeps): void {
  app.get(
    '/private/admin/bank-accounts/promptpay-qr/:promptPayId',
    {
      onRequest: deps.requireAdmin,
      schema: {
        tags: ['admin: bank accounts'],
        summary: 'PNG preview of the static PromptPay QR of a typed id (phone, tax id or e-wallet)',
        description: 'Answers image/png; refusals are the error envelope.',
        params: PromptPayPreviewParamsSchema,
      },
    },
    async (req, reply) => {
      const png = await promptPayPng(promptPayPayload(req.params.promptPayId, null));
      return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
    },
  );
}
