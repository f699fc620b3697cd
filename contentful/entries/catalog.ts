import {
  PACKAGES,
  PRODUCTS,
  packageFullPrice,
  type SeedPackage,
  type SeedProduct,
  type SeedVariant,
} from '../../dev-backend/seed/catalog';
import type {Entry} from '../spaceExport';
import {lifestyleId, packageImageId, productImageId, rowerImageId} from '../assets';
import {assetLinkTo, bold, doc, entry, hyperlink, link, links, p, type RichDocument, ul} from '../builders';
import {l10n, l10nDoc, monthly, perMarket, type LocaleCopy} from '../l10n';
import type {CmsProductType} from '../model/enums';

/**
 * The commerce content of the catalog (../shared/catalog.md): a product entry
 * per catalog product, its variants, categories and badges, and a package
 * entry per catalog package on its automatic discount. Handles, titles,
 * commerce ids and prices come from dev-backend/seed/catalog.ts.
 */

export const productId = (handle: string) => `product-${handle}`;
export const variantId = (handle: string, key?: string) => (key ? `variant-${handle}-${key}` : `variant-${handle}`);
export const packageId = (handle: string) => `package-${handle}`;
export const discountId = (handle: string) => `discount-${handle}`;
export const categoryId = (slug: string) => `category-${slug}`;

// ---------------------------------------------------------------------------
// Categories

const CATEGORIES: Array<{slug: string; title: string; pdpUrl: boolean}> = [
  {slug: 'rowers', title: 'Rowers', pdpUrl: true},
  {slug: 'strength', title: 'Strength', pdpUrl: true},
  {slug: 'accessories', title: 'Accessories', pdpUrl: true},
  {slug: 'memberships', title: 'Memberships', pdpUrl: false},
  {slug: 'warranties', title: 'Warranties', pdpUrl: false},
  {slug: 'services', title: 'Services', pdpUrl: true},
  {slug: 'bundles', title: 'Bundles', pdpUrl: false},
];

function categories(): Entry[] {
  return CATEGORIES.map((category) =>
    entry(categoryId(category.slug), 'productCategory', {
      internalName: `Category: ${category.title}`,
      title: category.title,
      slug: category.slug,
      enabled: true,
      useToBuildPdpUrl: category.pdpUrl,
    }),
  );
}

// ---------------------------------------------------------------------------
// Badges (rules:cms-calls; rules:cms "Regional display")

export const BADGES = {
  bestSeller: 'badge-best-seller',
  new: 'badge-new',
  savePro150Us: 'badge-save-150-us',
  savePro110Uk: 'badge-save-110-uk',
  financingUs: 'badge-financing-us-only',
  deliveryUk: 'badge-free-delivery-uk-only',
  onSale: 'badge-on-sale',
  bestValue: 'badge-best-value',
} as const;

function badges(): Entry[] {
  return [
    entry(BADGES.bestSeller, 'badge', {
      internalName: 'Badge: Best seller',
      region: 'All',
      type: 'Standard',
      size: 'Small',
      text: 'Best seller',
      displayText: 'Our best-selling rower',
      backgroundColor: 'Sand',
    }),
    entry(BADGES.new, 'badge', {
      internalName: 'Badge: New',
      region: 'All',
      type: 'Standard',
      size: 'Small',
      text: 'New',
      displayText: 'New for 2026',
      backgroundColor: 'Light Blue',
    }),
    entry(BADGES.savePro150Us, 'badge', {
      internalName: 'Badge: Save $150 (US only)',
      region: 'US Only',
      type: 'Promo',
      size: 'Small',
      text: 'Save $150',
      displayText: 'Save $150 on the Pro Essentials Package',
      backgroundColor: 'Cedar',
    }),
    entry(BADGES.savePro110Uk, 'badge', {
      internalName: 'Badge: Save £110 (UK only)',
      region: 'UK Only',
      type: 'Promo',
      size: 'Small',
      text: 'Save £110',
      displayText: 'Save £110 on the Pro Essentials Package',
      backgroundColor: 'Cedar',
    }),
    entry(BADGES.financingUs, 'badge', {
      internalName: 'Badge: Pay monthly (US only)',
      region: 'US Only',
      type: 'Standard',
      size: 'Small',
      text: 'Pay over 48 months',
      displayText: 'Pay over 48 months at checkout',
      backgroundColor: 'Pacific Lights',
    }),
    entry(BADGES.deliveryUk, 'badge', {
      internalName: 'Badge: Free mainland delivery (UK only)',
      region: 'UK Only',
      type: 'Standard',
      size: 'Small',
      text: 'Free UK delivery',
      displayText: 'Free delivery to the UK mainland',
      backgroundColor: 'Pacific Lights',
    }),
    entry(BADGES.onSale, 'badge', {
      internalName: 'Badge: On sale',
      region: 'All',
      type: 'Promo',
      size: 'Small',
      text: perMarket((market) => (market === 'US' ? 'Save $20' : 'Save £20')),
      displayText: 'On sale',
      backgroundColor: 'Cedar',
    }),
    entry(BADGES.bestValue, 'badge', {
      internalName: 'Badge: Best value',
      region: 'All',
      type: 'Standard',
      size: 'Large',
      text: 'Best value',
      displayText: 'Our best-value package',
      backgroundColor: 'Sand',
    }),
  ];
}

