import {z} from 'zod';
import type {Market} from '../seed/catalog';
import type {MailingAddressRecord} from '../store/types';

/** Test cards of the dev gateway: this one is approved, the decline card is refused. */
export const TEST_CARD = '4242424242424242';
export const DECLINE_CARD = '4000000000000002';

export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const text = (label: string, max = 120) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} is too long`)
    .refine((value) => !/[<>]/.test(value), `${label.charAt(0).toUpperCase()}${label.slice(1)} can't contain < or >`);

const optionalText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max, 'This is too long')
    .refine((value) => !/[<>]/.test(value), "This can't contain < or >")
    .optional()
    .transform((value) => (value ? value : null));

function schemaFor(market: Market) {
  return z.object({
    email: z.string().trim().email('Enter a valid email address').max(254),
    firstName: text('a first name', 60),
    lastName: text('a last name', 60),
    address1: text('an address'),
    address2: optionalText(),
    city: text(market === 'GB' ? 'a town or city' : 'a city', 80),
    province: market === 'US' ? z.string().refine((value) => value in US_STATES, 'Select a state') : optionalText(80),
    zip:
      market === 'US'
        ? z
            .string()
            .trim()
            .regex(/^\d{5}(-\d{4})?$/, 'Enter a valid ZIP code')
        : z
            .string()
            .trim()
            .regex(/^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, 'Enter a valid postcode'),
    phone: z
      .string()
      .trim()
      .regex(/^$|^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number')
      .optional()
      .transform((value) => (value ? value : null)),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => /^\d{13,19}$/.test(value) && luhn(value), 'Enter a valid card number'),
    cardExpiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/, 'Enter the expiry date as MM/YY')
      .refine((value) => {
        const [month, year] = value.split('/').map((part) => Number(part.trim()));
        const expiry = new Date(2000 + (year ?? 0), month ?? 0, 1);
        return expiry > new Date();
      }, 'This card has expired'),
    cardCvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
    cardName: text('the name on the card', 80),
  });
}

export type CheckoutFields = Record<string, string>;

export interface CheckoutDetails {
  email: string;
  phone: string | null;
  shippingAddress: MailingAddressRecord;
  cardNumber: string;
}

export type CheckoutValidation = {ok: true; details: CheckoutDetails} | {ok: false; errors: Record<string, string>};

/** Server-side validation of the checkout form, with one clear message per field. */
export function validateCheckout(fields: CheckoutFields, market: Market): CheckoutValidation {
  const result = schemaFor(market).safeParse(fields);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
    return {ok: false, errors};
  }
  const value = result.data;
  const provinceCode = market === 'US' ? (value.province as string) : null;
  return {
    ok: true,
    details: {
      email: value.email,
      phone: value.phone,
      cardNumber: value.cardNumber,
      shippingAddress: {
        name: `${value.firstName} ${value.lastName}`,
        firstName: value.firstName,
        lastName: value.lastName,
        address1: value.address1,
        address2: value.address2,
        city: value.city,
        provinceCode,
        province:
          market === 'US' ? (US_STATES[provinceCode ?? ''] ?? null) : ((value.province as string | null) ?? null),
        zip: market === 'GB' ? value.zip.toUpperCase() : value.zip,
        country: market === 'US' ? 'United States' : 'United Kingdom',
        countryCode: market,
        phone: value.phone,
      },
    },
  };
}
