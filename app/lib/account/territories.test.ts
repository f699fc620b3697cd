import {describe, expect, it} from 'vitest';
import {US_ZONES} from '../../../dev-backend/customerAccount/zones';
import {territoryForm} from './territories';

describe('territoryForm', () => {
  it('offers exactly the US zones the Customer Account API takes, names shown', () => {
    const zone = territoryForm('US', 'US').zone;
    expect(zone?.label).toBe('State');
    expect(Object.fromEntries((zone?.options ?? []).map((option) => [option.code, option.name]))).toEqual(US_ZONES);
  });

  it('gives a UK address no county field, and a postcode', () => {
    expect(territoryForm('GB', 'US')).toMatchObject({zone: null, zip: 'Postcode', city: 'Town or city'});
  });

  it('falls back to the market’s form for a country the shop does not ship to', () => {
    expect(territoryForm('CA', 'GB').code).toBe('GB');
    expect(territoryForm('', 'US').code).toBe('US');
  });
});
