import './product.css';
import '../../i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@rian/contracts/catalogue';
import { ErrorMessage } from '../../../../components/ErrorMessage.tsx';
import { VideoPreview } from '../../../../components/VideoPreview.tsx';
import { formatPrice, localized } from '../../../../lib/format.ts';
import { productCartHref } from '../../../../lib/links.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { useAddToCart } from '../../hooks/use-add-to-cart.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { parseImageDetail } from './image-detail.ts';
import { Breadcrumb } from '../../../../components/Breadcrumb.tsx';
import { RichBody, localTab } from '../RichBody.tsx';
import { buttonClass } from '../../../../components/button.ts';
import { Tabs, type TabItem } from '../../../../components/Tabs.tsx';

// The cart calls load on first use, in a chunk of their own.
const loadCartApi = () => import('../../../../lib/cart-api.ts');

/**
 * spec §2 product page action button: adds the product to the cart (quantity 1, or one more when
 * it is there already) and goes to /cart. A modified click (new tab) follows the link, which adds
 * the line on /cart itself.
 */
function BuyButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { adding, failed, add } = useAddToCart();
  return (
    <>
      <Link
        className={buttonClass({ size: 'md', full: true })}
        to={productCartHref(productId)}
        onClick={(e) => add(e, () => loadCartApi().then((api) => api.addProductToCart(client, productId)))}
        onPointerEnter={() => void loadCartApi()}
        onFocus={() => void loadCartApi()}
        aria-busy={adding || undefined}
        aria-disabled={adding || undefined}
        aria-describedby={failed ? 'buy-error' : undefined}
        data-testid="buy-link"
      >
        {t('product.buy')}
      </Link>
      {failed ? (
        <p id="buy-error" className="hint" role="alert" data-testid="buy-error">
          <ErrorMessage code={failed} />
        </p>
      ) : null}
    </>
  );
}

export function ProductDetailView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localized(product.title, product.title_en, lang);

  return (
    <div className="page product-page" data-testid="product-page">
      <Breadcrumb parent={{ to: '/products', label: t('nav.products') }} />
      <div className="product-grid">
        <ProductMedia product={product} title={title} />
        <ProductActionBox product={product} title={title} />
      </div>
      <ProductTabs product={product} />
    </div>
  );
}

function ProductMedia({ product, title }: { product: ProductDetail; title: string }) {
  const parsed = parseImageDetail(product.image_detail);
  const images = parsed.length > 0 ? parsed : product.preview.pictureUrl ? [{ url: product.preview.pictureUrl, alt: title }] : [];
  return (
    <div className="product-grid__media">
      {product.preview.videoUrl ? (
        <VideoPreview src={product.preview.videoUrl} poster={product.preview.pictureUrl} title={title} />
      ) : product.preview.pictureUrl === null ? (
        // spec §2: an empty preview renders an empty row, never a broken image.
        <div className="preview-empty" data-testid="product-preview-empty" />
      ) : null}
      <ProductGallery images={images} title={title} />
    </div>
  );
}

/** spec §2 product page action box: the price, the options, the stock and the buy button. */
function ProductActionBox({ product, title }: { product: ProductDetail; title: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const main = product.priceDetail[0];
  const soldOut = product.available_qty <= 0;
  return (
    <section className="action-box panel" aria-labelledby="product-title" data-testid="product-action">
      <h1 id="product-title" className="action-box__title">
        {title}
      </h1>
      {product.courseDescription.short_description ? (
        <p className="action-box__lead">{product.courseDescription.short_description}</p>
      ) : null}
      {main ? (
        <p className="action-box__price">
          <span className="visually-hidden">{t('product.price')}: </span>
          <strong data-testid="product-price">{formatPrice(main.price, lang)}</strong>
          {main.full_price !== null && main.full_price > main.price ? (
            <s className="action-box__strike">
              <span className="visually-hidden">{t('product.fullPrice')}: </span>
              {formatPrice(main.full_price, lang)}
            </s>
          ) : null}
          {main.price_usd !== null ? (
            <span className="plan-price__usd">{t('plan.usd', { price: formatPrice(main.price_usd, lang, 'USD') })}</span>
          ) : null}
        </p>
      ) : null}
      {product.priceDetail.length > 1 ? (
        <div>
          <h2 className="action-box__sub">{t('product.options')}</h2>
          <PriceList items={product.priceDetail} />
        </div>
      ) : null}
      <dl className="facts facts--compact">
        <div className="facts__row">
          <dt>{t('product.available')}</dt>
          <dd data-testid="product-qty">
            {soldOut ? (
              <span className="tag tag--closed">{t('product.outOfStock')}</span>
            ) : (
              t('product.availableQty', { count: product.available_qty })
            )}
          </dd>
        </div>
        {product.sku ? (
          <div className="facts__row">
            <dt>{t('product.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
        ) : null}
      </dl>
      {soldOut ? (
        <button type="button" className={buttonClass({ size: 'md', full: true })} disabled>
          {t('product.outOfStock')}
        </button>
      ) : (
        <BuyButton productId={product.id} />
      )}
    </section>
  );
}

/** Named prices, one a row: the product's options, its shipping fees. */
function PriceList({ items, testId }: { items: readonly { id: number; name: string; price: number }[]; testId?: string }) {
  const lang = useLang();
  return (
    <ul className="plans-summary__list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="plans-summary__item">
          <span>{item.name}</span>
          <span>{formatPrice(item.price, lang)}</span>
        </li>
      ))}
    </ul>
  );
}

function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { description, description_en: descriptionEn } = product.courseDescription;
  const detail = localized(description, descriptionEn, lang).trim();
  const tabs = product.tabs.map((tab) => localTab(tab, lang));
  const items: TabItem[] = [
    {
      value: 'detail',
      label: t('product.tabDetail'),
      panel: detail ? (
        <RichBody text={detail} testId="product-description" />
      ) : (
        <div className="prose">
          <p>{t('product.noDescription')}</p>
        </div>
      ),
    },
    ...tabs.map((tab) => ({
      value: `tab-${tab.id}`,
      label: tab.title,
      panel: <RichBody text={tab.body} />,
      testId: 'product-custom-tab',
    })),
    {
      value: 'shipping',
      label: t('product.tabShipping'),
      panel: (
        <>
          <h2 className="action-box__sub">{t('product.shippingFees')}</h2>
          {product.shipping_fees.length === 0 ? (
            <p>{t('product.noShipping')}</p>
          ) : (
            <PriceList items={product.shipping_fees} testId="shipping-fees" />
          )}
        </>
      ),
    },
  ];
  return <Tabs items={items} label={t('product.tabs')} className="product-tabs" />;
}
