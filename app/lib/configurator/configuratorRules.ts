import {ATTRIBUTE} from '../cart/normalizeCart';
import {planVariantFor} from '../protectionPlans/protectionPlanBands';
import {
  COLOR_STEP_ID,
  PACKAGES_STEP_ID,
  type Configurator,
  type ConfiguratorItem,
  type ConfiguratorStep,
  type SelectionState,
} from './model';

/** The rules of rules:configurator-states (step selection, start-up, add to cart, post-add path) and rules:configurator-rules (validity). */

/**
 * rules:configurator-states: an item counts as selected by product on the packages step, by
 * variant elsewhere; a warranty by product too, since its variant follows the
 * rower's price band (decision 0082).
 */
export function sameItem(stepId: string, a: ConfiguratorItem, b: ConfiguratorItem): boolean {
  return stepId === PACKAGES_STEP_ID || a.type === 'WARRANTY'
    ? a.id.product === b.id.product
    : a.id.variant === b.id.variant;
}

/**
 * decision 0082: a warranty item as it covers a rower at `coveredPrice`: the
 * variant, price and contract of its Term's band that holds that price (its
 * first band's Term is the plan's). No such band: the item cannot be bought.
 */
export function warrantyFor(item: ConfiguratorItem, coveredPrice: number | undefined): ConfiguratorItem {
  if (item.type !== 'WARRANTY' || !item.bands || coveredPrice === undefined) return item;
  const band = planVariantFor(item.bands, item.bands[0]?.term ?? null, coveredPrice);
  if (!band) return {...item, available: false};
  return {
    ...item,
    id: {...item.id, variant: band.variantId},
    sku: band.sku ?? item.sku,
    price: band.price,
    contract: band.contract,
  };
}

/** A step as it reads for the chosen rower: its warranties at that rower's band. */
export function stepForRower(step: ConfiguratorStep, coveredPrice: number | undefined): ConfiguratorStep {
  return step.items.some((item) => item.bands)
    ? {...step, items: step.items.map((item) => warrantyFor(item, coveredPrice))}
    : step;
}

export function isSelected(state: SelectionState, stepId: string, item: ConfiguratorItem): boolean {
  return (state[stepId]?.value ?? []).some((selected) => sameItem(stepId, selected, item));
}

/** The step's default items: its preselected items, or its 'no option' item. */
export function defaultItems(step: ConfiguratorStep): ConfiguratorItem[] {
  const byKey = step.defaultKeys.flatMap((key) => step.items.filter((item) => item.key === key));
  if (byKey.length) return step.subType === 'MULTI_ITEM' ? byKey : byKey.slice(0, 1);
  const noOption = step.items.find((item) => item.isNoOption);
  return noOption ? [noOption] : [];
}

/**
 * rules:configurator-states selection by subType. SINGLE_ITEM: [item]; re-selecting does
 * nothing. SINGLE_ITEM_UNSELECT: selecting the selected item clears it.
 * MULTI_ITEM: toggles the item in and out, matched by product id, so another
 * variant of a chosen product takes that product out (decision 0095).
 */
export function selectItem(state: SelectionState, step: ConfiguratorStep, item: ConfiguratorItem): SelectionState {
  const current = state[step.id]?.value ?? [];
  const selected = current.some((entry) => sameItem(step.id, entry, item));
  let value: ConfiguratorItem[];
  switch (step.subType) {
    case 'SINGLE_ITEM':
      if (selected) return state;
      value = [item];
      break;
    case 'SINGLE_ITEM_UNSELECT':
      value = selected ? [] : [item];
      break;
    case 'MULTI_ITEM':
      value = current.filter((entry) => entry.id.product !== item.id.product);
      if (value.length === current.length) value.push(item);
      break;
  }
  // rules:configurator-states: a SINGLE_ITEM step that would become empty gets its default back.
  if (value.length === 0 && step.subType === 'SINGLE_ITEM') value = defaultItems(step);
  return {...state, [step.id]: {value}};
}

