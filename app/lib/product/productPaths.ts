/**
 * Product URLs of rules:routes-table: detail paths per product type, the rower colour
 * segment, cart line links and the '#{model}' hash on bundle listing links.
 * Paths here carry no locale; LocaleLink and localePath add it.
 */

/** rules:routes-product-paths: colour slugs; pirate-black is the default and never in the URL. */
export const COLOR_SLUGS = ['pirate-black', 'river', 'forest', 'sunrise', 'sunset'] as const;
export type ColorSlug = (typeof COLOR_SLUGS)[number];
export const DEFAULT_COLOR: ColorSlug = 'pirate-black';

/** Display names of the colour slugs (catalog.md). */
export const COLOR_NAMES: Readonly<Record<ColorSlug, string>> = {
  'pirate-black': 'Pirate Black',
  river: 'River',
  forest: 'Forest',
  sunrise: 'Sunrise',
  sunset: 'Sunset',
};

/** rules:routes-product-paths: rower models in display order. */
export const ROWER_MODELS = [
  {model: 'Pro', handle: 'keel-pro-rower'},
  {model: 'Wave', handle: 'keel-wave-rower'},
  {model: 'Vista', handle: 'keel-vista-rower'},
] as const;

export const ROWER_HANDLES: readonly string[] = ROWER_MODELS.map((rower) => rower.handle);

/** rules:routes-product-paths: the text that stands in for a '---' placeholder: the models in display order, '(A, B, or C)' (docs/decisions/0061). */
export const ROWER_MODELS_PLACEHOLDER_TEXT = `(${ROWER_MODELS.slice(0, -1)
  .map((rower) => rower.model)
  .join(', ')}, or ${ROWER_MODELS.at(-1)?.model ?? ''})`;

/** rules:routes-product-paths: CMS copy that names no one rower writes '---'; the shopper reads '(Pro, Wave, or Vista)'. */
export function fillRowerModels<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? text.replaceAll('---', ROWER_MODELS_PLACEHOLDER_TEXT) : text) as T;
}

export function isColorSlug(value: string | undefined): value is ColorSlug {
  return (COLOR_SLUGS as readonly string[]).includes(value ?? '');
}

export function colorSlugFromName(name: string): ColorSlug | undefined {
  return COLOR_SLUGS.find((slug) => COLOR_NAMES[slug].toLowerCase() === name.trim().toLowerCase());
}

/**
 * rules:routes-table: the colour comes from the segment after the rower's handle
 * (/…/{handle}/{color}/); a path without a known colour slug gives pirate-black.
 */
export function colorFromPath(pathname: string, handle: string): ColorSlug {
  const segments = pathname.split('/').filter(Boolean);
  const index = segments.indexOf(handle);
  const candidate = index === -1 ? undefined : segments[index + 1];
  return isColorSlug(candidate) ? candidate : DEFAULT_COLOR;
}

/** rules:routes-table: the path a colour choice pushes: the base path plus '/', and the colour unless it is pirate-black. */
export function pathForColor(basePath: string, color: ColorSlug): string {
  const base = basePath.replace(/\/+$/, '');
  return color === DEFAULT_COLOR ? `${base}/` : `${base}/${color}/`;
}

export type ProductKind = 'ROWER' | 'PACKAGE' | 'OTHER';

/**
 * rules:routes-table route table: rowers at /products/rowers/{slug}/, packages at
 * /bundles/{slug}/, everything else at /products/{category}/{slug}/ with the
 * category defaulting to accessories; then an optional preselection id.
 */
export function productPath(options: {
  kind: ProductKind;
  handle: string;
  category?: string | null;
  preselectionId?: string | null;
}): string {
  const base =
    options.kind === 'ROWER'
      ? `/products/rowers/${options.handle}`
      : options.kind === 'PACKAGE'
        ? `/bundles/${options.handle}`
        : `/products/${categorySegment(options.category)}/${options.handle}`;
  return options.preselectionId ? `${base}/${options.preselectionId}/` : `${base}/`;
}

/**
 * rules:routes-product-paths Product category: the category that builds a product's URL (and its
 * breadcrumb and analytics category): the first enabled one marked
 * useToBuildPdpUrl, else the first enabled one. A disabled category never does.
 */
export function pdpCategory<T extends {enabled?: boolean | null; useToBuildPdpUrl?: boolean | null}>(
  items: ReadonlyArray<T | null> | null | undefined,
): T | undefined {
  const enabled = (items ?? []).filter((item): item is T => item != null && item.enabled !== false);
  return enabled.find((item) => item.useToBuildPdpUrl) ?? enabled[0];
}

/** A category title or internal name as a URL segment: 'Accessories' -> 'accessories'; none -> accessories. */
export function categorySegment(category: string | null | undefined): string {
  const segment = (category ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return segment || 'accessories';
}

/**
 * rules:routes-table: cart line links are /products/rowers/{path} or
 * /products/accessories/{path}; rower paths are normalised against the known
 * rower slugs (a configurator or colour suffix is dropped).
 */
export function cartLinePath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const rower = ROWER_HANDLES.find(
    (handle) => clean === handle || clean.startsWith(`${handle}/`) || clean.startsWith(`${handle}-`),
  );
  return rower ? `/products/rowers/${rower}/` : `/products/accessories/${clean}/`;
}

/** rules:routes-and-links: a rower line is a line whose path matches a known rower slug. */
export function isRowerPath(path: string): boolean {
  return ROWER_HANDLES.some((handle) => path.includes(handle));
}

export {bundleListingLink} from '../content/bundleLink';

/** rules:routes-table: a rower's configurator lives at /configure/{the first two hyphen-separated parts of its slug}. */
export function configuratorSlug(handle: string): string {
  return handle.split('-').slice(0, 2).join('-');
}

/** The rower whose configurator a /configure/{slug} path names, if any. */
export function rowerForConfiguratorSlug(slug: string): string | undefined {
  return ROWER_HANDLES.find((handle) => configuratorSlug(handle) === slug);
}
