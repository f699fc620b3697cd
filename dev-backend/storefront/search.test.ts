import {decodeEncodedVariant} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {productByHandle} from '../seed/catalog';
import {discountCodeWarnings} from './discountCodes';
import {
  encodeVariantCombinations,
  escapeHtml,
  matchesFilters,
  parseSearchQuery,
  querySuggestions,
  relevance,
} from './search';

const product = (handle: string) => {
  const found = productByHandle(handle);
  if (!found) throw new Error(handle);
  return found;
};

describe('parseSearchQuery', () => {
  it('splits words, quoted phrases, fields, negations and OR alternatives', () => {
    expect(parseSearchQuery('pro "heart rate" -cover product_type:ROWER OR mat')).toEqual([
      [
        {field: null, value: 'pro', negated: false, phrase: false},
        {field: null, value: 'heart rate', negated: false, phrase: true},
        {field: null, value: 'cover', negated: true, phrase: false},
        {field: 'product_type', value: 'rower', negated: false, phrase: false},
      ],
      [{field: null, value: 'mat', negated: false, phrase: false}],
    ]);
  });

  it('drops punctuation and markup, keeps unknown fields as plain words, and answers nothing for blank input', () => {
    expect(parseSearchQuery('<script>alert(1)</script>')).toEqual([
      [{field: null, value: 'script alert 1 script', negated: false, phrase: false}],
    ]);
    expect(parseSearchQuery('colour:red')[0]?.[0]?.field).toBeNull();
    expect(parseSearchQuery('   ')).toEqual([]);
    expect(parseSearchQuery('OR AND')).toEqual([]);
  });
});

describe('relevance', () => {
  it('ranks a title match above a description match and needs every word', () => {
    const pro = product('keel-pro-rower');
    const mat = product('rower-mat');
    expect(relevance(pro, parseSearchQuery('pro rower'), false)).toBeGreaterThan(0);
    expect(relevance(mat, parseSearchQuery('pro rower'), false)).toBe(0);
    expect(relevance(pro, parseSearchQuery('rowers'), false)).toBeGreaterThan(0);
    expect(relevance(product('heart-rate-monitor'), parseSearchQuery('monit'), false)).toBe(0);
    expect(relevance(product('heart-rate-monitor'), parseSearchQuery('monit'), true)).toBeGreaterThan(0);
    expect(relevance(pro, parseSearchQuery('rower -pro'), false)).toBe(0);
    expect(relevance(pro, parseSearchQuery('sku:KEEL-PRO-RIVER'), false)).toBeGreaterThan(0);
  });
});

describe('matchesFilters', () => {
  it('ANDs different filters and ORs the same filter given twice', () => {
    const pro = product('keel-pro-rower');
    expect(matchesFilters(pro, [{productType: 'ROWER'}, {available: true}], 'US')).toBe(true);
    expect(matchesFilters(pro, [{productType: 'ACCESSORY'}, {productType: 'ROWER'}], 'US')).toBe(true);
    expect(matchesFilters(pro, [{productType: 'ROWER'}, {price: {max: 100}}], 'US')).toBe(false);
    expect(matchesFilters(pro, [{variantOption: {name: 'Color', value: 'river'}}], 'GB')).toBe(true);
  });
});

describe('escaping', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('marks the completion of a suggestion and never echoes markup', () => {
    const [first] = querySuggestions('keel p', [product('keel-pro-rower')]);
    expect(first).toMatchObject({text: 'keel pro', styledText: 'keel p<mark>ro</mark>'});
    expect(querySuggestions('<b>', [product('keel-pro-rower')])).toEqual([]);
  });
});

describe('encodeVariantCombinations', () => {
  it('writes the trie that hydrogen-react decodes (the example of the Storefront API docs)', () => {
    const combinations = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const encoded = encodeVariantCombinations(combinations);
    expect(encoded).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
    expect(decodeEncodedVariant(encoded)).toEqual(combinations);
  });

  it('writes ranges and gaps for one option, and nothing for no variant', () => {
    expect(encodeVariantCombinations([[0], [1], [3], [4]])).toBe('v1_0-1 3-4,');
    expect(decodeEncodedVariant('v1_0-1 3-4,')).toEqual([[0], [1], [3], [4]]);
    expect(encodeVariantCombinations([])).toBe('');
  });
});

describe('discountCodeWarnings', () => {
  it('names an unknown code, a code under its minimum, and nothing for a code that applies', () => {
    expect(discountCodeWarnings(['NOPE'], 1000, 'US')).toEqual([
      {code: 'DISCOUNT_NOT_FOUND', message: 'Enter a valid discount code'},
    ]);
    expect(discountCodeWarnings(['KEEL50'], 449, 'GB')).toEqual([
      {code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: 'This discount requires a minimum purchase of £450.00'},
    ]);
    expect(discountCodeWarnings(['keel50'], 500, 'US')).toEqual([]);
  });
});
