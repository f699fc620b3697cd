import {describe, expect, it, vi} from 'vitest';
import {itemFromLine} from './items';
import {trackedItem, trackedLine} from './fixtures.test-helpers';
import {
  addToCartBody,
  formSubmissionDue,
  klaviyoEvent,
  klaviyoHeaders,
  klaviyoSubscription,
  marketingType,
  readMarketingAnswer,
  referredFromPdp,
  viewPagePath,
  viewProductBody,
  viewProductPrice,
} from './marketing';
import {AddToCartBodySchema, ViewProductBodySchema} from './marketingBodies.server';

describe('marketing events (rules:tracking-calls)', () => {
  it.each([
    ['ROWER', 'Rower'],
    ['STRENGTH_PLATFORM', 'Strength'],
    ['WARRANTY', 'Extend'],
    ['ACCESSORY', 'Accessory'],
    ['PACKAGE', 'Accessory'],
  ] as const)(
    'types items Rower | Strength | Accessory and a warranty by the protection-plan provider: %s is %s',
    (type, name) => {
      expect(marketingType(type)).toBe(name);
    },
  );

  it("sends the added variant's own sku, not the product's first variant's (decision 0092)", () => {
    // The rower's first variant is Pirate Black; the shopper added River, and its line says so.
    const river = trackedLine('river', {type: 'ROWER', variantTitle: 'River', sku: 'KEEL-PRO-RIVER'});
    expect(addToCartBody([itemFromLine(river)], 'USD').map((entry) => entry.sku)).toEqual(['KEEL-PRO-RIVER']);
  });

  it('sends addToCart as an array of {price (the cost total), sku, quantity, type}', () => {
    const body = addToCartBody(
      [trackedItem({quantity: 2}), trackedItem({sku: 'EW-5', type: 'WARRANTY', price: 299})],
      'GBP',
    );
    expect(body).toEqual([
      {price: {amount: 158, currencyCode: 'GBP'}, sku: 'MAT-1', quantity: 2, type: 'Accessory'},
      {price: {amount: 299, currencyCode: 'GBP'}, sku: 'EW-5', quantity: 1, type: 'Extend'},
    ]);
    expect(AddToCartBodySchema.safeParse(body).success).toBe(true);
  });

  it('prices viewProduct as total - full when total > full, else full', () => {
    expect(viewProductPrice(99, 79)).toBe(99);
    expect(viewProductPrice(100, 120)).toBe(20);
    expect(viewProductPrice(50, 50)).toBe(50);
    expect(viewProductBody(trackedItem({type: 'ROWER', sku: 'PRO', price: 2495, full: 2695}))).toEqual([
      {price: 2695, sku: 'PRO', type: 'Rower'},
    ]);
  });

  it.each([
    [[], 'Send at least one item'],
    [
      [{price: {amount: 1, currencyCode: 'EUR'}, sku: 'A', quantity: 1, type: 'Accessory'}],
      'currencyCode must be USD or GBP',
    ],
    [
      [{price: {amount: 1, currencyCode: 'USD'}, sku: 'A', quantity: 11, type: 'Accessory'}],
      'quantity must be 1 to 10',
    ],
    [[{price: {amount: 1, currencyCode: 'USD'}, sku: 'A', quantity: 1, type: 'Boat'}], 'type must be one of'],
    [[{price: {amount: 1, currencyCode: 'USD'}, sku: '', quantity: 1, type: 'Rower'}], 'Each item needs its sku'],
    [[{price: {amount: 1, currencyCode: 'USD'}, sku: 'A', quantity: 1, type: 'Rower', extra: 1}], 'Unrecognized key'],
  ])('refuses addToCart body %j', (body, message) => {
    const parsed = AddToCartBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(message);
  });

  it('refuses a viewProduct body without a number price', () => {
    expect(ViewProductBodySchema.safeParse([{price: '10', sku: 'A', type: 'Rower'}]).success).toBe(false);
    expect(ViewProductBodySchema.safeParse([{price: 10, sku: 'A', type: 'Rower'}]).success).toBe(true);
  });

  it('reads referredFromPdp and the viewPage path', () => {
    expect(referredFromPdp('http://shop.test/products/rowers/keel-pro-rower/')).toBe(true);
    expect(referredFromPdp('http://shop.test/listings/rowers/')).toBe(false);
    expect(viewPagePath('/en-GB/cart')).toBe('en-GB/cart');
    expect(viewPagePath('/')).toBe('');
  });

  it('speaks Klaviyo: Create Event for the anonymous uuid, Subscribe Profiles for the newsletter list', () => {
    expect(klaviyoEvent('Added to Cart', 'u-1', {location: 'PDP'}, 12.345)).toEqual({
      data: {
        type: 'event',
        attributes: {
          properties: {location: 'PDP'},
          metric: {data: {type: 'metric', attributes: {name: 'Added to Cart'}}},
          profile: {data: {type: 'profile', attributes: {anonymous_id: 'u-1'}}},
          value: 12.35,
        },
      },
    });
    expect(klaviyoEvent('Viewed Page', 'u-1', {}).data.attributes).not.toHaveProperty('value');
    expect(klaviyoSubscription('ada@example.com', 'L1').data).toMatchObject({
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        profiles: {
          data: [
            {
              type: 'profile',
              attributes: {email: 'ada@example.com', subscriptions: {email: {marketing: {consent: 'SUBSCRIBED'}}}},
            },
          ],
        },
      },
      relationships: {list: {data: {type: 'list', id: 'L1'}}},
    });
    expect(klaviyoHeaders('pk_x')).toMatchObject({Authorization: 'Klaviyo-API-Key pk_x', revision: '2024-10-15'});
  });

  it('logs a form submission only with the CRM flag on, a sign-up cookie and no logged cookie', () => {
    const cookies = (...names: string[]) => ({has: (name: string) => names.includes(name)});
    expect(formSubmissionDue(true, cookies('newsletter_signup'))).toBe(true);
    expect(formSubmissionDue(false, cookies('newsletter_signup'))).toBe(false);
    expect(formSubmissionDue(true, cookies('newsletter_signup', 'newsletter_signup_logged'))).toBe(false);
    expect(formSubmissionDue(true, cookies())).toBe(false);
  });
});

describe('a marketing event’s answer (rules:tracking-calls "The response body is parsed and ignored")', () => {
  it('parses the body and ignores what it says: only the status counts', async () => {
    const answer = Response.json({ok: false, error: 'ignored', redirect: '/elsewhere'});
    const parse = vi.spyOn(answer, 'json');
    expect(await readMarketingAnswer(answer)).toBe(true);
    expect(parse).toHaveBeenCalledOnce();
    expect(answer.bodyUsed).toBe(true);
    expect(await readMarketingAnswer(Response.json({error: 'down'}, {status: 502}))).toBe(false);
  });

  it('takes a body that is not JSON, or none, without failing', async () => {
    expect(await readMarketingAnswer(new Response('<html>OK</html>'))).toBe(true);
    expect(await readMarketingAnswer(new Response(null, {status: 204}))).toBe(true);
  });
});
