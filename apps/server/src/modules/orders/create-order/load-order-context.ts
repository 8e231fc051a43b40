// Everything an order is judged against: the site's settings, the rows it refers to (one round trip,
// load-order-rows.ts) and the chosen method. The buyer's own address and an offered method only; who
// may buy each course is checked here (spec §6).
import { buyerRefusal } from '@rian/domain/buyer-access';
import { DomainError } from '@rian/domain/errors';
import type { OrderRequest } from '@rian/domain/order-validation';
import type { AuthUser } from '../../auth/session.service.ts';
import type { Db } from '@rian/db';
import type { SiteService } from '../../site/site.service.ts';
import type { OrdersContext } from '../orders-context.ts';
import { loadOrderRows, type BuyerRow, type LoadedOrderRows, type ShippingAddressRow } from './load-order-rows.ts';

type Settings = NonNullable<Awaited<ReturnType<SiteService['settingsRow']>>>;

export interface LoadedOrder {
  settings: Settings;
  rows: LoadedOrderRows;
  buyer: BuyerRow;
  address: ShippingAddressRow | null;
  /** Paid through a provider in its test environment: an administrator's test order. */
  test: boolean;
}

/**
 * What the site says, read before the order's transaction (from memory mostly, and never under the
 * buyer's lock: on PGlite a read outside the open transaction would wait for it): the settings, the
 * methods the buyer may choose, the running promotions.
 */
export async function readSiteFacts(ctx: OrdersContext, user: AuthUser) {
  const [settings, methods, promotions] = await Promise.all([
    ctx.site.settingsRow(),
    ctx.site.paymentMethods({ staff: user.role === 'admin' }),
    ctx.activePromotions(),
  ]);
  if (!settings) throw new DomainError('INTERNAL_ERROR', 'Site settings are missing');
  return { settings, methods, promotions };
}

export type SiteFacts = Awaited<ReturnType<typeof readSiteFacts>>;

/**
 * Loads what the order refers to (`db`: the order's transaction); clears an address or method the
 * buyer may not use (in `req`).
 */
export async function loadOrderContext(db: Db, facts: SiteFacts, user: AuthUser, req: OrderRequest): Promise<LoadedOrder> {
  const { settings } = facts;
  const method = req.payment_method_id === null ? null : (facts.methods.find((m) => m.id === req.payment_method_id) ?? null);
  const rows = await loadOrderRows(db, () => Promise.resolve(facts.promotions), {
    userId: user.id,
    courseIds: [...new Set(req.courses.map((c) => c.course_id))],
    productIds: req.products.map((p) => p.product_id),
    couponIds: [...new Set(req.coupon_ids)],
    shippingAddressId: req.shipping_address_id,
  });
  // Only the buyer's own address is found (loadOrderRows matches the user too).
  const address = rows.address;
  if (!rows.buyer) throw new DomainError('PERMISSION_DENIED');
  // Another buyer's address, or none: the order has no shipping address (SHIPPING_REQUIRED later).
  if (req.shipping_address_id !== null && !address) req.shipping_address_id = null;
  // A method that is switched off is no method (spec §5 "payment method required").
  if (req.payment_method_id !== null && !method) req.payment_method_id = null;

  // spec §6: who may buy each course (instructors only as students; user-group restrictions).
  const groupSettings = {
    courseAccessRights: settings.course_access_rights === 1,
    userGroupEnabled: settings.user_group_enabled === 1,
  };
  for (const c of rows.courses) {
    const refusal = buyerRefusal(user, c, groupSettings);
    if (refusal) throw new DomainError(refusal, undefined, { courseIds: [c.id], names: [c.title] });
  }
  return { settings, rows, buyer: rows.buyer, address, test: method?.test === true && req.payment_method_id !== null };
}
