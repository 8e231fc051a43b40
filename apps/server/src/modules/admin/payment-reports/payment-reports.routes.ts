// /private/admin/payment-reports/approve: bulk approval of bank-transfer reports (payments.md §1).
// The queue's list and the one-report decisions stay with the bank-transfer module's routes.
// Administrators only.
import { BulkApproveBodySchema, BulkApproveResponseSchema } from '@rian/contracts/admin/payment-reports';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { approveReports } from './approve-reports.ts';

export function paymentReportRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  adminRoute(app, deps.requireAdmin, {
    method: 'POST',
    path: 'payment-reports/approve',
    tag: 'payment reports',
    summary: 'Approve several pending transfer reports; each answers approved or refused with its code, alone',
    body: BulkApproveBodySchema,
    response: BulkApproveResponseSchema,
    handle: ({ actor, body }) => approveReports(deps.admin, actor, body.ids),
  });
}