// ---------------------------------------------------------------------------
// Products

interface ProductCopy {
  type: CmsProductType;
  category: string;
  name: string;
  cartTitle?: string;
  altTitle?: string;
  teaser: (l: LocaleCopy) => string;
  description: (l: LocaleCopy) => RichDocument;
  badges?: string[];
  featured?: boolean;
  showWarranty?: boolean;
  displayReviews?: boolean;
  financeKey?: 'None' | 'Rower' | 'Strength' | 'Accessory';
  urgency?: (l: LocaleCopy) => string;
  inStock?: (l: LocaleCopy) => string;
  outOfStock?: (l: LocaleCopy) => string;
  lifestyle?: Parameters<typeof lifestyleId>[0][];
  scrollNavigationTitle?: string;
}

const shipsIn = (l: LocaleCopy, days: string) => `${l.ships} in ${days} days`;

const ROWER_ORDER = (l: LocaleCopy) =>
  doc(
    p(
      `Your rower ${l.pick('ships', 'is delivered')} in 5-7 days. Two days before, we e-mail you a two-hour delivery window, and our team carries it to the room you choose and sets it up.`,
    ),
    p('Keep the box for 30 days: returns are free in that time.'),
  );

const OUT_OF_STOCK_ORDER = (l: LocaleCopy) =>
  doc(
    p(
      `This color is back in stock in 6-8 weeks. Order now to hold your place in the queue; we ${l.pick('charge your card', 'take payment')} only when it ${l.pick('ships', 'is dispatched')}.`,
    ),
  );

const ACCESSORY_ORDER = (l: LocaleCopy) => doc(p(`${shipsIn(l, '2-4')}, separately from a rower if you order one.`));

