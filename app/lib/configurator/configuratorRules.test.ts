import {describe, expect, it} from 'vitest';
import {
  CLEANING,
  DUMBBELLS,
  MAT,
  MEMBERSHIP,
  NO_WARRANTY,
  PRO_COMPLETE,
  PRO_ESSENTIALS,
  ROWER_ONLY,
  WARRANTY_5,
  colorItems,
  proConfigurator,
} from './fixture';
import type {ConfiguratorItem, ConfiguratorStep, WarrantyBand} from './model';
import {lineType} from '../cart/normalizeCart';
import {
  autoScrollTarget,
  bodySteps,
  cartLinesFor,
  stepsInScope,
  configurationTotal,
  defaultItems,
  initialState,
  isSelected,
  isValid,
  postAddPath,
  resetPackages,
  selectionFromSearch,
  selectionToSearch,
  selectItem,
  sortAvailableFirst,
  stepForRower,
  warrantyFor,
  warrantyName,
} from './configuratorRules';

const configurator = proConfigurator();
const step = (id: string) => configurator.steps.find((candidate) => candidate.id === id) as ConfiguratorStep;
const keys = (state: ReturnType<typeof initialState>, id: string) => state[id]?.value.map((item) => item.key);
const color = (key: string) => colorItems().find((item) => item.key === key)!;

describe('start-up (rules:configurator-states)', () => {
  it('sets every step from its preselected items or its default (the no-option item)', () => {
    const state = initialState(configurator);
    expect(keys(state, 'packages')).toEqual(['rower-only']);
    expect(keys(state, 'color')).toEqual(['pirate-black']);
    expect(keys(state, 'accessories')).toEqual([]);
    expect(keys(state, 'membership')).toEqual([]);
    expect(keys(state, 'extended_warranty')).toEqual(['no-warranty']);
  });

  it('preselects the item whose preselection id matches the route’s variant parameter', () => {
    expect(keys(initialState(configurator, 'pro-complete'), 'packages')).toEqual(['keel-pro-complete']);
    expect(keys(initialState(configurator, 'nothing-like-it'), 'packages')).toEqual(['rower-only']);
  });

  it('sorts available items first', () => {
    expect(sortAvailableFirst([DUMBBELLS, MAT, CLEANING]).map((item) => item.key)).toEqual([
      'rower-mat',
      'cleaning-kit',
      'dumbbell-set',
    ]);
    expect(sortAvailableFirst(colorItems()).map((item) => item.key)).toEqual([
      'pirate-black',
      'river',
      'sunrise',
      'sunset',
      'forest',
    ]);
  });

  it('shows only ALL and CONFIGURATOR steps in the body', () => {
    const mixed = proConfigurator({
      extended_warranty: 'INTERSTITIAL',
      accessories: 'CONFIGURATOR',
      membership: 'INTERSTITIAL_2',
    });
    expect(bodySteps(mixed).map((s) => s.id)).toEqual(['packages', 'color', 'accessories']);
  });
});

