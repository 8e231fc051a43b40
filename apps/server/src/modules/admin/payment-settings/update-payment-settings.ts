// Switching a payment method on or off, a provider to its test environment and back, and replacing a
// provider's stored credentials (payments.md).
// A new secret replaces the stored one and an empty one keeps it; the audit row says that the secret
// changed, never its value. A secret is stored sealed (lib/secret-box.ts; SECRETS_KEY_MISSING in
// production without RIAN_SECRETS_KEY). The cart's memo of the methods and the built providers are
// dropped on every instance. Production still refuses a sandbox, demo or test value when a method is
// offered (payment-credentials.ts).
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { isMethodId, providerMethodIds, type PaymentProviderName } from '@rian/domain/payment-methods';
import type { AdminPaymentSettings, PaymentMethodPatch, ProviderCredentialsPatch } from '@rian/contracts/admin/payment-settings';
import type { Actor, AdminContext } from '../admin-context.ts';
import { patchRow, publishedWrite } from '../audited-write.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { openStoredSecret } from '../../payments/stored-secrets.ts';
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
    return loadPaymentSettings(tx, ctx.secrets ?? null);
  });
}

export async function updateProviderCredentials(
  ctx: AdminContext,
  actor: Actor,
  provider: PaymentProviderName,
  patch: ProviderCredentialsPatch,
): Promise<AdminPaymentSettings> {
  const box = ctx.secrets ?? null;
  if (patch.secret && !box) throw new DomainError('SECRETS_KEY_MISSING');
  return publishedWrite(ctx, 'site', async (tx) => {
    const id = keyMethodId(provider);
    const before = await methodRow(tx, id);
    const values: { application_id_1?: string | null; secret_key?: string } = {};
    if (patch.public_value !== undefined) values.application_id_1 = patch.public_value || null;
    if (patch.secret) values.secret_key = box!.seal(patch.secret);
    await patchRow(tx, paymentMethods, id, values);
    // The environment belongs to the provider's account: every one of its methods switches with it.
    const modeChanged = patch.test_mode !== undefined && patch.test_mode !== before.test_mode;
    if (modeChanged) {
      await tx
        .update(paymentMethods)
        .set({ test_mode: patch.test_mode! })
        .where(inArray(paymentMethods.id, [...providerMethodIds(provider)]));
    }
    const publicChanged = 'application_id_1' in values && values.application_id_1 !== before.application_id_1;
    const stored = openStoredSecret(box, before.secret_key);
    const secretChanged = Boolean(patch.secret) && !(stored.ok && stored.value === patch.secret);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'payment_credentials',
      entityId: provider,
      before: {
        ...(publicChanged ? { public_value: before.application_id_1 } : {}),
        ...(modeChanged ? { test_mode: before.test_mode } : {}),
      },
      after: {
        ...(publicChanged ? { public_value: values.application_id_1 } : {}),
        ...(modeChanged ? { test_mode: patch.test_mode } : {}),
        ...(secretChanged ? { secret_changed: true } : {}),
      },
    });
    return loadPaymentSettings(tx, box);
  });
}
