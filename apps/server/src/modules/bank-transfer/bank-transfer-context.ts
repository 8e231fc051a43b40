// What the bank-transfer use cases work with (spec §3 payment report, §4 bank transfer report flow,
// §5 report rules; payments.md §1): the buyer reports a transfer with its slip; only an administrator
// approves (through markOrderPaid) or rejects it. Built once in app.ts.
import type { Db } from '@rian/db';
import type { AdminNotices } from '../notify/queue-admin-notices.ts';
import type { MailContext } from '../payments/mark-paid.ts';
import type { OrderStatusEvent } from '../realtime/realtime.ts';
import type { SiteService } from '../site/site.service.ts';

export interface BankTransferContext {
  db: Db;
  site: Pick<SiteService, 'settingsRow'>;
  clock: () => Date;
  mailContext: () => Promise<MailContext>;
  /** Called after each commit that changed an order (Socket.IO, spec §9 real-time). */
  notify?: (userId: number, event: OrderStatusEvent) => void;
  /** Sends the outbox now instead of at the next sweep. */
  kickMail?: () => void;
  /** Unknown bank codes are logged (spec §8). */
  warn?: (message: string, data: Record<string, unknown>) => void;
  /**
   * Provider-verified path of POST /private/orders/payment/approved (payments/verified-payment.ts):
   * true when a provider's verified result already paid this buyer's order.
   */
  verifiedPayment?: (orderId: number, userId: number) => Promise<boolean>;
  /** The administrators' notice of each new report; absent, nobody is told. */
  notices?: AdminNotices;
}
