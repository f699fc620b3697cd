import {data, Form} from 'react-router';
import {ActionStatus, SectionHeading} from '~/components/Account/AccountFocus';
import * as styles from '~/components/Account/Account.css';
import {AddressLines} from '~/components/Account/AddressLines';
import {AddressForm} from '~/components/Account/AddressForm';
import {
  CREATE_ADDRESS_MUTATION,
  CUSTOMER_DETAILS_QUERY,
  DELETE_ADDRESS_MUTATION,
  UPDATE_ADDRESS_MUTATION,
} from '~/graphql/customer-account/account';
import {ACCOUNT_HEADERS, requireAccounts} from '~/lib/account/account.server';
import {
  addressInput,
  addressUserErrors,
  parseAddressForm,
  type AddressAction,
  type AddressErrors,
  type UserError,
} from '~/lib/account/addressForm';
import {addressList} from '~/lib/account/accountViews';
import {readFormFields} from '~/lib/formData.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import {useLocale} from '~/lib/useLocale';
import type {Route} from './+types/(en-GB).account.addresses';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = () => privatePageMeta('Your addresses');

export const headers = routeOwnHeaders;

export async function loader({context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const {customerAccount} = context;
  const answer = await customerAccount.query(CUSTOMER_DETAILS_QUERY, {
    variables: {language: customerAccount.i18n.language},
  });
  if (answer.errors?.length)
    throw new Error(`[account] addresses: ${answer.errors.map((error) => error.message).join('; ')}`);
  return data({addresses: addressList(answer.data)}, {headers: ACCOUNT_HEADERS});
}

type Result =
  {formKey: string; errors: AddressErrors; done?: undefined} | {formKey: string; errors?: undefined; done: string};

/** Which form an action belongs to: 'new', or the address's id digits. */
const formKeyOf = (addressId: string | undefined) =>
  addressId ? addressId.slice(addressId.lastIndexOf('/') + 1) : 'new';

/**
 * Add, edit (the default choice included) or delete an address (rules:habit-schema-at-every-boundary: the form is parsed with
 * zod first, rate-limited); the Customer Account API's userErrors come back next to their field.
 */
export async function action({request, context}: Route.ActionArgs) {
  requireAccounts(context.env);
  const limited = await rateLimit(request, context, 'account');
  if (limited) return limited;
  const form = await readFormFields(request);
  if (!form.ok)
    return data<Result>(
      {formKey: 'new', errors: {form: form.message}},
      {status: form.status, headers: ACCOUNT_HEADERS},
    );
  const parsed = parseAddressForm(form.fields);
  if (!parsed.ok)
    return data<Result>(
      {formKey: formKeyOf(form.fields.addressId), errors: parsed.errors},
      {status: 400, headers: ACCOUNT_HEADERS},
    );
  const {action: change} = parsed;
  const formKey = formKeyOf(change.intent === 'create' ? undefined : change.addressId);
  // A mutation never redirects to the sign-in halfway: a shopper signed out meanwhile is told so.
  if (!(await context.customerAccount.isLoggedIn()))
    return data<Result>(
      {formKey, errors: {form: 'Please sign in again to change your addresses.'}},
      {status: 401, headers: ACCOUNT_HEADERS},
    );
  const userErrors = await send(context.customerAccount, change);
  if (userErrors.length)
    return data<Result>(
      {formKey, errors: addressUserErrors(userErrors, context.locale.code)},
      {status: 400, headers: ACCOUNT_HEADERS},
    );
  const done =
    change.intent === 'create' ? 'Address added.' : change.intent === 'update' ? 'Address saved.' : 'Address deleted.';
  return data<Result>({formKey, done}, {headers: ACCOUNT_HEADERS});
}

type CustomerAccount = Route.ActionArgs['context']['customerAccount'];

/** The change's mutation; its userErrors (GraphQL errors are the API failing: thrown). */
async function send(customerAccount: CustomerAccount, change: AddressAction): Promise<UserError[]> {
  const language = customerAccount.i18n.language;
  const payload = async (mutation: string, variables: Record<string, unknown>, field: string) => {
    const answer = await customerAccount.mutate(mutation, {variables: {...variables, language}});
    if (answer.errors?.length)
      throw new Error(`[account] ${field}: ${answer.errors.map((error) => error.message).join('; ')}`);
    const result = (answer.data as Record<string, {userErrors?: UserError[]} | null> | null)?.[field];
    if (!result) throw new Error(`[account] ${field}: no answer`);
    return result.userErrors ?? [];
  };
  switch (change.intent) {
    case 'create':
      return payload(
        CREATE_ADDRESS_MUTATION,
        {address: addressInput(change), defaultAddress: change.defaultAddress},
        'customerAddressCreate',
      );
    case 'update':
      return payload(
        UPDATE_ADDRESS_MUTATION,
        {address: addressInput(change), addressId: change.addressId, defaultAddress: change.defaultAddress},
        'customerAddressUpdate',
      );
    case 'delete':
      return payload(DELETE_ADDRESS_MUTATION, {addressId: change.addressId}, 'customerAddressDelete');
  }
}

export default function AccountAddresses({loaderData, actionData}: Route.ComponentProps) {
  const locale = useLocale();
  const result = actionData && 'formKey' in actionData ? (actionData as Result) : null;
  const errorsFor = (key: string) => (result?.formKey === key ? result.errors : undefined);
  return (
    <>
      <SectionHeading>Addresses</SectionHeading>
      {result?.done ? <ActionStatus message={result.done} answer={actionData} /> : null}
      {result?.errors?.form ? (
        <p role="alert" className={styles.error}>
          {result.errors.form}
        </p>
      ) : null}
      {loaderData.addresses.length === 0 ? <p className={styles.muted}>You have no saved addresses yet.</p> : null}
      <ul className={styles.list}>
        {loaderData.addresses.map((address) => {
          const key = formKeyOf(address.id);
          const errors = errorsFor(key);
          return (
            <li key={address.id} className={styles.card}>
              {address.isDefault ? <span className={styles.badge}>Default address</span> : null}
              <AddressLines lines={address.lines} />
              <details className={styles.details} open={Boolean(errors)}>
                <summary className={styles.summary}>Edit this address</summary>
                <AddressForm
                  formKey={key}
                  locale={locale}
                  addressId={address.id}
                  values={address.fields}
                  isDefault={address.isDefault}
                  errors={errors}
                />
              </details>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="addressId" value={address.id} />
                <button type="submit" className={styles.textButton}>
                  Delete this address
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <h3 className={styles.heading}>Add an address</h3>
      {/* A new key once the address is in the list: the form starts empty for the next one. */}
      <AddressForm
        key={loaderData.addresses.map((address) => address.id).join()}
        formKey="new"
        locale={locale}
        errors={errorsFor('new')}
      />
    </>
  );
}
