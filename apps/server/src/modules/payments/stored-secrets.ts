// The providers' secrets at rest (conventions.md "secrets in settings are write-only"): the column
// payment_methods.secret_key holds each provider's first secret sealed by lib/secret-box.ts, written
// sealed by the back office and opened only where a provider is built with it (payment-credentials.ts).
//
// Rows written before sealing (the demo seed, older academies) hold the plain value. They are sealed
// by a start-up step, not by a SQL migration: only the server holds RIAN_SECRETS_KEY. Every start,
// before the methods are logged, each plain secret_key is replaced by its sealed form (guarded on the
// plain value, so instances starting together seal it once), so after start no plain secret remains.
// Production without RIAN_SECRETS_KEY cannot seal: the plain rows are left, refused as credentials
// until the key is set (the start-up log says so), never used unsealed.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Db } from '@rian/db';
import { looksSealed, type SecretBox } from '../../lib/secret-box.ts';

const { paymentMethods } = schema;

export type OpenedSecret = { ok: true; value: string | null } | { ok: false; reason: string };

/** The plain secret of a stored column value, or why it cannot be used. */
export function openStoredSecret(box: SecretBox | null, stored: string | null | undefined): OpenedSecret {
  if (!stored) return { ok: true, value: null };
  if (!looksSealed(stored)) return { ok: false, reason: 'stored unsealed (set RIAN_SECRETS_KEY and restart to seal it)' };
  if (!box) return { ok: false, reason: 'sealed, and RIAN_SECRETS_KEY is unset' };
  const value = box.open(stored);
  return value === null ? { ok: false, reason: 'sealed under another RIAN_SECRETS_KEY' } : { ok: true, value };
}

/** Seals every plain secret_key; answers how many were sealed and how many could not be. */
export async function sealPlainSecrets(db: Db, box: SecretBox | null): Promise<{ sealed: number; left: number }> {
  const rows = await db
    .select({ id: paymentMethods.id, secret_key: paymentMethods.secret_key })
    .from(paymentMethods)
    .where(isNotNull(paymentMethods.secret_key));
  const plain = rows.filter((r) => r.secret_key && !looksSealed(r.secret_key));
  if (!box) return { sealed: 0, left: plain.length };
  for (const row of plain) {
    await db
      .update(paymentMethods)
      .set({ secret_key: box.seal(row.secret_key!) })
      .where(and(eq(paymentMethods.id, row.id), eq(paymentMethods.secret_key, row.secret_key!)));
  }
  return { sealed: plain.length, left: 0 };
}

/** The start-up step: runs from onReady before the methods' log, and says what it did (never a value). */
export function registerSecretSealing(
  app: FastifyInstance,
  deps: { db: Db; box: SecretBox | null; onSealed?: () => void },
): void {
  app.addHook('onReady', async () => {
    const { sealed, left } = await sealPlainSecrets(deps.db, deps.box);
    if (sealed > 0) {
      app.log.info({ sealed }, 'payments: sealed the payment secrets stored unsealed');
      deps.onSealed?.();
    }
    if (left > 0) app.log.warn({ unsealed: left }, 'payments: secrets stored unsealed are refused until RIAN_SECRETS_KEY is set');
  });
}
