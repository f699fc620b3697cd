import {z} from 'zod';
import {parseDsn} from './errorReporting';

/** A URL, or empty for "none" (what .env.example tells deployers to do to turn a provider off). */
const optionalUrl = z.literal('').or(z.string().url()).optional();

/** style 6: the worker's environment is checked with a schema once, at the first request. */
const EnvSchema = z.object({
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters'),
  PUBLIC_STORE_DOMAIN: z.string().min(1),
  PUBLIC_STOREFRONT_API_TOKEN: z.string().min(1),
  PRIVATE_STOREFRONT_API_TOKEN: z.string().min(1),
  PRIVATE_ADMIN_API_TOKEN: z.string().min(1),
  PUBLIC_CHECKOUT_DOMAIN: z.string().min(1),
  PUBLIC_STOREFRONT_ID: z.string().min(1),
  CONTENTFUL_SPACE_ID: z.string().min(1),
  CONTENTFUL_ENVIRONMENT: z.string().min(1),
  CONTENTFUL_ACCESS_TOKEN: z.string().min(1),
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: z.string().min(1),
  CONTENTFUL_PREVIEW: z.enum(['true', 'false']).optional(),
  CONTENTFUL_HOST: z.string().url().optional(),
  REVIEWS_API_URL: optionalUrl,
  COACHING_API_URL: optionalUrl,
  JOBS_API_URL: optionalUrl,
  SURVEY_SCRIPT_URL: optionalUrl,
  PREQUAL_SCRIPT_URL: optionalUrl,
  // spec 7: the referral provider's script is loaded per locale. Empty: no provider form.
  REFERRAL_SCRIPT_URL: z
    .literal('')
    .or(z.string().url().refine((value) => value.includes('{locale}'), 'REFERRAL_SCRIPT_URL must contain {locale} (one script per locale)'))
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.literal('').or(z.string().regex(/^\d{1,7}$/, 'RATE_LIMIT_PER_MINUTE must be a whole number')).optional(),
  // spec 3, 6, 7: the experimentation provider (GrowthBook: payload host and client key) and the exposure collector.
  GROWTHBOOK_API_HOST: optionalUrl,
  GROWTHBOOK_CLIENT_KEY: z.string().regex(/^[A-Za-z0-9_-]*$/, 'GROWTHBOOK_CLIENT_KEY must be a GrowthBook client key (sdk-...)').optional(),
  EXPERIMENT_EXPOSURES_URL: optionalUrl,
  INTERNAL_USER_UUID_PREFIX: z.string().regex(/^[A-Za-z0-9_-]*$/, 'INTERNAL_USER_UUID_PREFIX may hold letters, digits, _ and - only').optional(),
  // spec 7, 9: the pay-later provider's messaging script (Klarna's Web SDK) and its client id.
  KLARNA_SCRIPT_URL: optionalUrl,
  KLARNA_CLIENT_ID: z.string().regex(/^[A-Za-z0-9_-]*$/, 'KLARNA_CLIENT_ID must be a Klarna client identifier').optional(),
  // spec 1, 3: the protection-plan provider's offers API, store id, and the secret its contract hashes are signed with.
  PROTECTION_PLAN_API_URL: optionalUrl,
  PROTECTION_PLAN_STORE_ID: z.string().max(100).optional(),
  PROTECTION_PLAN_SECRET: z.string().optional(),
  // spec 1, 8: the error-reporting service (a Sentry DSN), the release and environment reports carry, and the test route's switch.
  SENTRY_DSN: z.literal('').or(z.string().url().refine((value) => parseDsn(value) !== null, 'SENTRY_DSN must be a Sentry DSN: https://{key}@{host}/{project}')).optional(),
  SENTRY_RELEASE: z.string().max(200).optional(),
  SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  ERROR_TEST_ROUTE: z.enum(['true', 'false', '']).optional(),
  // Measurement (docs/decisions/0050, 0051): empty URL or key means events are dropped quietly.
  GA4_MP_URL: optionalUrl,
  GA4_MEASUREMENT_ID: z.literal('').or(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'GA4_MEASUREMENT_ID looks like G-XXXXXXX')).optional(),
  GA4_API_SECRET: z.string().optional(),
  KLAVIYO_API_URL: optionalUrl,
  KLAVIYO_PRIVATE_API_KEY: z.string().optional(),
  KLAVIYO_NEWSLETTER_LIST_ID: z.string().optional(),
  CRM_ENABLED: z.enum(['true', 'false', '']).optional(),
  // The full-page cache (decision 0070) and the secret its purge endpoint asks for (long enough not to be guessed).
  FULL_PAGE_CACHE: z.enum(['on', 'off', '']).optional(),
  PAGE_CACHE_PURGE_SECRET: z.literal('').or(z.string().min(32, 'PAGE_CACHE_PURGE_SECRET must be at least 32 characters')).optional(),
}).refine((env) => !env.PROTECTION_PLAN_API_URL || (env.PROTECTION_PLAN_SECRET ?? '').length >= 16, {
  message: 'PROTECTION_PLAN_SECRET (at least 16 characters) is required when PROTECTION_PLAN_API_URL is set',
  path: ['PROTECTION_PLAN_SECRET'],
});

let checked: WeakSet<object> = new WeakSet();

export function assertEnv(env: Env): Env {
  if (checked.has(env)) return env;
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment (see .env.example): ${problems}`);
  }
  checked.add(env);
  return env;
}

/** For tests: forget which environments were checked. */
export function resetEnvCheck() {
  checked = new WeakSet();
}

/** The store origin with its scheme; https:// is assumed when the domain has none (as Hydrogen does). */
export function storeOrigin(env: Pick<Env, 'PUBLIC_STORE_DOMAIN'>): string {
  const domain = env.PUBLIC_STORE_DOMAIN;
  return new URL(domain.includes('://') ? domain : `https://${domain}`).origin;
}
