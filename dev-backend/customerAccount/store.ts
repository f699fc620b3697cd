import {generateKeyPairSync} from 'node:crypto';
import type {PGlite} from '@electric-sql/pglite';
import type {OrderRecord} from '../store/types';

/**
 * Customers, their addresses and the tokens issued to them, in the dev backend's PGlite beside
 * carts and orders, so a sign-in survives a restart as it does at Shopify. A customer's orders are
 * the hosted checkout's orders placed with their e-mail (decision 0133).
 */

export type MarketingState = 'NOT_SUBSCRIBED' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  marketingState: MarketingState;
  defaultAddressId: number | null;
  createdAt: string;
}

export interface AddressRecord {
  id: number;
  customerId: number;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  territoryCode: string;
  zoneCode: string | null;
  zip: string | null;
  phoneNumber: string | null;
}

export interface TokenRecord {
  token: string;
  kind: 'access' | 'refresh';
  customerId: number;
  /** One sign-in: refreshes and the code it came from share it; logout ends it. */
  sessionId: string;
  expiresAt: number;
}

const SCHEMA = `
  create table if not exists customers (
    id bigint primary key,
    email text not null unique,
    data jsonb not null
  );
  create table if not exists customer_addresses (
    id bigint primary key,
    customer_id bigint not null,
    data jsonb not null
  );
  create table if not exists customer_tokens (
    token text primary key,
    session_id text not null,
    data jsonb not null
  );
  create table if not exists customer_account_keys (
    name text primary key,
    value text not null
  );
  create sequence if not exists customer_ids start 7310001;
  create sequence if not exists customer_address_ids start 8420001;
`;

/** Seeded customers, one per market (decision 0133). */
const SEED: ReadonlyArray<
  Omit<CustomerRecord, 'id' | 'defaultAddressId' | 'createdAt'> & {address: Omit<AddressRecord, 'id' | 'customerId'>}
> = [
  {
    email: 'rowan@example.com',
    firstName: 'Rowan',
    lastName: 'Price',
    marketingState: 'NOT_SUBSCRIBED',
    address: {
      firstName: 'Rowan',
      lastName: 'Price',
      company: null,
      address1: '12 Harbor Street',
      address2: null,
      city: 'Portland',
      territoryCode: 'US',
      zoneCode: 'OR',
      zip: '97201',
      phoneNumber: '+15035550100',
    },
  },
  {
    email: 'imogen@example.co.uk',
    firstName: 'Imogen',
    lastName: 'Hale',
    marketingState: 'NOT_SUBSCRIBED',
    address: {
      firstName: 'Imogen',
      lastName: 'Hale',
      company: null,
      address1: '4 Quay Lane',
      address2: null,
      city: 'Bristol',
      territoryCode: 'GB',
      zoneCode: null,
      zip: 'BS1 4QA',
      phoneNumber: '+447700900123',
    },
  },
];

export class CustomerStore {
  private constructor(private readonly db: PGlite) {}

  static async open(db: PGlite): Promise<CustomerStore> {
    await db.exec(SCHEMA);
    const store = new CustomerStore(db);
    for (const seed of SEED) {
      if (await store.byEmail(seed.email)) continue;
      const {address, ...customer} = seed;
      const created = await store.create(customer.email, customer);
      await store.addAddress(created, address, true);
    }
    return store;
  }

