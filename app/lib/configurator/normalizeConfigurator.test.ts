import {describe, expect, it} from 'vitest';
import type {CmsConfiguratorCta, CmsConfiguratorItem, CmsConfiguratorStep} from '~/graphql/cms/configuratorContent';
import {cmsFixture, type OfType} from '~/graphql/cms/contentTypes';
import {
  commerceIdsOf,
  normalizeConfigurator,
  packageDiscountIdsOf,
  withProtectionPlans,
  type CmsConfiguratorEntry,
  type CommerceProductLike,
} from './normalizeConfigurator';

const P = (id: number) => `gid://shopify/Product/${id}`;
const V = (id: number) => `gid://shopify/ProductVariant/${id}`;

type VariantSpec = {
  id: number;
  title: string;
  price: number;
  compareAt?: number;
  available?: boolean;
  sku?: string;
  options?: Array<{name: string; value: string}>;
};

function commerce(id: number, handle: string, variants: VariantSpec[]): CommerceProductLike {
  return {
    id: P(id),
    title: handle,
    handle,
    availableForSale: variants.some((variant) => variant.available ?? true),
    variants: {
      nodes: variants.map((variant) => ({
        id: V(variant.id),
        title: variant.title,
        sku: variant.sku ?? null,
        availableForSale: variant.available ?? true,
        price: {amount: String(variant.price)},
        compareAtPrice: variant.compareAt ? {amount: String(variant.compareAt)} : null,
        selectedOptions: variant.options ?? [{name: 'Title', value: variant.title}],
      })),
    },
  };
}

const PRODUCTS = [
  commerce(1001, 'keel-pro-rower', [
    {id: 100101, title: 'Pirate Black', price: 2495},
    {id: 100103, title: 'Forest', price: 2495, available: false},
    {id: 100105, title: 'Sunset', price: 2595},
  ]),
  commerce(3001, 'rower-mat', [{id: 300101, title: 'Default Title', price: 129}]),
  commerce(3002, 'heart-rate-monitor', [{id: 300201, title: 'Default Title', price: 89, compareAt: 109}]),
  commerce(3006, 'dumbbell-set', [{id: 300601, title: 'Default Title', price: 349, available: false}]),
  // A protection plan: one variant per Term and Price Range band (decision 0082).
  commerce(
    5002,
    'extended-warranty-5-year',
    (
      [
        [500201, '1,500-1,999.99', 299, 1500],
        [500202, '2,000-2,499.99', 369, 2000],
        [500203, '2,500-2,999.99', 439, 2500],
      ] as const
    ).map(([id, range, price, low]) => ({
      id,
      title: `5 Years / ${range}`,
      price,
      sku: `KEEL-EW-5Y-${low}`,
      options: [
        {name: 'Term', value: '5 Years'},
        {name: 'Price Range', value: range},
      ],
    })),
  ),
];

const product = (id: number, handle: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Product' as const,
  sys: {id: `product-${handle}`},
  title,
  cartTitle: null,
  shopifyId: P(id),
  shopifyHandle: handle,
  configuratorPreselectionId: null,
  inStockMessage: null,
  outOfStockMessage: null,
  outOfStockAppearance: null,
  accessoryConfiguratorImage: null,
  thumbnail: {url: `https://cdn/${handle}.jpg`, description: title, width: 800, height: 600},
  ...extra,
});

const colour = (variant: number, slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ProductVariant' as const,
  sys: {id: `variant-${slug}`},
  title,
  shopifyId: V(variant),
  colorSlug: slug,
  swatchColor: 'Deep Sea',
  configuratorPreselectionId: slug,
  inStockMessage: null,
  outOfStockMessage: null,
  thumbnail: null,
  ...extra,
});

