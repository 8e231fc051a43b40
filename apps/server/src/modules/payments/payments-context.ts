// What every payment use case works with (architecture.md "Payments"; payments.md "Rules for every
// method"). One path for every provider: start an attempt for the buyer's own unpaid order, let the
// browser do what the provider asks, then believe only a verified result (a signed callback or a
// status fetched with the secret) whose amount and currency match the order. Only then markOrderPaid
// runs, once. Built once in app.ts; the use cases take it as their first argument.
import type { Db } from '@rian/db';
import type { PaymentsMode } from '@rian/payments';
import type { Realtime } from '../realtime/realtime.ts';
import type { MailContext } from './mark-paid.ts';
import { PaymentCredentials } from './payment-credentials.ts';
import { PaymentProviders, type PaymentsLog } from './payment-providers.ts';

export interface PaymentsContext {
  db: Db;
  mode: PaymentsMode;
  publicUrl: string;
  providers: PaymentProviders;
  realtime: Pick<Realtime, 'orderChanged'>;
  mailContext: () => Promise<MailContext>;
  clock: () => Date;
  log: PaymentsLog;
}

export interface PaymentsContextDeps extends Omit<PaymentsContext, 'providers'> {
  /** Environment for production credentials (RIAN_{PROVIDER}_{KEY}); defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Which providers may take payments; built from db, mode and env when absent. */
  credentials?: PaymentCredentials;
}

export function createPaymentsContext(deps: PaymentsContextDeps): PaymentsContext {
  const { env, credentials, ...rest } = deps;
  const checked = credentials ?? new PaymentCredentials({ db: deps.db, mode: deps.mode, ...(env ? { env } : {}) });
  const providers = new PaymentProviders({
    mode: deps.mode,
    publicUrl: deps.publicUrl,
    credentials: checked,
    clock: deps.clock,
    log: deps.log,
    ...(env ? { env } : {}),
  });
  return { ...rest, providers };
}
