// Switching a payment method on or off, and replacing a provider's stored credentials (payments.md).
// A new secret replaces the stored one and an empty one keeps it; the audit row says that the secret
// changed, never its value. The cart's memo of the methods is dropped on every instance. Production
// still refuses a sandbox, demo or test value when a method is offered (payment-credentials.ts).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { isMethodId, type PaymentProviderName } from '@rian/domain/payment-methods';
import type { AdminPaymentSettings, PaymentMethodPatch, ProviderCredentialsPatch } from '@rian/contracts/admin/payment-settings';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { keyMethodId, loadPaymentSettings } from './payment-settings-view.ts';

const { paymentMethods } = schema;

async function methodRow(tx: Tx, id: number) {
  const [row] = isMethodId(id) ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)) : [];
  if (!row) throw new DomainError('NOT_FOUND', 'No such payment method');
  return row;
}

export async function switchPaymentMethod(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: PaymentMethodPatch,
): Promise<AdminPaymentSettings> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const before = await methodRow(tx, id);
    await tx.update(paymentMethods).set({ is_enabled: patch.enabled }).where(eq(paymentMethods.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'payment_method',
      entityId: id,
      before: { enabled: before.is_enabled },
      after: { enabled: patch.enabled },
    });
    return loadPaymentSettings(tx);
  });
}

export async function updateProviderCredentials(
  ctx: AdminContext,
  actor: Actor,
  provider: PaymentProviderName,
  patch: ProviderCredentialsPatch,
): Promise<AdminPaymentSettings> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const id = keyMethodId(provider);
    const before = await methodRow(tx, id);
    const values: { application_id_1?: string | null; secret_key?: string } = {};
    if (patch.public_value !== undefined) values.application_id_1 = patch.public_value || null;
    if (patch.secret) values.secret_key = patch.secret;
    if (Object.keys(values).length) await tx.update(paymentMethods).set(values).where(eq(paymentMethods.id, id));
    const publicChanged = 'application_id_1' in values && values.application_id_1 !== before.application_id_1;
    const secretChanged = 'secret_key' in values && values.secret_key !== before.secret_key;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'payment_credentials',
      entityId: provider,
      before: publicChanged ? { public_value: before.application_id_1 } : {},
      after: {
        ...(publicChanged ? { public_value: values.application_id_1 } : {}),
        ...(secretChanged ? { secret_changed: true } : {}),
      },
    });
    return loadPaymentSettings(tx);
  });
}
