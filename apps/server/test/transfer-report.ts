// What the bank-transfer tests share: a slip uploaded through POST /api/home/test_upload and the body of
// a transfer report (spec §3 payment report).
import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

/** Uploads `data` as a slip with the caller's headers; its stored name. */
export function uploadSlip(t: TestApp, data: Buffer, headers: Record<string, string>): Promise<string> {
  return uploadAs(t, 'slip', data, 'slip.png', headers);
}

/** Uploads `data` as a file of `kind` named `name` with the caller's headers; its stored name. */
export async function uploadAs(
  t: TestApp,
  kind: string,
  data: Buffer,
  name: string,
  headers: Record<string, string>,
): Promise<string> {
  const fd = new FormData();
  fd.append('imageinput0', new Blob([new Uint8Array(data)]), name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/home/test_upload?kind=${kind}`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '', ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json().fileName as string;
}

/** A report of a 4,200 THB transfer to the KBANK account, with `slip`. */
export const transferReport = (orderId: number, slip: string[], over: Record<string, unknown> = {}) => ({
  order_id: orderId,
  contact_name: 'สมหญิง ใจดี',
  email: 'ignored@example.com',
  payment_method_id: 1,
  bank_code: 'KBANK',
  tel: '0812345678',
  bank_account: '123-4-56789-0',
  transfer_datetime: '2026-03-14',
  time: '09:30:00',
  transfer_amount: '4200.00',
  description: 'โอนจากแอป',
  address: '-',
  slip,
  ...over,
});
