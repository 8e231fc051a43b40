// The six providers and which spec method each one serves (spec §2 method ids).
import type { ProviderModule } from './module.ts';
import type { ProviderName } from './types.ts';
import { omiseModule } from './omise/index.ts';
import { paypalModule } from './paypal/index.ts';
import { twoc2pModule } from './twoc2p/index.ts';
import { scbModule } from './scb/index.ts';
import { gbprimepayModule } from './gbprimepay/index.ts';
import { paysolutionsModule } from './paysolutions/index.ts';

export const PROVIDER_MODULES: readonly ProviderModule[] = [
  paypalModule,
  twoc2pModule,
  scbModule,
  omiseModule,
  gbprimepayModule,
  paysolutionsModule,
];

/** Bank transfer has no provider: an administrator approves its report. */
export type { OnlineMethodId } from '@rian/domain/payment-methods';

export function moduleOfMethod(methodId: number): ProviderModule | null {
  return PROVIDER_MODULES.find((m) => (m.methodIds as readonly number[]).includes(methodId)) ?? null;
}

export function moduleByName(name: string): ProviderModule | null {
  return PROVIDER_MODULES.find((m) => m.name === name) ?? null;
}

export function isProviderName(name: string): name is ProviderName {
  return moduleByName(name) !== null;
}
