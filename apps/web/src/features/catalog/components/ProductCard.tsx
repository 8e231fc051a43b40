import '../i18n.ts';
import { Link } from 'react-router';
import { CARD_SIZES } from '@rian/contracts/pictures';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '@rian/contracts/catalogue';
import { productUrl } from '@rian/domain/course-url';
import { SafeImage } from '../../../components/SafeImage.tsx';
import { formatPrice, localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localized(product.title, product.title_en, lang);
  const soldOut = product.available_qty <= 0;
  return (
    <article className="card" data-testid="product-card">
      <div className="card__media card__media--square">
        <SafeImage src={product.picture_url} alt="" sizes={CARD_SIZES} loading="lazy" decoding="async" width={400} height={400} />
        {soldOut ? (
          <div className="card__badges">
            <span className="tag tag--closed">{t('card.outOfStock')}</span>
          </div>
        ) : null}
      </div>
      <div className="card__body">
        <h3 className="card__title">
          <Link to={productUrl(product.id, product.slug)} className="card__link">
            {title}
          </Link>
        </h3>
        <p className="card__price">
          {formatPrice(product.price, lang)}
          {product.full_price !== null && product.full_price > product.price ? (
            <>
              {' '}
              <s className="card__strike">
                <span className="visually-hidden">{t('product.fullPrice')}: </span>
                {formatPrice(product.full_price, lang)}
              </s>
            </>
          ) : null}
        </p>
        {soldOut ? null : <p className="card__meta">{t('card.inStock', { count: product.available_qty })}</p>}
      </div>
    </article>
  );
}