function step(partial: Partial<CmsConfiguratorStep> & Pick<CmsConfiguratorStep, 'stepId'>): CmsConfiguratorStep {
  return {
    sys: {id: `step-${partial.stepId}`},
    type: null,
    subType: 'Single',
    displayMode: 'Configurator',
    stepTabName: null,
    stepFullName: null,
    stepDescriptionRichText: {json: {nodeType: 'document', data: {}, content: []} as never},
    stepDescriptionFontSize: 'Small',
    includeNoOption: false,
    noOption: null,
    noOptionPosition: null,
    soldOutText: null,
    collapsible: false,
    hidePrices: false,
    faqLink: null,
    warrantyLogo: null,
    modal: {title: 'About it', description: null, ctasCollection: {items: []}, image: null, mobileImage: null},
    defaultProductsCollection: {items: []},
    productsCollection: {items: []},
    ...partial,
  };
}

const ENTRY: CmsConfiguratorEntry = {
  sys: {id: 'configurator-keel-pro'},
  autoScroll: true,
  mediaInsertPosition: 3,
  product: {
    title: 'Keel Pro Rower',
    shopifyId: P(1001),
    shopifyHandle: 'keel-pro-rower',
    inStockMessage: 'In stock. Ships in 5-7 days',
    outOfStockMessage: 'Back soon',
    outOfStockAppearance: 'Crossed',
  },
  stepsCollection: {
    items: [
      step({
        stepId: 'packages',
        subType: 'Single - Unselectable',
        includeNoOption: true,
        noOption: {sys: {id: 'text-none'}, shortText: 'Just the rower'},
        noOptionPosition: 'First',
        productsCollection: {
          items: [
            {
              __typename: 'Package',
              sys: {id: 'package-essentials'},
              title: 'Pro Essentials Package',
              shopifyHandle: 'keel-pro-essentials',
              description: null,
              pdpPrice: 2713,
              pdpDiscountedPrice: 2563,
              thumbnail: null,
              shopifyDiscount: {productId: 'gid://shopify/DiscountAutomaticNode/7001'},
              productsCollection: {
                items: [
                  {title: 'Keel Pro Rower', type: 'ROWER', shopifyId: P(1001), rower: true},
                  {title: 'Heart Rate Monitor', type: 'ACCESSORY', shopifyId: P(3002), rower: false},
                  {title: 'Rower Mat', type: 'ACCESSORY', shopifyId: P(3001), rower: false},
                ],
              },
            },
          ],
        },
      }),
      step({
        stepId: 'color',
        displayMode: 'All',
        productsCollection: {
          items: [
            colour(100101, 'pirate-black', 'Pirate Black'),
            colour(100103, 'forest', 'Forest'),
            colour(100105, 'sunset', 'Sunset', {inStockMessage: 'Limited run'}),
          ],
        },
        defaultProductsCollection: {items: [{__typename: 'ProductVariant', sys: {id: 'variant-pirate-black'}}]},
      }),
      step({
        stepId: 'accessories',
        subType: 'Multi-select',
        productsCollection: {
          items: [
            product(3006, 'dumbbell-set', 'Adjustable Dumbbell Set'),
            product(3002, 'heart-rate-monitor', 'Heart Rate Monitor'),
            product(9999, 'not-sold', 'Not sold here'),
            {__typename: 'Text'} as unknown as CmsConfiguratorItem,
          ],
        },
      }),
      step({
        stepId: 'extended_warranty',
        subType: 'Single - Unselectable',
        displayMode: 'Interstitial',
        includeNoOption: true,
        noOption: {sys: {id: 'text-no-warranty'}, shortText: 'No thanks'},
        noOptionPosition: 'Last',
        productsCollection: {items: [product(5002, 'extended-warranty-5-year', '5-Year Extended Warranty')]},
      }),
    ],
  },
};

/** The step `id` of a CMS entry (a copy of ENTRY a test changes), and the same step normalised. */
const cmsStep = (entry: CmsConfiguratorEntry, id: string) =>
  entry.stepsCollection!.items.find((candidate) => candidate?.stepId === id)!;
