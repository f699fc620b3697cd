import {inject} from 'vitest';

/** Places an order on the dev backend's checkout and returns the confirmation path it redirects to. */
export async function placeOrder(country: 'US' | 'GB' = 'US'): Promise<string> {
  const backend = inject('backendOrigin');
  const created = await fetch(`${backend}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'keel-dev-public-storefront-token',
    },
    body: JSON.stringify({
      query: `mutation($country: CountryCode) { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/300101", quantity: 2}], buyerIdentity: {countryCode: $country}}) { cart { checkoutUrl } } }`,
      variables: {country},
    }),
  });
  const {data} = (await created.json()) as {data: {cartCreate: {cart: {checkoutUrl: string}}}};
  const paid = await fetch(data.cartCreate.cart.checkoutUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '1 Navy Way',
      city: country === 'US' ? 'Arlington' : 'Bristol',
      province: country === 'US' ? 'VA' : '',
      zip: country === 'US' ? '22201' : 'BS1 4DJ',
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCvc: '123',
      cardName: 'Grace Hopper',
    }),
    redirect: 'manual',
  });
  const location = new URL(paid.headers.get('location') ?? '');
  return `${location.pathname}${location.search}`;
}
