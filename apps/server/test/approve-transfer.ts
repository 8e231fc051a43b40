// An administrator approves the transfer report of an order under review (factories' anOrder with
// state 'underReview'), through POST /private/orders/payment/approved on `app`. Answers the response.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { OrderRow } from './factories/index.ts';

export async function approveTransfer(app: FastifyInstance, db: Db, adminCookie: string, order: OrderRow) {
  const [report] = await db.select().from(schema.paymentReports).where(eq(schema.paymentReports.order_id, order.id));
  return app.inject({
    method: 'POST',
    url: '/private/orders/payment/approved',
    headers: { cookie: adminCookie },
    payload: { order_payment_id: report!.id, order_id: order.id, approve_by: 'admin', payment_method_id: 1 },
  });
}
