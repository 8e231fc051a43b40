// GET /private/admin/audit: who changed what, when, and the record before and after.
import { errorResponses } from '@rian/contracts';
import { AuditListQuerySchema, AuditPageSchema } from '@rian/contracts/admin/audit';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { listAudit } from './list-audit.ts';

export function auditRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  app.get(
    '/private/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit log, newest first; by record (entity, entity_id) or by actor',
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => listAudit(admin, req.query),
  );
}
