// Which credentials may take real money (architecture.md, "Demo and production"): in production a
// method is offered, and its callbacks are believed, only when every credential its provider needs is
// set and none of them is a value anyone could know: a sandbox's own key, a value the demo seed
// writes, or a provider's test-mode key. A provider an administrator switched to its test environment
// takes its test keys instead (RIAN_{PROVIDER}_TEST_{KEY}) and refuses a live one, so a test can never
// move money. Pure: the caller reads the environment and the database.
import type { ProviderModule } from './module.ts';
import { PROVIDER_MODULES } from './registry.ts';
import type { ProviderEnvironment } from './types.ts';

/** RIAN_{PROVIDER}_{KEY} in upper snake case, e.g. RIAN_OMISE_SECRET_KEY; RIAN_OMISE_TEST_SECRET_KEY in test. */
export function credentialEnvName(provider: string, key: string, environment: ProviderEnvironment = 'live'): string {
  const test = environment === 'test' ? 'TEST_' : '';
  return `RIAN_${provider.toUpperCase()}_${test}${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** Every value a sandbox accepts: public in this repository, so never a production credential. */
const SANDBOX_VALUES: ReadonlySet<string> = new Set(
  PROVIDER_MODULES.flatMap((m) => [...Object.values(m.sandboxCredentials.public), ...Object.values(m.sandboxCredentials.secret)]),
);

/**
 * Values of known test or demo form: the demo seed's `demo-…` values and Omise's test-mode keys
 * (`pkey_test_…`, `skey_test_…`), which reach Omise's test environment and never move money.
 */
const TEST_FORMS: readonly RegExp[] = [/^demo-/i, /^[ps]key_test_/i, /^test$/i, /^changeme$/i];

/** Omise's live keys (`pkey_…`/`skey_…` without `test_`): they move money, so never in a test environment. */
const LIVE_FORMS: readonly RegExp[] = [/^[ps]key_(?!test_)/i];

/**
 * Why `value` cannot be a credential of the environment, or null when it may be one. Live: no sandbox,
 * demo or test value. Test: set, not the demo seed's, and not a key of live form.
 */
export function credentialValueProblem(
  value: string | null | undefined,
  knownDemoValues: ReadonlySet<string>,
  environment: ProviderEnvironment = 'live',
): string | null {
  if (value === undefined || value === null || value.trim() === '') return 'not set';
  if (environment === 'test') {
    if (knownDemoValues.has(value)) return 'a demo value';
    return LIVE_FORMS.some((re) => re.test(value)) ? 'a live key' : null;
  }
  if (SANDBOX_VALUES.has(value)) return 'a sandbox value';
  if (knownDemoValues.has(value)) return 'a demo value';
  if (TEST_FORMS.some((re) => re.test(value))) return 'a test or demo value';
  return null;
}

export interface CredentialSource {
  /** RIAN_{PROVIDER}_{KEY} values. */
  env: Readonly<Record<string, string | undefined>>;
  /** The method row's application_id_1 (the first public key) and secret_key (the first secret). */
  applicationId1: string | null | undefined;
  secretKey: string | null | undefined;
}

export type CredentialCheck =
  { ok: true; credentials: { public: Record<string, string>; secret: Record<string, string> } } | { ok: false; reason: string };

/**
 * The provider's production credentials from the environment first, then the method's columns, with
 * the first problem found (naming the variable, for the operator's log only).
 */
export function checkProductionCredentials(
  module: ProviderModule,
  source: CredentialSource,
  knownDemoValues: ReadonlySet<string>,
  environment: ProviderEnvironment = 'live',
): CredentialCheck {
  const out = { public: {} as Record<string, string>, secret: {} as Record<string, string> };
  for (const side of ['public', 'secret'] as const) {
    const column = side === 'public' ? source.applicationId1 : source.secretKey;
    for (const [i, key] of module.credentialKeys[side].entries()) {
      const name = credentialEnvName(module.name, key, environment);
      const fromEnv = source.env[name];
      const value = fromEnv || (i === 0 ? column : undefined);
      const problem = credentialValueProblem(value, knownDemoValues, environment);
      if (problem) {
        const where =
          fromEnv || i !== 0 ? name : `${name} (or the method's ${side === 'public' ? 'application_id_1' : 'secret_key'})`;
        return { ok: false, reason: `${where} is ${problem}` };
      }
      out[side][key] = value!;
    }
  }
  return { ok: true, credentials: out };
}
