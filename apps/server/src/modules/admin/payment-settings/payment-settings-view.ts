// The payment settings as the back office reads them: the domain's methods with their switch, and
// each provider's stored credentials with the secret left out (payments.md). The sealed secret is
// opened here only to say whether production would refuse it; its value is never answered.
import { asc } from 'drizzle-orm';
import { columnsOf, DEMO_METHOD_CREDENTIALS, schema, type Db } from '@rian/db';
import { PAYMENT_METHODS, PROVIDER_CREDENTIALS, type PaymentProviderName } from '@rian/domain/payment-methods';
import { credentialValueProblem } from '@rian/payments';
import type { AdminPaymentSettings, AdminProviderCredentials } from '@rian/contracts/admin/payment-settings';
import type { Tx } from '../audit/record-audit.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { openStoredSecret } from '../../payments/stored-secrets.ts';

const { paymentMethods } = schema;
type Row = { id: number; is_enabled: boolean; application_id_1: string | null; secret_key: string | null; test_mode: boolean };

const DEMO_VALUES: ReadonlySet<string> = new Set(
  Object.values(DEMO_METHOD_CREDENTIALS).flatMap((c) => [c.application_id_1, c.secret_key]),
);

export const PROVIDERS = Object.keys(PROVIDER_CREDENTIALS) as PaymentProviderName[];

/** The provider's first method (by id) holds its keys, as payment-credentials.ts reads them. */
export function keyMethodId(provider: PaymentProviderName): number {
  return Math.min(...PAYMENT_METHODS.filter((m) => m.provider === provider).map((m) => m.id));
}

/** Why the stored secret would be refused in the provider's environment (live: a test key; test: a live one). */
function secretProblem(box: SecretBox | null, stored: string | null, test: boolean): string | null {
  const opened = openStoredSecret(box, stored);
  if (!opened.ok) return opened.reason;
  return opened.value ? credentialValueProblem(opened.value, DEMO_VALUES, test ? 'test' : 'live') : null;
}

function providerView(provider: PaymentProviderName, row: Row | undefined, box: SecretBox | null): AdminProviderCredentials {
  const keys = PROVIDER_CREDENTIALS[provider];
  const secret = row?.secret_key ?? null;
  return {
    provider,
    public_key: keys.public[0],
    public_value: row?.application_id_1 ?? null,
    secret_key: keys.secret[0],
    secret_set: Boolean(secret),
    secret_problem: secretProblem(box, secret, row?.test_mode ?? false),
    test_mode: row?.test_mode ?? false,
    env_only: [...keys.public.slice(1), ...keys.secret.slice(1)],
  };
}

export async function loadPaymentSettings(db: Db | Tx, box: SecretBox | null): Promise<AdminPaymentSettings> {
  const rows: Row[] = await db
    .select({
      ...columnsOf(paymentMethods, ['id', 'is_enabled', 'application_id_1', 'secret_key', 'test_mode']),
    })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // In the checkout's order (payment_methods.sort); a method of the table without a row comes last.
  const place = (id: number) => {
    const i = rows.findIndex((r) => r.id === id);
    return i < 0 ? rows.length : i;
  };
  const methods = [...PAYMENT_METHODS].sort((a, b) => place(a.id) - place(b.id));
  return {
    methods: methods.map((m) => ({
      id: m.id,
      provider: m.provider,
      enabled: byId.get(m.id)?.is_enabled ?? false,
      test_mode: byId.get(m.id)?.test_mode ?? false,
    })),
    providers: PROVIDERS.map((p) => providerView(p, byId.get(keyMethodId(p)), box)),
  };
}
