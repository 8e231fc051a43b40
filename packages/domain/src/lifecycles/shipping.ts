// A parcel's lifecycle for orders with products (spec §3 shipping). Stored with the back office's
// shipping column; declared here so the back office's ship and deliver actions go through it.
import { defineLifecycle } from './lifecycle.ts';

export const SHIPPING_STATUSES = ['awaiting', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
export type ShippingEvent = 'ship' | 'deliver' | 'return' | 'cancel';

export const SHIPPING_LIFECYCLE = defineLifecycle<ShippingStatus, ShippingEvent, { tracking?: string | null }>({
  name: 'shipping',
  states: SHIPPING_STATUSES,
  final: ['delivered', 'returned', 'cancelled'],
  transitions: [
    // A parcel leaves with a tracking number.
    { from: ['awaiting'], event: 'ship', to: 'shipped', guard: (c) => Boolean(c.tracking?.trim()) },
    { from: ['shipped'], event: 'deliver', to: 'delivered' },
    { from: ['shipped'], event: 'return', to: 'returned' },
    // Nothing left: the order was cancelled or refunded before shipping.
    { from: ['awaiting'], event: 'cancel', to: 'cancelled' },
  ],
});

/** The parcel a new order starts with: one awaiting shipping when it has products, none otherwise. */
export function initialShippingStatus(hasProducts: boolean): ShippingStatus | null {
  return hasProducts ? 'awaiting' : null;
}
