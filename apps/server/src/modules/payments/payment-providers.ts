// Each provider of payments/ built once with its credentials (sandbox: the sandbox's own). A provider
// without real credentials cannot be built, so nothing can start a payment with it or believe its
// callbacks.
import { DomainError } from '@rian/domain/errors';
import type { PaymentProvider, PaymentsMode, ProviderCredentials, ProviderModule, ProviderName } from '@rian/payments';
import type { PaymentCredentials } from './payment-credentials.ts';

export interface PaymentsLog {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

export class PaymentProviders {
  private readonly built = new Map<ProviderName, PaymentProvider>();

  constructor(
    private readonly deps: {
      mode: PaymentsMode;
      publicUrl: string;
      credentials: PaymentCredentials;
      clock: () => Date;
      log: PaymentsLog;
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

  /** The provider of a method, built once with its credentials. */
  async providerFor(module: ProviderModule): Promise<PaymentProvider> {
    const built = this.built.get(module.name);
    if (built) return built;
    const { mode, publicUrl, clock } = this.deps;
    const provider = module.create({
      mode,
      baseUrl: mode === 'sandbox' ? `${publicUrl}/sandbox/${module.name}` : module.productionBaseUrl,
      credentials: await this.credentialsOf(module),
      publicUrl,
      clock,
    });
    this.built.set(module.name, provider);
    return provider;
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