describe('selection by subType (rules:configurator-states)', () => {
  it('SINGLE_ITEM sets [item], ignores re-selection and restores its default when emptied', () => {
    let state = initialState(configurator);
    state = selectItem(state, step('packages'), PRO_COMPLETE);
    expect(keys(state, 'packages')).toEqual(['keel-pro-complete']);
    expect(selectItem(state, step('packages'), PRO_COMPLETE)).toBe(state);
    expect(defaultItems(step('packages'))).toEqual([ROWER_ONLY]);
  });

  it('SINGLE_ITEM_UNSELECT clears the item when it is selected again', () => {
    let state = initialState(configurator);
    state = selectItem(state, step('membership'), MEMBERSHIP);
    expect(keys(state, 'membership')).toEqual(['all-access-membership']);
    state = selectItem(state, step('membership'), MEMBERSHIP);
    expect(keys(state, 'membership')).toEqual([]);
  });

  it('MULTI_ITEM toggles items in and out', () => {
    let state = initialState(configurator);
    state = selectItem(state, step('accessories'), MAT);
    state = selectItem(state, step('accessories'), CLEANING);
    expect(keys(state, 'accessories')).toEqual(['rower-mat', 'cleaning-kit']);
    state = selectItem(state, step('accessories'), MAT);
    expect(keys(state, 'accessories')).toEqual(['cleaning-kit']);
  });

  it('MULTI_ITEM toggles by product id: another variant of a selected product takes that product out (decision 0095)', () => {
    const blueMat = {...MAT, key: 'rower-mat-blue', id: {...MAT.id, variant: 'gid://shopify/ProductVariant/300102'}};
    let state = selectItem(initialState(configurator), step('accessories'), MAT);
    state = selectItem(state, step('accessories'), CLEANING);
    state = selectItem(state, step('accessories'), blueMat);
    expect(keys(state, 'accessories')).toEqual(['cleaning-kit']);
    state = selectItem(state, step('accessories'), blueMat);
    expect(keys(state, 'accessories')).toEqual(['cleaning-kit', 'rower-mat-blue']);
  });

  it('matches packages by product and other items by variant', () => {
    let state = selectItem(initialState(configurator), step('packages'), PRO_ESSENTIALS);
    const sameProduct = {...PRO_ESSENTIALS, id: {...PRO_ESSENTIALS.id, variant: 'another-variant'}};
    expect(selectItem(state, step('packages'), sameProduct)).toBe(state);
    state = selectItem(state, step('color'), color('river'));
    const sameVariantOtherKey = {...color('river'), key: 'river-copy'};
    expect(selectItem(state, step('color'), sameVariantOtherKey)).toBe(state);
  });

  it('resets the packages step to its default', () => {
    const state = selectItem(initialState(configurator), step('packages'), PRO_COMPLETE);
    expect(keys(resetPackages(configurator, state), 'packages')).toEqual(['rower-only']);
  });
});

describe('validity (rules:configurator-rules)', () => {
  it('is valid with one value in every SINGLE_ITEM step and available items only', () => {
    expect(isValid(configurator, initialState(configurator))).toBe(true);
  });

  it('is invalid with a sold-out item selected', () => {
    const soldOutColour = selectItem(initialState(configurator), step('color'), color('forest'));
    expect(isValid(configurator, soldOutColour)).toBe(false);
    const soldOutAccessory = selectItem(initialState(configurator), step('accessories'), DUMBBELLS);
    expect(isValid(configurator, soldOutAccessory)).toBe(false);
  });

  it('is invalid when a SINGLE_ITEM step has no value', () => {
    const state = {...initialState(configurator), packages: {value: []}};
    expect(isValid(configurator, state)).toBe(false);
  });

  it('skips an INTERSTITIAL step while no interstitial is open', () => {
    const withInterstitial = proConfigurator({extended_warranty: 'INTERSTITIAL'});
    const state = {...initialState(withInterstitial), extended_warranty: {value: []}};
    expect(isValid(withInterstitial, state, false)).toBe(true);
    expect(isValid(withInterstitial, state, true)).toBe(false);
  });
});

describe('post-add path (rules:configurator-states)', () => {
  it('opens the interstitial when a step is displayed as Interstitial', () => {
    expect(postAddPath(proConfigurator({extended_warranty: 'INTERSTITIAL', accessories: 'INTERSTITIAL_2'}))).toEqual([
      'OPEN_INTERSTITIAL',
      'GO_TO_CART',
    ]);
  });

  it('otherwise opens the second interstitial for Interstitial 2', () => {
    expect(postAddPath(proConfigurator({accessories: 'INTERSTITIAL_2'}))).toEqual([
      'OPEN_INTERSTITIAL_2',
      'GO_TO_CART',
    ]);
  });

  it('otherwise goes to the cart', () => {
    expect(postAddPath(configurator)).toEqual(['GO_TO_CART']);
  });
});