  /** The key id_tokens are signed with (RS256), made once and kept so tokens stay verifiable. */
  async signingKey(): Promise<string> {
    const {rows} = await this.db.query<{value: string}>(
      "select value from customer_account_keys where name = 'id_token'",
    );
    if (rows[0]) return rows[0].value;
    const {privateKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
    const pem = privateKey.export({type: 'pkcs8', format: 'pem'}).toString();
    await this.db.query(
      "insert into customer_account_keys (name, value) values ('id_token', $1) on conflict (name) do nothing",
      [pem],
    );
    return this.signingKey();
  }

  async byEmail(email: string): Promise<CustomerRecord | null> {
    const {rows} = await this.db.query<{data: CustomerRecord}>('select data from customers where email = $1', [
      email.toLowerCase(),
    ]);
    return rows[0]?.data ?? null;
  }

  async byId(id: number): Promise<CustomerRecord | null> {
    const {rows} = await this.db.query<{data: CustomerRecord}>('select data from customers where id = $1', [id]);
    return rows[0]?.data ?? null;
  }

  /** Shopify's passwordless sign-in makes the account of an e-mail it does not know yet. */
  async create(email: string, fields: Partial<CustomerRecord> = {}): Promise<CustomerRecord> {
    const {rows} = await this.db.query<{id: string}>("select nextval('customer_ids')::text as id");
    const customer: CustomerRecord = {
      id: Number(rows[0]?.id),
      email: email.toLowerCase(),
      firstName: null,
      lastName: null,
      marketingState: 'NOT_SUBSCRIBED',
      defaultAddressId: null,
      createdAt: new Date().toISOString(),
      ...fields,
    };
    await this.db.query('insert into customers (id, email, data) values ($1, $2, $3)', [
      customer.id,
      customer.email,
      customer,
    ]);
    return customer;
  }

  async save(customer: CustomerRecord): Promise<void> {
    await this.db.query('update customers set data = $2 where id = $1', [customer.id, customer]);
  }

  async addresses(customerId: number): Promise<AddressRecord[]> {
    const {rows} = await this.db.query<{data: AddressRecord}>(
      'select data from customer_addresses where customer_id = $1 order by id',
      [customerId],
    );
    return rows.map((row) => row.data);
  }

  async addAddress(
    customer: CustomerRecord,
    fields: Omit<AddressRecord, 'id' | 'customerId'>,
    makeDefault: boolean,
  ): Promise<AddressRecord> {
    const {rows} = await this.db.query<{id: string}>("select nextval('customer_address_ids')::text as id");
    const address: AddressRecord = {...fields, id: Number(rows[0]?.id), customerId: customer.id};
    await this.db.query('insert into customer_addresses (id, customer_id, data) values ($1, $2, $3)', [
      address.id,
      customer.id,
      address,
    ]);
    if (makeDefault || customer.defaultAddressId === null) await this.save({...customer, defaultAddressId: address.id});
    return address;
  }

  async saveAddress(address: AddressRecord): Promise<void> {
    await this.db.query('update customer_addresses set data = $2 where id = $1', [address.id, address]);
  }

  async deleteAddress(address: AddressRecord): Promise<void> {
    await this.db.query('delete from customer_addresses where id = $1', [address.id]);
  }

  /** The hosted checkout's orders placed with the customer's e-mail, oldest first. */
  async orders(customer: CustomerRecord): Promise<OrderRecord[]> {
    const {rows} = await this.db.query<{data: OrderRecord}>(
      "select data from orders where lower(data->>'email') = $1 order by number",
      [customer.email],
    );
    return rows.map((row) => row.data);
  }

  async saveToken(record: TokenRecord): Promise<void> {
    await this.db.query('insert into customer_tokens (token, session_id, data) values ($1, $2, $3)', [
      record.token,
      record.sessionId,
      record,
    ]);
  }

  async token(token: string, kind: TokenRecord['kind']): Promise<TokenRecord | null> {
    const {rows} = await this.db.query<{data: TokenRecord}>('select data from customer_tokens where token = $1', [
      token,
    ]);
    const record = rows[0]?.data;
    return record?.kind === kind ? record : null;
  }

  async revokeToken(token: string): Promise<void> {
    await this.db.query('delete from customer_tokens where token = $1', [token]);
  }

  /** Ends a sign-in: every access and refresh token it issued stops working. */
  async revokeSession(sessionId: string): Promise<void> {
    await this.db.query('delete from customer_tokens where session_id = $1', [sessionId]);
  }
}
