import {createRequire} from 'node:module';
import {
  buildClientSchema,
  execute,
  getDirectiveValues,
  type GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import {strictFieldResolver} from '../graphql/strict';
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

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLResult {
  status: number;
  body: {data?: unknown; errors?: unknown[]};
}

function operationOf(document: DocumentNode, operationName: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return typeof operationName === 'string'
    ? operations.find((operation) => operation.name?.value === operationName)
    : operations[0];
}

/** Runs one Storefront API request against the official schema. */
export async function executeStorefront(
  body: GraphQLRequestBody,
  {origin, store}: {origin: string; store: CommerceStore},
): Promise<GraphQLResult> {
  if (typeof body.query !== 'string' || body.query.trim() === '') {
    return {status: 400, body: {errors: [{message: 'Parameter Missing or Invalid: query'}]}};
  }
  const variables =
    body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    return {status: 200, body: {errors: [formatError(error as GraphQLError, 'PARSE_ERROR')]}};
  }
  const validationErrors = validate(storefrontSchema(), document);
  if (validationErrors.length > 0) {
    return {status: 200, body: {errors: validationErrors.map((e) => formatError(e, 'GRAPHQL_VALIDATION_FAILED'))}};
  }
  const operation = operationOf(document, body.operationName);
  const inContextDirective = storefrontSchema().getDirective('inContext');
  const inContext =
    operation && inContextDirective ? getDirectiveValues(inContextDirective, operation, variables) : undefined;
  const country = typeof inContext?.country === 'string' ? inContext.country : 'US';
  const language = typeof inContext?.language === 'string' ? inContext.language : 'EN';
  const ctx: StorefrontContext = {market: MARKETS[country] ?? 'US', country, language, origin};

  const result = await execute({
    schema: storefrontSchema(),
    document,
    variableValues: variables,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    rootValue: rootValue(operation, ctx, store),
    contextValue: ctx,
    fieldResolver: strictFieldResolver('Storefront API'),
  });
  return {
    status: 200,
    body: {
      ...(result.errors ? {errors: result.errors.map((e) => formatError(e))} : {}),
      data: result.data ?? null,
    },
  };
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

/** A GraphQL error as JSON, with a code in extensions (the error's own, or the given default). */
export function formatError(error: GraphQLError, defaultCode = 'INTERNAL_SERVER_ERROR') {
  const json = error.toJSON();
  return {
    message: json.message,
    ...(json.locations ? {locations: json.locations} : {}),
    ...(json.path ? {path: json.path} : {}),
    extensions: {code: defaultCode, ...json.extensions},
  };
}
