import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { courseUrl, parseIdSlug, productUrl } from '@rian/domain/course-url';
import { courseDetailQuery } from '../../features/catalog/api/courses.ts';
import { productDetailQuery } from '../../features/catalog/api/products.ts';
import { CheckoutClosedNotice } from '../../features/cart/components/CheckoutClosedNotice.tsx';
import { CartLoginPanel } from '../../features/account/components/CartLoginPanel.tsx';
import { LazyRegistrationForm } from '../../features/registration/components/LazyRegistrationForm.tsx';
import { useSiteSettings } from '../../features/layout/hooks/use-site-settings.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { SafeImage } from '../../components/SafeImage.tsx';
import { formatPrice, localized } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

const idOf = (v: string | null) => (v ? parseIdSlug(v) : null);

/** /cart: what the visitor chose, and the plain notice that online checkout is not open yet. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSiteSettings();
  const [search] = useSearchParams();
  const courseId = idOf(search.get('course'));
  const planId = idOf(search.get('plan'));
  const productId = idOf(search.get('product'));
  const course = useQuery({ ...courseDetailQuery(courseId ?? 0), enabled: courseId !== null }).data?.data;
  const product = useQuery({ ...productDetailQuery(productId ?? 0), enabled: productId !== null }).data?.data;
  usePageMeta(t('cart.title'));

  const plan = course?.priceDetail.find((p) => p.id === planId);
  const item = course
    ? {
        title: localized(course.title, course.title_en, lang),
        picture: course.preview.pictureUrl,
        detail: plan ? `${t('cart.plan')}: ${plan.name}` : null,
        price: plan?.price ?? null,
        back: { to: courseUrl(course.id, course.slug), label: t('cart.backToCourse') },
      }
    : product
      ? {
          title: localized(product.title, product.title_en, lang),
          picture: product.preview.pictureUrl ?? null,
          detail: null,
          price: product.priceDetail[0]?.price ?? null,
          back: { to: productUrl(product.id, product.slug), label: t('cart.backToProduct') },
        }
      : null;

  return (
    <div className="page narrow" data-testid="cart-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      {item ? (
        <section className="cart-item" aria-labelledby="cart-selected">
          <h2 id="cart-selected" className="visually-hidden">
            {t('cart.selected')}
          </h2>
          <SafeImage src={item.picture} alt="" className="cart-item__image" width={160} height={90} />
          <div className="cart-item__body">
            <p className="cart-item__title">{item.title}</p>
            {item.detail ? <p className="hint">{item.detail}</p> : null}
            {item.price !== null ? (
              <p className="cart-item__price">{item.price === 0 ? t('card.free') : formatPrice(item.price, lang)}</p>
            ) : null}
          </div>
        </section>
      ) : courseId === null && productId === null ? (
        <p className="empty-state">{t('cart.empty')}</p>
      ) : null}
      <CartLoginPanel renderRegister={(backToLogin) => <LazyRegistrationForm layoutFour={false} onShowLogin={backToLogin} />} />
      <CheckoutClosedNotice email={settings?.contact_email ?? null} tel={settings?.contact_tel ?? null} />
      <div className="cart-actions">
        {item ? (
          <Button component={Link} to={item.back.to} variant="default">
            {item.back.label}
          </Button>
        ) : null}
        <Button component={Link} to="/courses" variant="light">
          {t('cart.continue')}
        </Button>
      </div>
    </div>
  );
}
