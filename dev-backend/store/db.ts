import {mkdirSync} from 'node:fs';
import {PGlite, type Transaction} from '@electric-sql/pglite';
import type {CartRecord, OrderRecord} from './types';

/**
 * The dev backend's persistent state: carts, orders and counters in PGlite
 * (Postgres compiled to WebAssembly, kept in a folder), so they survive a
 * restart. Every cart change runs in a transaction that locks the cart's
 * row, so two concurrent adds to one cart both land.
 */

const SCHEMA = `
  create table if not exists carts (
    token text primary key,
    data jsonb not null,
    completed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create table if not exists orders (
    id bigint primary key,
    number integer not null unique,
    data jsonb not null,
    created_at timestamptz not null default now()
  );
  create sequence if not exists order_numbers start 1001;
  create sequence if not exists order_ids start 5810001;
`;

type Queryable = Pick<Transaction, 'query'>;

export class CommerceStore {
  /** The database, shared with the stand-ins that keep tables of their own (customer accounts). */
  private constructor(readonly db: PGlite) {}

  static async open(dataDir: string): Promise<CommerceStore> {
    mkdirSync(dataDir, {recursive: true});
    const db = new PGlite(dataDir);
    await db.exec(SCHEMA);
    return new CommerceStore(db);
  }

  async close(): Promise<void> {
    await this.db.close();
  }

  async createCart(cart: CartRecord): Promise<void> {
    await this.db.query('insert into carts (token, data) values ($1, $2)', [cart.token, cart]);
  }

  /** The cart, or null when it does not exist or was completed by a checkout (as on Shopify). */
  async getCart(token: string): Promise<CartRecord | null> {
    const {rows} = await this.db.query<{data: CartRecord}>(
      'select data from carts where token = $1 and completed_at is null',
      [token],
    );
    return rows[0]?.data ?? null;
  }

  /**
   * Reads the open cart under a row lock, lets `change` edit it, and saves
   * the result, all in one transaction. Returns null for a missing cart.
   */
  async updateCart<T>(
    token: string,
    change: (cart: CartRecord) => T | Promise<T>,
  ): Promise<{cart: CartRecord; result: T} | null> {
    return this.db.transaction(async (tx) => {
      const cart = await lockCart(tx, token);
      if (!cart) return null;
      const result = await change(cart);
      cart.updatedAt = new Date().toISOString();
      await tx.query('update carts set data = $2, updated_at = now() where token = $1', [token, cart]);
      return {cart, result};
    });
  }

  /**
   * Completes a cart and records its order atomically: the order gets the
   * next number (#1001, #1002 …) and the cart stops answering.
   */
  async completeCart(
    token: string,
    buildOrder: (cart: CartRecord, ids: {id: number; number: number}) => OrderRecord,
  ): Promise<OrderRecord | null> {
    return this.db.transaction(async (tx) => {
      const cart = await lockCart(tx, token);
      if (!cart) return null;
      const {rows} = await tx.query<{id: string; number: number}>(
        "select nextval('order_ids')::text as id, nextval('order_numbers')::int as number",
      );
      const ids = rows[0];
      if (!ids) throw new Error('order sequences returned nothing');
      const order = buildOrder(cart, {id: Number(ids.id), number: ids.number});
      await tx.query('insert into orders (id, number, data) values ($1, $2, $3)', [order.id, order.number, order]);
      await tx.query('update carts set completed_at = now() where token = $1', [token]);
      return order;
    });
  }

  async getOrder(id: number): Promise<OrderRecord | null> {
    const {rows} = await this.db.query<{data: OrderRecord}>('select data from orders where id = $1', [id]);
    return rows[0]?.data ?? null;
  }

  /** The order a cart became (the Thank you page's lookup by checkout token). */
  async getOrderByCartToken(token: string): Promise<OrderRecord | null> {
    const {rows} = await this.db.query<{data: OrderRecord}>("select data from orders where data->>'cartToken' = $1", [
      token,
    ]);
    return rows[0]?.data ?? null;
  }

  async listOrders(): Promise<OrderRecord[]> {
    const {rows} = await this.db.query<{data: OrderRecord}>('select data from orders order by number');
    return rows.map((row) => row.data);
  }

  async countOrders(): Promise<number> {
    const {rows} = await this.db.query<{count: number}>('select count(*)::int as count from orders');
    return rows[0]?.count ?? 0;
  }
}

async function lockCart(tx: Queryable, token: string): Promise<CartRecord | null> {
  const {rows} = await tx.query<{data: CartRecord}>(
    'select data from carts where token = $1 and completed_at is null for update',
    [token],
  );
  return rows[0]?.data ?? null;
}
