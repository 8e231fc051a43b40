import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productListQuery } from '../../lib/products-api.ts';
import { ListPage } from '../../features/catalog/components/ListPage.tsx';
import { ProductCard } from '../../features/catalog/components/ProductCard.tsx';
import { listHref, useListParams } from '../../features/catalog/hooks/use-list-params.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';

/** /products: products, ?filter=all|instock and ?keyword (spec §7 GET /public/product). */
export function Component() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const filter = params.filter === 'instock' ? 'instock' : 'all';
  const list = useQuery(productListQuery({ filter, keyword: params.keyword, page: params.page, pageSize: params.pageSize }));
  const title = params.keyword ? t('catalog.searchResults', { keyword: params.keyword }) : t('catalog.productsTitle');
  usePageMeta(title);

  return (
    <ListPage
      title={title}
      chipsLabel={t('catalog.productFilterLabel')}
      chips={[
        {
          key: 'all',
          label: t('catalog.productFilterAll'),
          to: listHref('/products', { keyword: params.keyword, pageSize: params.pageSize }),
          active: filter === 'all',
        },
        {
          key: 'instock',
          label: t('catalog.productFilterInStock'),
          to: listHref('/products', { filter: 'instock', keyword: params.keyword, pageSize: params.pageSize }),
          active: filter === 'instock',
        },
      ]}
      query={list}
      params={params}
      update={update}
      emptyText={t('catalog.emptyProducts')}
      renderItem={(p) => <ProductCard key={p.id} product={p} />}
    />
  );
}
