// PaySolutions constants shared by the provider and its sandbox (payments.md §7).
export const PROVIDER = 'paysolutions';

/** Paths below one base: the sandbox serves both; production splits them over two hosts. */
export const PATHS = { paymentPage: '/epaylink/payment.aspx', orderDetail: '/order/orderdetailpost' } as const;

export const PRODUCTION_PAYMENT_PAGE = 'https://payment.paysolutions.asia/epaylink/payment.aspx';
export const PRODUCTION_API_BASE = 'https://apis.paysolutions.asia';

/** Order statuses of orderdetailpost: 'CP' completed; 'HO' / 'WT' still open; the rest (VC, RF, …) not paid. */
export const STATUS = { completed: 'CP', waiting: 'WT', hold: 'HO', cancelled: 'VC', refunded: 'RF' } as const;

export function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}
