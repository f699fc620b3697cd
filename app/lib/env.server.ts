import {z} from 'zod';
import {parseDsn} from './errors/errorReporting';

/** A URL, or empty for "none" (what .env.example tells deployers to do to turn a provider off). */
const optionalUrl = z.literal('').or(z.string().url()).optional();

/** A setting that must be there: "not set" names it without a message of zod's. */
const set = z.string({error: 'not set'}).min(1, 'not set');
const optionalKey = (pattern: RegExp, message: string) => z.string().regex(pattern, message).optional();

/**
 * decision 0119: the settings by the feature that uses them. A feature whose switch (its first
 * setting) is empty is off by choice; one whose settings are wrong is off too, and only it: its
 * settings take `offValues`, which every client already reads as "none". The shop group alone,
 * the Storefront API and the session's signing secret, closes the shop when it is wrong.
 */
interface Feature {
  name: string;
  schema: z.ZodType<unknown>;
  /** The switch: empty or unset means the deployer left the feature off. */
  switchKey: keyof Env;
  /** What the app reads while the feature is off. */
  offValues: Partial<Env>;
  /** A switch production leaves unset (a test aid): reported only when wrong. */
  unsetIsNormal?: boolean;
  /** Why the deployer left it off, when one switch does not say (the Admin API's two ways in). */
  offByChoice?: (env: Env) => string | null;
  /** A choice the start-up line reports although the feature is on. */
  note?: (env: Env) => string | null;
}

/** A provider's settings; `rule` checks them together (the first setting is the switch). */
function provider(
  name: string,
  shape: Record<string, z.ZodType>,
  rule?: {valid: (env: Record<string, unknown>) => boolean; key: string; message: string},
): Feature {
  const switchKey = Object.keys(shape)[0] as keyof Env;
  const object = z.object(shape);
  const schema = rule ? object.refine(rule.valid, {message: rule.message, path: [rule.key]}) : object;
  return {name, schema, switchKey, offValues: {[switchKey]: ''}};
}

const SHOP = z.object({
  PUBLIC_STORE_DOMAIN: set,
  PUBLIC_STOREFRONT_API_TOKEN: set,
  PRIVATE_STOREFRONT_API_TOKEN: set,
  PUBLIC_CHECKOUT_DOMAIN: set,
  SESSION_SECRET: set.pipe(z.string().min(16, 'SESSION_SECRET must be at least 16 characters')),
});