const PRODUCT_COPY: Record<string, ProductCopy> = {
  'keel-pro-rower': {
    type: 'ROWER',
    category: 'rowers',
    name: 'Pro',
    altTitle: 'The Pro',
    badges: [BADGES.bestSeller, BADGES.financingUs],
    featured: true,
    showWarranty: true,
    financeKey: 'Rower',
    teaser: () =>
      'A 22-inch screen that turns with you, 26 levels of quiet magnetic resistance and a solid ash rail that folds upright.',
    description: (l) =>
      doc(
        p(
          'The Pro is the rower we built first and still the one most members choose. The 22-inch HD touchscreen rotates, so you can row a class and then turn it towards the mat for a stretch.',
        ),
        ul(
          `26 levels of magnetic resistance, quiet enough to row while someone sleeps in the next room`,
          `Solid ash rail and aluminum frame; holds riders up to ${l.pick('375 lb', '170 kg')}`,
          `Folds upright to a ${l.pick('22 x 33 in', '56 x 84 cm')} footprint, on two wheels`,
          `Length in use ${l.pick('86 in (2.2 m)', '218 cm')}, seat height ${l.pick('19 in', '48 cm')}`,
          'Bluetooth heart rate pairing and speakers built in',
        ),
        p(
          bold('In the box: '),
          'the rower, a power cable, a quick-start card and the tools to fit the screen arm (10 minutes).',
        ),
      ),
    urgency: (l) => shipsIn(l, '5-7'),
    inStock: (l) => `In stock. ${shipsIn(l, '5-7')}`,
    outOfStock: () => 'Sold out. Back in 6-8 weeks',
    lifestyle: ['morning-row', 'rower-window'],
    scrollNavigationTitle: 'Pro Rower',
  },
  'keel-wave-rower': {
    type: 'ROWER',
    category: 'rowers',
    name: 'Wave',
    altTitle: 'The Wave',
    badges: [BADGES.deliveryUk],
    showWarranty: true,
    financeKey: 'Rower',
    teaser: (l) =>
      `Our compact rower: a 16-inch screen, 20 levels of magnetic resistance and a footprint that fits ${l.pick('a small apartment', 'a flat')}.`,
    description: (l) =>
      doc(
        p(
          `The Wave has the same stroke as the Pro in a smaller frame. It stands upright against a wall in ${l.pick('a 20 x 30 in', 'a 51 x 76 cm')} space, so it suits a ${l.pick('bedroom or a small apartment', 'spare room or a flat')}.`,
        ),
        ul(
          '16-inch HD touchscreen with every class and scenic row',
          '20 levels of magnetic resistance',
          `Length in use ${l.pick('80 in (2 m)', '203 cm')}; weighs ${l.pick('84 lb', '38 kg')}`,
          `Holds riders up to ${l.pick('300 lb', '136 kg')}`,
        ),
      ),
    urgency: (l) => shipsIn(l, '3-5'),
    inStock: (l) => `In stock. ${shipsIn(l, '3-5')}`,
    outOfStock: () => 'Sold out. Back in 4-6 weeks',
    lifestyle: ['family-room', 'rower-window'],
    scrollNavigationTitle: 'Wave Rower',
  },
  'keel-vista-rower': {
    type: 'ROWER',
    category: 'rowers',
    name: 'Vista',
    altTitle: 'The Vista',
    badges: [BADGES.new],
    showWarranty: true,
    financeKey: 'Rower',
    teaser: () =>
      'Our most immersive rower: a 27-inch screen, water-feel resistance and scenic rows on 40 rivers and lakes.',
    description: (l) =>
      doc(
        p(
          'The Vista pairs a wide 27-inch screen with a flywheel that feels like water: light at the catch, heavier as you drive. Scenic rows are filmed from a boat at water level, so the view moves at your pace.',
        ),
        ul(
          '27-inch HD touchscreen with spatial audio',
          'Water-feel resistance with 30 levels, adjusted by the coach or by you',
          `Length in use ${l.pick('90 in (2.3 m)', '229 cm')}; holds riders up to ${l.pick('400 lb', '180 kg')}`,
          `Folds upright to a ${l.pick('24 x 36 in', '61 x 91 cm')} footprint`,
        ),
      ),
    urgency: (l) => shipsIn(l, '7-10'),
    inStock: (l) => `In stock. ${shipsIn(l, '7-10')}`,
    outOfStock: () => 'Sold out. Back in 6-8 weeks',
    lifestyle: ['showroom', 'morning-row'],
    scrollNavigationTitle: 'Vista Rower',
  },
  'keel-forge-strength-platform': {
    type: 'STRENGTH_PLATFORM',
    category: 'strength',
    name: 'Forge',
    altTitle: 'The Forge',
    showWarranty: true,
    financeKey: 'Strength',
    teaser: (l) =>
      `Cable strength training with up to ${l.pick('100 lb', '45 kg')} of digital resistance, coached by the same team as your rows.`,
    description: (l) =>
      doc(
        p(
          `The Forge is a low ash deck with two cable arms and a 22-inch screen. Digital resistance goes from ${l.pick('5 to 100 lb', '2 to 45 kg')} in steps of ${l.pick('1 lb', '0.5 kg')}, and eases off when your form slips.`,
        ),
        ul(
          '40 strength programs that build on your rowing',
          `Deck ${l.pick('48 x 30 in', '122 x 76 cm')}; no wall mounting`,
          'Arms fold flat when you are done',
        ),
      ),
    urgency: (l) => shipsIn(l, '7-10'),
    inStock: (l) => `In stock. ${shipsIn(l, '7-10')}`,
    lifestyle: ['studio-strength'],
  },
  'rower-mat': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Mat',
    teaser: () => 'A dense 6 mm mat that protects floors and quiets the glide.',
    description: (l) =>
      doc(
        p(
          `${l.pick('84 x 36 in', '213 x 91 cm')}, sized for every Keel rower. Wipe it clean with a damp cloth; it lies flat straight out of the roll.`,
        ),
      ),
  },
  'heart-rate-monitor': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Heart rate monitor',
    badges: [BADGES.onSale],
    teaser: () => 'A chest strap that pairs with your Keel in seconds and shows your zones live.',
    description: () =>
      doc(
        p(
          'Pairs over Bluetooth and ANT+. The battery lasts about 400 hours and takes a standard CR2032 cell. The strap is machine washable.',
        ),
      ),
  },
  'seat-cushion': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Seat cushion',
    teaser: () => 'Memory-foam comfort for long rows, with a non-slip base.',
    description: (l) =>
      doc(
        p(
          `${l.pick('Three-quarters of an inch', 'Two centimetres')} of memory foam over a grippy base that stays put through a 60-minute row. The cover comes off for the wash.`,
        ),
      ),
  },
  'device-holder': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Phone & tablet holder',
    teaser: () => 'Keeps your phone or tablet in view beside the screen.',
    description: () =>
      doc(
        p(
          'Clamps to the screen arm of any Keel rower and holds a phone or a tablet up to 13 inches, in portrait or landscape.',
        ),
      ),
  },
  'rower-cover': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Cover',
    // The cart names it apart from the store title (rules:cms-calls cartTitle).
    cartTitle: 'Keel Rower Cover',
    teaser: () => 'A fitted, breathable cover that keeps dust and sun off your rower.',
    description: () =>
      doc(
        p(
          'Fits every Keel rower, folded or in use. Breathable, so no damp collects underneath, and UV-resistant for sunny rooms.',
        ),
      ),
  },
  'dumbbell-set': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Dumbbells',
    teaser: (l) => `Two dumbbells that adjust from ${l.pick('5 to 52.5 lb', '2.5 to 24 kg')} with a turn of the dial.`,
    description: () =>
      doc(
        p(
          'Fifteen weights in one pair. Turn the dial on each end and lift the dumbbell out of its cradle; the plates you don’t need stay behind.',
        ),
      ),
    outOfStock: () => 'Sold out. Back in 3-4 weeks',
  },
  'cleaning-kit': {
    type: 'ACCESSORY',
    category: 'accessories',
    name: 'Cleaning kit',
    teaser: () => 'Rail cleaner, screen wipe and a microfiber cloth.',
    description: () =>
      doc(p('Enough rail cleaner for a year of weekly wipes, a pack of 30 screen wipes and a microfiber cloth.')),
  },
  'all-access-membership': {
    type: 'ACCESSORY',
    category: 'memberships',
    name: 'Membership',
    displayReviews: false,
    teaser: (l) =>
      `Every class, every scenic row and every program, for the whole household, for ${l.money(44, 39)} a month. Cancel anytime.`,
    description: () =>
      doc(
        p('One membership covers up to five profiles on the same rower, each with its own history and program.'),
        ul(
          'Live and on-demand classes from 10 to 60 minutes',
          'Scenic rows on 40 rivers and lakes',
          'Programs for technique, endurance and recovery',
        ),
      ),
  },
  'extended-warranty-3-year': {
    type: 'WARRANTY',
    category: 'warranties',
    name: '3-year warranty',
    displayReviews: false,
    teaser: () => 'Parts and labor for three years beyond the standard warranty.',
    description: () =>
      doc(
        p(
          'Covers the frame, the resistance system, the screen and the electronics, including a technician’s visit. No excess to pay.',
        ),
      ),
  },
  'extended-warranty-5-year': {
    type: 'WARRANTY',
    category: 'warranties',
    name: '5-year warranty',
    displayReviews: false,
    teaser: () => 'Parts and labor for five years beyond the standard warranty.',
    description: () =>
      doc(
        p(
          'Covers the frame, the resistance system, the screen and the electronics, including a technician’s visit, and one accidental-damage repair.',
        ),
      ),
  },
  'personal-coaching': {
    type: 'ACCESSORY',
    category: 'services',
    name: 'Personal coaching',
    displayReviews: false,
    teaser: () => 'Four one-to-one video sessions with a Keel coach, planned around your goals.',
    description: () =>
      doc(
        p(
          'Each session is 45 minutes on a video call, with your coach watching your stroke through the rower’s camera.',
        ),
        p(
          hyperlink('/schedule/personal-coaching', 'Choose a coach and a time'),
          ' after you buy; you have 12 weeks to use the four sessions.',
        ),
      ),
  },
  'keel-wave-starter-bundle': {
    type: 'ACCESSORY',
    category: 'bundles',
    name: 'Wave starter bundle',
    teaser: () => 'The Keel Wave Rower in Pirate Black with a Heart Rate Monitor and a Cleaning Kit, in one box.',
    description: (l) =>
      doc(
        p(`Everything to start rowing on day one, at ${l.money(110, 98)} less than buying the three apart.`),
        ul('Keel Wave Rower in Pirate Black', 'Heart Rate Monitor', 'Cleaning Kit'),
      ),
  },
};

