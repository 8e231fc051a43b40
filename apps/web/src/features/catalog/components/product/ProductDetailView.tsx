import '@mantine/core/styles/Tabs.css';
import './product.css';
import { Button, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@rian/contracts/catalogue';
import { errorMessage } from '@rian/domain/errors';
import { VideoPreview } from '../../../../components/VideoPreview.tsx';
import { formatPrice, localized } from '../../../../lib/format.ts';
import { productCartHref } from '../../../../lib/links.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { useAddToCart } from '../../hooks/use-add-to-cart.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { parseImageDetail } from './image-detail.ts';
import { Breadcrumb } from '../../../../components/Breadcrumb.tsx';
import { RichBody, localTab } from '../RichBody.tsx';

// The cart calls load on first use, in a chunk of their own.
const loadCartApi = () => import('../../../../lib/cart-api.ts');

/**
 * spec §2 product page action button: adds the product to the cart (quantity 1, or one more when
 * it is there already) and goes to /cart. A modified click (new tab) follows the link, which adds
 * the line on /cart itself.
 */
function BuyButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const { adding, failed, add } = useAddToCart();
  return (
    <>
      <Button
        component={Link}
        to={productCartHref(productId)}
        onClick={(e) => add(e, () => loadCartApi().then((api) => api.addProductToCart(client, productId)))}
        onPointerEnter={() => void loadCartApi()}
        onFocus={() => void loadCartApi()}
        loading={adding}
        aria-describedby={failed ? 'buy-error' : undefined}
        size="md"
        fullWidth
        data-testid="buy-link"
      >
        {t('product.buy')}
      </Button>
      {failed ? (
        <p id="buy-error" className="hint" role="alert" data-testid="buy-error">
          {errorMessage(failed, lang)}
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
        <Button size="md" fullWidth disabled>
          {t('product.outOfStock')}
        </Button>
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
  return (
    <Tabs defaultValue="detail" className="product-tabs" aria-label={t('product.tabs')}>
      <Tabs.List>
        <Tabs.Tab value="detail">{t('product.tabDetail')}</Tabs.Tab>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={`tab-${tab.id}`} data-testid="product-custom-tab">
            {tab.title}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="shipping">{t('product.tabShipping')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="detail" pt="md">
        {detail ? (
          <RichBody text={detail} testId="product-description" />
        ) : (
          <div className="prose">
            <p>{t('product.noDescription')}</p>
          </div>
        )}
      </Tabs.Panel>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={`tab-${tab.id}`} pt="md">
          <RichBody text={tab.body} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="shipping" pt="md">
        <h2 className="action-box__sub">{t('product.shippingFees')}</h2>
        {product.shipping_fees.length === 0 ? (
          <p>{t('product.noShipping')}</p>
        ) : (
          <PriceList items={product.shipping_fees} testId="shipping-fees" />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
