// A stored product as the back office reads it (spec §3 product detail), and its storefront address.
import { schema, type Db } from '@rian/db';
import { productUrl } from '@rian/domain';
import type { AdminProduct } from '@rian/contracts/admin/products';
import type { Tx } from '../audit/record-audit.ts';
import { loadRow, type AuditedRecord } from '../audited-write.ts';

const { products } = schema;
type ProductRow = typeof products.$inferSelect;

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...row,
    image_detail: row.image_detail.map((i) => ({ url: i.url, alt: i.alt ?? '' })),
    url: productUrl(row.id, row.slug),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The product, or NOT_FOUND; `forUpdate` locks its row for the rest of the transaction. */
export async function loadProduct(db: Db | Tx, id: number, forUpdate = false): Promise<AdminProduct> {
  return toAdminProduct(await loadRow(db, products, id, forUpdate, 'No such product'));
}

export const productRecord: AuditedRecord<AdminProduct> = { entity: 'product', area: 'catalogue', load: loadProduct };
