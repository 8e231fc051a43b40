// The real-time connection of spec §1 (Socket.IO, path /socket.io, same origin): one socket shared by
// every waiting page, opened with the first listener and closed with the last. socket.io-client is
// imported on demand so it never weighs on the course page's first load (architecture.md budget).
// Polling (spec §9, 6 s) stays the fallback: a socket that fails to load or connect only costs speed.
import type { Socket } from 'socket.io-client';
import { ORDER_STATUS_EVENT, OrderStatusEventSchema, type OrderStatusEvent } from '@rian/contracts/payments';

type Listener = (event: OrderStatusEvent) => void;

const listeners = new Set<Listener>();
let socket: Socket | null = null;
let opening = false;

function dispatch(payload: unknown): void {
  const parsed = OrderStatusEventSchema.safeParse(payload);
  if (!parsed.success) return;
  for (const listener of [...listeners]) listener(parsed.data);
}

function open(): void {
  if (socket || opening) return;
  opening = true;
  import('socket.io-client')
    .then(({ io }) => {
      opening = false;
      // Every listener left while the library loaded: nothing to connect for.
      if (listeners.size === 0 || socket) return;
      socket = io({ path: '/socket.io', withCredentials: true });
      socket.on(ORDER_STATUS_EVENT, dispatch);
    })
    .catch((err: unknown) => {
      opening = false;
      console.warn('Real-time connection unavailable; polling continues', err);
    });
}

/** Calls `listener` with every 'order:status' event of the signed-in user; returns the unsubscribe. */
export function subscribeOrderStatus(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && socket) {
      socket.off(ORDER_STATUS_EVENT, dispatch);
      socket.disconnect();
      socket = null;
    }
  };
}
