// What the back office checks of a deal's terms beyond their contract, for coupons and promotions
// alike (spec §3 Coupon and Promotion, deal-discount.ts): the courses and products named exist, a
// percent is at most 100 and the window ends after it starts on the terms as they will be stored (a
// PATCH joins the stored ones); and the columns the terms are stored as.
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { dealTermsIssue, type DealTermsShape } from '@rian/domain/deal-discount';
import type { Tx } from './audit/record-audit.ts';
import { refuseUnknownIds } from './audited-write.ts';

const { courses, products } = schema;

interface Terms extends DealTermsShape {
  courses: number[];
  products?: number[];
}

/** The terms' checks beyond their contract: what they name exists, and the rules across fields hold. */
export async function checkDealTerms(tx: Tx, terms: Partial<Terms>, stored?: Partial<Terms>): Promise<void> {
  await refuseUnknownIds(tx, courses.id, terms.courses, 'courses', 'ไม่พบคอร์สนี้');
  await refuseUnknownIds(tx, products.id, terms.products, 'products', 'ไม่พบสินค้านี้');
  const issue = dealTermsIssue({ ...(stored ?? {}), ...terms } as Terms);
  if (issue) {
    const th = issue.message === 'percent' ? 'ส่วนลดแบบเปอร์เซ็นต์ต้องไม่เกิน 100' : 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น';
    throw new DomainError('INPUT_ERROR', issue.message, [{ path: issue.path, message: issue.message, message_th: th }]);
  }
}

/** The columns a create or a patch writes: times as instants, ids once each. */
export function dealColumns<
  T extends { courses?: number[]; products?: number[]; start_at?: string | null; end_at?: string | null },
>(terms: T) {
  const { start_at, end_at, courses: c, products: p, ...rest } = terms;
  const instant = (v: string | null) => (v === null ? null : new Date(v));
  return {
    ...rest,
    ...(c === undefined ? {} : { courses: [...new Set(c)] }),
    ...(p === undefined ? {} : { products: [...new Set(p)] }),
    ...(start_at === undefined ? {} : { start_at: instant(start_at) }),
    ...(end_at === undefined ? {} : { end_at: instant(end_at) }),
  };
}