/** rules:configurator-states: clearing a step; a SINGLE_ITEM step falls back to its default item. */
export function clearStep(state: SelectionState, step: ConfiguratorStep): SelectionState {
  return {...state, [step.id]: {value: step.subType === 'SINGLE_ITEM' ? defaultItems(step) : []}};
}

/** rules:configurator-states: reset sets the packages step back to its default item. */
export function resetPackages(configurator: Configurator, state: SelectionState): SelectionState {
  const step = configurator.steps.find((candidate) => candidate.id === PACKAGES_STEP_ID);
  return step ? {...state, [step.id]: {value: defaultItems(step)}} : state;
}

/** rules:configurator-states: items are sorted with available items first (stable within each group). */
export function sortAvailableFirst<T extends {available: boolean}>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.available), ...items.filter((item) => !item.available)];
}

/**
 * rules:configurator-states start-up: each step starts from its preselected items or default
 * item; an item whose preselection id matches the route's `variant`
 * parameter is preselected in its step instead.
 */
export function initialState(configurator: Configurator, variantParam?: string | null): SelectionState {
  const state: SelectionState = {};
  for (const step of configurator.steps) {
    const preselected = variantParam ? step.items.find((item) => item.id.preselection === variantParam) : undefined;
    state[step.id] = {value: preselected ? [preselected] : defaultItems(step)};
  }
  return state;
}

/** rules:configurator-states: only steps displayed as ALL or CONFIGURATOR appear in the configurator body. */
export function bodySteps(configurator: Configurator): ConfiguratorStep[] {
  return configurator.steps.filter((step) => step.displayMode === 'ALL' || step.displayMode === 'CONFIGURATOR');
}

/**
 * rules:configurator-fields autoScroll: after a choice in a one-choice step, the next step of the body is
 * brought into view; a multi-select step keeps the shopper where they are (they may pick
 * more), and so does the last step or a configurator whose autoScroll is off.
 */
export function autoScrollTarget(
  steps: ReadonlyArray<Pick<ConfiguratorStep, 'id' | 'subType'>>,
  stepId: string,
  autoScroll: boolean | undefined,
): string | null {
  if (!autoScroll) return null;
  const index = steps.findIndex((step) => step.id === stepId);
  const step = steps[index];
  if (!step || step.subType === 'MULTI_ITEM') return null;
  return steps[index + 1]?.id ?? null;
}

/**
 * rules:configurator-rules: valid only if every SINGLE_ITEM step has exactly one value and
 * every selected item is available; a step displayed as INTERSTITIAL is
 * skipped while no interstitial is open.
 */
export function isValid(configurator: Configurator, state: SelectionState, interstitialOpen = false): boolean {
  return configurator.steps.every((step) => {
    if (step.displayMode === 'INTERSTITIAL' && !interstitialOpen) return true;
    const value = state[step.id]?.value ?? [];
    if (step.subType === 'SINGLE_ITEM' && value.length !== 1) return false;
    return value.every((item) => item.available);
  });
}

export type PostAddAction = 'OPEN_INTERSTITIAL' | 'OPEN_INTERSTITIAL_2' | 'GO_TO_CART';

/**
 * rules:configurator-states: OPEN_INTERSTITIAL if any step is displayed as Interstitial,
 * otherwise OPEN_INTERSTITIAL_2 if any is Interstitial 2, then always GO_TO_CART.
 */
export function postAddPath(configurator: Configurator): PostAddAction[] {
  if (configurator.steps.some((step) => step.displayMode === 'INTERSTITIAL'))
    return ['OPEN_INTERSTITIAL', 'GO_TO_CART'];
  if (configurator.steps.some((step) => step.displayMode === 'INTERSTITIAL_2'))
    return ['OPEN_INTERSTITIAL_2', 'GO_TO_CART'];
  return ['GO_TO_CART'];
}

/** rules:configurator-fields: warranty names come from the protection-plan provider's module (one place for rules:marketing-item-type's builders too). */
export {PROTECTION_PLAN_SUFFIX, warrantyName} from '../protectionPlans/protectionPlanNames';

