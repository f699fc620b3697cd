import {describe, expect, it} from 'vitest';
import {availability, gtin13, jsonLdScript, organizationJsonLd, productJsonLd} from './structuredData';

const NOW = new Date('2026-11-21T12:00:00Z');

const BASE = {
  name: 'Keel Pro Rower',
  url: 'https://keel.example/products/rowers/keel-pro-rower/',
  images: ['https://keel.example/a.jpg'],
  sku: 'KEEL-PRO-PIRATE-BLACK',
  barcode: '860123410010',
  brand: 'Keel',
  price: 2495,
  currency: 'USD',
  productAvailableForSale: true,
  now: NOW,
};

describe('gtin13 (rules:product-states)', () => {
  it('left-pads barcodes to 13 digits', () => {
    expect(gtin13('860123410010')).toBe('0860123410010');
    expect(gtin13('5060123430017')).toBe('5060123430017');
    expect(gtin13('12345')).toBe('0000000012345');
  });

  it('has none for an empty or too long barcode', () => {
    expect(gtin13('')).toBeUndefined();
    expect(gtin13(null)).toBeUndefined();
    expect(gtin13('12345678901234')).toBeUndefined();
  });
});

describe('productJsonLd', () => {
  it('holds gtin13 and an offer in the locale currency', () => {
    const data = productJsonLd({...BASE, currency: 'GBP', price: 2295});
    expect(data.gtin13).toBe('0860123410010');
    expect(data.offers).toMatchObject({
      price: '2295.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    });
  });

  it('takes availability from the selected colour variant first (rules:product-states)', () => {
    expect(availability(false, true)).toBe('https://schema.org/OutOfStock');
    expect(availability(undefined, false)).toBe('https://schema.org/OutOfStock');
    expect(availability(true, false)).toBe('https://schema.org/InStock');
  });

  it('includes validFrom only if past and validThrough only if future (rules:product-states)', () => {
    const past = productJsonLd({...BASE, validFrom: '2026-01-01', validUntil: '2027-01-01'}).offers as Record<
      string,
      unknown
    >;
    expect(past.validFrom).toBe('2026-01-01');
    expect(past.priceValidUntil).toBe('2027-01-01');
    const wrongWay = productJsonLd({...BASE, validFrom: '2027-01-01', validUntil: '2026-01-01'}).offers as Record<
      string,
      unknown
    >;
    expect(wrongWay).not.toHaveProperty('validFrom');
    expect(wrongWay).not.toHaveProperty('priceValidUntil');
  });

  it('adds a rating only with reviews', () => {
    expect(productJsonLd({...BASE, rating: {value: 4.8, count: 1203}}).aggregateRating).toMatchObject({
      ratingValue: 4.8,
      reviewCount: 1203,
    });
    expect(productJsonLd({...BASE, rating: {value: 0, count: 0}})).not.toHaveProperty('aggregateRating');
  });
});

describe('organizationJsonLd and the script text', () => {
  it('describes the organisation', () => {
    expect(
      organizationJsonLd({
        name: 'Keel',
        url: 'https://keel.example',
        logoUrl: 'https://keel.example/logo.svg',
        telephone: '+1 800 555 0100',
      }),
    ).toMatchObject({
      '@type': 'Organization',
      logo: 'https://keel.example/logo.svg',
      telephone: '+1 800 555 0100',
    });
  });

  it('escapes < so the JSON cannot close its script tag', () => {
    expect(jsonLdScript({name: '</script><script>alert(1)</script>'})).not.toContain('</script>');
  });
});