const FEATURES: readonly Feature[] = [
  // decision 0138: a Dev Dashboard app's client credentials (the token comes from the grant), or a legacy app's token.
  {
    name: 'order page and package records',
    schema: z
      .object({
        ADMIN_API_CLIENT_ID: z.string().optional(),
        PRIVATE_ADMIN_API_CLIENT_SECRET: z.string().optional(),
        PRIVATE_ADMIN_API_TOKEN: z.string().optional(),
      })
      .refine((env) => !env.ADMIN_API_CLIENT_ID || Boolean(env.PRIVATE_ADMIN_API_CLIENT_SECRET), {
        message: 'not set (ADMIN_API_CLIENT_ID is set)',
        path: ['PRIVATE_ADMIN_API_CLIENT_SECRET'],
      })
      .refine((env) => !env.PRIVATE_ADMIN_API_CLIENT_SECRET || Boolean(env.ADMIN_API_CLIENT_ID), {
        message: 'not set (PRIVATE_ADMIN_API_CLIENT_SECRET is set)',
        path: ['ADMIN_API_CLIENT_ID'],
      }),
    switchKey: 'ADMIN_API_CLIENT_ID',
    offValues: {ADMIN_API_CLIENT_ID: '', PRIVATE_ADMIN_API_CLIENT_SECRET: '', PRIVATE_ADMIN_API_TOKEN: ''},
    offByChoice: (env) =>
      env.ADMIN_API_CLIENT_ID || env.PRIVATE_ADMIN_API_TOKEN
        ? null
        : 'ADMIN_API_CLIENT_ID not set, nor the legacy PRIVATE_ADMIN_API_TOKEN',
    note: (env) =>
      env.ADMIN_API_CLIENT_ID && env.PRIVATE_ADMIN_API_TOKEN
        ? 'Admin API: the client credentials grant (ADMIN_API_CLIENT_ID) wins over PRIVATE_ADMIN_API_TOKEN'
        : null,
  },
  {
    name: 'CMS content',
    schema: z
      .object({
        CONTENTFUL_SPACE_ID: set,
        CONTENTFUL_ENVIRONMENT: set,
        CONTENTFUL_ACCESS_TOKEN: set,
        CONTENTFUL_PREVIEW: z.enum(['true', 'false', '']).optional(),
        CONTENTFUL_PREVIEW_ACCESS_TOKEN: z.string().optional(),
        CONTENTFUL_HOST: z.literal('').or(z.string().url()).optional(),
      })
      // Only a preview deployment reads drafts.
      .refine((env) => env.CONTENTFUL_PREVIEW !== 'true' || Boolean(env.CONTENTFUL_PREVIEW_ACCESS_TOKEN), {
        message: 'not set (CONTENTFUL_PREVIEW=true)',
        path: ['CONTENTFUL_PREVIEW_ACCESS_TOKEN'],
      }),
    switchKey: 'CONTENTFUL_SPACE_ID',
    offValues: {
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: '',
      CONTENTFUL_PREVIEW: 'false',
    },
  },
  // decision 0137: customer accounts (the Customer Account API's client, the shop's numeric id, and where Shopify's host is: decision 0135).
  {
    name: 'customer accounts',
    schema: z.object({
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: set,
      SHOP_ID: set.pipe(
        z
          .string()
          .regex(/^\d{1,20}$/, 'SHOP_ID is the shop’s numeric id (Shopify admin, Customer Account API settings)'),
      ),
      CUSTOMER_ACCOUNT_API_ORIGIN: z
        .literal('')
        .or(
          z
            .string()
            .url()
            .refine(
              (value) => new URL(value).origin === value.replace(/\/$/, ''),
              'CUSTOMER_ACCOUNT_API_ORIGIN is an origin only (scheme, host, port)',
            ),
        )
        .optional(),
    }),
    switchKey: 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
    offValues: {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: '', SHOP_ID: ''},
  },
  provider('reviews', {REVIEWS_API_URL: optionalUrl}),
  provider('coaching booking', {COACHING_API_URL: optionalUrl}),
  provider('careers list', {JOBS_API_URL: optionalUrl}),
  provider('post-purchase survey', {SURVEY_SCRIPT_URL: optionalUrl}),
  provider('prequalification widget', {PREQUAL_SCRIPT_URL: optionalUrl}),
  // rules:security-input: the referral provider's script is loaded per locale.
  provider('referral form', {
    REFERRAL_SCRIPT_URL: z
      .literal('')
      .or(
        z
          .string()
          .url()
          .refine(
            (value) => value.includes('{locale}'),
            'REFERRAL_SCRIPT_URL must contain {locale} (one script per locale)',
          ),
      )
      .optional(),
  }),
  // rules:security-input, rules:accounts-anonymous-shopping: the experimentation provider (GrowthBook: payload host and client key) and the exposure collector.
  provider('experiments', {
    GROWTHBOOK_API_HOST: optionalUrl,
    GROWTHBOOK_CLIENT_KEY: optionalKey(
      /^[A-Za-z0-9_-]*$/,
      'GROWTHBOOK_CLIENT_KEY must be a GrowthBook client key (sdk-...)',
    ),
    INTERNAL_USER_UUID_PREFIX: optionalKey(
      /^[A-Za-z0-9_-]*$/,
      'INTERNAL_USER_UUID_PREFIX may hold letters, digits, _ and - only',
    ),
  }),
  provider('experiment exposures', {EXPERIMENT_EXPOSURES_URL: optionalUrl}),
  // rules:security-input: the pay-later provider's messaging script (Klarna's Web SDK) and its client id.
  provider('pay-later messaging', {
    KLARNA_SCRIPT_URL: optionalUrl,
    KLARNA_CLIENT_ID: optionalKey(/^[A-Za-z0-9_-]*$/, 'KLARNA_CLIENT_ID must be a Klarna client identifier'),
  }),
  // rules:security-wrong-setting, rules:security-input: the protection-plan provider's offers API, store id, and the secret its contract hashes are signed with.
  provider(
    'protection plans',
    {
      PROTECTION_PLAN_API_URL: optionalUrl,
      PROTECTION_PLAN_STORE_ID: z.string().max(100).optional(),
      PROTECTION_PLAN_SECRET: z.string().optional(),
    },
    {
      valid: (env) => !env.PROTECTION_PLAN_API_URL || String(env.PROTECTION_PLAN_SECRET ?? '').length >= 16,
      key: 'PROTECTION_PLAN_SECRET',
      message: 'at least 16 characters, required when PROTECTION_PLAN_API_URL is set',
    },
  ),
  // rules:security-wrong-setting, rules:errors-and-logging: the error-reporting service (a Sentry DSN) and the release and environment reports carry.
  provider('error reporting', {
    SENTRY_DSN: z
      .literal('')
      .or(
        z
          .string()
          .url()
          .refine(
            (value) => parseDsn(value) !== null,
            'SENTRY_DSN must be a Sentry DSN: https://{key}@{host}/{project}',
          ),
      )
      .optional(),
    SENTRY_RELEASE: z.string().max(200).optional(),
    SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  }),
  {...provider('error test route', {ERROR_TEST_ROUTE: z.enum(['true', 'false', '']).optional()}), unsetIsNormal: true},
  // Measurement (docs/decisions/0050, 0051): empty URL or key means events are dropped quietly.
  provider('analytics', {
    GA4_MP_URL: optionalUrl,
    GA4_MEASUREMENT_ID: z
      .literal('')
      .or(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'GA4_MEASUREMENT_ID looks like G-XXXXXXX'))
      .optional(),
    GA4_API_SECRET: z.string().optional(),
  }),
  // decision 0125: Shopify's analytics (Monorail's host) and the Customer Privacy API's script.
  provider("Shopify's analytics", {
    SHOPIFY_ANALYTICS_HOST: z
      .literal('')
      .or(
        z
          .string()
          .regex(
            /^[A-Za-z0-9.-]+(:\d{1,5})?$/,
            'SHOPIFY_ANALYTICS_HOST is a host such as monorail-edge.shopifysvc.com (no scheme, no path)',
          ),
      )
      .optional(),
  }),
  provider("Shopify's Customer Privacy API", {CUSTOMER_PRIVACY_SCRIPT_URL: optionalUrl}),
  provider('marketing events and CRM', {
    KLAVIYO_API_URL: optionalUrl,
    KLAVIYO_PRIVATE_API_KEY: z.string().optional(),
    KLAVIYO_NEWSLETTER_LIST_ID: z.string().optional(),
    CRM_ENABLED: z.enum(['true', 'false', '']).optional(),
  }),
  // The full-page cache (decision 0070): on unless 'off'.
  {
    name: 'full-page cache',
    schema: z.object({FULL_PAGE_CACHE: z.enum(['on', 'off', '']).optional()}),
    switchKey: 'FULL_PAGE_CACHE',
    offValues: {FULL_PAGE_CACHE: 'off'},
  },
  provider('page-cache purge endpoint', {
    PAGE_CACHE_PURGE_SECRET: z
      .literal('')
      .or(z.string().min(32, 'PAGE_CACHE_PURGE_SECRET must be at least 32 characters'))
      .optional(),
  }),
  {
    ...provider('rate-limit override', {
      RATE_LIMIT_PER_MINUTE: z
        .literal('')
        .or(z.string().regex(/^\d{1,7}$/, 'RATE_LIMIT_PER_MINUTE must be a whole number'))
        .optional(),
    }),
    unsetIsNormal: true,
  },
];