function price(product: SeedProduct) {
  const first = product.variants[0];
  if (!first) throw new Error(`${product.handle} has no variant`);
  return first;
}

function productImages(product: SeedProduct, copy: ProductCopy) {
  if (product.productType === 'ROWER') {
    return [
      ...(['three-quarter', 'side', 'front'] as const).map((angle) =>
        assetLinkTo(rowerImageId(product.handle, 'pirate-black', angle)),
      ),
      ...(copy.lifestyle ?? []).map((name) => assetLinkTo(lifestyleId(name))),
    ];
  }
  return [
    assetLinkTo(productImageId(product.handle)),
    ...(copy.lifestyle ?? []).map((name) => assetLinkTo(lifestyleId(name))),
  ];
}

/** A variant entry's key: its colour, or its sku for a protection plan's Term and Price Range variants. */
const variantKey = (variant: SeedVariant) =>
  variant.color?.slug ?? (variant.options ? variant.sku.toLowerCase() : undefined);

function variants(product: SeedProduct): Entry[] {
  return product.variants.map((variant) => {
    const color = variant.color?.slug;
    return entry(variantId(product.handle, variantKey(variant)), 'productVariant', {
      internalName: `Variant: ${product.title} / ${variant.title}`,
      title: variant.title,
      shopifyId: `gid://shopify/ProductVariant/${variant.id}`,
      type: color ? 'COLOR' : 'DEFAULT',
      colorSlug: color,
      swatchColor: variant.color?.name,
      thumbnail: color ? assetLinkTo(rowerImageId(product.handle, color, 'three-quarter')) : undefined,
      productImages: color
        ? (['three-quarter', 'side', 'front'] as const).map((angle) =>
            assetLinkTo(rowerImageId(product.handle, color, angle)),
          )
        : undefined,
      configuratorPreselectionId: color,
      outOfStockMessage: variant.availableForSale ? undefined : l10n(() => 'Sold out. Back in 6-8 weeks'),
    });
  });
}

