// 2C2P: card (method 3, SecurePayment 9.9), installment (10) and QR (15) through PGW 4.3 (payments.md §3).
import { tableFacts, type ProviderModule } from '../module.ts';
import type { PaymentsMode } from '../types.ts';
import { PATHS, PRODUCTION_PGW_BASE, TEST_PGW_BASE } from './protocol.ts';
import { createTwoc2pProvider } from './provider.ts';
import { TWOC2P_SANDBOX_CREDENTIALS, twoc2pSandbox } from './sandbox.ts';

export { createTwoc2pProvider } from './provider.ts';
export { TWOC2P_SANDBOX_CREDENTIALS, twoc2pSandbox } from './sandbox.ts';

/**
 * Where the buyer types the card for method 3 (spec §2 "card hand-off screen"). The sandbox hosts a card
 * page that encrypts and comes back to returnUrl with encryptedCardInfo & co. In production the card form
 * is Rian's own page running 2C2P's encryption script, so there is no 2C2P URL to send the buyer to: null.
 */
export function twoc2pCardPageUrl(mode: PaymentsMode, publicUrl: string, returnUrl: string): string | null {
  if (mode === 'production') return null;
  return `${publicUrl.replace(/\/+$/, '')}/sandbox/twoc2p${PATHS.cardPage}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export const twoc2pModule: ProviderModule = {
  ...tableFacts('twoc2p'),
  create: createTwoc2pProvider,
  sandbox: twoc2pSandbox,
  sandboxCredentials: TWOC2P_SANDBOX_CREDENTIALS,
  productionBaseUrl: PRODUCTION_PGW_BASE,
  testBaseUrl: TEST_PGW_BASE,
};
