import {z} from 'zod';

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
  // Measurement (docs/decisions/0050, 0051): empty URL or key means events are dropped quietly.
  GA4_MP_URL: optionalUrl,
  GA4_MEASUREMENT_ID: z.literal('').or(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'GA4_MEASUREMENT_ID looks like G-XXXXXXX')).optional(),
  GA4_API_SECRET: z.string().optional(),
  KLAVIYO_API_URL: optionalUrl,
  KLAVIYO_PRIVATE_API_KEY: z.string().optional(),
  KLAVIYO_NEWSLETTER_LIST_ID: z.string().optional(),
  CRM_ENABLED: z.enum(['true', 'false', '']).optional(),
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
