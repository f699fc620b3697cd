import {z} from 'zod';
import type {ProductImage} from './normalizeProduct';

/**
 * rules:packages-fields (Package / bundle) and rules:package-from-discount-record getDiscountById: a package is built
 * from its commerce discount record, whose metafield value is a JSON string
 * holding products[{productId}] and imageUrl. The CMS adds the copy (titles,
 * descriptions, badges) and images.
 */
export interface PackageRecord {
  /** The package's products, in the record's order (commerce product ids). */
  productIds: string[];
  imageUrl: string | null;
}

/** Where the record's JSON lives on the discount (the Admin API's metafield namespace and key). */
export const PACKAGE_METAFIELD = {namespace: 'custom', key: 'package'} as const;

const RECORD = z.object({
  products: z.array(z.object({productId: z.string().regex(/^gid:\/\/shopify\/Product\/\d+$/)})).min(1),
  // An image the page can show: http(s) only.
  imageUrl: z.url({protocol: /^https?$/}).nullish(),
});

/** The discount record's metafield value, read; null when it is missing, not JSON, or not the documented shape. */
export function parsePackageRecord(value: string | null | undefined): PackageRecord | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = RECORD.safeParse(json);
  if (!parsed.success) return null;
  return {
    productIds: [...new Set(parsed.data.products.map((product) => product.productId))],
    imageUrl: parsed.data.imageUrl ?? null,
  };
}

/**
 * The members of a package: the record's products in its order, each with
 * the CMS entry that names the same commerce product (its title, rower flag
 * and images), or none. Without a record (none linked, or the Admin API did
 * not answer) the CMS list stands, so a package page never goes blank.
 */
export function packageMembers<T extends {shopifyId?: string | null}>(
  cms: ReadonlyArray<T | null | undefined>,
  record: PackageRecord | null | undefined,
): Array<{productId: string; cms: T | null}> {
  const listed = cms.flatMap((member) => (member?.shopifyId ? [{productId: member.shopifyId, cms: member}] : []));
  if (!record) return listed;
  const byId = new Map(listed.map((member) => [member.productId, member.cms]));
  return record.productIds.map((productId) => ({productId, cms: byId.get(productId) ?? null}));
}

/**
 * rules:packages-fields package images {main, secondary (the thumbnail), configurator}: the main image, on the bundle
 * page, is the CMS image, or the discount record's when the CMS has none. The thumbnail is the listing
 * card's and the configurator's (decision 0101).
 */
export function packageMainImage(
  cms: {url: string | null; description: string | null; width: number | null; height: number | null} | null | undefined,
  record: PackageRecord | null | undefined,
  title: string,
): ProductImage | null {
  if (cms?.url)
    return {url: cms.url, alt: cms.description ?? title, width: cms.width ?? 1600, height: cms.height ?? 1200};
  if (record?.imageUrl) return {url: record.imageUrl, alt: title, width: 1600, height: 1200};
  return null;
}