describe('cart lines of an add (rules:configurator-states, rules:configurator-link)', () => {
  function complete() {
    let state = initialState(configurator);
    state = selectItem(state, step('packages'), PRO_COMPLETE);
    state = selectItem(state, step('color'), color('sunset'));
    state = selectItem(state, step('accessories'), MAT);
    state = selectItem(state, step('membership'), MEMBERSHIP);
    state = selectItem(state, step('extended_warranty'), WARRANTY_5);
    return state;
  }

  it('adds the rower in the chosen colour, the package members with bundle attributes, and every other step but colour', () => {
    const lines = cartLinesFor(configurator, complete());
    expect(lines.map((line) => line.merchandiseId)).toEqual([
      'gid://shopify/ProductVariant/100105',
      'gid://shopify/ProductVariant/300101',
      'gid://shopify/ProductVariant/300201',
      'gid://shopify/ProductVariant/300301',
      'gid://shopify/ProductVariant/300401',
      'gid://shopify/ProductVariant/300501',
      'gid://shopify/ProductVariant/300101',
      'gid://shopify/ProductVariant/400101',
      'gid://shopify/ProductVariant/500201',
    ]);
    expect(lines.every((line) => line.quantity === 1)).toBe(true);
    expect(lines[0]?.attributes).toEqual([
      {key: '_isRower', value: 'true'},
      {key: '_configuratorId', value: 'configurator-pro'},
      {key: '_configuratorContentId', value: 'entry-configurator-pro'},
    ]);
    expect(lines[1]?.attributes).toEqual([
      {key: '_bundle_sku', value: 'keel-pro-complete'},
      {key: '_packageName', value: 'Pro Complete Package'},
      {key: '_packagePrice', value: '2695'},
      {key: '_packageSavings', value: '225'},
      {key: '_bundle', value: 'keel-pro-complete'},
      {key: '_configuratorId', value: 'configurator-pro'},
      {key: '_configuratorContentId', value: 'entry-configurator-pro'},
    ]);
    expect(lines[8]?.attributes).toEqual(
      expect.arrayContaining([
        {key: '_contract_sku', value: 'KEEL-EW-5Y'},
        {key: '_contract_shopify_variant_id', value: 'gid://shopify/ProductVariant/500201'},
        {key: '_configuratorRowerName', value: 'Keel Pro Rower - Sunset'},
      ]),
    );
  });

  it('marks a package’s strength platform _isStrengthPlatform, so the cart types and sorts it (rules:configurator-rules)', () => {
    const rowAndStrength = {
      ...PRO_ESSENTIALS,
      key: 'keel-row-and-strength',
      title: 'Row + Strength Package',
      package: {
        handle: 'keel-row-and-strength',
        title: 'Row + Strength Package',
        secondary: [
          {
            productId: 'gid://shopify/Product/2001',
            variantId: 'gid://shopify/ProductVariant/200101',
            title: 'Keel Forge Strength Platform',
            price: 1495,
            isStrength: true,
          },
        ],
      },
    };
    const lines = cartLinesFor(configurator, selectItem(initialState(configurator), step('packages'), rowAndStrength));
    expect(lines[1]?.attributes).toContainEqual({key: '_isStrengthPlatform', value: 'true'});
    expect(lineType(lines[1]?.attributes ?? [])).toBe('STRENGTH_PLATFORM');
    // The other packages' members stay accessories.
    expect(cartLinesFor(configurator, complete())[1]?.attributes).not.toContainEqual({
      key: '_isStrengthPlatform',
      value: 'true',
    });
  });

  it('flags the rower _cartEditor when the path opens interstitial 2', () => {
    const second = proConfigurator({membership: 'INTERSTITIAL_2'});
    expect(cartLinesFor(second, initialState(second))[0]?.attributes).toContainEqual({
      key: '_cartEditor',
      value: 'true',
    });
    expect(cartLinesFor(configurator, initialState(configurator))[0]?.attributes).not.toContainEqual({
      key: '_cartEditor',
      value: 'true',
    });
  });

  it('adds nothing for no-option items', () => {
    const lines = cartLinesFor(configurator, initialState(configurator));
    expect(lines).toHaveLength(1);
    expect(NO_WARRANTY.isNoOption).toBe(true);
  });

  it('totals the package, the colour surcharge and the extras', () => {
    expect(configurationTotal(configurator, complete())).toEqual({
      full: 2920 + 100 + 129 + 44 + 299,
      total: 2695 + 100 + 129 + 44 + 299,
      savings: 225,
    });
  });

  it('totals the rower alone at its default price when no package is chosen', () => {
    let state = initialState(configurator);
    state = selectItem(state, step('color'), color('sunrise'));
    state = selectItem(state, step('accessories'), MAT);
    expect(configurationTotal(configurator, state)).toEqual({
      full: 2495 + 100 + 129,
      total: 2495 + 100 + 129,
      savings: 0,
    });
    // The interstitial's own total counts only its steps.
    const withWarranty = selectItem(state, step('extended_warranty'), WARRANTY_5);
    expect(configurationTotal(configurator, withWarranty, [step('extended_warranty')])).toEqual({
      full: 299,
      total: 299,
      savings: 0,
    });
  });

  it('leaves interstitial steps out of the body’s add, and adds only them from the interstitial', () => {
    const withInterstitial = proConfigurator({extended_warranty: 'INTERSTITIAL'});
    const body = cartLinesFor(withInterstitial, complete(), 'BODY');
    expect(body.map((line) => line.merchandiseId)).not.toContain('gid://shopify/ProductVariant/500201');
    expect(body).toHaveLength(8);
    const interstitial = cartLinesFor(withInterstitial, complete(), 'INTERSTITIAL');
    expect(interstitial.map((line) => line.merchandiseId)).toEqual(['gid://shopify/ProductVariant/500201']);
    // Same configurator ids: the cart groups the warranty into the rower's bundle.
    expect(interstitial[0]?.attributes).toContainEqual({key: '_configuratorId', value: 'configurator-pro'});
    expect(stepsInScope(withInterstitial, 'INTERSTITIAL_2')).toEqual([]);
  });

  describe('a warranty at the chosen rower’s price band (decision 0082)', () => {
    const band = (variant: number, priceRange: string, price: number, low: number): WarrantyBand => ({
      variantId: `gid://shopify/ProductVariant/${variant}`,
      sku: `KEEL-EW-5Y-${low}`,
      term: '5 Years',
      priceRange,
      price: {full: price, total: price},
      contract: {
        sku: `KEEL-EW-5Y-${low}`,
        recommendedPrice: `${price}.00`,
        variantId: `gid://shopify/ProductVariant/${variant}`,
        reference: `keel-pro-rower:KEEL-EW-5Y-${low}`,
        hash: 'c0ffee',
      },
    });
    const banded: ConfiguratorItem = {
      ...WARRANTY_5,
      bands: [band(500202, '2,000-2,499.99', 369, 2000), band(500203, '2,500-2,999.99', 439, 2500)],
    };
    const base = proConfigurator({extended_warranty: 'INTERSTITIAL'});
    // The Pro's colours at their prices: $2,495, or $2,595 for Sunrise and Sunset.
    const priced = {
      ...base,
      rowerVariants: base.rowerVariants.map((variant) => ({
        ...variant,
        price: ['sunrise', 'sunset'].includes(variant.key) ? 2595 : 2495,
      })),
      steps: base.steps.map((entry) =>
        entry.id === 'extended_warranty' ? {...entry, items: [NO_WARRANTY, banded]} : entry,
      ),
    };
    const warrantyStep = priced.steps.find((entry) => entry.id === 'extended_warranty') as ConfiguratorStep;
    const stateWith = (colorKey: string) =>
      selectItem(selectItem(initialState(priced), step('color'), color(colorKey)), warrantyStep, banded);

    it('reads as the band holding the price, and cannot be bought where no band does', () => {
      expect(warrantyFor(banded, 2495)).toMatchObject({
        id: {variant: 'gid://shopify/ProductVariant/500202'},
        sku: 'KEEL-EW-5Y-2000',
        price: {total: 369},
        available: true,
      });
      expect(warrantyFor(banded, 2595).contract?.variantId).toBe('gid://shopify/ProductVariant/500203');
      expect(warrantyFor(banded, 3145).available).toBe(false);
      expect(warrantyFor(MAT, 2595)).toBe(MAT);
      expect(stepForRower(warrantyStep, 2595).items.map((item) => item.price.total)).toEqual([0, 439]);
    });

    it('adds the plan variant and contract of the chosen colour’s band, and totals its price', () => {
      const sunset = cartLinesFor(priced, stateWith('sunset'), 'INTERSTITIAL');
      expect(sunset.map((line) => line.merchandiseId)).toEqual(['gid://shopify/ProductVariant/500203']);
      expect(sunset[0]?.attributes).toEqual(
        expect.arrayContaining([
          {key: '_contract_sku', value: 'KEEL-EW-5Y-2500'},
          {key: '_configuratorRowerName', value: 'Keel Pro Rower - Sunset'},
        ]),
      );
      expect(configurationTotal(priced, stateWith('sunset'), [warrantyStep]).total).toBe(439);
      const river = cartLinesFor(priced, stateWith('river'), 'INTERSTITIAL');
      expect(river.map((line) => line.merchandiseId)).toEqual(['gid://shopify/ProductVariant/500202']);
      expect(configurationTotal(priced, stateWith('river'), [warrantyStep]).total).toBe(369);
    });

    it('keeps the plan selected when the colour moves it to another band', () => {
      const state = stateWith('river');
      expect(isSelected(state, 'extended_warranty', stepForRower(warrantyStep, 2595).items[1]!)).toBe(true);
    });
  });

  it('names warranties with the protection-plan suffix (rules:configurator-fields)', () => {
    expect(warrantyName('5-Year Extended Warranty')).toBe('5-Year Extended Warranty – Extend Protection Plan');
  });
});

