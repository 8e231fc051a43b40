// The bank transfer report that several test files check (tests only): spec §3 payload of order 42.

/** A pending report of a 1,500 THB transfer to KBANK, made on 15 March 2026 at 14:05:09 Bangkok time. */
export const BANK_TRANSFER_REPORT = {
  order_id: 42,
  contact_name: 'สมชาย ใจดี',
  email: 'somchai@example.co.th',
  payment_method_id: 1,
  status: 'pending',
  bank_code: 'KBANK',
  tel: '0812345678',
  bank_account: '123-4-56789-0',
  transfer_datetime: '2026-03-15T07:05:09.000Z',
  time: '14:05:09',
  transfer_amount: 150000,
  description: '',
  address: '-',
  slip: ['slip-42.jpg'],
};