export interface CartLineRequest {
  merchandiseId: string;
  quantity: 1;
  attributes: Array<{key: string; value: string}>;
}

/** The rower variant the colour step has chosen (its first colour when none). */
export function chosenRowerVariant(configurator: Configurator, state: SelectionState) {
  const colorKey = state[COLOR_STEP_ID]?.value[0]?.key;
  return configurator.rowerVariants.find((variant) => variant.key === colorKey) ?? configurator.rowerVariants[0];
}

/**
 * Where an add happens: the configurator body, or one of the two
 * interstitials (rules:configurator-states post-add path), each adding only its own steps.
 */
export type AddScope = 'BODY' | 'INTERSTITIAL' | 'INTERSTITIAL_2';

/** The steps an add in this scope sends: the body adds every step not shown in an interstitial. */
export function stepsInScope(configurator: Configurator, scope: AddScope): ConfiguratorStep[] {
  return configurator.steps.filter((step) =>
    scope === 'BODY'
      ? step.displayMode !== 'INTERSTITIAL' && step.displayMode !== 'INTERSTITIAL_2'
      : step.displayMode === scope,
  );
}

/**
 * rules:configurator-states, rules:configurator-link: the lines one configurator add sends. The body adds
 * a package's rower in the chosen colour (_isRower, plus _cartEditor when
 * the path opens interstitial 2) and its secondary products with the bundle
 * attributes, or the rower alone; then every other step of the scope but
 * 'color' adds its selected variants; warranties carry their contract and
 * the rower they cover. An interstitial adds only its own steps. Every line
 * carries the configurator ids, so the cart groups them as one bundle.
 */
export function cartLinesFor(
  configurator: Configurator,
  state: SelectionState,
  scope: AddScope = 'BODY',
): CartLineRequest[] {
  const rower = chosenRowerVariant(configurator, state);
  if (!rower) return [];
  type Attribute = CartLineRequest['attributes'][number];
  const common: Attribute[] = [
    {key: ATTRIBUTE.configuratorId, value: configurator.id},
    {key: ATTRIBUTE.configuratorContentId, value: configurator.contentId},
  ];
  const lines: CartLineRequest[] = [];

  if (scope === 'BODY') {
    const rowerAttributes: Attribute[] = [{key: ATTRIBUTE.isRower, value: 'true'}, ...common];
    if (postAddPath(configurator).includes('OPEN_INTERSTITIAL_2'))
      rowerAttributes.push({key: ATTRIBUTE.cartEditor, value: 'true'});
    lines.push({merchandiseId: rower.variantId, quantity: 1, attributes: rowerAttributes});
    const selectedPackage = state[PACKAGES_STEP_ID]?.value.find((item) => item.package && !item.isNoOption);
    if (selectedPackage?.package) {
      const pkg = selectedPackage.package;
      const bundle = [
        {key: ATTRIBUTE.bundleSku, value: pkg.handle},
        {key: ATTRIBUTE.packageName, value: pkg.title},
        {key: ATTRIBUTE.packagePrice, value: String(selectedPackage.price.total)},
        {
          key: ATTRIBUTE.packageSavings,
          value: String(Math.max(0, selectedPackage.price.full - selectedPackage.price.total)),
        },
        {key: ATTRIBUTE.bundle, value: pkg.handle},
        ...common,
      ];
      for (const member of pkg.secondary) {
        const attributes = member.isStrength ? [...bundle, {key: ATTRIBUTE.isStrengthPlatform, value: 'true'}] : bundle;
        lines.push({merchandiseId: member.variantId, quantity: 1, attributes});
      }
    }
  }

  const rowerName = `${configurator.product.title} - ${rower.title}`;
  for (const step of stepsInScope(configurator, scope)) {
    if (step.id === COLOR_STEP_ID || step.id === PACKAGES_STEP_ID) continue;
    for (const selected of state[step.id]?.value ?? []) {
      // A warranty is added as the plan variant of the chosen rower's price band, and not at all without one (decision 0082).
      const item = warrantyFor(selected, rower.price);
      if (item.isNoOption || (item.type === 'WARRANTY' && !item.available)) continue;
      const attributes: Attribute[] = [...common];
      if (item.type === 'WARRANTY' && item.contract) {
        attributes.push(
          {key: ATTRIBUTE.contractSku, value: item.contract.sku},
          {key: ATTRIBUTE.contractRecommendedPrice, value: item.contract.recommendedPrice},
          {key: ATTRIBUTE.contractVariantId, value: item.contract.variantId},
          {key: ATTRIBUTE.contractReference, value: item.contract.reference},
          {key: ATTRIBUTE.contractHash, value: item.contract.hash},
          {key: ATTRIBUTE.configuratorRowerName, value: rowerName},
        );
      }
      lines.push({merchandiseId: item.id.variant, quantity: 1, attributes});
    }
  }
  return lines;
}

