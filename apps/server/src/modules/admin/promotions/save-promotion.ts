// Creating, editing and deleting a promotion's page content (spec §3 promotion, /promotion/{id}).
// Its money rules are not set here: a new promotion is made inactive with no discount, so it neither
// shows nor prices a cart until its rules are set. The courses it shows must exist.
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPromotion, PromotionCreate, PromotionPatch } from '@rian/contracts/admin/promotions';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, deleteAudited, updateAudited, type AuditedRecord } from '../audited-write.ts';
import { loadPromotion } from './promotion-view.ts';

const { promotions, courses, orders } = schema;

async function checkCourses(tx: Tx, ids: number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  if (found.length === new Set(ids).size) return;
  const message = 'No such course';
  throw new DomainError('INPUT_ERROR', message, [{ path: 'courses', message, message_th: 'ไม่พบคอร์สนี้' }]);
}

const promotion: AuditedRecord<AdminPromotion> = { entity: 'promotion', area: 'catalogue', load: loadPromotion };

export function createPromotion(ctx: AdminContext, actor: Actor, input: PromotionCreate): Promise<AdminPromotion> {
  return createAudited(ctx, actor, promotion, async (tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({ title: input.title, promotion_type: 'P1', discount_type: 'amount', discount_amont: 0, is_active: false })
      .returning({ id: promotions.id });
    return row!.id;
  });
}

export function updatePromotion(ctx: AdminContext, actor: Actor, id: number, patch: PromotionPatch): Promise<AdminPromotion> {
  return updateAudited(ctx, actor, promotion, id, async (tx) => {
    await checkCourses(tx, patch.courses);
    const columns = patch.courses ? { ...patch, courses: [...new Set(patch.courses)] } : patch;
    if (Object.keys(columns).length) await tx.update(promotions).set(columns).where(eq(promotions.id, id));
  });
}

/** A promotion an order used stays: the order names it. */
export function deletePromotion(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, promotion, id, async (tx) => {
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.promotion_id, id)).limit(1);
    if (used) throw new DomainError('IN_USE', 'An order used this promotion');
    await tx.delete(promotions).where(eq(promotions.id, id));
  });
}
