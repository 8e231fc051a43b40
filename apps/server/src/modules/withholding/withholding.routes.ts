// The withholding-tax certificate (50 ทวิ) of an order with withholding (payments.md "Thai tax and
// formats"): the buyer reads its state and sends its file under /private/orders/{id}; an administrator
// opens the file through their own route, each read audited (PDPA: who viewed a certificate). The
// back office's decisions are admin/orders/withholding-certificate.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { WithholdingCertificateResponseSchema, WithholdingUploadSchema } from '@rian/contracts/withholding';
import { DomainError } from '@rian/domain/errors';
import type { RouteApp } from '../../lib/route-app.ts';
import { storeRoute } from '../../lib/store-route.ts';
import { actorOf } from '../admin/admin-guard.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { sendPrivateFile } from '../uploads/private-file.routes.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { CERTIFICATE_ACTIONS, certificateOf, certificateRow } from './certificate-of-order.ts';
import { uploadCertificate } from './upload-certificate.ts';

const { orders } = schema;
const errors = errorResponses(400, 401, 403, 404, 409);
const OrderParams = z.object({ orderId: IdParamSchema });

export interface WithholdingRoutesDeps {
  auth: Auth;
  db: Db;
  uploads: UploadsService;
  clock: () => Date;
}

export function withholdingRoutes(deps: WithholdingRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    buyerRoutes(app, deps);
    buyerFileRoute(app, deps);
    adminFileRoute(app, deps);
  };
}

/** The buyer's own order's certificate; another's order is NOT_FOUND, as the other private order routes answer. */
async function buyersCertificate(db: Db, userId: number, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.user_id !== userId) throw new DomainError('NOT_FOUND', 'No such order');
  const certificate = await certificateOf(db, order, { kind: 'buyer', userId });
  if (!certificate) throw new DomainError('WITHHOLDING_NOT_EXPECTED');
  return certificate;
}

function buyerRoutes(app: RouteApp, { auth, db, clock }: WithholdingRoutesDeps): void {
  const route = {
    url: '/private/orders/:orderId/withholding-certificate',
    onRequest: auth.requireUser,
    tag: 'orders',
    params: OrderParams,
    response: WithholdingCertificateResponseSchema,
    errors,
    noStore: true,
    bare: true,
  } as const;
  storeRoute(app, {
    ...route,
    method: 'GET',
    summary:
      'The withholding-tax certificate (50 ทวิ) of one of the buyer’s orders with withholding: its state, file and reason if rejected',
    handle: async (req) => ({
      success: true as const,
      data: await buyersCertificate(db, userOf(req).id, req.params.orderId),
    }),
  });
  storeRoute(app, {
    ...route,
    method: 'POST',
    summary:
      'Send the withholding-tax certificate of a paid order with withholding: the name of a certificate upload ' +
      '(POST /api/home/test_upload?kind=certificate) the buyer made; replaces one not yet accepted',
    body: WithholdingUploadSchema,
    handle: async (req) => {
      const user = userOf(req);
      const uploader = { id: user.id, username: user.username, role: user.role };
      await uploadCertificate(db, clock(), uploader, { kind: 'buyer', userId: user.id }, req.params.orderId, req.body.upload);
      return { success: true as const, data: await buyersCertificate(db, user.id, req.params.orderId) };
    },
  });
}

/**
 * The file of the certificate on the buyer's own order, whoever uploaded it: the buyer's company issued
 * it, and one the academy received by post and uploaded is theirs to read too. Another's order is NOT_FOUND.
 */
function buyerFileRoute(app: RouteApp, { auth, db, uploads }: WithholdingRoutesDeps): void {
  app.get(
    '/private/orders/:orderId/withholding-certificate/file',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The file of the withholding-tax certificate (50 ทวิ) of one of the buyer’s orders, whoever uploaded it',
        description: 'Answers the file itself; refusals are the error envelope (400, 401, 404).',
        params: OrderParams,
      },
    },
    async (req, reply) => {
      const [order] = await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, req.params.orderId));
      const row = order?.user_id === userOf(req).id ? await certificateRow(db, req.params.orderId) : undefined;
      const file = row ? await uploads.privateFile(row.cert.file) : null;
      if (!file) throw new DomainError('NOT_FOUND', 'No certificate file');
      return sendPrivateFile(reply, uploads, file);
    },
  );
}

function adminFileRoute(app: RouteApp, { auth, db, uploads }: WithholdingRoutesDeps): void {
  app.get(
    '/private/admin/orders/:id/withholding-certificate/file',
    {
      onRequest: auth.requireAdmin,
      schema: {
        tags: ['admin: orders'],
        summary: 'The file of an order’s withholding-tax certificate (PDF or image), for administrators; each read is audited',
        description: 'Answers the file itself; refusals are the error envelope (400, 401, 403, 404).',
        params: z.object({ id: IdParamSchema }),
      },
    },
    async (req, reply) => {
      const row = await certificateRow(db, req.params.id);
      const file = row ? await uploads.privateFile(row.cert.file) : null;
      if (!row || !file) throw new DomainError('NOT_FOUND', 'No certificate file');
      await recordAudit(db, actorOf(req), {
        action: CERTIFICATE_ACTIONS.view,
        entity: 'order',
        entityId: req.params.id,
        after: { file: file.name },
      });
      return sendPrivateFile(reply, uploads, file);
    },
  );
}
