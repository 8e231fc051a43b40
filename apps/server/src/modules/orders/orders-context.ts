// What the order use cases work with (spec §4 purchase flow, §5 order rules). Built once in app.ts;
// the use cases take it as their first argument.
import type { Db } from '@rian/db';
import type { Promotion } from '@rian/domain/promotions';
import { TtlCache } from '../../lib/cache.ts';
import type { AdminNotices } from '../notify/queue-admin-notices.ts';
import type { SiteService } from '../site/site.service.ts';
import { loadActivePromotions } from './create-order/load-order-rows.ts';

export interface OrdersContext {
  db: Db;
  site: Pick<SiteService, 'settingsRow' | 'paymentMethods'>;
  clock: () => Date;
  /** The switched-on promotions; whether each runs now and fits the cart is the domain's to say. */
  activePromotions: () => Promise<Promotion[]>;
  /** The administrators' notice of each new order; absent, nobody is told. */
  notices?: AdminNotices;
}

/** cacheMs: how long the running promotions may be served from memory (every order reads them). */
export function createOrdersContext(
  db: Db,
  site: OrdersContext['site'],
  clock: () => Date,
  cacheMs = 5_000,
  notices?: AdminNotices,
): OrdersContext & { forgetPromotions: () => void } {
  const promotions = new TtlCache<number, Promotion[]>(cacheMs, 1);
  return {
    db,
    site,
    clock,
    activePromotions: () => promotions.get(1, () => loadActivePromotions(db)),
    // A promotion saved in the back office (a catalogue write) counts from the next order on.
    forgetPromotions: () => promotions.clear(),
    ...(notices ? { notices } : {}),
  };
}
