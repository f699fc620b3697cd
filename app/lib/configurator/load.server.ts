import type {LoaderFunctionArgs} from 'react-router';
import {CONFIGURATOR_QUERY, PDP_CONFIGURATOR_ID_QUERY} from '~/graphql/cms/configuratorContent';
import {LOCALES, type LocaleCode} from '../i18n';
import type {Configurator} from './model';
import {
  commerceIdsOf,
  normalizeConfigurator,
  packageDiscountIdsOf,
  withProtectionPlans,
  type CommerceProductLike,
} from './normalizeConfigurator';
import {CONFIGURATOR_PRODUCTS_QUERY} from '~/graphql/storefront/configuratorQueries';

type Context = Pick<LoaderFunctionArgs['context'], 'storefront' | 'cms' | 'locale' | 'protectionPlans' | 'packages'>;

/**
 * A configurator by content id, in a locale (rules:configurator-content-call get-configurator): the
 * CMS entry, then the commerce products it names, normalised. Null when the
 * entry does not exist or its rower is not sold.
 */
export async function loadConfigurator(
  context: Context,
  id: string,
  options: {locale?: LocaleCode; basic?: boolean} = {},
): Promise<Configurator | null> {
  const locale = LOCALES[options.locale ?? context.locale.code];
  const cms = await context.cms.query(CONFIGURATOR_QUERY, {variables: {id}, locale: locale.code});
  const entry = cms.configuratorCollection?.items[0];
  if (!entry) return null;
  // rules:configurator-fields: packages are built from their commerce discount records (the Admin API); the CMS lists stand in without them.
  const packageRecords = await context.packages.get(packageDiscountIdsOf(entry));
  const ids = commerceIdsOf(entry, packageRecords);
  if (ids.length === 0) return null;
  const {nodes} = await context.storefront.query(CONFIGURATOR_PRODUCTS_QUERY, {
    variables: {ids, country: locale.country, language: locale.language},
  });
  const products: CommerceProductLike[] = nodes.flatMap((node) => (node && 'handle' in node ? [node] : []));
  const configurator = normalizeConfigurator({cms: entry, products, basic: options.basic, packageRecords});
  if (!configurator) return null;
  // rules:configurator-fields: the warranty step offers the protection-plan provider's plans for this rower (its handle is the provider's
  // product id), at each price its colours sell for, since the plan's band follows the price (decision 0082).
  const hasWarranty = configurator.steps.some((step) => step.items.some((item) => item.type === 'WARRANTY'));
  const prices = hasWarranty
    ? [
        ...new Set(
          configurator.rowerVariants.flatMap((variant) => (variant.price === undefined ? [] : [variant.price])),
        ),
      ]
    : [];
  const plans = await Promise.all(
    prices.map((price) => context.protectionPlans.plans(configurator.product.handle, locale.currency, price)),
  );
  return withProtectionPlans(configurator, plans.flat());
}

/** The configurator content id a rower's detail page links to. */
export async function configuratorIdForProduct(context: Context, handle: string): Promise<string | null> {
  const cms = await context.cms.query(PDP_CONFIGURATOR_ID_QUERY, {variables: {slug: handle}});
  return cms.pagePdpCollection?.items[0]?.configurator?.sys.id ?? null;
}
