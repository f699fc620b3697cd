import {createHydrogenContext, createWithCache} from '@shopify/hydrogen';
import {withStorefrontDeadlines} from './storefront.server';
import {createCmsClient} from './content/cms.server';
import {createReviewsClient} from './reviews/reviews.server';
import {getLocaleFromRequest} from './i18n';
import {AppSession} from './account/session';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_QUERY_FRAGMENT} from '~/graphql/storefront/cartQueries';
import {
  assignmentsFor,
  experimentsRunning,
  loadExperimentPayload,
  variantSignature,
} from './experiments/experiments.server';
import type {FeatureApiResponse} from '@growthbook/growthbook';
import type {Assign} from './experiments/experiments';
import {visitorTracking} from './tracking/visitor.server';
import {createProtectionPlansClient} from './protectionPlans/protectionPlans.server';
import {createErrorReporter, type ErrorReporter} from './errors/errorReporting.server';
import {createPackageRecordsClient} from './product/packageRecords.server';
import {cartFollowsLocale} from './cart/market.server';
import {openSubrequestCache} from './cache/subrequestCache.server';
import {accountOrigin, customerAccountOptions} from './account/account.server';
import {sendAccountCallsTo} from './account/shopifyOrigin.server';
import type {DocumentOnly} from './lazy/documentOnly';

/**
 * The Hydrogen context, built once per request (rules:habit-clients-in-context): storefront client,
 * cart handler and session from Hydrogen, the locale resolved from the URL
 * once (rules:habit-locale-once), and the CMS client. `env` is the checked one (usableEnv, decision 0119).
 */
export async function createHydrogenRouterContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  visitor?: Visitor,
) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  // decision 0112: fresh subrequest answers come from this isolate's memory before the Cache API.
  const [cache, session] = await Promise.all([openSubrequestCache(), AppSession.init(request, [env.SESSION_SECRET])]);
  const locale = getLocaleFromRequest(request);
  const withCache = createWithCache({cache, waitUntil, request});

  // The visitor the full-page cache already looked at (the same uuid, minted once), or a new look.
  const tracking = visitor?.tracking ?? visitorTracking(request, locale.code);
  let payload: Promise<FeatureApiResponse | null> | null = visitor ? Promise.resolve(visitor.payload) : null;
  const experimentPayload = () => (payload ??= loadExperimentPayload(env, withCache));
  let assignments: Promise<Assign> | null = null;

  const additionalContext = {
    locale,
    tracking,
    /** The visitor's experiment assignments (rules:locale-constants): the provider's payload is fetched once per request, when a loader first asks. */
    experiments: () => (assignments ??= experimentPayload().then((loaded) => assignmentsFor(loaded, tracking.uuid))),
    cms: createCmsClient({env, withCache, locale}),
    reviews: createReviewsClient({baseUrl: env.REVIEWS_API_URL, withCache}),
    protectionPlans: createProtectionPlansClient({env, withCache}),
    /** rules:locale-constants, rules:locale-buyer-country: packages' commerce discount records (the Admin API), which name their products. */
    packages: createPackageRecordsClient({env, withCache}),
    /** rules:locale-constants, rules:errors-and-logging: the error-reporting service, for this request's route and locale. */
    errors: createErrorReporter({env, request, locale: locale.code, waitUntil}),
    /**
     * decisions 0105, 0167: whether this request's pages hold their below-the-fold modules back (a document
     * request). A data request (a client-side navigation, `.data`) gets its modules whole.
     */
    holdsModules: !new URL(request.url).pathname.endsWith('.data'),
    /** decision 0168: what the loaders give this document's HTML only (app/lib/lazy/documentOnly.tsx). */
    documentOnly: new Map() as DocumentOnly,
  };

  // decision 0135: the customer account client's calls go where CUSTOMER_ACCOUNT_API_ORIGIN says Shopify is.
  sendAccountCallsTo(accountOrigin(env));
  const context = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      // rules:locale-routes, rules:locale-constants: @inContext(country, language) follows the locale.
      i18n: {language: locale.language, country: locale.country},
      cart: {queryFragment: CART_QUERY_FRAGMENT},
      // decision 0137: the sign-in's callback and the signed-out redirect keep the shopper's locale.
      customerAccount: customerAccountOptions(request, locale),
      // rules:locale-constants: buyer identity by locale (US for en-US, GB for en-GB).
      buyerIdentity: {countryCode: locale.country},
    },
    additionalContext,
  );
  withStorefrontDeadlines(context.storefront);
  cartFollowsLocale(context.cart, locale.country, additionalContext.errors);
  return context;
}

/** Who is asking, as far as a shared page can depend on it: their tracking state and the experiments' payload. */
export interface Visitor {
  locale: ReturnType<typeof getLocaleFromRequest>;
  tracking: ReturnType<typeof visitorTracking>;
  payload: FeatureApiResponse | null;
  /** decision 0070: the visitor's variants (the page cache key's part) and whether any experiment runs. */
  variants: {signature: string; running: boolean};
}

/**
 * The visitor without the rest of the context (no session, no clients): what the full-page cache
 * needs to find a stored page, so a hit costs no more than this.
 */
export async function lookAtVisitor(request: Request, env: Env, executionContext: ExecutionContext): Promise<Visitor> {
  const locale = getLocaleFromRequest(request);
  const tracking = visitorTracking(request, locale.code);
  const withCache = createWithCache({
    cache: await openSubrequestCache(),
    waitUntil: executionContext.waitUntil.bind(executionContext),
    request,
  });
  const payload = await loadExperimentPayload(env, withCache);
  return {
    locale,
    tracking,
    payload,
    variants: {signature: variantSignature(payload, tracking.uuid), running: experimentsRunning(payload)},
  };
}

type AdditionalContext = {
  locale: ReturnType<typeof getLocaleFromRequest>;
  tracking: ReturnType<typeof visitorTracking>;
  experiments: () => Promise<Assign>;
  cms: ReturnType<typeof createCmsClient>;
  reviews: ReturnType<typeof createReviewsClient>;
  protectionPlans: ReturnType<typeof createProtectionPlansClient>;
  packages: ReturnType<typeof createPackageRecordsClient>;
  errors: ErrorReporter;
  holdsModules: boolean;
  documentOnly: DocumentOnly;
};

declare global {
  interface HydrogenAdditionalContext extends AdditionalContext {}
  // cart.get() and every cart mutation return the cart as CART_QUERY_FRAGMENT reads it.
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}
