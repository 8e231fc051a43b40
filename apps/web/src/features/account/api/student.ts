// The signed-in student's own account and tax invoice data (spec §5 tax invoice, §6 "can pay and
// edit tax data", §7 GET /private/students, PUT /private/myaccount/students/tax).
import { queryOptions } from '@tanstack/react-query';
import { StudentResponseSchema, TaxResponseSchema } from '@rian/contracts/auth';
import type { TaxInvoiceData } from '@rian/domain/tax-invoice';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PRIVATE_KEY } from './session.ts';

export const studentQuery = () =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'student'],
    queryFn: ({ signal }) => apiGet('/private/students', StudentResponseSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

export function saveTaxInvoice(data: TaxInvoiceData) {
  return apiRequest('/private/myaccount/students/tax', TaxResponseSchema, { method: 'PUT', body: data }).then((r) => r.data);
}
