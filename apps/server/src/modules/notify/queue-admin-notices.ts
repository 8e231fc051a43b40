// Telling the administrators of a new order and of a new payment report (by e-mail, and on LINE when
// it is set up): the order and report use cases call these with one line inside their transaction,
// so a notice exists exactly when what it tells of was committed. They only write outbox rows; the
// mail and LINE sweeps send them, with retries. A notice that cannot be queued is logged and dropped
// inside its own savepoint: it never fails or slows down the buyer's order or report.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { enqueueMail } from '../mail/outbox.ts';
import { toHtml } from '../mail/templates.ts';
import { readNotifySettings, type NotifyContext } from './notify-context.ts';
import { orderPlacedNotice, transferReportedNotice, type NoticeText } from './notice-texts.ts';

const { orders, users, paymentReports } = schema;

/** What the notices need of the app; absent where nobody is told (some tests, scripts). */
export type AdminNotices = Pick<NotifyContext, 'publicUrl' | 'log'>;

const currencyOf = (code: string) => (code === 'USD' ? 'USD' : 'THB') as 'THB' | 'USD';

/** A new order (spec §4 purchase flow): its number, buyer, total and its page. */
export function queueOrderNotice(tx: Tx, notices: AdminNotices | undefined, orderId: number): Promise<void> {
  return queueNotice(tx, notices, async (sp) => {
    const [o] = await sp
      .select({
        id: orders.id,
        email: orders.email,
        total: orders.total,
        currency: orders.currency_code,
        first: users.firstname,
        last: users.lastname,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(eq(orders.id, orderId));
    if (!o) return null;
    const buyer = `${o.first} ${o.last}`.trim() || o.email;
    const input = {
      orderId: o.id,
      buyer,
      email: o.email,
      total: o.total,
      currency: currencyOf(o.currency),
      publicUrl: notices!.publicUrl,
    };
    return orderPlacedNotice(input);
  });
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
      const settings = await readNotifySettings(sp);
      for (const to of await recipients(sp, settings.admin_email)) {
        const text = `${notice.text}\n\n${notice.english}`;
        await enqueueMail(sp, { kind: notice.kind, to, subject: notice.subject, text, html: toHtml(text) });
      }
      if (settings.line_enabled) {
        await sp.insert(schema.lineOutbox).values({ kind: notice.kind, text: notice.text, retry_key: randomUUID() });
      }
    });
  } catch (err) {
    notices.log.error({ err: (err as Error).message }, 'notice: not queued; the order or report stands');
  }
}

/** The settings' notice address, else every administrator's own. */
async function recipients(tx: Tx, noticeAddress: string | null): Promise<string[]> {
  if (noticeAddress) return [noticeAddress];
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return [...new Set(admins.map((a) => a.email).filter(Boolean))];
}
