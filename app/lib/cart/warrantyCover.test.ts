import {describe, expect, it} from 'vitest';
import {coveredRowers, isWarrantyLine} from './warrantyCover';

const line = (merchandiseId: string, attributes: Record<string, string>) => ({
  merchandiseId,
  attributes: Object.entries(attributes).map(([key, value]) => ({key, value})),
});
const PLAN = line('plan', {_contract_sku: 'KEEL-EW-5Y-2000', _configuratorId: 'configurator-keel-pro'});

describe('the rower a warranty line covers (decision 0082)', () => {
  it('is an _isRower line of the same configurator, added with it or already in the cart', () => {
    expect(isWarrantyLine(PLAN)).toBe(true);
    expect(isWarrantyLine(line('mat', {}))).toBe(false);
    const sunset = line('sunset', {_isRower: 'true', _configuratorId: 'configurator-keel-pro'});
    const river = line('river', {_isRower: 'true', _configuratorId: 'configurator-keel-pro'});
    const wave = line('wave', {_isRower: 'true', _configuratorId: 'configurator-keel-wave'});
    expect(coveredRowers(PLAN, [sunset, PLAN], [river, wave])).toEqual(['sunset', 'river']);
    expect(coveredRowers(PLAN, [PLAN], [wave, line('mat', {_configuratorId: 'configurator-keel-pro'})])).toEqual([]);
    expect(coveredRowers(line('plan', {_contract_sku: 'x'}), [sunset], [])).toEqual([]);
  });
});