describe('configuration links (rules:configurator-link)', () => {
  it('round-trips a configuration through the URL query', () => {
    let state = initialState(configurator);
    state = selectItem(state, step('packages'), PRO_COMPLETE);
    state = selectItem(state, step('color'), color('sunset'));
    state = selectItem(state, step('accessories'), MAT);
    const search = selectionToSearch(configurator, state);
    expect(search.toString()).toBe(
      'packages=keel-pro-complete&color=sunset&accessories=rower-mat&membership=&extended_warranty=no-warranty',
    );
    const {state: reopened, dropped} = selectionFromSearch(configurator, search, initialState(configurator));
    expect(dropped).toEqual([]);
    expect(reopened).toEqual(state);
  });

  it('drops sold-out and unknown items and reports them', () => {
    const params = new URLSearchParams('color=forest&accessories=rower-mat,dumbbell-set,no-such-thing&membership=');
    const {state, dropped} = selectionFromSearch(configurator, params, initialState(configurator));
    expect(dropped).toEqual([
      {stepId: 'color', key: 'forest', reason: 'sold out'},
      {stepId: 'accessories', key: 'dumbbell-set', reason: 'sold out'},
      {stepId: 'accessories', key: 'no-such-thing', reason: 'unknown'},
    ]);
    expect(keys(state, 'color')).toEqual(['pirate-black']);
    expect(keys(state, 'accessories')).toEqual(['rower-mat']);
    expect(isValid(configurator, state)).toBe(true);
  });
});

describe('autoScroll (rules:configurator-fields)', () => {
  const steps = [
    {id: 'packages', subType: 'SINGLE_ITEM_UNSELECT'},
    {id: 'accessories', subType: 'MULTI_ITEM'},
    {id: 'membership', subType: 'SINGLE_ITEM'},
    {id: 'extended_warranty', subType: 'SINGLE_ITEM'},
  ] as const;

  it('brings the next step into view after a choice in a one-choice step', () => {
    expect(autoScrollTarget(steps, 'packages', true)).toBe('accessories');
    expect(autoScrollTarget(steps, 'membership', true)).toBe('extended_warranty');
  });

  it('stays put in a multi-select step, after the last step, for an unknown step, or when the configurator turns it off', () => {
    expect(autoScrollTarget(steps, 'accessories', true)).toBeNull();
    expect(autoScrollTarget(steps, 'extended_warranty', true)).toBeNull();
    expect(autoScrollTarget(steps, 'color', true)).toBeNull();
    expect(autoScrollTarget(steps, 'packages', false)).toBeNull();
  });
});
