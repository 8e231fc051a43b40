// Bank transfer calls of spec §7 "Orders and payments": method 1 with its bank accounts, the
// accounts alone, and the banks a transfer can come from. The response schemas name public fields
// only, so even a mistaken select could not send payment_methods.secret_key (payments.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { METHOD } from '@rian/domain/payment-methods';
import {
  BankAccountListResponseSchema,
  BankOptionListResponseSchema,
  BankTransferMethodResponseSchema,
  ErrorResponseSchema,
} from '@rian/contracts';
import type { Db } from '@rian/db';
import { getBankTransferMethod } from './get-bank-transfer-method.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { listBankOptions } from './list-bank-options.ts';
import { storeRoute } from '../../lib/store-route.ts';

/**
 * A handler answering what `read` finds: public, identical for every caller, and changed rarely by an
 * administrator, so a minute of caching is harmless.
 */
const cachedRead = (read: () => unknown) => async (_req: unknown, reply: FastifyReply) => {
  const data = await read();
  reply.header('cache-control', 'public, max-age=60');
  return data;
};

export function paymentMethodsRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = { method: 'GET', tag: 'payments' } as const;
    storeRoute(app, {
      ...route,
      url: `/public/payments/methods/${METHOD.bankTransfer}`,
      summary: 'Bank transfer: its public fields, bank accounts, and whether the cart may offer it (spec §5)',
      response: BankTransferMethodResponseSchema,
      errors: { 404: ErrorResponseSchema },
      handle: cachedRead(() => getBankTransferMethod(deps.db)),
    });

    storeRoute(app, {
      ...route,
      url: `/public/payments/methods/${METHOD.bankTransfer}/bank`,
      summary: 'The site’s bank accounts for transfers, in display order',
      response: BankAccountListResponseSchema,
      // The accounts stay readable while method 1 is switched off: a buyer who already transferred
      // still reports which account received the money (spec §2 payment report modal).
      handle: cachedRead(() => listBankAccounts(deps.db)),
    });

    storeRoute(app, {
      ...route,
      url: '/api/payments/methods/banktreansfer',
      summary: 'The banks a transfer can come from (spec’s spelling of the path)',
      response: BankOptionListResponseSchema,
      handle: cachedRead(listBankOptions),
    });
  };
}
