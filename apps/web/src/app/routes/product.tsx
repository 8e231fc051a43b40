import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseIdSlug } from '@rian/domain/course-url';
import type { ProductDetail } from '@rian/contracts/catalogue';
import { productDetailQuery } from '../../lib/products-api.ts';
import { ProductDetailView } from '../../features/catalog/components/product/ProductDetailView.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTrackViewItem } from '../../lib/use-track-view-item.ts';
import type { AnalyticsItem } from '../../lib/analytics.ts';
import { NotFoundPage } from '../not-found-page.tsx';

/** /product/{id}-{slug}: spec §2, the id is the first dash-separated part. */
export function Component() {
  const { idSlug = '' } = useParams();
  const id = parseIdSlug(idSlug);
  if (id === null) return <NotFoundPage />;
  return <ProductPage key={id} id={id} />;
}

function viewItem(p: ProductDetail): AnalyticsItem {
  return { item_id: String(p.id), item_name: p.title, price: p.priceDetail[0]?.price ?? 0 };
}

function ProductPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery(productDetailQuery(id));
  const product = detail.data?.data;
  useDocumentMeta(product?.meta.title || product?.meta_title, product?.meta.description || product?.meta_description);
  useTrackViewItem(product ? `product:${product.id}` : null, 'THB', product ? viewItem(product) : null);

  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundPage />;
    return <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void detail.refetch()} />;
  }
  // spec §2: the product page shows nothing while loading (the status is for screen readers).
  if (!product) {
    return (
      <div className="page page--blank" aria-busy="true">
        <span role="status" className="visually-hidden">
          {t('app.loading')}
        </span>
      </div>
    );
  }
  return <ProductDetailView product={product} />;
}
