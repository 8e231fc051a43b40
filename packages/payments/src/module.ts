// What each provider folder exports: its provider, its sandbox and the facts the server needs to wire
// them (registry.ts collects the six).
import type { FastifyPluginAsync } from 'fastify';
import { PROVIDER_CREDENTIALS, providerMethodIds } from '@rian/domain/payment-methods';
import type { MethodId, PaymentProvider, ProviderContext, ProviderCredentials, ProviderName } from './types.ts';

export interface SandboxOptions {
  /** Rian's public URL (no trailing slash): the sandbox posts webhooks to Rian through it. */
  publicUrl: string;
  /**
   * For providers whose webhook address is set in the merchant dashboard (Omise, PayPal, SCB): where
   * this sandbox posts them. Providers that take the address in the request use that one.
   */
  webhookUrl: string;
  clock?: () => Date;
}

export interface ProviderModule {
  name: ProviderName;
  methodIds: readonly MethodId[];
  /** Builds the provider for a mode, base URL and credentials. */
  create(ctx: ProviderContext): PaymentProvider;
  /** The sandbox, registered by the server under the prefix /sandbox/{name}. */
  sandbox: FastifyPluginAsync<SandboxOptions>;
  /** The credentials the sandbox accepts; the server uses them in sandbox mode. */
  sandboxCredentials: ProviderCredentials;
  /** The real API base in production (payments.md). */
  productionBaseUrl: string;
  /**
   * The provider's own test environment (payments.md): where a method switched to test talks in
   * production, with the provider's test keys.
   */
  testBaseUrl: string;
  /**
   * Names of the credentials production needs, read from the environment as
   * RIAN_{NAME}_{KEY} in upper case (e.g. RIAN_OMISE_SECRET_KEY), or from the payment method's
   * application_id_1 / secret_key columns where the spec keeps them there.
   */
  credentialKeys: { public: readonly string[]; secret: readonly string[] };
  /**
   * The public credential a buyer's browser may see (spec §7 GET /public/payments/methods
   * application_id_1): a publishable key, a client id, a merchant id posted in a checkout form. Null
   * when none of the provider's credentials belongs in a browser.
   */
  browserKey: string | null;
}

/** A provider's name, methods and credentials as the payment-method table states them. */
export function tableFacts(name: ProviderName): Pick<ProviderModule, 'name' | 'methodIds' | 'credentialKeys' | 'browserKey'> {
  const { browserKey, ...credentialKeys } = PROVIDER_CREDENTIALS[name];
  return { name, methodIds: providerMethodIds(name), credentialKeys, browserKey };
}
