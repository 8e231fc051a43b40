// spec §2 card hand-off: what the 2C2P card screen needs (merchant id, website name, the card page),
// never the signing secret.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { twoc2pCardPageUrl, twoc2pModule } from '@rian/payments/twoc2p/index';
import type { PaymentsContext } from './payments-context.ts';
import { METHOD } from '@rian/domain/payment-methods';

const { paymentMethods } = schema;

export async function getCardSettings(ctx: PaymentsContext, orderId: string | undefined) {
  const [row] = await ctx.db
    .select({ id: paymentMethods.id, name_web: paymentMethods.name_web, is_enabled: paymentMethods.is_enabled })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, METHOD.twoc2pCard));
  if (!row?.is_enabled) throw new DomainError('NOT_FOUND');
  const pub = await ctx.providers.publicCredentials(twoc2pModule);
  const returnUrl = `${ctx.publicUrl}/payment/2c2p/${orderId ?? ''}`;
  return {
    id: row.id,
    // spec §3 names application_id_2 (the signing secret) too: Rian keeps it on the server.
    application_id_1: pub.merchantId ?? '',
    name_web: row.name_web,
    cardPageUrl: twoc2pCardPageUrl(ctx.mode, ctx.publicUrl, returnUrl),
  };
}
