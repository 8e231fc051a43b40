// The withholding-tax certificate (50 ทวิ) of one of the buyer's orders: its state
// (GET /private/orders/{id}/withholding-certificate) and the upload that sends it (POST the same).
import { queryOptions } from '@tanstack/react-query';
import { WithholdingCertificateResponseSchema } from '@rian/contracts/withholding';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PRIVATE_KEY } from '../../../lib/session.ts';

const url = (orderId: number) => `/private/orders/${orderId}/withholding-certificate`;

export const withholdingCertificateKey = (orderId: number) =>
  [...PRIVATE_KEY, 'orders', orderId, 'withholding-certificate'] as const;

export const withholdingCertificateQuery = (orderId: number) =>
  queryOptions({
    queryKey: withholdingCertificateKey(orderId),
    queryFn: ({ signal }) => apiGet(url(orderId), WithholdingCertificateResponseSchema, signal).then((r) => r.data),
    staleTime: 30_000,
  });

/** Sends a stored certificate upload (kind=certificate) as the order's 50 ทวิ; the certificate as it now is. */
export async function sendWithholdingCertificate(orderId: number, upload: string) {
  const res = await apiRequest(url(orderId), WithholdingCertificateResponseSchema, { method: 'POST', body: { upload } });
  return res.data;
}
