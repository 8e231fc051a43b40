// Each provider of payments/ built once with its credentials (sandbox: the sandbox's own). A provider
// without real credentials cannot be built, so nothing can start a payment with it or believe its
// callbacks. In production a provider switched to test talks to its own test environment
// (module.testBaseUrl, or RIAN_{PROVIDER}_TEST_BASE_URL where an operator points it elsewhere).
import { DomainError } from '@rian/domain/errors';
import type { PaymentProvider, PaymentsMode, ProviderCredentials, ProviderEnvironment, ProviderModule } from '@rian/payments';
import type { PaymentCredentials } from './payment-credentials.ts';

export interface PaymentsLog {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

export class PaymentProviders {
  private readonly built = new Map<string, PaymentProvider>();

  constructor(
    private readonly deps: {
      mode: PaymentsMode;
      publicUrl: string;
      credentials: PaymentCredentials;
      clock: () => Date;
      log: PaymentsLog;
      env?: Record<string, string | undefined>;
    },
  ) {}

  get mode(): PaymentsMode {
    return this.deps.mode;
  }

  /** Forgets the built providers and the credential checks: the next payment reads the new settings. */
  forget(): void {
    this.built.clear();
    this.deps.credentials.forget();
  }

  /** The provider of a method, built once per environment with its credentials. */
  async providerFor(module: ProviderModule): Promise<PaymentProvider> {
    const { environment } = await this.deps.credentials.setup(module);
    const key = `${module.name}:${environment}`;
    const built = this.built.get(key);
    if (built) return built;
    const { mode, publicUrl, clock } = this.deps;
    const provider = module.create({
      mode,
      environment,
      baseUrl: this.baseUrlOf(module, environment),
      credentials: await this.credentialsOf(module),
      publicUrl,
      clock,
    });
    this.built.set(key, provider);
    return provider;
  }

  /** The provider's environment: 'test' when an administrator switched it to its test environment. */
  async environmentOf(module: ProviderModule): Promise<ProviderEnvironment> {
    return (await this.deps.credentials.setup(module)).environment;
  }

  private baseUrlOf(module: ProviderModule, environment: ProviderEnvironment): string {
    if (this.deps.mode === 'sandbox') return `${this.deps.publicUrl}/sandbox/${module.name}`;
    if (environment === 'live') return module.productionBaseUrl;
    const env = this.deps.env ?? process.env;
    return env[`RIAN_${module.name.toUpperCase()}_TEST_BASE_URL`] || module.testBaseUrl;
  }

  /** Public credentials only (a public key for the browser). */
  async publicCredentials(module: ProviderModule): Promise<Record<string, string>> {
    return (await this.credentialsOf(module)).public;
  }

  /**
   * The credentials of payment-credentials.ts. The answer names no environment variable; the log says
   * which one is missing or why a value is refused.
   */
  private async credentialsOf(module: ProviderModule): Promise<ProviderCredentials> {
    const check = await this.deps.credentials.check(module);
    if (check.ok) return check.credentials;
    this.deps.log.warn({ provider: module.name, reason: check.reason }, 'payment provider refused: no real credentials');
    throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
}
