// Creating, editing and deleting a promotion's page content (spec §3 promotion, /promotion/{id}).
// Its money rules are not set here: a new promotion is made inactive with no discount, so it neither
// shows nor prices a cart until its rules are set. The courses it shows must exist.
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPromotion, PromotionCreate, PromotionPatch } from '@rian/contracts/admin/promotions';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit, type Tx } from '../audit/record-audit.ts';
import { loadPromotion } from './promotion-view.ts';

const { promotions, courses, orders } = schema;

async function checkCourses(tx: Tx, ids: number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  if (found.length === new Set(ids).size) return;
  const message = 'No such course';
  throw new DomainError('INPUT_ERROR', message, [{ path: 'courses', message, message_th: 'ไม่พบคอร์สนี้' }]);
}

export async function createPromotion(ctx: AdminContext, actor: Actor, input: PromotionCreate): Promise<AdminPromotion> {
  const made = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({ title: input.title, promotion_type: 'P1', discount_type: 'amount', discount_amont: 0, is_active: false })
      .returning({ id: promotions.id });
    const after = await loadPromotion(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'promotion', entityId: after.id, after });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return made;
}

export async function updatePromotion(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: PromotionPatch,
): Promise<AdminPromotion> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadPromotion(tx, id);
    await checkCourses(tx, patch.courses);
    const columns = patch.courses ? { ...patch, courses: [...new Set(patch.courses)] } : patch;
    if (Object.keys(columns).length) await tx.update(promotions).set(columns).where(eq(promotions.id, id));
    const after = await loadPromotion(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'promotion', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}

/** A promotion an order used stays: the order names it. */
export async function deletePromotion(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadPromotion(tx, id);
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.promotion_id, id)).limit(1);
    if (used) throw new DomainError('IN_USE', 'An order used this promotion');
    await tx.delete(promotions).where(eq(promotions.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'promotion', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
