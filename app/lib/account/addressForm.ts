import {z} from 'zod';

/**
 * The addresses page's form (rules:habit-schema-at-every-boundary: every action schema-validated) and the Customer Account API's
 * userErrors (UserErrorsCustomerAddressUserErrorsCode) in plain words next to their field.
 */

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'zoneCode',
  'zip',
  'territoryCode',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressInput = Record<AddressField, string>;
/** An error per field, or `form` for the address as a whole. */
export type AddressErrors = Partial<Record<AddressField | 'form', string>>;

const field = (max: number) =>
  z.string().trim().max(max, `Please make this shorter (at most ${max} characters).`).optional().default('');

const Address = z.object({
  firstName: field(255),
  lastName: field(255),
  company: field(255),
  address1: field(255),
  address2: field(255),
  city: field(255),
  zoneCode: field(10).pipe(z.string().regex(/^[A-Za-z0-9-]*$/, 'Choose a state or region from the list.')),
  zip: field(20),
  territoryCode: field(2).pipe(z.string().regex(/^([A-Z]{2})?$/, 'Choose a country from the list.')),
  phoneNumber: field(30),
});
const addressId = z
  .string()
  .regex(/^gid:\/\/shopify\/CustomerAddress\/\d{1,20}$/, 'We couldn’t find that address. Please reload the page.');
const defaultAddress = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on');

const AddressAction = z.discriminatedUnion('intent', [
  z.object({intent: z.literal('create'), defaultAddress}).extend({address: Address}),
  z.object({intent: z.literal('update'), addressId, defaultAddress}).extend({address: Address}),
  z.object({intent: z.literal('delete'), addressId}),
]);
export type AddressAction = z.infer<typeof AddressAction>;

/**
 * The mutation's CustomerAddressInput: a new address leaves out what the shopper left empty; an edit
 * sends null for it, which clears the field (an empty string is a value the API would check).
 */
export function addressInput(
  action: Extract<AddressAction, {address: unknown}>,
): Partial<Record<AddressField, string | null>> {
  const input: Partial<Record<AddressField, string | null>> = {};
  for (const name of ADDRESS_FIELDS) {
    const value = action.address[name];
    if (value) input[name] = value;
    else if (action.intent === 'update') input[name] = null;
  }
  return input;
}

export type ParsedAddressForm = {ok: true; action: AddressAction} | {ok: false; errors: AddressErrors};

export function parseAddressForm(fields: Record<string, string>): ParsedAddressForm {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
  );
  const intent = fields.intent;
  const parsed = AddressAction.safeParse({
    intent,
    addressId: fields.addressId,
    defaultAddress: fields.defaultAddress || undefined,
    ...(intent === 'delete' ? {} : {address}),
  });
  if (parsed.success) return {ok: true, action: parsed.data};
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.at(-1);
    const key = isAddressField(name) ? name : 'form';
    if (key === 'form' && name !== 'addressId') errors.form ??= 'Please reload the page and try again.';
    else errors[key] ??= issue.message;
  }
  return {ok: false, errors};
}

const isAddressField = (name: unknown): name is AddressField => (ADDRESS_FIELDS as readonly unknown[]).includes(name);

export interface UserError {
  code?: string | null;
  field?: string[] | null;
  message: string;
}

type Words = (zip: string) => string;
/** Each code's words; the ZIP code is a postcode in the UK. */
const PLAIN_WORDS: Readonly<Record<string, Words>> = {
  TERRITORY_CODE_MISSING: () => 'Choose a country.',
  COUNTRY_NOT_EXIST: () => 'Choose a country from the list.',
  INVALID_TERRITORY_CODE: () => 'Choose a country from the list.',
  ZONE_CODE_MISSING: () => 'Choose a state or region.',
  ADDRESS1_MISSING: () => 'Enter the street address.',
  INVALID_FOR_COUNTRY: (zip) => `This ${zip} is not valid for the country.`,
  INVALID_FOR_COUNTRY_AND_PROVINCE: (zip) => `This ${zip} is not valid for the state or region.`,
  PHONE_NUMBER_NOT_VALID: () => 'Enter a phone number with its country code, such as +1 503 555 0100.',
  TOO_LONG: () => 'Please make this shorter.',
  CONTAINS_HTML_TAGS: () => 'Please remove the < and > characters.',
  REQUIRED: () => 'Please fill this in.',
  ADDRESS_ARGUMENT_EMPTY: () => 'Please fill in the address.',
  CUSTOMER_ADDRESS_ALREADY_EXISTS: () => 'You already have this address.',
  ADDRESS_ID_DOES_NOT_EXIST: () => 'We couldn’t find that address. Please reload the page.',
  DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED: () => 'Make another address your default before deleting this one.',
  DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED: () => 'Make another address your default instead.',
  INVALID: () => 'Please check this.',
};

/** Codes about the address as a whole, whatever field the API names. */
const WHOLE_ADDRESS = new Set([
  'CUSTOMER_ADDRESS_ALREADY_EXISTS',
  'ADDRESS_ID_DOES_NOT_EXIST',
  'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
  'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
  'ADDRESS_ARGUMENT_EMPTY',
]);

export function addressUserErrors(userErrors: readonly UserError[], localeCode: string): AddressErrors {
  const zip = localeCode === 'en-GB' ? 'postcode' : 'ZIP code';
  const errors: AddressErrors = {};
  for (const error of userErrors) {
    const name = error.field?.at(-1);
    const key = isAddressField(name) && !WHOLE_ADDRESS.has(error.code ?? '') ? name : 'form';
    const words = PLAIN_WORDS[error.code ?? ''];
    errors[key] ??= words ? words(zip) : error.message;
  }
  return errors;
}
