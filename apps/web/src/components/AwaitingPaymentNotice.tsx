import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { awaitingOrdersQuery, orderPaymentHref } from '../lib/orders-api.ts';
import { useSession } from '../lib/use-session.ts';

/**
 * spec §4: a signed-in buyer with an unpaid order still within its time is told so, with a link to
 * that order's payment step: on /cart (any such order) and on a course page (an order of that
 * course). A second order of the same course is refused (ORDER_AWAITING_PAYMENT); this says why
 * before the buyer tries. Visitors see nothing and cause no private call. `className` wraps it.
 */
export function AwaitingPaymentNotice({ courseId, className }: { courseId?: number; className?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const awaiting = useQuery({ ...awaitingOrdersQuery(), enabled: user !== null });
  const orders = (user ? (awaiting.data ?? []) : []).filter((o) => courseId === undefined || o.course_ids.includes(courseId));
  if (orders.length === 0) return null;
  const notice = (
    <div className="need-notice awaiting-notice" role="status" data-testid="awaiting-payment">
      <p className="awaiting-notice__text">{t('awaitingPayment.notice')}</p>
      <ul className="awaiting-notice__links">
        {orders.map((o) => (
          <li key={o.order_id}>
            <Link to={orderPaymentHref(o.order_id)} data-testid="awaiting-payment-link">
              {t('awaitingPayment.pay', { id: o.order_id })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return className ? <div className={className}>{notice}</div> : notice;
}
