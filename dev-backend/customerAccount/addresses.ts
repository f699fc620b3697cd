import {createRequire} from 'node:module';
import type {IntrospectionEnumType, IntrospectionQuery} from 'graphql';
import type {AddressRecord} from './store';
import {ZONES} from './zones';

/**
 * Address validation as the Customer Account API answers it: userErrors whose field is the input's
 * path (['address', 'zip']) and whose code is one of UserErrorsCustomerAddressUserErrorsCode
 * (decision 0133).
 */

export type AddressInput = Partial<
  Record<
    | 'address1'
    | 'address2'
    | 'city'
    | 'company'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'territoryCode'
    | 'zip'
    | 'zoneCode',
    string | null
  >
>;

export interface AddressUserError {
  code: string;
  field: string[] | null;
  message: string;
}

const require = createRequire(import.meta.url);

/** Every territory the schema's CountryCode enum names (ZZ, "unknown region", is not one). */
const TERRITORIES = new Set(
  (
    (require('@shopify/hydrogen/customer-account.schema.json') as IntrospectionQuery).__schema.types.find(
      (type) => type.name === 'CountryCode',
    ) as IntrospectionEnumType
  ).enumValues
    .map((value) => value.name)
    .filter((code) => code !== 'ZZ'),
);

/** Postal code formats of the countries Keel sells to and their neighbours. */
const ZIPS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
};

const MAX_LENGTH = 255;
const FIELDS = [
  'address1',
  'address2',
  'city',
  'company',
  'firstName',
  'lastName',
  'phoneNumber',
  'territoryCode',
  'zip',
  'zoneCode',
] as const;

const countryName = (code: string) => new Intl.DisplayNames(['en'], {type: 'region'}).of(code) ?? code;

/** The zip as Shopify stores it: upper case, a UK/CA postcode with its single space. */
function normaliseZip(zip: string, territoryCode: string): string {
  const upper = zip.trim().toUpperCase().replace(/\s+/g, ' ');
  if (territoryCode === 'GB' || territoryCode === 'CA') {
    const compact = upper.replace(/ /g, '');
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  }
  return upper;
}

/**
 * Checks an address (a new one, or an existing one with `input` laid over it) and returns the
 * stored fields or the user errors.
 */
export function validateAddress(
  input: AddressInput,
  existing: Omit<AddressRecord, 'id' | 'customerId'> | null,
): {ok: true; fields: Omit<AddressRecord, 'id' | 'customerId'>} | {ok: false; errors: AddressUserError[]} {
  const given = FIELDS.filter((field) => input[field] !== undefined);
  if (given.length === 0 || (!existing && given.every((field) => !input[field]))) {
    return {
      ok: false,
      errors: [{code: 'ADDRESS_ARGUMENT_EMPTY', field: ['address'], message: 'Address argument is empty.'}],
    };
  }
  const merged = Object.fromEntries(FIELDS.map((field) => [field, existing?.[field] ?? null])) as Record<
    (typeof FIELDS)[number],
    string | null
  >;
  for (const field of given) {
    const value = input[field];
    merged[field] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  const errors: AddressUserError[] = [];
  const error = (code: string, field: string, message: string) =>
    errors.push({code, field: ['address', field], message});

  for (const field of FIELDS) {
    const value = merged[field];
    if (value === null) continue;
    if (/<[^>]*>/.test(value)) error('CONTAINS_HTML_TAGS', field, `${field} cannot contain HTML tags.`);
    else if (value.length > MAX_LENGTH)
      error('TOO_LONG', field, `${field} is too long (maximum is ${MAX_LENGTH} characters).`);
  }
  const territory = merged.territoryCode?.toUpperCase() ?? null;
  if (!territory) error('TERRITORY_CODE_MISSING', 'territoryCode', 'Territory code is missing.');
  else if (!TERRITORIES.has(territory))
    error('INVALID_TERRITORY_CODE', 'territoryCode', `Territory code ${territory} is invalid.`);
  else {
    const zones = ZONES[territory];
    const zone = merged.zoneCode?.toUpperCase() ?? null;
    if (zones && !zone) error('ZONE_CODE_MISSING', 'zoneCode', `Zone code is missing for ${countryName(territory)}.`);
    // A zone for a territory without any (the UK's are hidden from addresses) is refused, not dropped (decision 0139).
    else if (zone && (!zones || !(zone in zones)))
      error('INVALID_FOR_COUNTRY', 'zoneCode', `Zone code ${zone} is invalid for ${countryName(territory)}.`);
    const pattern = ZIPS[territory];
    if (pattern && !merged.zip) error('REQUIRED', 'zip', 'Zip is required.');
    else if (pattern && merged.zip && !pattern.test(merged.zip.toUpperCase()))
      error('INVALID_FOR_COUNTRY', 'zip', `Zip is invalid for ${countryName(territory)}.`);
    merged.territoryCode = territory;
    merged.zoneCode = zone;
    if (merged.zip) merged.zip = normaliseZip(merged.zip, territory);
  }
  if (!merged.address1) error('ADDRESS1_MISSING', 'address1', 'Address1 is missing.');
  if (!merged.city) error('REQUIRED', 'city', 'City is required.');
  if (merged.phoneNumber && !/^\+[1-9]\d{6,14}$/.test(merged.phoneNumber.replace(/[\s().-]/g, ''))) {
    error('PHONE_NUMBER_NOT_VALID', 'phoneNumber', 'Phone number is not valid.');
  }
  if (errors.length > 0) return {ok: false, errors};
  if (merged.phoneNumber) merged.phoneNumber = merged.phoneNumber.replace(/[\s().-]/g, '');
  return {ok: true, fields: {...merged, territoryCode: merged.territoryCode ?? ''}};
}

/** Two addresses Shopify counts as the same (CUSTOMER_ADDRESS_ALREADY_EXISTS). */
export function sameAddress(
  a: Omit<AddressRecord, 'id' | 'customerId'>,
  b: Omit<AddressRecord, 'id' | 'customerId'>,
): boolean {
  return FIELDS.every((field) => (a[field] ?? '').toLowerCase() === (b[field] ?? '').toLowerCase());
}

/** The CustomerAddress object of the Customer Account API. */
export function addressView(address: Omit<AddressRecord, 'customerId' | 'id'> & {id: number | string}) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  const zones = ZONES[address.territoryCode];
  const country = countryName(address.territoryCode);
  // Shopify's formats: "City ST 12345" in North America, town then postcode lines elsewhere.
  const area = zones
    ? [[address.city, address.zoneCode, address.zip].filter(Boolean).join(' ')]
    : [address.city, address.zoneCode, address.zip].filter((line): line is string => Boolean(line));
  return {
    id: typeof address.id === 'number' ? `gid://shopify/CustomerAddress/${address.id}` : address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    name,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    territoryCode: address.territoryCode,
    zoneCode: address.zoneCode,
    province: address.zoneCode && zones ? (zones[address.zoneCode] ?? null) : null,
    country,
    zip: address.zip,
    phoneNumber: address.phoneNumber,
    formattedArea: [[address.city, address.zoneCode].filter(Boolean).join(' '), country].filter(Boolean).join(', '),
    formatted: ({withName, withCompany}: {withName?: boolean; withCompany?: boolean}) =>
      [
        withName ? name : null,
        withCompany ? address.company : null,
        address.address1,
        address.address2,
        ...area,
        country,
      ].filter((line): line is string => Boolean(line)),
  };
}