export interface EnvCheck {
  /** The environment the app runs with: each feature that is off reads its off values. */
  env: Env;
  /** Each feature that is off, with why: setting names and zod's messages, never a value. */
  off: string[];
  /** Why the shop cannot open (the Storefront API or the session secret), or null. */
  closed: string | null;
  /** Choices the start-up line reports for features that are on (which Admin API credentials win). */
  notes: string[];
}

const problems = (error: z.ZodError) =>
  error.issues
    .map((issue) =>
      issue.message.startsWith('not set')
        ? `${issue.path.join('.')} ${issue.message}`
        : `${issue.path.join('.')}: ${issue.message}`,
    )
    .join(', ');

/** Whether the deployer left a feature off: its switch empty, or the full-page cache set to 'off'. */
function offByChoice(feature: Feature, env: Env): string | null {
  const value = env[feature.switchKey];
  if (feature.unsetIsNormal) return null;
  if (feature.offByChoice) return feature.offByChoice(env);
  if (feature.switchKey === 'FULL_PAGE_CACHE') return value === 'off' ? 'FULL_PAGE_CACHE=off' : null;
  return value ? null : `${feature.switchKey} not set`;
}

export function checkEnv(env: Env): EnvCheck {
  const shop = SHOP.safeParse(env);
  const off: string[] = [];
  const notes: string[] = [];
  let usable: Env = env;
  for (const feature of FEATURES) {
    const parsed = feature.schema.safeParse(env);
    const reason = parsed.success ? offByChoice(feature, env) : problems(parsed.error);
    const note = parsed.success ? feature.note?.(env) : null;
    if (note) notes.push(note);
    if (!reason) continue;
    off.push(`${feature.name} (${reason})`);
    if (!parsed.success) usable = {...usable, ...feature.offValues};
  }
  return {env: usable, off, closed: shop.success ? null : problems(shop.error), notes};
}

/** The start-up line: what is off and the choices made, or why the shop is closed; null when there is nothing to say. */
export function settingsLogLine(check: EnvCheck): string | null {
  if (check.closed)
    return `[env] shop closed: the Storefront API or session settings are wrong (${check.closed}); every page answers 503`;
  const parts = [...(check.off.length ? [`off: ${check.off.join('; ')}`] : []), ...check.notes];
  return parts.length ? `[env] ${parts.join('; ')}` : null;
}

const checked = new WeakMap<object, EnvCheck>();
let announced = false;

/**
 * rules:habit-schema-at-every-boundary: the environment is checked with a schema once per isolate, at the first request
 * (Workers have no start-up hook), and the result logged once.
 */
export function usableEnv(env: Env): EnvCheck {
  let check = checked.get(env);
  if (!check) {
    check = checkEnv(env);
    checked.set(env, check);
  }
  if (!announced) {
    announced = true;
    const line = settingsLogLine(check);
    if (line) console.warn(line);
  }
  return check;
}

/** The store origin with its scheme; https:// is assumed when the domain has none (as Hydrogen does). */
export function storeOrigin(env: Pick<Env, 'PUBLIC_STORE_DOMAIN'>): string {
  const domain = env.PUBLIC_STORE_DOMAIN;
  return new URL(domain.includes('://') ? domain : `https://${domain}`).origin;
}
