// /private/admin/payment-settings: every payment method of the domain's table (spec §2 ids) switched
// on or off and put in the order the checkout lists them, and each provider's credentials as the database holds them (payments.md): the first
// public key shown, the first secret write-only (said to be set or not, and whether production would
// refuse it as a sandbox, demo or test value); the provider's other keys come from the environment.
import * as z from 'zod/mini';
import { adminOne } from './list.ts';
import { optionalText } from './fields.ts';

export const PROVIDER_NAMES = ['paypal', 'twoc2p', 'scb', 'omise', 'gbprimepay', 'paysolutions'] as const;

export const AdminPaymentMethodSchema = z.object({
  id: z.number(),
  provider: z.nullable(z.enum(PROVIDER_NAMES)),
  enabled: z.boolean(),
  /** Its provider is in its test environment: offered to administrators only (AdminProviderCredentials.test_mode). */
  test_mode: z.boolean(),
});

export const AdminProviderCredentialsSchema = z.object({
  provider: z.enum(PROVIDER_NAMES),
  public_key: z.string(),
  public_value: z.nullable(z.string()),
  secret_key: z.string(),
  secret_set: z.boolean(),
  /** Why production would refuse the stored secret in the provider's environment ('a demo value', 'a live key', …), null when it would not. */
  secret_problem: z.nullable(z.string()),
  /**
   * The provider's test environment instead of its live one, for all its methods at once (they share
   * its keys): its test keys, its test hosts, offered at checkout to administrators only, and an order
   * paid there is a test order (no document number, no sale).
   */
  test_mode: z.boolean(),
  /** The provider's other credentials, read only from RIAN_{PROVIDER}_{KEY}. */
  env_only: z.array(z.string()),
});

export const AdminPaymentSettingsSchema = z.object({
  methods: z.array(AdminPaymentMethodSchema),
  providers: z.array(AdminProviderCredentialsSchema),
});
export type AdminPaymentSettings = z.infer<typeof AdminPaymentSettingsSchema>;
export type AdminProviderCredentials = z.infer<typeof AdminProviderCredentialsSchema>;

export const PaymentSettingsOneSchema = adminOne(AdminPaymentSettingsSchema);

export const PaymentMethodPatchSchema = z.object({ enabled: z.boolean() });

/** PUT …/payment-settings/methods/order: every method id once, in the order the checkout lists them. */
export const PaymentMethodOrderSchema = z.object({ ids: z.array(z.int().check(z.positive())).check(z.maxLength(50, 'tooMany')) });
export type PaymentMethodPatch = z.infer<typeof PaymentMethodPatchSchema>;

export const ProviderCredentialsPatchSchema = z.object({
  /** The public key: '' clears it. */
  public_value: z.optional(optionalText(500)),
  /** A new secret replaces the stored one; '' or absent keeps it. */
  secret: z.optional(optionalText(500)),
  /** Switches the provider to its test environment (true) or back to live (false); absent keeps it. */
  test_mode: z.optional(z.boolean()),
});
export type ProviderCredentialsPatch = z.infer<typeof ProviderCredentialsPatchSchema>;

export const ProviderParamsSchema = z.object({ provider: z.enum(PROVIDER_NAMES) });
