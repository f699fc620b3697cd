import {describe, expect, it} from 'vitest';
import {bandHolds, optionValue, planVariantFor, priceRangeBounds} from './protectionPlanBands';

const band = (term: string, priceRange: string, id: string) => ({term, priceRange, id});
const FIVE_YEARS = [
  band('5 Years', '1,500-1,999.99', 'a'),
  band('5 Years', '2,000-2,499.99', 'b'),
  band('5 Years', '2,500-2,999.99', 'c'),
];

describe('protection-plan price bands (decision 0082)', () => {
  it('reads a Price Range option as its bounds', () => {
    expect(priceRangeBounds('2,000-2,499.99')).toEqual({min: 2000, max: 2499.99});
    expect(priceRangeBounds('500-999.99')).toEqual({min: 500, max: 999.99});
    expect(priceRangeBounds('Default Title')).toBeNull();
    expect(priceRangeBounds('3,000-2,000')).toBeNull();
  });

  it('holds a price between its ends, the ends included', () => {
    expect(bandHolds('2,000-2,499.99', 2495)).toBe(true);
    expect(bandHolds('2,000-2,499.99', 2000)).toBe(true);
    expect(bandHolds('2,000-2,499.99', 2595)).toBe(false);
    expect(bandHolds(null, 2495)).toBe(false);
  });

  it('chooses the variant of the chosen Term whose band holds the covered price, its ends included', () => {
    expect(planVariantFor(FIVE_YEARS, '5 Years', 2495)?.id).toBe('b');
    expect(planVariantFor(FIVE_YEARS, '5 Years', 2595)?.id).toBe('c');
    expect(planVariantFor(FIVE_YEARS, '5 Years', 2000)?.id).toBe('b');
    expect(planVariantFor(FIVE_YEARS, '5 Years', 2499.99)?.id).toBe('b');
    expect(planVariantFor(FIVE_YEARS, '3 Years', 2495)).toBeUndefined();
    expect(planVariantFor(FIVE_YEARS, '5 Years', 3145)).toBeUndefined();
  });

  it('reads an option of a commerce variant', () => {
    const variant = {
      selectedOptions: [
        {name: 'Term', value: '3 Years'},
        {name: 'Price Range', value: '1,500-1,999.99'},
      ],
    };
    expect(optionValue(variant, 'Price Range')).toBe('1,500-1,999.99');
    expect(optionValue(variant, 'Color')).toBeNull();
  });
});
