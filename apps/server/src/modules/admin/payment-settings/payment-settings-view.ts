// The payment settings as the back office reads them: the domain's methods with their switch, and
// each provider's stored credentials with the secret left out (payments.md).
import { asc } from 'drizzle-orm';
import { DEMO_METHOD_CREDENTIALS, schema, type Db } from '@rian/db';
import { PAYMENT_METHODS, PROVIDER_CREDENTIALS, type PaymentProviderName } from '@rian/domain/payment-methods';
import { credentialValueProblem } from '@rian/payments';
import type { AdminPaymentSettings, AdminProviderCredentials } from '@rian/contracts/admin/payment-settings';
import type { Tx } from '../audit/record-audit.ts';

const { paymentMethods } = schema;
type Row = { id: number; is_enabled: boolean; application_id_1: string | null; secret_key: string | null };

const DEMO_VALUES: ReadonlySet<string> = new Set(
  Object.values(DEMO_METHOD_CREDENTIALS).flatMap((c) => [c.application_id_1, c.secret_key]),
);

export const PROVIDERS = Object.keys(PROVIDER_CREDENTIALS) as PaymentProviderName[];

/** The provider's first method (by id) holds its keys, as payment-credentials.ts reads them. */
export function keyMethodId(provider: PaymentProviderName): number {
  return Math.min(...PAYMENT_METHODS.filter((m) => m.provider === provider).map((m) => m.id));
}

function providerView(provider: PaymentProviderName, row: Row | undefined): AdminProviderCredentials {
  const keys = PROVIDER_CREDENTIALS[provider];
  const secret = row?.secret_key ?? null;
  return {
    provider,
    public_key: keys.public[0],
    public_value: row?.application_id_1 ?? null,
    secret_key: keys.secret[0],
    secret_set: Boolean(secret),
    secret_problem: secret ? credentialValueProblem(secret, DEMO_VALUES) : null,
    env_only: [...keys.public.slice(1), ...keys.secret.slice(1)],
  };
}

export async function loadPaymentSettings(db: Db | Tx): Promise<AdminPaymentSettings> {
  const rows: Row[] = await db
    .select({
      id: paymentMethods.id,
      is_enabled: paymentMethods.is_enabled,
      application_id_1: paymentMethods.application_id_1,
      secret_key: paymentMethods.secret_key,
    })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    methods: PAYMENT_METHODS.map((m) => ({ id: m.id, provider: m.provider, enabled: byId.get(m.id)?.is_enabled ?? false })),
    providers: PROVIDERS.map((p) => providerView(p, byId.get(keyMethodId(p)))),
  };
}
