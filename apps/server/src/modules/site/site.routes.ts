// Site-wide public routes (spec §7): settings, texts, custom labels, user groups, how to buy,
// payment methods of the cart.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, METHOD } from '@rian/domain';
import {
  CartPaymentMethodsResponseSchema,
  CustomLabelListResponseSchema,
  ErrorResponseSchema,
  HowToBuyResponseSchema,
  SiteSettingsParamsSchema,
  SiteSettingsResponseSchema,
  TextsParamsSchema,
  TextsResponseSchema,
  UserGroupListResponseSchema,
} from '@rian/contracts';
import type { SiteService } from './site.service.ts';
import { customPageRoute } from './custom-page.routes.ts';
import { storeRoute } from '../../lib/store-route.ts';

/** Whether the request comes from a signed-in administrator (methods in a test environment are theirs). */
export type StaffOf = (req: FastifyRequest) => Promise<boolean>;

export function siteRoutes(site: SiteService, staffOf: StaffOf = async () => false): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/setting/site/into/:id',
      {
        schema: {
          tags: ['site'],
          summary: 'Public site settings (auto_cancel, title, flags); the site is id 1',
          params: SiteSettingsParamsSchema,
          response: { 200: SiteSettingsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (req) => {
        const settings = await site.settings(Number(req.params.id));
        if (!settings) throw new DomainError('NOT_FOUND', 'No such site');
        return { success: true as const, data: settings };
      },
    );

    app.get(
      '/public/i18n/:lang',
      {
        schema: {
          tags: ['site'],
          summary: 'Customised texts of a language (key → text), merged over the built-in catalogue',
          params: TextsParamsSchema,
          response: { 200: TextsResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (req) => ({ success: true as const, data: await site.texts(req.params.lang) }),
    );

    customPageRoute(app, site);

    app.get(
      '/public/customlabel',
      {
        schema: {
          tags: ['site'],
          summary: 'Custom labelled registration fields',
          response: { 200: CustomLabelListResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await site.customLabels() }),
    );

    app.get(
      '/api/user/group',
      { schema: { tags: ['site'], summary: 'User groups', response: { 200: UserGroupListResponseSchema } } },
      async () => ({ success: true as const, data: await site.userGroups() }),
    );

    app.get(
      '/public/payments/howtobuy',
      { schema: { tags: ['site'], summary: 'How-to-buy text', response: { 200: HowToBuyResponseSchema } } },
      async () => ({ success: true as const, data: await site.howToBuy() }),
    );

    await app.register(cartMethodsRoute(site, staffOf));
  };
}

/** spec §9: the cart's payment methods; an administrator's list also holds the methods in test. */
function cartMethodsRoute(site: SiteService, staffOf: StaffOf): FastifyPluginAsyncZod {
  return async (app) => {
    storeRoute(app, {
      method: 'GET',
      url: '/public/cart/payments/methods',
      tag: 'site',
      summary: 'Enabled payment methods; the first is preselected, id 1 when there is none (spec §9)',
      response: CartPaymentMethodsResponseSchema,
      handle: async (req, reply) => {
        const staff = await staffOf(req);
        // An administrator's list holds methods in test: never kept by a shared cache.
        if (staff) reply.header('cache-control', 'private, no-store');
        const methods = await site.paymentMethods({ staff });
        return { methods, selected: methods[0]?.id ?? METHOD.bankTransfer };
      },
    });
  };
}
