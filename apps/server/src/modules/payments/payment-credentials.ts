// Which online methods may take payments, and with which credentials (architecture.md, "Demo and
// production"). Sandbox mode: every provider's own sandbox credentials. Production: the environment
// (RIAN_{PROVIDER}_{KEY}) or the method's columns, refused whole when any value is missing, a sandbox's,
// the demo seed's or a test key; such a method is neither offered nor able to verify a callback.
// The column's secret is stored sealed (stored-secrets.ts) and opened here, the one place a provider's
// credentials are put together; a secret that cannot be opened refuses the provider.
// A provider an administrator switched to its test environment (payment_methods.test_mode) takes its
// test keys (RIAN_{PROVIDER}_TEST_{KEY} or the columns) and is offered to administrators only.
import { asc, inArray } from 'drizzle-orm';
import { DEMO_METHOD_CREDENTIALS, schema, type Db } from '@rian/db';
import {
  checkProductionCredentials,
  credentialEnvName,
  moduleOfMethod,
  type CredentialCheck,
  type PaymentsMode,
  type ProviderEnvironment,
  type ProviderModule,
} from '@rian/payments';
import { TtlCache } from '../../lib/cache.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { openStoredSecret } from './stored-secrets.ts';

const { paymentMethods } = schema;

const DEMO_VALUES: ReadonlySet<string> = new Set(
  Object.values(DEMO_METHOD_CREDENTIALS).flatMap((c) => [c.application_id_1, c.secret_key]),
);

export interface MethodState {
  id: number;
  name: string;
  enabled: boolean;
  /** Why not, for the operator's log (it may name an environment variable, never a value). */
  reason?: string;
}

/** A provider's environment and whether its credentials may be used there. */
export interface ProviderSetup {
  environment: ProviderEnvironment;
  check: CredentialCheck;
}

/** Whether a method is offered: to everyone ('live'), to administrators only ('test'), or not at all. */
export type MethodOffer = ProviderEnvironment | null;

export class PaymentCredentials {
  private readonly checks: TtlCache<string, ProviderSetup>;

  constructor(
    private readonly deps: {
      db: Db;
      mode: PaymentsMode;
      /** Opens the sealed secret_key; null (production without RIAN_SECRETS_KEY) refuses stored secrets. */
      box?: SecretBox | null;
      env?: Record<string, string | undefined>;
      cacheMs?: number;
    },
  ) {
    this.checks = new TtlCache(deps.cacheMs ?? 5_000, 10);
  }

  /** Drops the memo of checks: the settings changed (a new secret, a method switched). */
  forget(): void {
    this.checks.clear();
  }

  get mode(): PaymentsMode {
    return this.deps.mode;
  }

  /** The provider's credentials, or why it may not take payments. */
  async check(module: ProviderModule): Promise<CredentialCheck> {
    return (await this.setup(module)).check;
  }

  /**
   * The provider's environment and credentials. Sandbox mode: the sandbox's own credentials in either
   * environment (a test provider is still offered to administrators only).
   */
  setup(module: ProviderModule): Promise<ProviderSetup> {
    return this.checks.get(module.name, async () => {
      const [row] = await this.deps.db
        .select({
          application_id_1: paymentMethods.application_id_1,
          secret_key: paymentMethods.secret_key,
          test_mode: paymentMethods.test_mode,
        })
        .from(paymentMethods)
        .where(inArray(paymentMethods.id, [...module.methodIds]))
        // The provider's first method (Omise card 8 before PromptPay 9) holds its keys and mode.
        .orderBy(asc(paymentMethods.id))
        .limit(1);
      const environment: ProviderEnvironment = row?.test_mode ? 'test' : 'live';
      if (this.deps.mode === 'sandbox') return { environment, check: { ok: true, credentials: module.sandboxCredentials } };
      return { environment, check: this.checkRow(module, row, environment) };
    });
  }

  private checkRow(
    module: ProviderModule,
    row: { application_id_1: string | null; secret_key: string | null } | undefined,
    environment: ProviderEnvironment,
  ): CredentialCheck {
    const env = this.deps.env ?? process.env;
    const secret = openStoredSecret(this.deps.box ?? null, row?.secret_key);
    const source = { env, applicationId1: row?.application_id_1, secretKey: secret.ok ? secret.value : null };
    const check = checkProductionCredentials(module, source, DEMO_VALUES, environment);
    // A stored secret that cannot be opened is named as such rather than as "not set".
    const secretName = credentialEnvName(module.name, module.credentialKeys.secret[0]!, environment);
    if (!check.ok && !secret.ok && check.reason.startsWith(`${secretName} (`)) {
      return { ok: false, reason: `${secretName} (or the method's secret_key) is ${secret.reason}` };
    }
    return check;
  }

  /** Whether and to whom a method is offered: bank transfer by its own rules (its accounts), online ones by their credentials. */
  async offers(methodId: number): Promise<MethodOffer> {
    const module = moduleOfMethod(methodId);
    if (module === null) return 'live';
    const setup = await this.setup(module);
    return setup.check.ok ? setup.environment : null;
  }

  /** Every method with its state, for the start-up log. */
  async states(): Promise<MethodState[]> {
    const rows = await this.deps.db
      .select({ id: paymentMethods.id, name: paymentMethods.name_en, enabled: paymentMethods.is_enabled })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
    return Promise.all(
      rows.map(async (row) => {
        const name = row.name ?? `method ${row.id}`;
        if (!row.enabled) return { id: row.id, name, enabled: false, reason: 'switched off in the settings' };
        const module = moduleOfMethod(row.id);
        if (!module) return { id: row.id, name, enabled: true };
        const { check, environment } = await this.setup(module);
        if (!check.ok) return { id: row.id, name, enabled: false, reason: check.reason };
        return environment === 'test'
          ? { id: row.id, name, enabled: true, reason: "in its provider's test environment: administrators only" }
          : { id: row.id, name, enabled: true };
      }),
    );
  }
}