const normalizedStep = (entry: CmsConfiguratorEntry, id: string) =>
  normalizeConfigurator({cms: entry, products: PRODUCTS})!.steps.find((candidate) => candidate.id === id)!;

/** A copy of ENTRY whose product at `index` in step `stepId` has the image field `field` set. */
function withProductImage(
  stepId: string,
  index: number,
  field: 'thumbnail' | 'accessoryConfiguratorImage',
  image: {url: string; description: string; width: number; height: number},
): CmsConfiguratorEntry {
  const entry: CmsConfiguratorEntry = structuredClone(ENTRY);
  (cmsStep(entry, stepId).productsCollection!.items[index] as Record<typeof field, unknown>)[field] = image;
  return entry;
}

describe('configurator normalisation (rules:configurator-fields)', () => {
  const configurator = normalizeConfigurator({cms: ENTRY, products: PRODUCTS})!;
  const stepOf = (id: string) => configurator.steps.find((candidate) => candidate.id === id)!;

  it('reads the CMS labels into subTypes and display modes, and the rower from commerce', () => {
    expect(configurator.steps.map((entry) => [entry.id, entry.subType, entry.displayMode])).toEqual([
      ['packages', 'SINGLE_ITEM_UNSELECT', 'CONFIGURATOR'],
      ['color', 'SINGLE_ITEM', 'ALL'],
      ['accessories', 'MULTI_ITEM', 'CONFIGURATOR'],
      ['extended_warranty', 'SINGLE_ITEM_UNSELECT', 'INTERSTITIAL'],
    ]);
    expect(configurator.product).toEqual({id: P(1001), title: 'Keel Pro Rower', handle: 'keel-pro-rower'});
    expect(configurator.basePrice).toBe(2495);
    expect(configurator.mediaInsertPosition).toBe(3);
  });

  it('builds packages from the CMS prices, matched by the discount’s id, secondaries by price, highest first', () => {
    const pkg = stepOf('packages').items.find((item) => item.key === 'keel-pro-essentials')!;
    expect(pkg.id.product).toBe('gid://shopify/DiscountAutomaticNode/7001');
    expect(pkg.price).toEqual({full: 2713, total: 2563});
    expect(pkg.package?.secondary.map((member) => [member.title, member.variantId, member.price])).toEqual([
      ['Rower Mat', V(300101), 129],
      ['Heart Rate Monitor', V(300201), 89],
    ]);
  });

  it('builds a package’s members from its commerce discount record when there is one, the CMS naming the ones it lists (rules:configurator-fields)', () => {
    const packageRecords = new Map([
      ['gid://shopify/DiscountAutomaticNode/7001', {productIds: [P(1001), P(3001), P(3006)], imageUrl: null}],
    ]);
    expect(packageDiscountIdsOf(ENTRY)).toEqual(['gid://shopify/DiscountAutomaticNode/7001']);
    expect(commerceIdsOf(ENTRY, packageRecords)).toContain(P(3006));
    const configurator = normalizeConfigurator({cms: ENTRY, products: PRODUCTS, packageRecords})!;
    const pkg = configurator.steps
      .find((candidate) => candidate.id === 'packages')!
      .items.find((item) => item.key === 'keel-pro-essentials')!;
    // The heart-rate monitor is not in the record; the dumbbells are, titled from commerce (the CMS does not list them).
    expect(pkg.package?.secondary.map((member) => [member.title, member.price])).toEqual([
      ['dumbbell-set', 349],
      ['Rower Mat', 129],
    ]);
  });

  it('sells a package only while every member sells (decision 0099 reads rules:configurator-fields’s “available = true”)', () => {
    const packages = (records?: Map<string, {productIds: string[]; imageUrl: null}>) =>
      normalizeConfigurator({
        cms: ENTRY,
        products: PRODUCTS,
        ...(records ? {packageRecords: records} : {}),
      })!.steps.find((candidate) => candidate.id === 'packages')!;
    expect(packages().items.find((item) => item.key === 'keel-pro-essentials')?.available).toBe(true);
    // The dumbbells are sold out: the package that holds them cannot be bought, and sorts last.
    const withDumbbells = packages(
      new Map([
        ['gid://shopify/DiscountAutomaticNode/7001', {productIds: [P(1001), P(3001), P(3006)], imageUrl: null}],
      ]),
    );
    expect(withDumbbells.items.find((item) => item.key === 'keel-pro-essentials')?.available).toBe(false);
  });

  it('draws a package with its thumbnail (rules:configurator-fields package images: configurator, decision 0101)', () => {
    const thumbnail = {url: 'https://cdn/essentials-thumb.jpg', description: 'The Essentials', width: 800, height: 600};
    const entry = withProductImage('packages', 0, 'thumbnail', thumbnail);
    const items = normalizedStep(entry, 'packages').items;
    expect(items.find((item) => item.key === 'keel-pro-essentials')?.image).toEqual({
      url: 'https://cdn/essentials-thumb.jpg',
      alt: 'The Essentials',
      width: 800,
      height: 600,
    });
  });

  it('draws an accessory with its configurator image (rules:configurator-fields accessoryConfiguratorImage), else its thumbnail', () => {
    const image = {url: 'https://cdn/hrm-configurator.png', description: 'HRM', width: 600, height: 400};
    const entry = withProductImage('accessories', 1, 'accessoryConfiguratorImage', image);
    const items = normalizedStep(entry, 'accessories').items;
    expect(items.find((item) => item.key === 'heart-rate-monitor')?.image?.url).toBe(
      'https://cdn/hrm-configurator.png',
    );
    expect(items.find((item) => item.key === 'dumbbell-set')?.image?.url).toBe('https://cdn/dumbbell-set.jpg');
  });

  it('names a step without a stepId packages (rules:configurator-fields "stepId default packages")', () => {
    const entry: CmsConfiguratorEntry = structuredClone(ENTRY);
    entry.stepsCollection!.items[0]!.stepId = null;
    expect(normalizeConfigurator({cms: entry, products: PRODUCTS})!.steps[0]?.id).toBe('packages');
  });

  it('marks a package member that is a strength platform by its type, for its cart line (rules:configurator-rules)', () => {
    const forge = {
      ...commerce(2001, 'keel-forge-strength-platform', [{id: 200101, title: 'Default Title', price: 1495}]),
      productType: 'STRENGTH_PLATFORM',
    };
    const packageRecords = new Map([
      ['gid://shopify/DiscountAutomaticNode/7001', {productIds: [P(1001), P(2001), P(3001)], imageUrl: null}],
    ]);
    const configurator = normalizeConfigurator({cms: ENTRY, products: [...PRODUCTS, forge], packageRecords})!;
    const pkg = configurator.steps
      .find((candidate) => candidate.id === 'packages')!
      .items.find((item) => item.key === 'keel-pro-essentials')!;
    expect(pkg.package?.secondary.map((member) => [member.title, member.isStrength])).toEqual([
      ['keel-forge-strength-platform', true],
      ['Rower Mat', false],
    ]);
  });

  it("fills the rower-models placeholder '---' in the no-option text and step names (rules:configurator-fields)", () => {
    const entry: CmsConfiguratorEntry = structuredClone(ENTRY);
    const packages = entry.stepsCollection!.items[0]!;
    packages.noOption = {sys: {id: 'text-none'}, shortText: 'Just the Keel --- rower'} as typeof packages.noOption;
    packages.stepFullName = 'Packages for every ---';
    const step = normalizedStep(entry, 'packages');
    expect(step.items.find((item) => item.key === 'none')?.title).toBe('Just the Keel (Pro, Wave, or Vista) rower');
    expect(step.fullName).toBe('Packages for every (Pro, Wave, or Vista)');
  });

  it('prices a synthetic package (no discount record: id.product none) at its main product’s price (rules:configurator-rules)', () => {
    const entry: CmsConfiguratorEntry = structuredClone(ENTRY);
    const packages = entry.stepsCollection!.items[0]!.productsCollection!.items[0] as {shopifyDiscount: unknown};
    packages.shopifyDiscount = null;
    const configurator = normalizeConfigurator({cms: entry, products: PRODUCTS})!;
    const pkg = configurator.steps
      .find((candidate) => candidate.id === 'packages')!
      .items.find((item) => item.key === 'keel-pro-essentials')!;
    expect(pkg.id.product).toBe('none');
    expect(pkg.price).toEqual({full: 2495, total: 2495});
  });

  it('puts the no-option item where the CMS says, priced at nothing', () => {
    expect(stepOf('packages').items[0]).toMatchObject({
      key: 'none',
      isNoOption: true,
      title: 'Just the rower',
      price: {full: 0, total: 0},
    });
    expect(stepOf('extended_warranty').items.at(-1)).toMatchObject({key: 'none', isNoOption: true, title: 'No thanks'});
  });

  it('sorts available items first and leaves out items commerce does not sell', () => {
    expect(stepOf('accessories').items.map((item) => [item.key, item.available])).toEqual([
      ['heart-rate-monitor', true],
      ['dumbbell-set', false],
    ]);
    expect(stepOf('accessories').items[0]?.price).toEqual({full: 109, total: 89});
  });

  it('prices colours as a difference from the default, with the main product’s messages as a fallback', () => {
    const colors = stepOf('color').items;
    expect(colors.map((item) => [item.key, item.price.variantDiffFromDefault, item.available])).toEqual([
      ['pirate-black', 0, true],
      ['sunset', 100, true],
      ['forest', 0, false],
    ]);
    expect(colors.find((item) => item.key === 'sunset')?.messages).toEqual({inStock: 'Limited run', oos: 'Back soon'});
    expect(colors.find((item) => item.key === 'forest')?.messages).toEqual({
      inStock: 'In stock. Ships in 5-7 days',
      oos: 'Back soon',
    });
    expect(colors[0]?.OOSAppearance).toBe('CROSS');
    expect(colors[0]?.id.preselection).toBe('pirate-black');
    expect(stepOf('color').defaultKeys).toEqual(['pirate-black']);
    expect(configurator.rowerVariants.map((variant) => [variant.key, variant.variantId, variant.price])).toEqual([
      ['pirate-black', V(100101), 2495],
      ['sunset', V(100105), 2595],
      ['forest', V(100103), 2495],
    ]);
  });

  it('names warranties with the protection-plan suffix and keeps their Term and Price Range bands; their contract comes from the provider', () => {
    const warranty = stepOf('extended_warranty').items[0]!;
    expect(warranty.title).toBe('5-Year Extended Warranty – Extend Protection Plan');
    expect(warranty.type).toBe('WARRANTY');
    expect(
      warranty.bands?.map((band) => [band.variantId, band.sku, band.term, band.priceRange, band.price.total]),
    ).toEqual([
      [V(500201), 'KEEL-EW-5Y-1500', '5 Years', '1,500-1,999.99', 299],
      [V(500202), 'KEEL-EW-5Y-2000', '5 Years', '2,000-2,499.99', 369],
      [V(500203), 'KEEL-EW-5Y-2500', '5 Years', '2,500-2,999.99', 439],
    ]);
    expect(warranty.contract).toBeUndefined();
  });

  it('takes the provider’s contract for each band it offers, reads as the default colour’s band, and leaves the rest out', () => {
    const plan = (variant: number, sku: string, cents: number) => ({
      id: sku,
      price: cents,
      contract: {term_length: 60},
      shopifyVariantId: V(variant),
      reference: `keel-pro-rower:${sku}`,
      hash: 'a'.repeat(64),
    });
    // The provider's plans at the Pro's two prices: $2,495 (Pirate Black) and $2,595 (Sunset).
    const offered = withProtectionPlans(configurator, [
      plan(500202, 'KEEL-EW-5Y-2000', 36900),
      plan(500203, 'KEEL-EW-5Y-2500', 43900),
    ]);
    const step = offered.steps.find((candidate) => candidate.id === 'extended_warranty')!;
    const warranty = step.items.find((item) => item.type === 'WARRANTY' && !item.isNoOption)!;
    expect(warranty.id.variant).toBe(V(500202));
    expect(warranty.price).toEqual({full: 369, total: 369});
    expect(warranty.contract).toEqual({
      sku: 'KEEL-EW-5Y-2000',
      recommendedPrice: '369.00',
      variantId: V(500202),
      reference: 'keel-pro-rower:KEEL-EW-5Y-2000',
      hash: 'a'.repeat(64),
      termMonths: 60,
    });
    expect(warranty.bands?.map((band) => band.variantId)).toEqual([V(500202), V(500203)]);
    // Provider off: no plan, no warranty item (the no-option item stays).
    const none = withProtectionPlans(configurator, []).steps.find((candidate) => candidate.id === 'extended_warranty')!;
    expect(none.items.filter((item) => item.type === 'WARRANTY' && !item.isNoOption)).toEqual([]);
    expect(none.defaultKeys.every((key) => none.items.some((item) => item.key === key))).toBe(true);
  });

  it('leaves rich descriptions and info modals out of a basic configurator', () => {
    expect(stepOf('color').description).toBeTruthy();
    expect(stepOf('color').modal?.title).toBe('About it');
    const basic = normalizeConfigurator({cms: ENTRY, products: PRODUCTS, basic: true})!;
    expect(basic.steps.every((entry) => entry.description === undefined && entry.modal === undefined)).toBe(true);
  });

  it('is null when the rower itself is not sold', () => {
    expect(normalizeConfigurator({cms: ENTRY, products: PRODUCTS.slice(1)})).toBeNull();
  });

  it('asks commerce for the rower, the product items and every package member once', () => {
    expect(commerceIdsOf(ENTRY).sort()).toEqual([P(1001), P(3001), P(3002), P(3006), P(5002), P(9999)].sort());
  });
});

