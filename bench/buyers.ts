// Buyers for the checkout benchmarks: students, each with a session and a shipping address, made
// directly in the database (a registration per buyer would measure argon2, not checkout), in
// batches: a run needs one buyer per order (a buyer holds one unpaid order of a course, spec §4).
import { schema, type Db } from '@rian/db';
import { SessionService } from '@rian/server/modules/auth/session.service';

export interface Buyer {
  cookie: string;
  addressId: number;
}

export async function makeBuyers(d: Db, count: number): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  const sessions = new SessionService(d);
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, k) => from + k);
    const made = await d
      .insert(schema.users)
      .values(
        batch.map((i) => ({ username: `bench${i}`, email: `bench${i}@bench.example`, firstname: 'Bench', lastname: String(i) })),
      )
      .returning({ id: schema.users.id });
    const addresses = await d
      .insert(schema.shippingAddresses)
      .values(made.map((u) => ({ user_id: u.id, name: 'Bench', tel: '0812345678', address: 'Bangkok', postcode: '10110' })))
      .returning({ id: schema.shippingAddresses.id, user_id: schema.shippingAddresses.user_id });
    for (const a of addresses) {
      const { token } = await sessions.create(a.user_id, 'bench');
      buyers.push({ cookie: `rian_session=${token}`, addressId: a.id });
    }
  }
  // Enough stock that the benchmark never runs out.
  await d.update(schema.products).set({ available_qty: 10_000_000 });
  return buyers;
}
