import {describe, expect, it} from 'vitest';
import {LOCALES} from '../i18n';
import {
  buildPrice,
  bestPackageSaving,
  bundleFullPrice,
  commercePrice,
  defaultPriceMode,
  effectivePrice,
  financingAvailable,
  monthlyPrice,
  priceDisplay,
  PRICE_TAB_LABELS,
  productBlockTitle,
  savingLabel,
  showsDiscount,
  togglePriceMode,
  variantOverride,
} from './pricing';

const US = LOCALES['en-US'];
const GB = LOCALES['en-GB'];

describe('monthly price (rules:pricing-rules: ceil(price / 48))', () => {
  it('gives the catalog figures for the three rowers', () => {
    expect(monthlyPrice(2495)).toBe(52);
    expect(monthlyPrice(1895)).toBe(40);
    expect(monthlyPrice(2995)).toBe(63);
  });

  it('rounds up any remainder', () => {
    expect(monthlyPrice(48)).toBe(1);
    expect(monthlyPrice(49)).toBe(2);
    expect(monthlyPrice(0)).toBe(0);
  });
});

describe('commerce price (rules:pricing-rules)', () => {
  it('uses the compare-at price as full when there is no discount', () => {
    expect(commercePrice({price: 89, compareAtPrice: 109})).toEqual({full: 109, total: 89, savings: 20});
    expect(commercePrice({price: 129})).toEqual({full: 129, total: 129, savings: 0});
  });

  it('with a discount amount, full = price and total = price - amountOff', () => {
    expect(commercePrice({price: 2920, compareAtPrice: 3000, amountOff: 225})).toEqual({
      full: 2920,
      total: 2695,
      savings: 225,
    });
  });

  it('never goes below zero', () => {
    expect(commercePrice({price: 40, amountOff: 50}).total).toBe(0);
  });
});

describe('overrides and variant prices', () => {
  it('lets CMS overrides win and derives savings and monthly figures', () => {
    const price = buildPrice({price: 2920, overrides: {pdpPrice: 2920, pdpDiscountedPrice: 2695}});
    expect(price.savingsOverride).toBe(225);
    expect(effectivePrice(price)).toEqual({full: 2920, total: 2695, savings: 225, monthly: 61, monthlyDiscounted: 57});
  });

  it('records the variant difference from the default variant', () => {
    expect(buildPrice({price: 2595, defaultVariantPrice: 2495}).variantDiffFromDefault).toBe(100);
  });

  it('adds a dearer variant’s difference to the parent pdpPrice (rules:pricing-rules)', () => {
    expect(variantOverride(2495, 2595, 2495)).toBe(2595);
    expect(variantOverride(2563, 2595, 2495)).toBe(2663);
    expect(variantOverride(2495, 2495, 2495)).toBe(2495);
  });

  it('does not apply to a cheaper variant or without a parent price', () => {
    expect(variantOverride(2495, 2395, 2495)).toBeUndefined();
    expect(variantOverride(null, 2595, 2495)).toBeUndefined();
  });
});

describe('bundle prices (rules:pricing-rules)', () => {
  /** The Pro (2495) with a mat and a heart rate monitor (129 + 89 = 2713). */
  const proBundle = (bundlePrice: number, isBundlePage: boolean) =>
    bundleFullPrice({packageId: 'p', bundlePrice, mainPrice: 2495, secondaryPrices: [129, 89], isBundlePage});

  it('gives a synthetic package (id none) its main product’s price', () => {
    expect(
      bundleFullPrice({
        packageId: 'none',
        bundlePrice: 9999,
        mainPrice: 2495,
        secondaryPrices: [129],
        isBundlePage: true,
      }),
    ).toBe(2495);
  });

  it('recomputes a bundle as main + secondaries on bundle pages, main only elsewhere', () => {
    expect(proBundle(0, true)).toBe(2713);
    expect(proBundle(0, false)).toBe(2495);
  });

  it('keeps a price that already equals the sum', () => {
    expect(proBundle(2713, true)).toBe(2713);
  });
});

