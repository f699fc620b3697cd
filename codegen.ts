import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

/**
 * Query types generated against Shopify's official Storefront schema (the
 * one Hydrogen ships, API 2026-04). CMS queries live in app/graphql/cms and
 * are checked against the content backend's schema by tests instead.
 */
export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['./app/**/*.{ts,tsx}', '!./app/graphql/cms/**', '!./app/graphql/admin/**'],
    },
  },
} as CodegenConfig;
