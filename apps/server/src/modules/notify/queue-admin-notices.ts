// Telling the administrators of a new order and of a new payment report (by e-mail, and on LINE when
// it is set up): the order and report use cases call these inside their transaction, so a notice
// exists exactly when what it tells of was committed. They only write outbox rows; the mail and LINE
// sweeps send them, with retries. A report's notice that cannot be queued is logged and dropped
// inside its own savepoint; an order's notice is built in memory (a text that cannot be built is
// logged and dropped) and its rows go into the order's own statement, which plain inserts into the
// outboxes cannot fail unless the order's could too.
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { toHtml } from '../mail/templates.ts';
import type { NotifyContext } from './notify-context.ts';
import { orderPlacedNotice, transferReportedNotice, type NoticeText } from './notice-texts.ts';

const { orders, users, paymentReports, mailOutbox, lineOutbox, notifySettings } = schema;

/** What the notices need of the app; absent where nobody is told (some tests, scripts). */
export type AdminNotices = Pick<NotifyContext, 'publicUrl' | 'log'>;

const currencyOf = (code: string) => (code === 'USD' ? 'USD' : 'THB') as 'THB' | 'USD';

/** What the new order's notice says of it: the order as its use case holds it, with its buyer. */
export interface PlacedOrder {
  id: number;
  email: string;
  total: number;
  currency: string;
  firstname: string;
  lastname: string;
}

/**
 * A new order (spec §4 purchase flow): its number, buyer, total and its page, as the outbox rows the
 * order's own write statement inserts (create-order/write-order.ts: no round trip of its own). The
 * text is built here from what the order already holds; a text that cannot be built is logged and
 * the order goes on without its notice (null).
 */
export function orderNoticeInserts(notices: AdminNotices | undefined, o: PlacedOrder): SQL[] {
  if (!notices) return [];
  try {
    const buyer = `${o.firstname} ${o.lastname}`.trim() || o.email;
    const input = { orderId: o.id, buyer, email: o.email, total: o.total, currency: currencyOf(o.currency) };
    return noticeInserts(orderPlacedNotice({ ...input, publicUrl: notices.publicUrl }));
  } catch (err) {
    notices.log.error({ err: (err as Error).message }, 'notice: not queued; the order or report stands');
    return [];
  }
}

/** A new bank-transfer report (spec §3 payment report): the order, who reported, the amount, the payments queue. */
export function queueReportNotice(tx: Tx, notices: AdminNotices | undefined, reportId: number): Promise<void> {
  return queueNotice(tx, notices, async (sp) => {
    const [r] = await sp
      .select({
        orderId: paymentReports.order_id,
        name: paymentReports.contact_name,
        email: paymentReports.email,
        amount: paymentReports.transfer_amount,
        currency: orders.currency_code,
      })
      .from(paymentReports)
      .innerJoin(orders, eq(orders.id, paymentReports.order_id))
      .where(eq(paymentReports.id, reportId));
    if (!r) return null;
    const reporter = r.name || r.email || '-';
    return transferReportedNotice({
      orderId: r.orderId,
      reporter,
      amount: r.amount ?? 0,
      currency: currencyOf(r.currency),
      publicUrl: notices!.publicUrl,
    });
  });
}

async function queueNotice(
  tx: Tx,
  notices: AdminNotices | undefined,
  build: (sp: Tx) => Promise<NoticeText | null>,
): Promise<void> {
  if (!notices) return;
  try {
    await tx.transaction(async (sp) => {
      const notice = await build(sp);
      if (!notice) return;
      const [mails, line] = noticeInserts(notice);
      await sp.execute(sql`with mails as (${mails}) ${line}`);
    });
  } catch (err) {
    notices.log.error({ err: (err as Error).message }, 'notice: not queued; the order or report stands');
  }
}

/**
 * The outbox rows of a notice, as two INSERT ... RETURNING statements that read the notice settings
 * themselves (one round trip, or none of their own inside a bigger statement): a mail to the
 * settings' notice address, else to every administrator's own address; and the LINE row when LINE
 * notices are switched on. Without a settings row nobody's address is set and LINE is off.
 */
export function noticeInserts(notice: NoticeText): [mails: SQL, line: SQL] {
  const text = `${notice.text}\n\n${notice.english}`;
  const noticeAddress = sql`(select ${notifySettings.admin_email} from ${notifySettings} where ${notifySettings.id} = 1 and ${notifySettings.admin_email} <> '')`;
  const mails = sql`insert into ${mailOutbox} (kind, to_address, subject, text_body, html_body)
    select ${notice.kind}, r.email, ${notice.subject}, ${text}, ${toHtml(text)} from (
      select ${noticeAddress} as email
      union
      select ${users.email} from ${users} where ${users.role} = 'admin' and not exists ${noticeAddress}
    ) r where r.email is not null and r.email <> ''
    returning id`;
  const line = sql`insert into ${lineOutbox} (kind, text, retry_key)
    select ${notice.kind}, ${notice.text}, ${randomUUID()}
    where exists (select 1 from ${notifySettings} where ${notifySettings.id} = 1 and ${notifySettings.line_enabled})
    returning id`;
  return [mails, line];
}