describe('price display (rules:pricing-rules)', () => {
  it('shows the Pro as $52/mo or $2,495 in financing mode (en-US)', () => {
    expect(priceDisplay({full: 2495, total: 2495}, {locale: US, mode: 'FINANCING'})).toEqual([
      {kind: 'monthly', text: '$52/mo'},
      {kind: 'or', text: 'or'},
      {kind: 'current', text: '$2,495'},
    ]);
  });

  it('shows no financing in en-GB, whatever the mode', () => {
    expect(priceDisplay({full: 2295, total: 2295}, {locale: GB, mode: 'FINANCING'})).toEqual([
      {kind: 'current', text: '£2,295'},
    ]);
  });

  it('strikes the full price when the total is lower (Heart Rate Monitor)', () => {
    expect(priceDisplay({full: 109, total: 89}, {locale: US, mode: 'FULL_PRICE'})).toEqual([
      {kind: 'struck', text: '$109'},
      {kind: 'current', text: '$89'},
    ]);
  });

  it('strikes the monthly full price too in financing mode', () => {
    expect(priceDisplay({full: 2920, total: 2695}, {locale: US, mode: 'FINANCING'})).toEqual([
      {kind: 'struck', text: '$61/mo'},
      {kind: 'monthly', text: '$57/mo'},
      {kind: 'or', text: 'or'},
      {kind: 'struck', text: '$2,920'},
      {kind: 'current', text: '$2,695'},
    ]);
  });

  it('says Free when there is a full price and the total is 0', () => {
    expect(priceDisplay({full: 44, total: 0}, {locale: US, mode: 'FINANCING'})).toEqual([{kind: 'free', text: 'Free'}]);
    expect(priceDisplay({full: 0, total: 0}, {locale: US, mode: 'FULL_PRICE'})).toEqual([
      {kind: 'current', text: '$0'},
    ]);
  });

  it('shows a discount only when it is lower', () => {
    expect(showsDiscount(100, 90)).toBe(true);
    expect(showsDiscount(100, 100)).toBe(false);
    expect(showsDiscount(100, 120)).toBe(false);
    expect(showsDiscount(100, null)).toBe(false);
  });
});

describe('price mode (rules:pricing-states)', () => {
  it('defaults to financing in the US and full price in the UK (our reading)', () => {
    expect(defaultPriceMode(US)).toBe('FINANCING');
    expect(defaultPriceMode(GB)).toBe('FULL_PRICE');
    expect(financingAvailable(US)).toBe(true);
    expect(financingAvailable(GB)).toBe(false);
  });

  it('toggles between the modes and labels the tabs as the spec does', () => {
    expect(togglePriceMode('FINANCING')).toBe('FULL_PRICE');
    expect(togglePriceMode('FULL_PRICE')).toBe('FINANCING');
    expect(PRICE_TAB_LABELS).toEqual({TEXT: 'Text', FINANCING_PRICE: 'Financing', FULL_PRICE: 'Full Price'});
  });
});

describe('product-block titles and savings labels (rules:pricing-rules, rules:pricing-display)', () => {
  it('replaces *** with the savings in the locale currency', () => {
    expect(productBlockTitle('Save *** with the package', {full: 2920, total: 2695}, US)).toBe(
      'Save $225 with the package',
    );
    expect(productBlockTitle('Save ***', {full: 2672, total: 2469}, GB)).toBe('Save £203');
  });

  it('gives an empty title when there are no savings, and leaves other titles alone', () => {
    expect(productBlockTitle('Save ***', {full: 100, total: 100}, US)).toBe('');
    expect(productBlockTitle('Complete your setup', {full: 100, total: 100}, US)).toBe('Complete your setup');
  });

  it('writes Saving {currency}{amount}', () => {
    expect(savingLabel(150, US)).toBe('Saving $150');
    expect(savingLabel(110, GB)).toBe('Saving £110');
  });
});

describe('bestPackageSaving (rules:pricing-rules)', () => {
  it('is the largest pdpPrice - pdpDiscountedPrice, and a package without a discounted price saves nothing', () => {
    expect(
      bestPackageSaving([
        {pdpPrice: 2713, pdpDiscountedPrice: 2563},
        {pdpPrice: 3120, pdpDiscountedPrice: 2920},
      ]),
    ).toBe(200);
    expect(bestPackageSaving([{pdpPrice: 2713, pdpDiscountedPrice: null}])).toBe(0);
    expect(bestPackageSaving([])).toBe(0);
  });
});
