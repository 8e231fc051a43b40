import '../i18n.ts';
import '@mantine/core/styles/ActionIcon.css';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseDetail, PlanView, ProductDetail } from '@rian/contracts/catalogue';
import { courseUrl, productUrl } from '@rian/domain/course-url';
import { formatMoney, type Currency } from '@rian/domain/money';
import { planPrice } from '@rian/domain/plans';
import { SafeImage } from '../../../components/SafeImage.tsx';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { clampQuantity, lineKey, MAX_QUANTITY, MIN_QUANTITY, type CheckoutLine } from '../../../lib/cart-lines.ts';
import type { CheckoutApi } from '../hooks/use-checkout.ts';

export interface CartLinesProps {
  checkout: CheckoutApi;
  onPlan: (courseId: number, planId: number | null) => void;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (key: string) => void;
}

/**
 * The stored cart's lines (spec §3 Cart): each course with its chosen pricing plan, each product
 * with a quantity stepper (1 to 999) and a remove button. A line the shop no longer sells says so
 * and can be removed.
 */
export function CartLines({ checkout, onPlan, onQuantity, onRemove }: CartLinesProps) {
  const { t } = useTranslation();
  if (checkout.lines.length === 0) {
    return (
      <p className="empty-state" data-testid="cart-empty">
        {t('cart.empty')}
      </p>
    );
  }
  return (
    <section aria-labelledby="cart-lines-title" data-testid="cart-lines">
      <h2 id="cart-lines-title" className="checkout-block__title">
        {t('checkout.lines.title')}
      </h2>
      <ul className="cart-lines">
        {checkout.lines.map((line) => (
          <li key={lineKey(line)} className="cart-line" data-testid="cart-line" data-line={lineKey(line)}>
            {line.kind === 'course' ? (
              <CourseRow
                line={line}
                course={checkout.courses.get(line.course_id)}
                missing={checkout.missingCourses.has(line.course_id)}
                plans={checkout.plansByCourse.get(line.course_id)?.plans}
                currency={checkout.currency}
                onPlan={onPlan}
                onRemove={onRemove}
              />
            ) : (
              <ProductRow
                line={line}
                product={checkout.products.get(line.product_id)}
                missing={checkout.missingProducts.has(line.product_id)}
                currency={checkout.currency}
                onQuantity={onQuantity}
                onRemove={onRemove}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="red" size="compact-sm" onClick={onClick} aria-label={label} className="cart-line__remove">
      {t('checkout.lines.remove')}
    </Button>
  );
}

function Unavailable({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cart-line__body">
      <p className="cart-line__missing">{t('checkout.lines.unavailable')}</p>
      <RemoveButton label={t('checkout.lines.removeUnavailable')} onClick={onRemove} />
    </div>
  );
}

/** A course's or product's line: its picture, kind and linked title, `children`, the remove button and the line's price. */
function LineFrame({
  kind,
  item,
  price,
  onRemove,
  children,
}: {
  kind: 'course' | 'product';
  item: CourseDetail | ProductDetail;
  price: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localized(item.title, item.title_en, lang);
  const to = kind === 'course' ? courseUrl(item.id, item.slug) : productUrl(item.id, item.slug);
  return (
    <>
      <SafeImage src={item.preview.pictureUrl} alt="" className="cart-line__image" sizes="120px" width={120} height={68} />
      <div className="cart-line__body">
        <p className="cart-line__kind">{t(`checkout.lines.${kind}`)}</p>
        <Link to={to} className="cart-line__title">
          {title}
        </Link>
        {children}
        <RemoveButton label={t('checkout.lines.removeLabel', { title })} onClick={onRemove} />
      </div>
      <p className="cart-line__price" data-testid="cart-line-price">
        {price}
      </p>
    </>
  );
}

function CourseRow({
  line,
  course,
  missing,
  plans,
  currency,
  onPlan,
  onRemove,
}: {
  line: Extract<CheckoutLine, { kind: 'course' }>;
  course: CourseDetail | undefined;
  missing: boolean;
  plans: PlanView[] | undefined;
  currency: Currency;
  onPlan: CartLinesProps['onPlan'];
  onRemove: CartLinesProps['onRemove'];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const key = lineKey(line);
  if (missing) return <Unavailable onRemove={() => onRemove(key)} />;
  if (!course) return <p className="hint">{t('app.loading')}</p>;
  const options = plans ?? course.priceDetail;
  const chosen = options.find((p) => p.id === line.plan_id);
  const price = chosen ? planPrice(chosen, currency) : null;
  const priceText = (p: PlanView) => {
    const v = planPrice(p, currency);
    return v === null ? t('checkout.lines.noPrice') : v === 0 ? t('card.free') : formatMoney({ amount: v, currency }, lang);
  };
  const total = price === null ? '–' : price === 0 ? t('card.free') : formatMoney({ amount: price, currency }, lang);
  return (
    <LineFrame kind="course" item={course} price={total} onRemove={() => onRemove(key)}>
      {options.length === 0 ? (
        <p className="cart-line__missing">{t('plan.noPlans')}</p>
      ) : (
        <div className="cart-line__plan">
          <label htmlFor={`${id}-plan`} className="cart-line__label">
            {t('checkout.lines.plan')}
          </label>
          <select
            id={`${id}-plan`}
            className="cart-line__select"
            value={chosen ? String(chosen.id) : ''}
            onChange={(e) => onPlan(line.course_id, e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            data-testid="cart-plan"
          >
            {chosen ? null : <option value="">{t('checkout.lines.choosePlan')}</option>}
            {options.map((p) => (
              <option key={p.id} value={p.id} disabled={p.disabled}>
                {/* The price first: a narrow select cuts the end of a long plan name, never its price. */}
                {`${priceText(p)} · ${p.name}${p.disabled ? ` (${t('plan.memberOnly')})` : ''}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </LineFrame>
  );
}

function ProductRow({
  line,
  product,
  missing,
  currency,
  onQuantity,
  onRemove,
}: {
  line: Extract<CheckoutLine, { kind: 'product' }>;
  product: ProductDetail | undefined;
  missing: boolean;
  currency: Currency;
  onQuantity: CartLinesProps['onQuantity'];
  onRemove: CartLinesProps['onRemove'];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = lineKey(line);
  if (missing) return <Unavailable onRemove={() => onRemove(key)} />;
  if (!product) return <p className="hint">{t('app.loading')}</p>;
  const title = localized(product.title, product.title_en, lang);
  const main = product.priceDetail[0];
  const unit = main ? (currency === 'USD' ? main.price_usd : main.price) : null;
  const total = unit === null ? '–' : formatMoney({ amount: unit * line.quantity, currency }, lang);
  return (
    <LineFrame kind="product" item={product} price={total} onRemove={() => onRemove(key)}>
      {unit !== null ? (
        <p className="hint">{t('checkout.lines.unit', { price: formatMoney({ amount: unit, currency }, lang) })}</p>
      ) : null}
      <QuantityControl line={line} product={product} title={title} onQuantity={onQuantity} />
    </LineFrame>
  );
}

/** The quantity field with − and + (spec §3 quantity); a typed number is stored on leaving or Enter. */
function QuantityControl({
  line,
  product,
  title,
  onQuantity,
}: {
  line: Extract<CheckoutLine, { kind: 'product' }>;
  product: ProductDetail;
  title: string;
  onQuantity: CartLinesProps['onQuantity'];
}) {
  const { t } = useTranslation();
  const id = useId();
  // What the buyer is typing; the quantity is stored when they leave the field or press Enter.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const n = clampQuantity(Number(typed));
    setTyped(null);
    if (n !== line.quantity) onQuantity(line.product_id, n);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  return (
    <div className="qty">
      <label htmlFor={`${id}-qty`} className="cart-line__label">
        {t('checkout.lines.quantity')}
      </label>
      <div className="qty__controls">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('checkout.lines.decrease', { title })}
          disabled={line.quantity <= MIN_QUANTITY}
          onClick={() => onQuantity(line.product_id, line.quantity - 1)}
        >
          <span aria-hidden>−</span>
        </ActionIcon>
        <input
          id={`${id}-qty`}
          className="qty__input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={typed ?? String(line.quantity)}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          data-testid="cart-quantity"
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('checkout.lines.increase', { title })}
          disabled={line.quantity >= MAX_QUANTITY}
          onClick={() => onQuantity(line.product_id, line.quantity + 1)}
        >
          <span aria-hidden>+</span>
        </ActionIcon>
      </div>
      {product.available_qty > 0 && line.quantity > product.available_qty ? (
        <p className="cart-line__missing">{t('checkout.lines.stock', { qty: product.available_qty })}</p>
      ) : null}
    </div>
  );
}
