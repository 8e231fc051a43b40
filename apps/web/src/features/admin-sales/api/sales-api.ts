// The sales dashboard's call: GET /private/admin/sales for a period and bucket, and the address of the
// same figures as CSV.
import { SalesAnswerSchema } from '@rian/contracts/admin/sales';
import type { SalesBucket } from '@rian/domain/sales-range';
import { ADMIN_API, adminGetQuery } from '../../../lib/admin-api.ts';
import { withQuery } from '../../../lib/api-client.ts';

export interface SalesParams {
  from?: string | undefined;
  to?: string | undefined;
  bucket?: SalesBucket | undefined;
}

export const salesQuery = (p: SalesParams) =>
  adminGetQuery(['sales', p.from, p.to, p.bucket], withQuery('sales', { ...p }), SalesAnswerSchema);

export const salesCsvHref = (p: SalesParams) => withQuery(`${ADMIN_API}/sales/export.csv`, { ...p });
