// A promotion's page content as the back office reads it (spec §3 promotion, /promotion/{id}).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPromotion } from '@rian/contracts/admin/promotions';
import type { Tx } from '../audit/record-audit.ts';

const { promotions } = schema;

export const promotionColumns = {
  id: promotions.id,
  title: promotions.title,
  title_en: promotions.title_en,
  description: promotions.description,
  picture_url: promotions.picture_url,
  description_list: promotions.description_list,
  courses: promotions.courses,
  sort: promotions.sort,
  is_active: promotions.is_active,
};

export async function loadPromotion(db: Db | Tx, id: number): Promise<AdminPromotion> {
  const [row] = await db.select(promotionColumns).from(promotions).where(eq(promotions.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such promotion');
  return row;
}
