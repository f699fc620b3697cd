import {createRequire} from 'node:module';
import {
  buildClientSchema,
  getDirectiveValues,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import {executeGraphQL, type GraphQLRequestBody, type GraphQLResult} from '../graphql/execute';
import type {Market} from '../seed/catalog';
import type {CommerceStore} from '../store/db';
import {cartResolvers} from './cart';
import {catalogQueries, type StorefrontContext} from './catalog';

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

/** Shopify's own published Storefront schema (API 2026-04), as Hydrogen ships it. */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const introspection = require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}

export const STOREFRONT_API_VERSION = '2026-04';

/** Countries with a market of their own; any other country buys in the primary market (US). */
const MARKETS: Readonly<Record<string, Market>> = {US: 'US', GB: 'GB'};

/** Runs one Storefront API request against the official schema. */
export function executeStorefront(
  body: GraphQLRequestBody,
  {origin, store}: {origin: string; store: CommerceStore},
): Promise<GraphQLResult> {
  return executeGraphQL(storefrontSchema(), 'Storefront API', body, (operation, variables) => {
    const inContextDirective = storefrontSchema().getDirective('inContext');
    const inContext =
      operation && inContextDirective ? getDirectiveValues(inContextDirective, operation, variables) : undefined;
    const country = typeof inContext?.country === 'string' ? inContext.country : 'US';
    const language = typeof inContext?.language === 'string' ? inContext.language : 'EN';
    const ctx: StorefrontContext = {market: MARKETS[country] ?? 'US', country, language, origin};
    return {rootValue: rootValue(operation, ctx, store), contextValue: ctx};
  });
}

function rootValue(operation: OperationDefinitionNode | undefined, ctx: StorefrontContext, store: CommerceStore) {
  const cart = cartResolvers(store, ctx);
  if (operation?.operation === 'mutation') return cart.mutations;
  return {...catalogQueries(ctx), ...cart.queries, localization: localization(ctx)};
}

function localization(ctx: StorefrontContext) {
  const countryView = (isoCode: 'US' | 'GB') => ({
    isoCode,
    name: isoCode === 'US' ? 'United States' : 'United Kingdom',
    currency: {
      isoCode: isoCode === 'US' ? 'USD' : 'GBP',
      name: isoCode === 'US' ? 'United States Dollar' : 'British Pound',
      symbol: isoCode === 'US' ? '$' : '£',
    },
    unitSystem: isoCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    defaultLanguage: {isoCode: 'EN', name: 'English', endonymName: 'English'},
    availableLanguages: [{isoCode: 'EN', name: 'English', endonymName: 'English'}],
    market: null,
  });
  return {
    country: countryView(ctx.market),
    language: {isoCode: 'EN', name: 'English', endonymName: 'English'},
    availableCountries: [countryView('US'), countryView('GB')],
    availableLanguages: [{isoCode: 'EN', name: 'English', endonymName: 'English'}],
    market: null,
  };
}
