import {describe, expect, it} from 'vitest';
import {
  applyColumnExperiments,
  applyCtaExperiments,
  ctaShown,
  Exposures,
  ExposureSchema,
  isInternalUser,
  type Assign,
} from './experiments';

const heroCtas = [
  {
    __typename: 'CtaInternal' as const,
    displayText: 'Shop the Pro',
    experimentationFlagId: 'home-hero-cta',
    experimentationVariantId: 'control',
  },
  {
    __typename: 'CtaInternal' as const,
    displayText: 'Shop Pro packages',
    experimentationFlagId: 'home-hero-cta',
    experimentationVariantId: 'packages',
  },
  {
    __typename: 'CtaInternal' as const,
    displayText: 'Compare rowers',
    experimentationFlagId: null,
    experimentationVariantId: null,
  },
];
const assigned =
  (variantId: string, value: unknown = variantId): Assign =>
  (flag) =>
    flag === 'home-hero-cta' || flag === 'nav-test' ? {experimentId: `${flag}-2026`, variantId, value} : null;

describe('CTA experiments (rules:tracking-calls: flag id + component variant id)', () => {
  it('shows only the assigned variant of a flagged CTA, and every CTA without a flag', () => {
    const exposures = new Exposures();
    const module = {__typename: 'ModuleHero', ctasCollection: {items: heroCtas}};
    const shown = applyCtaExperiments(module, assigned('packages'), exposures);
    expect(shown.ctasCollection.items.map((cta) => cta.displayText)).toEqual(['Shop Pro packages', 'Compare rowers']);
    expect(exposures.list()).toEqual([{experimentId: 'home-hero-cta-2026', variantId: 'packages'}]);
  });

  it('shows the control CTA and reports nothing without an assignment (no consent, provider off)', () => {
    const exposures = new Exposures();
    const shown = applyCtaExperiments({items: heroCtas}, () => null, exposures);
    expect(shown.items.map((cta) => cta.displayText)).toEqual(['Shop the Pro', 'Compare rowers']);
    expect(exposures.list()).toEqual([]);
  });

  it('a single CTA field that is not the visitor’s variant becomes null', () => {
    const teaser = {__typename: 'ModuleTeaser', cta: heroCtas[1]};
    expect(applyCtaExperiments(teaser, assigned('control'), new Exposures()).cta).toBeNull();
    expect(applyCtaExperiments(teaser, assigned('packages'), new Exposures()).cta).toEqual(heroCtas[1]);
  });

  it('a flagged CTA without a variant id counts as the control', () => {
    const cta = {__typename: 'CtaInternal' as const, experimentationFlagId: 'home-hero-cta'};
    expect(ctaShown(cta, () => null, new Exposures())).toBe(true);
    expect(ctaShown(cta, assigned('packages'), new Exposures())).toBe(false);
  });
});

describe('navigation column experiments (rules:tracking-calls: test id)', () => {
  const columns = [{heading: 'Rowers'}, {heading: 'Bundles', testId: 'nav-test'}, {heading: 'Learn'}];
  it("moves the column first for the 'first' variation and reports the exposure", () => {
    const exposures = new Exposures();
    expect(
      applyColumnExperiments(columns, assigned('first', 'first'), exposures).map((column) => column.heading),
    ).toEqual(['Bundles', 'Rowers', 'Learn']);
    expect(exposures.list()).toEqual([{experimentId: 'nav-test-2026', variantId: 'first'}]);
  });
  it('keeps the CMS order for the control and without an assignment', () => {
    expect(
      applyColumnExperiments(columns, assigned('control', 'default'), new Exposures()).map((column) => column.heading),
    ).toEqual(['Rowers', 'Bundles', 'Learn']);
    const exposures = new Exposures();
    expect(applyColumnExperiments(columns, () => null, exposures).map((column) => column.heading)).toEqual([
      'Rowers',
      'Bundles',
      'Learn',
    ]);
    expect(exposures.list()).toEqual([]);
  });
});

describe('internal users (rules:experiments-internal-users)', () => {
  it('are recognised by the configured prefix only', () => {
    expect(isInternalUser('keel-internal-ada', 'keel-internal-')).toBe(true);
    expect(isInternalUser('0f8fad5b-d9cb-469f-a165-70867728950e', 'keel-internal-')).toBe(false);
    expect(isInternalUser('keel-internal-ada', '')).toBe(false);
    expect(isInternalUser('keel-internal-ada', undefined)).toBe(false);
    expect(isInternalUser('keel-internal-ada', '  ')).toBe(false);
  });
});

describe('exposure body (rules:tracking-calls)', () => {
  it('accepts {uuid, experimentId, variantId} and a few flat extras', () => {
    expect(
      ExposureSchema.safeParse({
        uuid: '0f8fad5b-d9cb-469f',
        experimentId: 'home-hero-cta-2026-11',
        variantId: 'packages',
        path: '/',
      }).success,
    ).toBe(true);
  });
  it('refuses a missing id, a malformed uuid, nested extras and too many properties', () => {
    expect(ExposureSchema.safeParse({uuid: '0f8fad5b-d9cb-469f', experimentId: 'x'}).success).toBe(false);
    expect(ExposureSchema.safeParse({uuid: 'a b', experimentId: 'x', variantId: 'y'}).success).toBe(false);
    expect(
      ExposureSchema.safeParse({uuid: '0f8fad5b-d9cb', experimentId: 'x', variantId: 'y', nested: {a: 1}}).success,
    ).toBe(false);
    const many = Object.fromEntries(Array.from({length: 12}, (_, index) => [`k${index}`, index]));
    expect(ExposureSchema.safeParse({uuid: '0f8fad5b-d9cb', experimentId: 'x', variantId: 'y', ...many}).success).toBe(
      false,
    );
  });
});
