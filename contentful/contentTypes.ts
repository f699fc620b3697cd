import type {SeedContentType} from './builders';
import {commerceTypes} from './model/commerce';
import {moduleTypes} from './model/modules';
import {pageTypes} from './model/pages';
import {sharedTypes} from './model/shared';
import {shellTypes} from './model/shell';

/**
 * The content model: Contentful content types for every CMS entity of rules:cms-calls
 * and every module of rules:cms. Field ids are the spec's (camelCase); the
 * commerce id and handle are `shopifyId` and `shopifyHandle`.
 */
export const CONTENT_TYPES: readonly SeedContentType[] = [
  ...pageTypes,
  ...shellTypes,
  ...moduleTypes,
  ...commerceTypes,
  ...sharedTypes,
];

export function contentTypeById(id: string): SeedContentType | undefined {
  return CONTENT_TYPES.find((type) => type.sys.id === id);
}
