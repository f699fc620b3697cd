import {FormField} from '~/components/FormField/FormField';
import {data, Form} from 'react-router';
import {z} from 'zod';
import {ActionStatus, SectionHeading} from '~/components/Account/AccountFocus';
import * as styles from '~/components/Account/Account.css';
import {
  CUSTOMER_PROFILE_QUERY,
  CUSTOMER_UPDATE_MUTATION,
  EMAIL_MARKETING_SUBSCRIBE_MUTATION,
  EMAIL_MARKETING_UNSUBSCRIBE_MUTATION,
} from '~/graphql/customer-account/account';
import {ACCOUNT_HEADERS, requireAccounts} from '~/lib/account/account.server';
import {profileView} from '~/lib/account/accountViews';
import {readFormFields} from '~/lib/formData.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import {button} from '~/styles/button';
import type {Route} from './+types/(en-GB).account.profile';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = () => privatePageMeta('Your profile');

export const headers = routeOwnHeaders;

type CustomerAccount = Route.LoaderArgs['context']['customerAccount'];

async function loadProfile(customerAccount: CustomerAccount) {
  const answer = await customerAccount.query(CUSTOMER_PROFILE_QUERY, {
    variables: {language: customerAccount.i18n.language},
  });
  if (answer.errors?.length)
    throw new Error(`[account] profile: ${answer.errors.map((error) => error.message).join('; ')}`);
  return profileView(answer.data);
}

export async function loader({context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  return data({profile: await loadProfile(context.customerAccount)}, {headers: ACCOUNT_HEADERS});
}

const name = z.string().trim().max(255, 'Please make this shorter (at most 255 characters).');
/** rules:habit-schema-at-every-boundary: the profile form, parsed before anything is sent. */
const ProfileForm = z.object({firstName: name, lastName: name, marketing: z.literal('on').optional()});

type Result =
  | {errors: Partial<Record<'firstName' | 'lastName' | 'form', string>>; done?: undefined}
  | {errors?: undefined; done: string};

/** The name (customerUpdate) and the e-mail marketing choice (subscribe or unsubscribe, only when it changed). */
export async function action({request, context}: Route.ActionArgs) {
  requireAccounts(context.env);
  const limited = await rateLimit(request, context, 'account');
  if (limited) return limited;
  const form = await readFormFields(request);
  if (!form.ok) return data<Result>({errors: {form: form.message}}, {status: form.status, headers: ACCOUNT_HEADERS});
  const parsed = ProfileForm.safeParse(form.fields);
  if (!parsed.success) {
    const errors: Result['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'firstName' || issue.path[0] === 'lastName' ? issue.path[0] : 'form';
      errors[field] ??= field === 'form' ? 'Please reload the page and try again.' : issue.message;
    }
    return data<Result>({errors}, {status: 400, headers: ACCOUNT_HEADERS});
  }
  const {customerAccount} = context;
  if (!(await customerAccount.isLoggedIn()))
    return data<Result>(
      {errors: {form: 'Please sign in again to change your profile.'}},
      {status: 401, headers: ACCOUNT_HEADERS},
    );
  const language = customerAccount.i18n.language;
  const [updated, current] = await Promise.all([
    customerAccount.mutate(CUSTOMER_UPDATE_MUTATION, {
      variables: {customer: {firstName: parsed.data.firstName, lastName: parsed.data.lastName}, language},
    }),
    loadProfile(customerAccount),
  ]);
  if (updated.errors?.length)
    throw new Error(`[account] customerUpdate: ${updated.errors.map((error) => error.message).join('; ')}`);
  const userErrors = updated.data?.customerUpdate?.userErrors ?? [];
  if (userErrors.length) {
    const errors: Result['errors'] = {};
    for (const error of userErrors) {
      const field: unknown = error.field?.at(-1);
      errors[field === 'firstName' || field === 'lastName' ? field : 'form'] ??= error.message;
    }
    return data<Result>({errors}, {status: 400, headers: ACCOUNT_HEADERS});
  }
  const subscribe = parsed.data.marketing === 'on';
  if (subscribe !== current.subscribed) {
    const answer = await customerAccount.mutate(
      subscribe ? EMAIL_MARKETING_SUBSCRIBE_MUTATION : EMAIL_MARKETING_UNSUBSCRIBE_MUTATION,
    );
    if (answer.errors?.length)
      throw new Error(`[account] e-mail marketing: ${answer.errors.map((error) => error.message).join('; ')}`);
  }
  return data<Result>({done: 'Profile saved.'}, {headers: ACCOUNT_HEADERS});
}

export default function AccountProfile({loaderData, actionData}: Route.ComponentProps) {
  const {profile} = loaderData;
  const result = actionData && ('errors' in actionData || 'done' in actionData) ? (actionData as Result) : null;
  const errors = result?.errors ?? {};
  const field = (key: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <FormField id={`profile-${key}`} label={label} error={errors[key]} classes={styles}>
      {(control) => (
        <input
          name={key}
          defaultValue={profile[key]}
          autoComplete={autoComplete}
          className={styles.input}
          {...control}
        />
      )}
    </FormField>
  );
  return (
    <>
      <SectionHeading>Profile</SectionHeading>
      {result?.done ? <ActionStatus message={result.done} answer={actionData} /> : null}
      <Form method="post" className={styles.form} aria-label="Profile">
        {errors.form ? (
          <p role="alert" className={`${styles.error} ${styles.wide}`}>
            {errors.form}
          </p>
        ) : null}
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
        <p className={styles.wide}>
          <span className={styles.label}>E-mail</span>
          <br />
          {profile.email}
        </p>
        <label className={`${styles.check} ${styles.wide}`}>
          <input type="checkbox" name="marketing" defaultChecked={profile.subscribed} className={styles.checkbox} />
          Send me Keel’s news and offers by e-mail
        </label>
        <div className={styles.actions}>
          <button type="submit" className={button({variant: 'PRIMARY'})}>
            Save profile
          </button>
        </div>
      </Form>
    </>
  );
}
