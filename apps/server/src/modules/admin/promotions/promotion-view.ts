// A promotion as the back office reads it (spec §3 promotion, /promotion/{id}): its page content, its
// place and its money rules.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPromotion } from '@rian/contracts/admin/promotions';
import type { Tx } from '../audit/record-audit.ts';

const { promotions } = schema;

export function toAdminPromotion(row: typeof promotions.$inferSelect): AdminPromotion {
  return {
    ...row,
    promotion_type: row.promotion_type === 'P2' ? 'P2' : 'P1',
    discount_type: row.discount_type === 'percent' ? 'percent' : 'amount',
    start_at: row.start_at?.toISOString() ?? null,
    end_at: row.end_at?.toISOString() ?? null,
  };
}

export async function loadPromotion(db: Db | Tx, id: number): Promise<AdminPromotion> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such promotion');
  return toAdminPromotion(row);
}
