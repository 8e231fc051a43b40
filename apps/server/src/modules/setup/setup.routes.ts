// The set-up page's calls (architecture.md, "Demo and production"): whether a link is valid, and
// creating the first administrator with it. Both answer the same for every invalid link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@rian/db';
import {
  SetupAdminBodySchema,
  SetupAdminResponseSchema,
  SetupStatusQuerySchema,
  SetupStatusResponseSchema,
  SetupTokenSchema,
  errorResponses,
} from '@rian/contracts';
import { LIMITS } from '../../lib/rate-limit.ts';
import type { Auth } from '../auth/auth.plugin.ts';
import { completeSetup } from './complete-setup.ts';
import { setupTokenValid } from './setup-link.ts';

export function setupRoutes(deps: { db: Db; auth: Auth; clock: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/setup/status',
      {
        config: { rateLimit: LIMITS.login },
        schema: {
          tags: ['setup'],
          summary: 'Whether a set-up link may still create the first administrator',
          querystring: SetupStatusQuerySchema,
          response: { 200: SetupStatusResponseSchema, ...errorResponses(400) },
        },
      },
      async (req) => {
        const token = req.query.token;
        const valid = SetupTokenSchema.safeParse(token).success && (await setupTokenValid(deps.db, token, deps.clock()));
        return { success: true as const, data: { valid } };
      },
    );

    app.post(
      '/api/setup/admin',
      {
        config: { rateLimit: LIMITS.login },
        preHandler: async (req) => deps.auth.checkOrigin(req),
        schema: {
          tags: ['setup'],
          summary: 'Create the first administrator with the one-time set-up link',
          body: SetupAdminBodySchema,
          response: { 200: SetupAdminResponseSchema, ...errorResponses(400, 403, 409, 410) },
        },
      },
      async (req) => {
        const created = await completeSetup(deps.db, req.body, deps.clock());
        req.log.info({ userId: created.userId }, 'first administrator created through the set-up link');
        return { success: true as const, data: { username: created.username } };
      },
    );
  };
}
