import {FormField, type FieldControl} from '~/components/FormField/FormField';
import {useState, type ReactNode} from 'react';
import {Form} from 'react-router';
import type {AddressErrors, AddressField, AddressInput} from '~/lib/account/addressForm';
import {TERRITORY_FORMS, territoryForm} from '~/lib/account/territories';
import type {Locale} from '~/lib/i18n';
import {button} from '~/styles/button';
import * as styles from './Account.css';

interface Props {
  /** 'new', or the address's id digits: the fields' ids and which form the errors belong to. */
  formKey: string;
  locale: Locale;
  addressId?: string;
  values?: Partial<AddressInput>;
  isDefault?: boolean;
  errors?: AddressErrors;
}

/**
 * Adds or edits an address with the fields of its country, as Shopify's checkout asks for them
 * (decision 0139); each of the API's refusals sits under its field (aria-describedby), the page
 * shows the rest.
 */
export function AddressForm({formKey, locale, addressId, values = {}, isDefault = false, errors = {}}: Props) {
  const [territory, setTerritory] = useState(values.territoryCode || locale.country);
  const form = territoryForm(territory, locale.country);
  const zone = form.zone;
  const id = (name: string) => `address-${formKey}-${name}`;
  const field = (name: AddressField, label: string, control: (props: FieldControl) => ReactNode, wide = false) => (
    <FormField
      id={id(name)}
      label={label}
      error={errors[name]}
      classes={{
        field: wide ? `${styles.field} ${styles.wide}` : styles.field,
        label: styles.label,
        error: styles.error,
      }}
    >
      {control}
    </FormField>
  );
  const text = (name: AddressField, label: string, autoComplete: string, wide = false) =>
    field(
      name,
      label,
      (control) => (
        <input
          name={name}
          defaultValue={values[name] ?? ''}
          autoComplete={autoComplete}
          className={styles.input}
          {...control}
        />
      ),
      wide,
    );
  return (
    <Form method="post" className={styles.form} aria-label={addressId ? 'Edit address' : 'New address'}>
      <input type="hidden" name="intent" value={addressId ? 'update' : 'create'} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      {field(
        'territoryCode',
        'Country',
        (control) => (
          <select
            name="territoryCode"
            value={form.code}
            onChange={(event) => setTerritory(event.target.value)}
            autoComplete="country"
            className={styles.input}
            {...control}
          >
            {TERRITORY_FORMS.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ),
        true,
      )}
      {text('firstName', 'First name', 'given-name')}
      {text('lastName', 'Last name', 'family-name')}
      {text('company', 'Company (optional)', 'organization', true)}
      {text('address1', 'Address', 'address-line1', true)}
      {text('address2', 'Apartment, suite, etc. (optional)', 'address-line2', true)}
      {text('city', form.city, 'address-level2')}
      {zone
        ? field('zoneCode', zone.label, (control) => (
            <select
              name="zoneCode"
              defaultValue={values.zoneCode ?? ''}
              autoComplete="address-level1"
              className={styles.input}
              {...control}
            >
              <option value="">Select a {zone.label.toLowerCase()}</option>
              {zone.options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          ))
        : null}
      {text('zip', form.zip, 'postal-code')}
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