/**
 * The running total of a configuration: the package (or the rower alone,
 * at its default colour's price), the colour surcharge and the extras of
 * the given steps (all of them by default).
 */
export function configurationTotal(
  configurator: Configurator,
  state: SelectionState,
  steps: readonly ConfiguratorStep[] = configurator.steps,
): {full: number; total: number; savings: number} {
  const hasPackage = (state[PACKAGES_STEP_ID]?.value ?? []).some((item) => item.package && !item.isNoOption);
  const includesBase = steps.some((step) => step.id === COLOR_STEP_ID || step.id === PACKAGES_STEP_ID);
  const rowerPrice = chosenRowerVariant(configurator, state)?.price;
  let full = includesBase && !hasPackage ? (configurator.basePrice ?? 0) : 0;
  let total = full;
  for (const step of steps) {
    for (const selected of state[step.id]?.value ?? []) {
      const item = warrantyFor(selected, rowerPrice);
      if (step.id === COLOR_STEP_ID) {
        const diff = item.price.variantDiffFromDefault ?? 0;
        full += diff;
        total += diff;
      } else {
        full += item.price.full;
        total += item.price.total;
      }
    }
  }
  return {full, total, savings: Math.max(0, full - total)};
}

export interface DroppedSelection {
  stepId: string;
  key: string;
  reason: 'sold out' | 'unknown';
}

/** rules:configurator-link: the configuration as URL query parameters, one per step, keys comma-joined. */
export function selectionToSearch(configurator: Configurator, state: SelectionState): URLSearchParams {
  const params = new URLSearchParams();
  for (const step of configurator.steps) {
    const keys = (state[step.id]?.value ?? []).map((item) => item.key);
    params.set(step.id, keys.join(','));
  }
  return params;
}

/**
 * rules:configurator-link: a copied configuration link reopens the same selections; a
 * sold-out or unknown item in it is dropped (and reported, for a visible
 * note), and the step keeps its default instead where it needs one.
 */
export function selectionFromSearch(
  configurator: Configurator,
  params: URLSearchParams,
  base: SelectionState,
): {state: SelectionState; dropped: DroppedSelection[]} {
  const state: SelectionState = {...base};
  const dropped: DroppedSelection[] = [];
  for (const step of configurator.steps) {
    if (!params.has(step.id)) continue;
    const keys = (params.get(step.id) ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .slice(0, 20);
    const chosen: ConfiguratorItem[] = [];
    for (const key of keys) {
      const item = step.items.find((candidate) => candidate.key === key);
      if (!item) dropped.push({stepId: step.id, key, reason: 'unknown'});
      else if (!item.available) dropped.push({stepId: step.id, key, reason: 'sold out'});
      else if (!chosen.some((entry) => sameItem(step.id, entry, item))) chosen.push(item);
    }
    const value = step.subType === 'MULTI_ITEM' ? chosen : chosen.slice(0, 1);
    state[step.id] = {value: value.length === 0 && step.subType === 'SINGLE_ITEM' ? defaultItems(step) : value};
  }
  return {state, dropped};
}
