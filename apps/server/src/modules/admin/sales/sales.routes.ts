// /private/admin/sales: the sales dashboard's figures over a period of Thai days, and the same figures
// as CSV. Administrators only.
import { SalesAnswerSchema, SalesQuerySchema } from '@rian/contracts/admin/sales';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { csvRoute } from '../csv.ts';
import { exportSales } from './export-sales.ts';
import { reportSales } from './report-sales.ts';

const tag = 'sales';

export function salesRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'sales',
    summary:
      'Sales over Thai calendar days (default: the last 30): revenue per day, ISO week or month by the Bangkok day ' +
      'an order was paid, per currency (minor units, THB and USD apart); paid orders by method; top courses and ' +
      'products; orders made by status; refunds; bank transfer reports awaiting approval. 400 SALES_RANGE_REVERSED ' +
      'when from is after to, SALES_RANGE_TOO_LONG past three years',
    query: SalesQuerySchema,
    response: SalesAnswerSchema,
    handle: ({ query }) => reportSales(admin.db, query),
  });
  csvRoute(app, requireAdmin, {
    tag,
    path: 'sales/export.csv',
    summary: 'The same figures as CSV (UTF-8 with BOM), a line per figure with its THB and USD amounts apart',
    query: SalesQuerySchema,
    file: 'sales',
    csv: (query) => exportSales(admin.db, query),
  });
}
