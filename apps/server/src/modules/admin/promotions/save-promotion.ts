// Creating, editing and deleting a promotion's page content (spec §3 promotion, /promotion/{id}), and
// setting its money rules (set-promotion-rules below). A new promotion is made inactive with no
// discount, so it neither shows nor prices a cart until its rules are set. The courses it shows must exist.
import { schema } from '@rian/db';
import type { AdminPromotion, PromotionCreate, PromotionPatch } from '@rian/contracts/admin/promotions';
import type { Actor, AdminContext } from '../admin-context.ts';
import {
  createAudited,
  deleteAudited,
  deleteRow,
  insertRow,
  patchRow,
  refuseUnknownIds,
  refuseWhileUsed,
  updateAudited,
  type AuditedRecord,
} from '../audited-write.ts';
import { checkDealTerms, dealColumns } from '../deal-terms.ts';
import type { PromotionRules } from '@rian/contracts/admin/promotions';
import { loadPromotion } from './promotion-view.ts';

const { promotions, courses, orders } = schema;

const promotion: AuditedRecord<AdminPromotion> = { entity: 'promotion', area: 'catalogue', load: loadPromotion };

export function createPromotion(ctx: AdminContext, actor: Actor, input: PromotionCreate): Promise<AdminPromotion> {
  const values = {
    title: input.title,
    promotion_type: 'P1',
    discount_type: 'amount',
    discount_amont: 0,
    is_active: false,
  } as const;
  return createAudited(ctx, actor, promotion, (tx) => insertRow(tx, promotions, values));
}

export function updatePromotion(ctx: AdminContext, actor: Actor, id: number, patch: PromotionPatch): Promise<AdminPromotion> {
  return updateAudited(ctx, actor, promotion, id, async (tx) => {
    await refuseUnknownIds(tx, courses.id, patch.courses, 'courses', 'ไม่พบคอร์สนี้');
    const columns = patch.courses ? { ...patch, courses: [...new Set(patch.courses)] } : patch;
    await patchRow(tx, promotions, id, columns);
  });
}

/** A promotion an order used stays: the order names it. */
export function deletePromotion(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, promotion, id, async (tx) => {
    await refuseWhileUsed(tx, orders.promotion_id, id, 'An order used this promotion');
    await deleteRow(tx, promotions, id);
  });
}

/**
 * PUT …/{id}/rules: the courses and products it applies to, P1/P2, the discount, the window and the
 * switch, all at once (spec §3 Promotion; the arithmetic is deal-discount.ts's). The checkout reads
 * the new rules at once: the catalogue caches are cleared like any catalogue write.
 */
export function setPromotionRules(ctx: AdminContext, actor: Actor, id: number, rules: PromotionRules): Promise<AdminPromotion> {
  return updateAudited(ctx, actor, promotion, id, async (tx) => {
    await checkDealTerms(tx, rules);
    await patchRow(tx, promotions, id, dealColumns(rules));
  });
}
