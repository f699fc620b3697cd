/** What an article body links to, resolved to site paths on the server (rules:content-fields rich text: entry and asset links). */
import {targetPagePath} from '../content/cta';
import {productPath} from '../product/productPaths';

interface LinkedEntry {
  __typename: string;
  sys: {id: string};
  slug?: string | null;
  title?: string | null;
  shopifyHandle?: string | null;
  rower?: boolean | null;
  thumbnail?: {
    url: string | null;
    title: string | null;
    description: string | null;
    width: number | null;
    height: number | null;
  } | null;
  productCategoryCollection?: {items: Array<{slug: string | null} | null>} | null;
}

interface LinkedAsset {
  sys: {id: string};
  url: string | null;
  title: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
}

export interface ArticleTargets {
  /** Entry id -> the site path of a linked page, article or product, with its title for embedded cards. */
  entries: Record<string, {path: string; title: string | null; image: Omit<LinkedAsset, 'sys'> | null}>;
  /** Asset id -> the embedded image. */
  assets: Record<string, Omit<LinkedAsset, 'sys'>>;
}

function entryPath(entry: LinkedEntry): string | null {
  if (entry.__typename === 'Product') {
    return entry.shopifyHandle
      ? productPath({
          kind: entry.rower ? 'ROWER' : 'OTHER',
          handle: entry.shopifyHandle,
          category: entry.productCategoryCollection?.items[0]?.slug,
        })
      : null;
  }
  return targetPagePath({__typename: entry.__typename, slug: entry.slug});
}

export function articleLinkTargets(links: {
  assets?: {block?: ReadonlyArray<LinkedAsset | null>} | null;
  entries?: {
    hyperlink?: ReadonlyArray<LinkedEntry | null>;
    block?: ReadonlyArray<LinkedEntry | null>;
    inline?: ReadonlyArray<LinkedEntry | null>;
  } | null;
}): ArticleTargets {
  const entries: ArticleTargets['entries'] = {};
  for (const entry of [
    ...(links.entries?.hyperlink ?? []),
    ...(links.entries?.block ?? []),
    ...(links.entries?.inline ?? []),
  ]) {
    if (!entry) continue;
    const path = entryPath(entry);
    if (path) entries[entry.sys.id] = {path, title: entry.title ?? null, image: entry.thumbnail ?? null};
  }
  const assets: ArticleTargets['assets'] = {};
  for (const asset of links.assets?.block ?? []) {
    if (!asset?.url) continue;
    const {sys, ...rest} = asset;
    assets[sys.id] = rest;
  }
  return {entries, assets};
}
