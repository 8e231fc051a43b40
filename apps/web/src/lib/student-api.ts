// The signed-in student's own account and tax invoice data (spec §5 tax invoice, §6 "can pay and
// edit tax data", §7 GET /private/students, PUT /private/myaccount/students/tax).
import { queryOptions } from '@tanstack/react-query';
import { StudentResponseSchema, TaxResponseSchema } from '@rian/contracts/auth';
import type { TaxInvoiceData } from '@rian/domain/tax-invoice';
import { apiGet, apiRequest } from './api-client.ts';
import { PRIVATE_KEY } from './session.ts';

export const studentQuery = () =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'student'],
    queryFn: ({ signal }) => apiGet('/private/students', StudentResponseSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

/**
 * `requireTaxInvoice` adds is_require_tax_invoice 1 (spec §3): the buyer asks for a tax invoice, as
 * withholding needs (spec §6). The route's TaxInvoiceBodySchema does not list the flag yet, so the
 * server drops it; the checkout reads "has a tax invoice" from complete tax data meanwhile.
 */
export function saveTaxInvoice(data: TaxInvoiceData, options: { requireTaxInvoice?: boolean } = {}) {
  const body = options.requireTaxInvoice ? { ...data, is_require_tax_invoice: 1 } : data;
  return apiRequest('/private/myaccount/students/tax', TaxResponseSchema, { method: 'PUT', body }).then((r) => r.data);
}
