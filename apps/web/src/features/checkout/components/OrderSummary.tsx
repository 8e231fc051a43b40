import '../i18n.ts';
import './checkout-widgets.css';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderStatus } from '@rian/contracts/checkout';
import { formatMoney, type Currency } from '@rian/domain/money';
import { formatDate, localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** spec §4 order states in words (notYetReceived 'รอชำระเงิน' … cancelled 'ยกเลิกแล้ว'). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`order-status order-status--${status}`} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** An order card's heading: its number (with `titleId` for the card's aria-labelledby), status and date. */
export function OrderCardHead({ order, titleId }: { order: Pick<OrderDetail, 'id' | 'status' | 'created_at'>; titleId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <div className="order-card__head">
        <h2 id={titleId} className="order-card__title">
          {t('orders.number', { id: order.id })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="order-card__date">
        {t('orders.orderedAt')} <time dateTime={order.created_at}>{formatDate(order.created_at, lang, true)}</time>
      </p>
    </>
  );
}

/**
 * The lines and amounts of an order (spec §3 Order read: price, discount, shipping_fee,
 * withholding_price; §9 "Payable amount = price - discount + shipping_fee - withholding_price", VAT
 * added when prices exclude it). Shared by the order list and the thank-you page.
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const currency: Currency = order.currency_code;
  const m = (amount: number) => formatMoney({ amount, currency }, lang);
  const hasProducts = order.products.length > 0;

  return (
    <>
      <ul className="order-lines" aria-label={t('orders.items')}>
        {order.courses.map((c) => (
          <li key={`c-${c.course_id}`} className="order-line" data-testid="order-line">
            <span className="order-line__name">
              {localized(c.title, c.title_en, lang)}
              {c.plan_name ? <span className="order-line__detail">{t('orders.plan', { name: c.plan_name })}</span> : null}
              {c.refunded ? <span className="order-line__refunded">{t('orders.lineRefunded')}</span> : null}
            </span>
            <span className="order-line__price">{c.price === 0 ? t('orders.free') : m(c.price)}</span>
          </li>
        ))}
        {order.products.map((p) => (
          <li key={`p-${p.product_id}`} className="order-line" data-testid="order-line">
            <span className="order-line__name">
              {localized(p.title, p.title_en, lang)}
              <span className="order-line__detail">{t('orders.quantity', { qty: p.quantity, price: m(p.price) })}</span>
              {p.refunded ? <span className="order-line__refunded">{t('orders.lineRefunded')}</span> : null}
            </span>
            <span className="order-line__price">{m(p.price * p.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>{t('orders.subtotal')}</dt>
          <dd>{m(order.price)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>{t('orders.discount')}</dt>
            <dd>−{m(order.discount)}</dd>
          </div>
        ) : null}
        {hasProducts || order.shipping_fee > 0 ? (
          <div>
            <dt>{t('orders.shipping')}</dt>
            <dd>{m(order.shipping_fee)}</dd>
          </div>
        ) : null}
        {order.vat > 0 ? (
          <div>
            <dt>{order.vat_included === 1 ? t('orders.vatIncluded') : t('orders.vat')}</dt>
            <dd>{m(order.vat)}</dd>
          </div>
        ) : null}
        {order.withholding_price > 0 ? (
          <div>
            <dt>{t('orders.withholding', { percent: order.withholding_percent ?? '' })}</dt>
            <dd>−{m(order.withholding_price)}</dd>
          </div>
        ) : null}
        <div className="order-totals__total">
          <dt>{t('orders.total')}</dt>
          <dd data-testid="order-total">{m(order.total)}</dd>
        </div>
      </dl>
      {order.shipping_address ? (
        <p className="order-ship-to">
          <strong>{t('orders.shipTo')}</strong>
          {`\n${order.shipping_address.name} (${order.shipping_address.tel})\n${order.shipping_address.address} ${order.shipping_address.postcode}`}
        </p>
      ) : null}
    </>
  );
}
