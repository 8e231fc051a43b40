// At start the log lists every payment method as enabled or disabled with the reason, so an operator
// sees at once which methods buyers are offered (and which credential is missing or refused).
import type { FastifyInstance } from 'fastify';
import type { PaymentCredentials } from './payment-credentials.ts';

export function logPaymentMethods(app: FastifyInstance, credentials: PaymentCredentials): void {
  app.addHook('onReady', async () => {
    const states = await credentials.states();
    app.log.info({ paymentsMode: credentials.mode }, `payments: ${credentials.mode} mode`);
    for (const s of states) {
      const line = { methodId: s.id, method: s.name, enabled: s.enabled, ...(s.reason ? { reason: s.reason } : {}) };
      app.log.info(line, `payment method ${s.id} (${s.name}): ${s.enabled ? 'enabled' : `disabled, ${s.reason}`}`);
    }
  });
}
