// POST /private/admin/coupons/bulk: `count` coupons with the same terms and unique random
// codes, made for a campaign in one transaction: all of them or none. The codes come from the domain's
// unambiguous alphabet with crypto-random bytes; a code an existing coupon holds is drawn again, and
// a race with another generation (the unique index refuses) retries the whole batch.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { uniqueCouponCodes } from '@rian/domain/coupon-codes';
import { DomainError } from '@rian/domain/errors';
import type { CouponBulk } from '@rian/contracts/admin/coupons';
import { isUniqueViolation } from '../../../lib/errors.ts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { publishedWrite } from '../audited-write.ts';
import { checkTerms, couponColumns } from './coupon-checks.ts';

const { coupons } = schema;
const ATTEMPTS = 3;
const INSERT_BATCH = 250;

async function takenCodes(tx: Tx, prefix: string): Promise<Set<string>> {
  const like = `${prefix.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await tx
    .select({ code: sql<string>`upper(${coupons.code})` })
    .from(coupons)
    .where(sql`upper(${coupons.code}) like ${like}`);
  return new Set(rows.map((r) => r.code));
}

async function generate(ctx: AdminContext, actor: Actor, input: CouponBulk) {
  const { prefix, count, campaign, ...terms } = input;
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    await checkTerms(tx, terms);
    const codes = uniqueCouponCodes(prefix, count, randomBytes, await takenCodes(tx, prefix));
    if (!codes) throw new DomainError('COUPON_CODE_TAKEN', 'Too many codes of this prefix exist already');
    const columns = couponColumns(terms);
    for (let i = 0; i < codes.length; i += INSERT_BATCH) {
      const rows = codes.slice(i, i + INSERT_BATCH).map((code) => ({ ...columns, code, campaign }));
      await tx.insert(coupons).values(rows as (typeof coupons.$inferInsert)[]);
    }
    // One audit row for the campaign: its terms and how many codes it made (the codes are its CSV).
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'coupon_campaign',
      entityId: campaign,
      after: { campaign, prefix, count, ...terms },
    });
    return { campaign, created: codes.length };
  });
}

export async function bulkCoupons(ctx: AdminContext, actor: Actor, input: CouponBulk) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await generate(ctx, actor, input);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}
