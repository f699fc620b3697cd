import {readFileSync} from 'node:fs';
import type {CodegenConfig} from '@graphql-codegen/cli';
import {preset as graphqlPreset} from '@shopify/graphql-codegen';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';
import type {SpaceExport} from './contentful/spaceExport';
import {contentSchemaSdl} from './dev-backend/content/schema';

/**
 * Query types generated from the documents, one target per API folder in app/graphql (decision 0144):
 * - Shopify's official Storefront schema (the one Hydrogen ships, API 2026-04)
 *   for `storefront.query`;
 * - the content schema the dev backend serves (generated from
 *   contentful/export.json as Contentful generates it from the content model)
 *   for `cms.query`, which takes its answer's type from this file as
 *   `storefront.query` does (app/lib/content/cms.server.ts);
 * - Shopify's customer-account schema (Hydrogen's copy) for `customerAccount.query`
 *   and `.mutate` (decision 0137);
 * - the Admin API subset the dev backend serves (dev-backend/admin/schema.graphql, Shopify's names
 *   and types; no published Admin schema ships in node_modules) for `adminQuery` (decision 0144).
 */
const contentModel = JSON.parse(readFileSync('./contentful/export.json', 'utf8')) as SpaceExport;

/** What the operation types refer to; the content schema's scalars as `scalars` below maps them. */
const CMS_PRELUDE = `export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends {[key: string]: unknown}> = {[K in keyof T]: T[K]};
export type Scalars = {
  ID: {input: string; output: string};
  String: {input: string; output: string};
  Boolean: {input: boolean; output: boolean};
  Int: {input: number; output: number};
  Float: {input: number; output: number};
  DateTime: {input: string; output: string};
  Dimension: {input: number; output: number};
  HexColor: {input: string; output: string};
  JSON: {input: unknown; output: unknown};
  Quality: {input: number; output: number};
};
`;

/**
 * Shopify's preset with the answer types resolved in place
 * (`preResolveTypes`) instead of `Pick`s of every schema type: the content
 * schema has a filter input and an order enum per content type, which would
 * put ~900 KB of unused types into the file.
 */
const cmsPreset: typeof graphqlPreset = {
  ...graphqlPreset,
  buildGeneratesSection: async (options) =>
    (await graphqlPreset.buildGeneratesSection(options)).map((section) => ({
      ...section,
      plugins: section.plugins.map((plugin) => {
        if ('typescript' in plugin) return {add: {content: CMS_PRELUDE}};
        if ('typescript-operations' in plugin) {
          return {'typescript-operations': {...(plugin['typescript-operations'] as object), preResolveTypes: true}};
        }
        return plugin;
      }),
    })),
};

export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['./app/graphql/storefront/*.ts'],
    },
    'customer-accountapi.generated.d.ts': {
      preset,
      schema: getSchema('customer-account'),
      documents: ['./app/graphql/customer-account/*.ts'],
    },
    'adminapi.generated.d.ts': {
      preset: graphqlPreset,
      schema: './dev-backend/admin/schema.graphql',
      documents: ['./app/graphql/admin/*.ts'],
      presetConfig: {
        interfaceExtension: ({queryType}: {queryType: string}) => `
declare module '~/lib/order/admin.server' {
  interface AdminQueries extends ${queryType} {}
}`,
      },
      config: {
        // Shopify sends Decimal and URL as strings (the Admin API's scalar docs).
        scalars: {Decimal: 'string', URL: 'string', DateTime: 'string', JSON: 'unknown'},
        // A field the document asks for is in the answer, null when empty (as the cms target).
        avoidOptionals: {field: true},
      },
    },
    'cmsapi.generated.d.ts': {
      preset: cmsPreset,
      schema: contentSchemaSdl(contentModel.contentTypes),
      documents: ['./app/graphql/cms/*.ts', '!./app/graphql/cms/*.test.ts'],
      presetConfig: {
        interfaceExtension: ({queryType}: {queryType: string}) => `
declare module '~/lib/content/cms.server' {
  interface CmsQueries extends ${queryType} {}
}`,
      },
      config: {
        // Rich text `json` and Object fields are `unknown`: checked where they are read (isDocument, zod).
        avoidOptionals: true,
        scalars: {JSON: 'unknown', DateTime: 'string', Dimension: 'number', Quality: 'number', HexColor: 'string'},
      },
    },
  },
} as CodegenConfig;
