// spec §7 GET /public/payments/methods: each offered method's payment type and its public
// application id. Only the credential the provider marks as browser-safe (browserKey) is ever
// answered; in production only methods with real credentials are offered at all.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicMethodKeysResponseSchema } from '@rian/contracts';
import { moduleOfMethod } from '@rian/payments';
import type { StaffOf } from '../site/site.routes.ts';
import type { SiteService } from '../site/site.service.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { storeRoute } from '../../lib/store-route.ts';

export function publicMethodsRoutes(deps: {
  site: SiteService;
  providers: PaymentProviders;
  staffOf: StaffOf;
}): FastifyPluginAsyncZod {
  return async (app) => {
    storeRoute(app, {
      method: 'GET',
      url: '/public/payments/methods',
      tag: 'payments',
      summary: 'Offered payment methods with their type and public application id (never a secret)',
      response: PublicMethodKeysResponseSchema,
      handle: async (req, reply) => {
        const staff = await deps.staffOf(req);
        if (staff) reply.header('cache-control', 'private, no-store');
        const methods = await deps.site.paymentMethods({ staff });
        return Promise.all(
          methods.map(async (m) => {
            const module = moduleOfMethod(m.id);
            const key = module?.browserKey ?? null;
            const application_id_1 = module && key ? ((await deps.providers.publicCredentials(module))[key] ?? null) : null;
            return { id: m.id, payment_type: m.payment_type, application_id_1, ...(m.test ? { test: true } : {}) };
          }),
        );
      },
    });
  };
}