describe('CTA links of the configurator', () => {
  it('links the FAQ by its target page and jump target, and info-modal CTAs always in a new tab', () => {
    const entry: CmsConfiguratorEntry = structuredClone(ENTRY);
    const packages = entry.stepsCollection!.items[0]!;
    // The shared Cta fragment asks for more than the configurator reads; those fields are left out here.
    const internal = cmsFixture<OfType<CmsConfiguratorCta, 'CtaInternal'>>;
    const external = cmsFixture<OfType<CmsConfiguratorCta, 'CtaExternal'>>;
    packages.faqLink = internal({
      __typename: 'CtaInternal',
      displayText: 'Package questions',
      jumpLinkTarget: 'faq',
      targetPage: {__typename: 'PageFlexibleLayout', slug: 'home'},
    });
    packages.modal!.ctasCollection = {
      items: [
        internal({
          __typename: 'CtaInternal',
          displayText: 'See every package',
          jumpLinkTarget: null,
          targetPage: {__typename: 'PagePlp', slug: 'bundles'},
        }),
        external({
          __typename: 'CtaExternal',
          displayText: 'Terms',
          url: 'https://www.keel.example/legal',
          openInNewWindow: false,
        }),
        internal({__typename: 'CtaInternal', displayText: 'Leads nowhere', jumpLinkTarget: null, targetPage: null}),
      ],
    };
    const step = normalizeConfigurator({cms: entry, products: PRODUCTS})!.steps[0]!;
    expect(step.faqLink).toEqual({text: 'Package questions', href: '/#faq', external: false});
    expect(step.modal?.ctas).toEqual([
      {text: 'See every package', href: '/listings/bundles/', external: true},
      {text: 'Terms', href: 'https://www.keel.example/legal', external: true},
    ]);
  });
});
