// The order token of a thank-you link (spec §2 thank-you page), read with its contract schema; apart
// from orders-api.ts, whose calls load their schemas on demand for the course page (issue 17).
import { OrderTokenParamsSchema } from '@rian/contracts/checkout';

/** An order token as the thank-you link carries it (?orderId={order_token}); null when malformed. */
export function parseOrderToken(value: string | null): string | null {
  if (value === null) return null;
  const parsed = OrderTokenParamsSchema.safeParse({ token: value });
  return parsed.success ? parsed.data.token : null;
}
