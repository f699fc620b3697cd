import {describe, expect, it} from 'vitest';
import {addressInput, addressUserErrors, parseAddressForm} from './addressForm';

const valid = {
  firstName: 'Rowan',
  lastName: 'Ash',
  address1: '9 Oak Lane',
  city: 'Salem',
  zoneCode: 'OR',
  zip: '97301',
  territoryCode: 'US',
};

describe('parseAddressForm', () => {
  it('reads the three actions, the default choice as a boolean', () => {
    expect(parseAddressForm({intent: 'create', ...valid, defaultAddress: 'on'})).toEqual({
      ok: true,
      action: {intent: 'create', address: {...valid, address2: '', company: '', phoneNumber: ''}, defaultAddress: true},
    });
    const id = 'gid://shopify/CustomerAddress/7001';
    expect(parseAddressForm({intent: 'update', addressId: id, ...valid})).toMatchObject({
      ok: true,
      action: {intent: 'update', addressId: id, defaultAddress: false},
    });
    expect(parseAddressForm({intent: 'delete', addressId: id})).toEqual({
      ok: true,
      action: {intent: 'delete', addressId: id},
    });
  });

  it('refuses an unknown intent, an address id of another shape and over-long fields, in plain words', () => {
    expect(parseAddressForm({intent: 'explode'})).toMatchObject({ok: false, errors: {form: expect.any(String)}});
    expect(parseAddressForm({intent: 'delete', addressId: 'gid://shopify/Order/1'})).toMatchObject({
      ok: false,
      errors: {form: expect.stringMatching(/address/)},
    });
    expect(parseAddressForm({intent: 'create', ...valid, city: 'x'.repeat(300)})).toMatchObject({
      ok: false,
      errors: {city: expect.stringMatching(/shorter/)},
    });
    expect(parseAddressForm({intent: 'create', ...valid, territoryCode: 'United States'})).toMatchObject({
      ok: false,
      errors: {territoryCode: expect.any(String)},
    });
  });
});

describe('addressInput', () => {
  it('leaves empty fields out of a new address and clears them (null) in an edit', () => {
    const created = parseAddressForm({intent: 'create', ...valid, company: ''});
    const edited = parseAddressForm({
      intent: 'update',
      addressId: 'gid://shopify/CustomerAddress/1',
      ...valid,
      company: '',
    });
    if (!created.ok || created.action.intent !== 'create' || !edited.ok || edited.action.intent !== 'update')
      throw new Error('the forms parse');
    expect(addressInput(created.action)).toEqual(valid);
    expect(addressInput(edited.action)).toEqual({...valid, company: null, address2: null, phoneNumber: null});
  });
});

describe('addressUserErrors', () => {
  it('puts each of the API’s userErrors next to its field in plain words, per locale', () => {
    expect(
      addressUserErrors(
        [{code: 'INVALID_FOR_COUNTRY', field: ['address', 'zip'], message: 'Zip is invalid for United States'}],
        'en-US',
      ),
    ).toEqual({zip: 'This ZIP code is not valid for the country.'});
    expect(
      addressUserErrors([{code: 'INVALID_FOR_COUNTRY', field: ['address', 'zip'], message: 'x'}], 'en-GB'),
    ).toEqual({zip: 'This postcode is not valid for the country.'});
    expect(
      addressUserErrors([{code: 'TERRITORY_CODE_MISSING', field: ['address', 'territoryCode'], message: 'x'}], 'en-US'),
    ).toEqual({territoryCode: 'Choose a country.'});
    expect(
      addressUserErrors(
        [{code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['addressId'], message: 'x'}],
        'en-US',
      ),
    ).toEqual({form: 'Make another address your default before deleting this one.'});
  });

  it('falls back to the API’s own message for a code it does not know', () => {
    expect(
      addressUserErrors([{code: 'SOMETHING_NEW', field: null, message: 'Something new went wrong'}], 'en-US'),
    ).toEqual({form: 'Something new went wrong'});
  });
});
