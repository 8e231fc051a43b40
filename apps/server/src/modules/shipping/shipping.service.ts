// Shipping for products (spec §3 Cart shippingFeeId / shippingAddressId, §5 "shipping address and
// fee must be chosen when the cart has products", cart notice 'กรุณากรอกข้อมูลที่อยู่จัดส่ง'): a
// buyer's own addresses and the fees that may ship the products of a cart.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import type { ShippingAddress } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';

const { shippingAddresses, shippingFees, users } = schema;

const MAX_ID = 2_147_483_647;

/** Enough for home, office and a few relatives; the bound keeps one account from filling the table. */
export const MAX_SHIPPING_ADDRESSES = 20;

export interface ShippingFeeRow {
  id: number;
  name: string;
  price: number;
  price_usd: number | null;
}

/**
 * The one rule for which fees a cart may choose, shared by the fee list and order creation: fees
 * for every product (product_id null) and fees of one of the cart's products; by sort, then id.
 */
export function shippingFeesFor(db: Pick<Db, 'select'>, productIds: readonly number[]): Promise<ShippingFeeRow[]> {
  return db
    .select({ id: shippingFees.id, name: shippingFees.name, price: shippingFees.price, price_usd: shippingFees.price_usd })
    .from(shippingFees)
    .where(shippingFeeApplies(productIds))
    .orderBy(asc(shippingFees.sort), asc(shippingFees.id));
}

/** The condition of that rule on shipping_fees, for the fee list. */
export function shippingFeeApplies(productIds: readonly number[]): SQL {
  // An id past PostgreSQL's integer range names no product; sent on, it would be a database error.
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID);
  return shippingFeeAppliesToAny(sql`${sql.param(ids)}::int[]`);
}

/** The same rule for ids given as one SQL int[] (a prepared statement's parameter: order creation reads fees with other rows). */
export function shippingFeeAppliesToAny(productIds: SQL): SQL {
  return sql`(${shippingFees.product_id} is null or ${shippingFees.product_id} = any(${productIds}))`;
}

export interface NewShippingAddress {
  name: string;
  tel: string;
  address: string;
  postcode: string;
  is_default?: boolean | 0 | 1 | undefined;
}

const addressColumns = {
  ...columnsOf(shippingAddresses, ['id', 'name', 'tel', 'address', 'postcode', 'is_default']),
};

export class ShippingService {
  constructor(private readonly db: Db) {}

  /** GET /public/shipping/fees: the fees a cart with these products may choose. */
  fees(productIds: readonly number[]): Promise<ShippingFeeRow[]> {
    return shippingFeesFor(this.db, productIds);
  }

  /** The user's own addresses: the default first, then the newest. */
  list(userId: number): Promise<ShippingAddress[]> {
    return this.db
      .select(addressColumns)
      .from(shippingAddresses)
      .where(eq(shippingAddresses.user_id, userId))
      .orderBy(desc(shippingAddresses.is_default), desc(shippingAddresses.created_at), desc(shippingAddresses.id));
  }

  /**
   * Adds an address. The first one is the default; one asked as default becomes the only default.
   * The user's row is locked so that two requests at once can neither pass the limit nor leave two defaults.
   */
  async create(userId: number, input: NewShippingAddress): Promise<ShippingAddress> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.user_id, userId));
      if (n >= MAX_SHIPPING_ADDRESSES) {
        throw new DomainError('INPUT_ERROR', `At most ${MAX_SHIPPING_ADDRESSES} shipping addresses`, {
          limit: MAX_SHIPPING_ADDRESSES,
        });
      }
      const isDefault = n === 0 || input.is_default === true || input.is_default === 1;
      if (isDefault && n > 0) {
        await tx.update(shippingAddresses).set({ is_default: 0 }).where(eq(shippingAddresses.user_id, userId));
      }
      const [row] = await tx
        .insert(shippingAddresses)
        .values({
          user_id: userId,
          name: input.name,
          tel: input.tel,
          address: input.address,
          postcode: input.postcode,
          is_default: isDefault ? 1 : 0,
        })
        .returning(addressColumns);
      return row!;
    });
  }

  /**
   * Deletes one of the user's own addresses; another user's is NOT_FOUND (its existence is not
   * theirs to learn). When the default goes, the newest remaining address becomes the default.
   * Orders keep their own copy of the address, so they are not affected.
   */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
      const gone = await tx
        .delete(shippingAddresses)
        .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.user_id, userId)))
        .returning({ is_default: shippingAddresses.is_default });
      if (gone.length === 0) throw new DomainError('NOT_FOUND', 'No such shipping address');
      if (gone[0]!.is_default !== 1) return;
      const [next] = await tx
        .select({ id: shippingAddresses.id })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.user_id, userId))
        .orderBy(desc(shippingAddresses.created_at), desc(shippingAddresses.id))
        .limit(1);
      if (next) await tx.update(shippingAddresses).set({ is_default: 1 }).where(eq(shippingAddresses.id, next.id));
    });
  }
}
