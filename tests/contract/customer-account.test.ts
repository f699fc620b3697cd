import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {startBackendFromEnv} from '../../dev-backend/main';
import {contract, createCart, variantId} from './client';
import {
  authorizeUrl,
  CALLBACK,
  CLIENT_ID,
  customerApi,
  exchange,
  pkce,
  SHOP_ID,
  signIn,
  starterDocuments,
  STOREFRONT,
  token,
  tokensFor,
} from './customerAccount';

const ROWAN = 'rowan@example.com';
const IMOGEN = 'imogen@example.co.uk';
const docs = starterDocuments();

/** A payload segment of a JWT, decoded the way Hydrogen reads the nonce (atob, not base64url). */
const jwtPayload = (jwt: string) => JSON.parse(atob(jwt.split('.')[1] ?? '')) as Record<string, unknown>;

async function placeOrder(email: string, market: 'US' | 'GB' = 'US') {
  const {cart} = await createCart([{merchandiseId: await variantId('rower-mat'), quantity: 2}], market);
  const address =
    market === 'US'
      ? {address1: '12 Harbor Street', city: 'Portland', province: 'OR', zip: '97201'}
      : {address1: '4 Quay Lane', city: 'Bristol', province: '', zip: 'BS1 4QA'};
  const response = await fetch(cart!.checkoutUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({
      email,
      firstName: 'Pat',
      lastName: 'Lee',
      ...address,
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCvc: '123',
      cardName: 'Pat Lee',
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe.runIf(contract().local)('Customer Account API: OAuth with PKCE (dev backend)', () => {
  it('shows the passwordless sign-in page in the locale asked for', async () => {
    const us = await fetch(authorizeUrl({locale: 'en'}));
    expect(us.status).toBe(200);
    const usPage = await us.text();
    expect(usPage).toContain('<html lang="en-US"');
    expect(usPage).toContain('<label for="email">');
    const gb = await (await fetch(authorizeUrl({locale: 'en-GB'}))).text();
    expect(gb).toContain('<html lang="en-GB"');
  });

  it('refuses a wrong client_id and an unregistered or http redirect_uri without redirecting', async () => {
    for (const options of [
      {clientId: 'shp_someone-else'},
      {redirectUri: 'https://evil.test/account/authorize'},
      {redirectUri: 'http://storefront.test/account/authorize'},
      {redirectUri: `${CALLBACK}/extra`},
    ]) {
      const response = await fetch(authorizeUrl(options), {redirect: 'manual'});
      expect(response.status, JSON.stringify(options)).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('sends the shopper back with invalid_request when PKCE is missing or not S256', async () => {
    for (const options of [{challenge: null}, {method: 'plain'}, {method: null}]) {
      const response = await fetch(authorizeUrl(options), {redirect: 'manual'});
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('state')).toBe('state-1');
    }
    const code = await fetch(authorizeUrl({responseType: 'token'}), {redirect: 'manual'});
    expect(new URL(code.headers.get('location') ?? '').searchParams.get('error')).toBe('unsupported_response_type');
  });

  it('refuses a wrong one-time code and returns the code and state to the registered callback', async () => {
    const {location} = await signIn(ROWAN, {state: 'state-xyz'});
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('state-xyz');
    expect(location.searchParams.get('code')).toBeTruthy();

    const url = authorizeUrl();
    const emailStep = await (
      await fetch(url, {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({email: ROWAN}),
      })
    ).text();
    const login = /name="login" value="([^"]+)"/.exec(emailStep)?.[1] ?? '';
    const shown = /id="dev-code"[^>]*>(\d{6})</.exec(emailStep)?.[1] ?? '';
    const wrong = shown === '111111' ? '222222' : '111111';
    const refused = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({login, code: wrong}),
      redirect: 'manual',
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('aria-invalid="true"');
  });

  it('refuses the token request without a code_verifier, with a wrong one, or for another redirect_uri', async () => {
    const first = await signIn(ROWAN);
    const code = first.location.searchParams.get('code') ?? '';
    const missing = await token({grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: CALLBACK, code});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');

    const second = await signIn(ROWAN);
    const elsewhere = await exchange(second.location.searchParams.get('code') ?? '', second.verifier, {
      redirect_uri: `${STOREFRONT}/en-GB/account/authorize`,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('invalid_grant');
  });

  it('refuses a token request from an origin that is not registered, or for another client', async () => {
    const {location, verifier} = await signIn(ROWAN);
    const code = location.searchParams.get('code') ?? '';
    const fields = {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      code,
      code_verifier: verifier,
    };
    const foreign = await token(fields, 'https://evil.test');
    expect(foreign.status).toBe(401);
    expect(foreign.body.error).toBe('invalid_client');
    const otherClient = await token({...fields, client_id: 'shp_someone-else'});
    expect(otherClient.status).toBe(401);
    expect(otherClient.body.error).toBe('invalid_client');
  });

  it('issues tokens once per code: expires_in 3600 and an id_token with the nonce; a second use is refused', async () => {
    const {location, verifier} = await signIn(IMOGEN, {nonce: 'nonce-abc', locale: 'en-GB'});
    const code = location.searchParams.get('code') ?? '';
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({token_type: 'Bearer', expires_in: 3600});
    expect(first.body.access_token).toMatch(/^shcat_/);
    expect(jwtPayload(first.body.id_token ?? '')).toMatchObject({nonce: 'nonce-abc', aud: CLIENT_ID, email: IMOGEN});

    const again = await exchange(code, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    // RFC 6749 4.1.2: a code used twice revokes what it was exchanged for.
    expect((await customerApi(first.body.access_token ?? '', '{ customer { id } }')).status).toBe(401);
  });

  it('refreshes the access token and retires the refresh token it used', async () => {
    const tokens = await tokensFor(ROWAN);
    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBe(3600);
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect(
      (await customerApi(refreshed.body.access_token ?? '', '{ customer { emailAddress { emailAddress } } }')).data,
    ).toEqual({
      customer: {emailAddress: {emailAddress: ROWAN}},
    });
    const reused = await token({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('signs out with the id_token_hint to a registered post-logout URI only', async () => {
    const tokens = await tokensFor(ROWAN);
    const logout = (hint: string, uri: string) =>
      fetch(
        `${contract().storeOrigin}/authentication/${SHOP_ID}/logout?${new URLSearchParams({id_token_hint: hint, post_logout_redirect_uri: uri})}`,
        {redirect: 'manual'},
      );
    expect((await logout(tokens.id_token, 'https://evil.test/')).status).toBe(400);
    expect((await logout('not-a-jwt', `${STOREFRONT}/`)).status).toBe(400);
    const out = await logout(tokens.id_token, `${STOREFRONT}/en-GB/`);
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${STOREFRONT}/en-GB/`);
    expect((await customerApi(tokens.access_token, '{ customer { id } }')).status).toBe(401);
  });
});

describe.runIf(contract().local)('Customer Account API: GraphQL (dev backend)', () => {
  it('answers 401 without a token, with a Bearer-prefixed or unknown one', async () => {
    const tokens = await tokensFor(ROWAN);
    expect((await customerApi(null, '{ customer { id } }')).status).toBe(401);
    expect((await customerApi('shcat_unknown', '{ customer { id } }')).status).toBe(401);
    expect((await customerApi(`Bearer ${tokens.access_token}`, '{ customer { id } }')).status).toBe(401);
    expect((await customerApi(tokens.access_token, '{ customer { id } }')).status).toBe(200);
  });

  it('validates every starter document against the published schema', async () => {
    const tokens = await tokensFor(ROWAN);
    for (const name of [
      'CUSTOMER_DETAILS_QUERY',
      'CUSTOMER_ORDERS_QUERY',
      'CUSTOMER_ORDER_QUERY',
      'CREATE_ADDRESS_MUTATION',
      'UPDATE_ADDRESS_MUTATION',
      'DELETE_ADDRESS_MUTATION',
      'CUSTOMER_UPDATE_MUTATION',
    ]) {
      const answer = await customerApi(tokens.access_token, docs[name] ?? '', {});
      const validation = (answer.errors ?? []).filter(
        (error) =>
          error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || error.extensions?.code === 'NOT_IMPLEMENTED',
      );
      expect(validation, name).toEqual([]);
    }
  });

  it("lists the customer's own checkout orders newest first, in pages, filtered by name, in the order's currency", async () => {
    await placeOrder(ROWAN);
    await placeOrder(ROWAN);
    await placeOrder('someone-else@example.com');
    await placeOrder(IMOGEN, 'GB');
    const tokens = await tokensFor(ROWAN);
    const page = async (variables: Record<string, unknown>) => {
      const answer = await customerApi(tokens.access_token, docs.CUSTOMER_ORDERS_QUERY ?? '', variables);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data?.customer.orders;
    };
    const first = await page({first: 1});
    expect(first.nodes).toHaveLength(1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page({first: 1, endCursor: first.pageInfo.endCursor});
    expect(second.nodes[0].number).toBeLessThan(first.nodes[0].number);
    expect(first.nodes[0]).toMatchObject({
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      totalPrice: {amount: '258.0', currencyCode: 'USD'},
    });
    const all = await page({first: 50});
    expect(all.nodes.length).toBe(2);

    const byName = await page({first: 10, query: `name:${second.nodes[0].number}`});
    expect(byName.nodes.map((order: {id: string}) => order.id)).toEqual([second.nodes[0].id]);

    const gb = await tokensFor(IMOGEN);
    const imogen = await customerApi(gb.access_token, docs.CUSTOMER_ORDERS_QUERY ?? '', {first: 5});
    expect(imogen.data?.customer.orders.nodes[0].totalPrice).toEqual({amount: '230.0', currencyCode: 'GBP'});
  });

  it("answers one of the customer's orders with the starter's order document, and null for someone else's", async () => {
    await placeOrder(ROWAN);
    const rowan = await tokensFor(ROWAN);
    const list = await customerApi(rowan.access_token, docs.CUSTOMER_ORDERS_QUERY ?? '', {first: 1});
    const orderId = list.data?.customer.orders.nodes[0].id as string;
    const answer = await customerApi(rowan.access_token, docs.CUSTOMER_ORDER_QUERY ?? '', {orderId});
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const order = answer.data?.order;
    expect(order.lineItems.nodes[0]).toMatchObject({title: 'Rower Mat', quantity: 2, price: {currencyCode: 'USD'}});
    expect(order.shippingAddress.formatted).toContain('12 Harbor Street');
    expect(order.statusPageUrl).toMatch(/^http:\/\/storefront\.test\/order\/\d+\?key=/);

    const imogen = await tokensFor(IMOGEN);
    expect((await customerApi(imogen.access_token, docs.CUSTOMER_ORDER_QUERY ?? '', {orderId})).data).toEqual({
      order: null,
    });
  });

  it("adds, edits, makes default and deletes addresses, with Shopify's userErrors", async () => {
    const tokens = await tokensFor('new.rower@example.com');
    const call = (name: string, variables: Record<string, unknown>) =>
      customerApi(tokens.access_token, docs[name] ?? '', variables);
    const valid = {
      firstName: 'Sam',
      lastName: 'Reed',
      address1: '1 Main St',
      city: 'Austin',
      territoryCode: 'US',
      zoneCode: 'TX',
      zip: '78701',
      phoneNumber: '+15125550100',
    };

    const errorsOf = async (address: Record<string, unknown>) =>
      (await call('CREATE_ADDRESS_MUTATION', {address})).data?.customerAddressCreate.userErrors;
    expect(await errorsOf({...valid, territoryCode: undefined})).toEqual([
      expect.objectContaining({code: 'TERRITORY_CODE_MISSING', field: ['address', 'territoryCode']}),
    ]);
    expect(await errorsOf({...valid, territoryCode: 'XX'})).toEqual([
      expect.objectContaining({code: 'INVALID_TERRITORY_CODE', field: ['address', 'territoryCode']}),
    ]);
    expect(await errorsOf({...valid, zoneCode: undefined})).toEqual([
      expect.objectContaining({code: 'ZONE_CODE_MISSING', field: ['address', 'zoneCode']}),
    ]);
    expect(await errorsOf({...valid, zoneCode: 'ZZ'})).toEqual([
      expect.objectContaining({code: 'INVALID_FOR_COUNTRY', field: ['address', 'zoneCode']}),
    ]);
    expect(await errorsOf({...valid, zip: 'ABC'})).toEqual([
      expect.objectContaining({code: 'INVALID_FOR_COUNTRY', field: ['address', 'zip']}),
    ]);
    expect(await errorsOf({...valid, address1: '<b>1</b>'})).toEqual([
      expect.objectContaining({code: 'CONTAINS_HTML_TAGS', field: ['address', 'address1']}),
    ]);
    expect(await errorsOf({...valid, phoneNumber: 'call me'})).toEqual([
      expect.objectContaining({code: 'PHONE_NUMBER_NOT_VALID', field: ['address', 'phoneNumber']}),
    ]);
    expect(await errorsOf({})).toEqual([expect.objectContaining({code: 'ADDRESS_ARGUMENT_EMPTY'})]);

    const created = await call('CREATE_ADDRESS_MUTATION', {address: valid, defaultAddress: false});
    expect(created.data?.customerAddressCreate.userErrors).toEqual([]);
    const firstId = created.data?.customerAddressCreate.customerAddress.id as string;
    expect(await errorsOf(valid)).toEqual([expect.objectContaining({code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS'})]);
    const gb = {
      firstName: 'Sam',
      lastName: 'Reed',
      address1: '2 Dock Road',
      city: 'London',
      territoryCode: 'GB',
      zip: 'e1 6an',
    };
    const second = await call('CREATE_ADDRESS_MUTATION', {address: gb, defaultAddress: true});
    const secondId = second.data?.customerAddressCreate.customerAddress.id as string;

    const details = await customerApi(tokens.access_token, docs.CUSTOMER_DETAILS_QUERY ?? '');
    expect(details.errors).toBeUndefined();
    expect(details.data?.customer.defaultAddress).toMatchObject({
      id: secondId,
      zip: 'E1 6AN',
      territoryCode: 'GB',
      zoneCode: null,
    });
    expect(details.data?.customer.addresses.nodes.map((a: {id: string}) => a.id).sort()).toEqual(
      [firstId, secondId].sort(),
    );
    expect(details.data?.customer.addresses.nodes.find((a: {id: string}) => a.id === firstId).formatted).toEqual([
      '1 Main St',
      'Austin TX 78701',
      'United States',
    ]);

    const updated = await call('UPDATE_ADDRESS_MUTATION', {
      addressId: firstId,
      address: {city: 'Dallas', zip: '75201'},
      defaultAddress: true,
    });
    expect(updated.data?.customerAddressUpdate).toEqual({customerAddress: {id: firstId}, userErrors: []});
    const demote = await call('UPDATE_ADDRESS_MUTATION', {
      addressId: firstId,
      address: {city: 'Dallas'},
      defaultAddress: false,
    });
    expect(demote.data?.customerAddressUpdate.userErrors).toEqual([
      expect.objectContaining({code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED'}),
    ]);
    const missing = await call('UPDATE_ADDRESS_MUTATION', {
      addressId: 'gid://shopify/CustomerAddress/999999',
      address: {city: 'Dallas'},
    });
    expect(missing.data?.customerAddressUpdate.userErrors).toEqual([
      expect.objectContaining({code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId']}),
    ]);

    const deleteDefault = await call('DELETE_ADDRESS_MUTATION', {addressId: firstId});
    expect(deleteDefault.data?.customerAddressDelete.userErrors).toEqual([
      expect.objectContaining({code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED'}),
    ]);
    const deleted = await call('DELETE_ADDRESS_MUTATION', {addressId: secondId});
    expect(deleted.data?.customerAddressDelete).toEqual({deletedAddressId: secondId, userErrors: []});
  });

  it('takes every US zone Shopify lists (territories and armed forces too) and no zone for a UK address', async () => {
    const tokens = await tokensFor('zones.rower@example.com');
    const create = async (address: Record<string, unknown>) =>
      (await customerApi(tokens.access_token, docs.CREATE_ADDRESS_MUTATION ?? '', {address})).data
        ?.customerAddressCreate.userErrors;
    const us = {address1: '1 Calle Luna', city: 'San Juan', territoryCode: 'US'};
    // Shopify's US zones: the states and DC, the territories (PR, GU, VI ...) and the armed forces (AA, AE, AP).
    expect(await create({...us, zoneCode: 'PR', zip: '00901'})).toEqual([]);
    expect(await create({...us, address1: 'Unit 2050', city: 'APO', zoneCode: 'AE', zip: '09214'})).toEqual([]);
    expect(await create({...us, zoneCode: 'XX', zip: '00901'})).toEqual([
      expect.objectContaining({code: 'INVALID_FOR_COUNTRY', field: ['address', 'zoneCode']}),
    ]);
    // A UK address form has no county: Shopify hides the UK's zones from addresses.
    const gb = {address1: '2 Dock Road', city: 'London', territoryCode: 'GB', zip: 'E1 6AN'};
    expect(await create({...gb, zoneCode: 'ENG'})).toEqual([
      expect.objectContaining({code: 'INVALID_FOR_COUNTRY', field: ['address', 'zoneCode']}),
    ]);
    expect(await create(gb)).toEqual([]);
  });

  it('updates the name and the e-mail marketing state, which reaches the CRM stand-in', async () => {
    const email = 'marketing.rower@example.com';
    const tokens = await tokensFor(email);
    const updated = await customerApi(tokens.access_token, docs.CUSTOMER_UPDATE_MUTATION ?? '', {
      customer: {firstName: 'Alex', lastName: 'Hart'},
    });
    expect(updated.data?.customerUpdate).toEqual({
      customer: {firstName: 'Alex', lastName: 'Hart', emailAddress: {emailAddress: email}, phoneNumber: null},
      userErrors: [],
    });
    const html = await customerApi(tokens.access_token, docs.CUSTOMER_UPDATE_MUTATION ?? '', {
      customer: {firstName: '<i>Alex</i>'},
    });
    expect(html.data?.customerUpdate.userErrors).toEqual([
      expect.objectContaining({code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName']}),
    ]);

    const state = async () =>
      (await customerApi(tokens.access_token, '{ customer { emailAddress { marketingState } } }')).data?.customer
        .emailAddress.marketingState;
    expect(await state()).toBe('NOT_SUBSCRIBED');
    const subscribe = await customerApi(
      tokens.access_token,
      'mutation { customerEmailMarketingSubscribe { emailAddress { marketingState } userErrors { code field message } } }',
    );
    expect(subscribe.data?.customerEmailMarketingSubscribe).toEqual({
      emailAddress: {marketingState: 'SUBSCRIBED'},
      userErrors: [],
    });
    const twice = await customerApi(
      tokens.access_token,
      'mutation { customerEmailMarketingSubscribe { userErrors { code } } }',
    );
    expect(twice.data?.customerEmailMarketingSubscribe.userErrors).toEqual([{code: 'CUSTOMER_ALREADY_SUBSCRIBED'}]);
    const received = (await (
      await fetch(`${contract().storeOrigin}/klaviyo/received?email=${encodeURIComponent(email)}`)
    ).json()) as {subscriptions: Array<{email: string}>};
    expect(received.subscriptions).toEqual([expect.objectContaining({email, listId: 'KeelNews'})]);

    const unsubscribe = await customerApi(
      tokens.access_token,
      'mutation { customerEmailMarketingUnsubscribe { emailAddress { marketingState } userErrors { code } } }',
    );
    expect(unsubscribe.data?.customerEmailMarketingUnsubscribe).toEqual({
      emailAddress: {marketingState: 'UNSUBSCRIBED'},
      userErrors: [],
    });
    const after = (await (
      await fetch(`${contract().storeOrigin}/klaviyo/received?email=${encodeURIComponent(email)}`)
    ).json()) as {unsubscriptions: Array<{email: string}>};
    expect(after.unsubscriptions).toEqual([expect.objectContaining({email, listId: 'KeelNews'})]);
  });
});

describe.runIf(contract().local)('Customer Account API: expiry and persistence (dev backend)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-customer-account-'));
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

  it('answers 401 once the access token has expired; an expired code is refused; tokens survive a restart', async () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const options = {port: 0, dataDir, quiet: true, storefrontUrl: 'http://storefront.test', clock: () => now};
    const backend = await startBackendFromEnv(options);
    let tokens;
    try {
      tokens = await tokensFor(ROWAN, backend.origin);
      const stale = await signIn(ROWAN, {origin: backend.origin});
      now += 61_000;
      expect(
        (await exchange(stale.location.searchParams.get('code') ?? '', stale.verifier, {}, backend.origin)).body.error,
      ).toBe('invalid_grant');
      now += 3600_000;
      expect((await customerApi(tokens.access_token, '{ customer { id } }', {}, backend.origin)).status).toBe(401);
    } finally {
      await backend.close();
    }
    now -= 3600_000;
    const restarted = await startBackendFromEnv(options);
    try {
      expect((await customerApi(tokens.access_token, '{ customer { id } }', {}, restarted.origin)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
