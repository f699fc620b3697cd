/**
 * The address form of each country the shop ships to, as Shopify's checkout shows it (decision
 * 0139): the US asks for a state from Shopify's list (name shown, code sent as zoneCode); the UK
 * has no county field, since Shopify hides the UK's zones from addresses.
 */

export interface ZoneOption {
  code: string;
  name: string;
}

export interface TerritoryForm {
  code: 'US' | 'GB';
  name: string;
  city: string;
  /** The zone's select, or null where addresses have no zone. */
  zone: {label: string; options: readonly ZoneOption[]} | null;
  zip: string;
}

const zones = (entries: string) => entries.split(';').map((entry) => ({code: entry.slice(0, 2), name: entry.slice(3)}));

/** Shopify's US zones in its order: states, DC and territories by name, then the armed forces. */
const US_ZONES = zones(
  'AL Alabama;AK Alaska;AS American Samoa;AZ Arizona;AR Arkansas;CA California;CO Colorado;CT Connecticut;DE Delaware;' +
    'DC District of Columbia;FM Federated States of Micronesia;FL Florida;GA Georgia;GU Guam;HI Hawaii;ID Idaho;IL Illinois;' +
    'IN Indiana;IA Iowa;KS Kansas;KY Kentucky;LA Louisiana;ME Maine;MH Marshall Islands;MD Maryland;MA Massachusetts;' +
    'MI Michigan;MN Minnesota;MS Mississippi;MO Missouri;MT Montana;NE Nebraska;NV Nevada;NH New Hampshire;NJ New Jersey;' +
    'NM New Mexico;NY New York;NC North Carolina;ND North Dakota;MP Northern Mariana Islands;OH Ohio;OK Oklahoma;OR Oregon;' +
    'PW Palau;PA Pennsylvania;PR Puerto Rico;RI Rhode Island;SC South Carolina;SD South Dakota;TN Tennessee;TX Texas;UT Utah;' +
    'VT Vermont;VA Virginia;WA Washington;WV West Virginia;WI Wisconsin;WY Wyoming;VI Virgin Islands;' +
    'AA Armed Forces Americas;AE Armed Forces Europe;AP Armed Forces Pacific',
);

/** rules:accounts: the US for en-US, the UK for en-GB. */
export const TERRITORY_FORMS: readonly TerritoryForm[] = [
  {code: 'US', name: 'United States', city: 'City', zone: {label: 'State', options: US_ZONES}, zip: 'ZIP code'},
  {code: 'GB', name: 'United Kingdom', city: 'Town or city', zone: null, zip: 'Postcode'},
];

/** The form for a territory code; an address in a country the shop no longer ships to gets its market's. */
export function territoryForm(code: string, fallback: string): TerritoryForm {
  return (
    TERRITORY_FORMS.find((form) => form.code === code) ??
    TERRITORY_FORMS.find((form) => form.code === fallback) ??
    (TERRITORY_FORMS[0] as TerritoryForm)
  );
}
