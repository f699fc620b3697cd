import {Form} from 'react-router';
import type {AddressErrors, AddressField, AddressInput} from '~/lib/account/addressForm';
import type {Locale} from '~/lib/i18n';
import {button} from '~/styles/button';
import * as styles from './Account.css';

/** The countries the shop ships to (spec 3: US for en-US, GB for en-GB). */
const COUNTRIES = [
  {code: 'US', name: 'United States'},
  {code: 'GB', name: 'United Kingdom'},
] as const;

interface Props {
  /** 'new', or the address's id digits: the fields' ids and which form the errors belong to. */
  formKey: string;
  locale: Locale;
  addressId?: string;
  values?: Partial<AddressInput>;
  isDefault?: boolean;
  errors?: AddressErrors;
}

/** Adds or edits an address; each of the API's refusals sits under its field (aria-describedby), the page shows the rest. */
export function AddressForm({formKey, locale, addressId, values = {}, isDefault = false, errors = {}}: Props) {
  const uk = locale.code === 'en-GB';
  const id = (name: string) => `address-${formKey}-${name}`;
  const text = (name: AddressField, label: string, autoComplete: string, wide = false) => (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id(name)} className={styles.label}>
        {label}
      </label>
      <input
        id={id(name)}
        name={name}
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        className={styles.input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
      />
      {errors[name] ? (
        <p id={id(`${name}-error`)} className={styles.error}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="post" className={styles.form} aria-label={addressId ? 'Edit address' : 'New address'}>
      <input type="hidden" name="intent" value={addressId ? 'update' : 'create'} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      {text('firstName', 'First name', 'given-name')}
      {text('lastName', 'Last name', 'family-name')}
      {text('company', 'Company (optional)', 'organization', true)}
      {text('address1', 'Address', 'address-line1', true)}
      {text('address2', 'Apartment, suite, etc. (optional)', 'address-line2', true)}
      {text('city', uk ? 'Town or city' : 'City', 'address-level2')}
      {text('zoneCode', uk ? 'County code (optional)' : 'State code', 'address-level1')}
      {text('zip', uk ? 'Postcode' : 'ZIP code', 'postal-code')}
      <div className={styles.field}>
        <label htmlFor={id('territoryCode')} className={styles.label}>
          Country
        </label>
        <select
          id={id('territoryCode')}
          name="territoryCode"
          defaultValue={values.territoryCode || locale.country}
          className={styles.input}
          aria-invalid={errors.territoryCode ? true : undefined}
          aria-describedby={errors.territoryCode ? id('territoryCode-error') : undefined}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.territoryCode ? (
          <p id={id('territoryCode-error')} className={styles.error}>
            {errors.territoryCode}
          </p>
        ) : null}
      </div>
      {text('phoneNumber', 'Phone (optional)', 'tel', true)}
      <label className={`${styles.check} ${styles.wide}`}>
        <input type="checkbox" name="defaultAddress" defaultChecked={isDefault} className={styles.checkbox} />
        Make this my default address
      </label>
      <div className={styles.actions}>
        <button type="submit" className={button({variant: 'PRIMARY'})}>
          {addressId ? 'Save address' : 'Add address'}
        </button>
      </div>
    </Form>
  );
}