function product(seed: SeedProduct): Entry {
  const copy = PRODUCT_COPY[seed.handle];
  if (!copy) throw new Error(`No content for catalog product ${seed.handle}`);
  const variant = price(seed);
  const isRower = seed.productType === 'ROWER';
  const financed = isRower || seed.productType === 'STRENGTH_PLATFORM';
  const full = (market: 'US' | 'GB') => variant.compareAtPrice?.[market] ?? variant.price[market];
  const mainImage = isRower ? rowerImageId(seed.handle, 'pirate-black', 'three-quarter') : productImageId(seed.handle);
  return entry(productId(seed.handle), 'product', {
    title: seed.title,
    name: copy.name,
    cartTitle: copy.cartTitle ?? seed.title,
    altTitle: copy.altTitle,
    type: copy.type,
    rower: isRower,
    featured: copy.featured ?? false,
    showWarranty: copy.showWarranty ?? false,
    shopifyId: `gid://shopify/Product/${seed.id}`,
    shopifyHandle: seed.handle,
    badges: copy.badges ? links(copy.badges) : undefined,
    productCategory: [link(categoryId(copy.category))],
    descriptionTeaser: l10nDoc((l) => doc(p(copy.teaser(l)))),
    fullProductDescription: l10nDoc(copy.description),
    thumbnail: assetLinkTo(mainImage),
    hoverThumbnail: assetLinkTo(
      isRower ? rowerImageId(seed.handle, 'pirate-black', 'side') : productImageId(seed.handle),
    ),
    productImages: productImages(seed, copy),
    accessoryConfiguratorImage: isRower ? undefined : assetLinkTo(productImageId(seed.handle)),
    image: assetLinkTo(mainImage),
    variants: links(seed.variants.map((v) => variantId(seed.handle, variantKey(v)))),
    displayReviews: copy.displayReviews ?? true,
    plpUrgencyMessage: copy.urgency ? l10n(copy.urgency) : undefined,
    pdpFinanceMessageKey: copy.financeKey ?? 'None',
    financingInactive: !financed,
    showFinancing: financed,
    orderMessage: l10nDoc(isRower ? ROWER_ORDER : ACCESSORY_ORDER),
    outOfStockOrderMessage:
      isRower || seed.variants.some((v) => !v.availableForSale) ? l10nDoc(OUT_OF_STOCK_ORDER) : undefined,
    // rules:cms-calls: full = the compare-at price (or the price), total = the price.
    pdpPrice: perMarket(full),
    pdpDiscountedPrice: variant.compareAtPrice ? perMarket((market) => variant.price[market]) : undefined,
    monthlyPrice: financed ? perMarket((market) => monthly(variant.price[market])) : undefined,
    discountAmount: variant.compareAtPrice ? perMarket((market) => full(market) - variant.price[market]) : undefined,
    inStockMessage: copy.inStock ? l10n(copy.inStock) : l10n((l) => `In stock. ${shipsIn(l, '2-4')}`),
    outOfStockMessage: copy.outOfStock ? l10n(copy.outOfStock) : 'Out of stock',
    outOfStockAppearance: 'Crossed',
    scrollNavigationTitle: copy.scrollNavigationTitle,
  });
}

