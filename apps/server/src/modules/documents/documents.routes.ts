// An order's documents (payments.md "Thai tax and formats"): the buyer's under /private/orders/{id}
// and an administrator's under /private/admin/orders/{id}. The routes parse, call and answer.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '@rian/db';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { OrderDocumentListResponseSchema, OrderDocumentParamsSchema } from '@rian/contracts/documents';
import type { RouteApp } from '../../lib/route-app.ts';
import { storeRoute } from '../../lib/store-route.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { getDocumentPdf } from './get-document-pdf.ts';
import { listDocuments, type DocumentReader } from './list-documents.ts';

const errors = errorResponses(400, 401, 403, 404);
const OrderParams = z.object({ orderId: IdParamSchema });
const AdminOrderParams = z.object({ id: IdParamSchema });

export interface DocumentsRoutesDeps {
  auth: Auth;
  db: Db;
}

export function documentsRoutes(deps: DocumentsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    buyerRoutes(app, deps);
    adminRoutes(app, deps);
  };
}

function buyerRoutes(app: RouteApp, { auth, db }: DocumentsRoutesDeps): void {
  storeRoute(app, {
    method: 'GET',
    url: '/private/orders/:orderId/documents',
    onRequest: auth.requireUser,
    tag: 'orders',
    summary: 'The receipt or tax invoice and the credit notes of one of the buyer’s orders',
    params: OrderParams,
    response: OrderDocumentListResponseSchema,
    errors,
    noStore: true,
    handle: (req) => listDocuments(db, { kind: 'buyer', user: userOf(req) }, req.params.orderId),
  });
  app.get(
    '/private/orders/:orderId/documents/:docId.pdf',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One document of the buyer’s order as a PDF (A4, Thai), named by its number',
        description: 'Answers application/pdf; refusals are the error envelope (400, 401, 404).',
        params: OrderDocumentParamsSchema,
      },
    },
    async (req, reply) => {
      const reader: DocumentReader = { kind: 'buyer', user: userOf(req) };
      return sendPdf(reply, await getDocumentPdf(db, reader, req.params.orderId, req.params.docId));
    },
  );
}

function adminRoutes(app: RouteApp, { auth, db }: DocumentsRoutesDeps): void {
  adminRoute(app, auth.requireAdmin, {
    tag: 'orders',
    method: 'GET',
    path: 'orders/:id/documents',
    summary: 'The documents of an order: its receipt or tax invoice and its credit notes',
    params: AdminOrderParams,
    response: OrderDocumentListResponseSchema,
    handle: ({ params }) => listDocuments(db, { kind: 'admin' }, params.id),
  });
  app.get(
    '/private/admin/orders/:orderId/documents/:docId.pdf',
    {
      onRequest: auth.requireAdmin,
      schema: {
        tags: ['admin: orders'],
        summary: 'One document of an order as a PDF (A4, Thai), named by its number',
        description: 'Answers application/pdf; refusals are the error envelope (400, 401, 403, 404).',
        params: OrderDocumentParamsSchema,
      },
    },
    async (req, reply) => sendPdf(reply, await getDocumentPdf(db, { kind: 'admin' }, req.params.orderId, req.params.docId)),
  );
}

function sendPdf(reply: FastifyReply, { number, pdf }: { number: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