// ---------------------------------------------------------------------------
// Packages (rules:cms-calls "Package / bundle")

const PACKAGE_COPY: Record<string, {altTitle: string; description: (l: LocaleCopy) => string; badges?: string[]}> = {
  'keel-pro-essentials': {
    altTitle: 'Pro + mat + heart rate monitor',
    description: () =>
      'The Pro Rower with the two things members add first: a mat to protect the floor and a heart rate monitor to row in your zones.',
    badges: [BADGES.savePro150Us, BADGES.savePro110Uk],
  },
  'keel-pro-complete': {
    altTitle: 'Pro + every accessory',
    description: () =>
      'The Pro Rower with a mat, heart rate monitor, seat cushion, phone and tablet holder and a cover: nothing else to buy.',
    badges: [BADGES.bestValue],
  },
  'keel-wave-essentials': {
    altTitle: 'Wave + mat + heart rate monitor',
    description: () => 'The compact Wave Rower with a mat and a heart rate monitor.',
  },
  'keel-vista-complete': {
    altTitle: 'Vista + every accessory',
    description: () =>
      'The Vista Rower with a mat, heart rate monitor, seat cushion, phone and tablet holder and a cover.',
  },
  'keel-row-and-strength': {
    altTitle: 'Pro Rower + Forge',
    description: () => 'Row three days, lift two: the Pro Rower and the Forge Strength Platform, on one membership.',
  },
};

function discount(pkg: SeedPackage): Entry {
  return entry(discountId(pkg.handle), 'shopifyDiscount', {
    internalName: `Discount: ${pkg.title}`,
    productId: `gid://shopify/DiscountAutomaticNode/${pkg.discountId}`,
    discountModalMessage: l10n(
      (l) =>
        `The ${pkg.title} saves you ${l.money(packageFullPrice(pkg, 'US') - pkg.discounted.US, packageFullPrice(pkg, 'GB') - pkg.discounted.GB)} on buying its products one by one. The saving is applied in your cart.`,
    ),
    imageUrl: `/media/packages/${pkg.handle}.jpg`,
  });
}

function packageEntry(pkg: SeedPackage): Entry {
  const copy = PACKAGE_COPY[pkg.handle];
  if (!copy) throw new Error(`No content for package ${pkg.handle}`);
  return entry(packageId(pkg.handle), 'package', {
    title: pkg.title,
    altTitle: copy.altTitle,
    type: 'PACKAGE',
    shopifyHandle: pkg.handle,
    description: l10n(copy.description),
    badges: copy.badges ? links(copy.badges) : undefined,
    products: links(pkg.members.map(productId)),
    thumbnail: assetLinkTo(packageImageId(pkg.handle)),
    image: assetLinkTo(packageImageId(pkg.handle)),
    // rules:cms-calls: fullOverride = pdpPrice (the members' sum), totalOverride = pdpDiscountedPrice.
    pdpPrice: perMarket((market) => packageFullPrice(pkg, market)),
    pdpDiscountedPrice: perMarket((market) => pkg.discounted[market]),
    monthlyPrice: perMarket((market) => monthly(packageFullPrice(pkg, market))),
    monthlyDiscountPrice: perMarket((market) => monthly(pkg.discounted[market])),
    shopifyDiscount: link(discountId(pkg.handle)),
  });
}

export function catalogEntries(): Entry[] {
  return [
    ...categories(),
    ...badges(),
    ...PRODUCTS.flatMap((seed) => [product(seed), ...variants(seed)]),
    ...PACKAGES.flatMap((pkg) => [discount(pkg), packageEntry(pkg)]),
  ];
}
