/** Rules of flexible layout pages (rules:content-fields): module order and skipping, anchors, scroll navigation, CTA targets. */

export interface ModuleRef {
  __typename: string;
  sys?: {id: string} | null;
}

/**
 * The page's modules in the page's order, each replaced by its fetched entry.
 * A module whose type has no renderer (or whose entry could not be fetched)
 * is left out and reported through `onSkip`, never a crash (rules:content-fields).
 */
export function orderModules<T extends {sys: {id: string}}>(
  refs: ReadonlyArray<ModuleRef | null>,
  fetched: ReadonlyMap<string, T>,
  known: (typename: string) => boolean,
  onSkip: (ref: {typename: string; id: string | null; reason: 'unknown type' | 'missing'}) => void,
): T[] {
  const result: T[] = [];
  for (const ref of refs) {
    if (!ref) continue;
    const id = ref.sys?.id ?? null;
    if (!known(ref.__typename)) {
      onSkip({typename: ref.__typename, id, reason: 'unknown type'});
      continue;
    }
    const entry = id ? fetched.get(id) : undefined;
    if (!entry) {
      onSkip({typename: ref.__typename, id, reason: 'missing'});
      continue;
    }
    result.push(entry);
  }
  return result;
}

/** An anchor id from a title: lower case, words joined by hyphens ('Compare rowers' -> 'compare-rowers'). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Anchor ids of the modules: from the scroll navigation title when there is
 * one ('#faq'), else from the module's type ('ModuleContactCard' ->
 * '#contact', 'ModuleReviews' -> '#reviews'), so CMS jump links such as
 * /about#contact land; made unique with -2, -3.
 */
export function moduleAnchors(
  modules: ReadonlyArray<{__typename?: string; sys: {id: string}; scrollNavigationTitle?: string | null}>,
): string[] {
  const used = new Set<string>();
  return modules.map((module) => {
    const kind = /^(?:Module)?([A-Z][a-z]+)/.exec(module.__typename ?? '')?.[1];
    const base =
      (module.scrollNavigationTitle && slugify(module.scrollNavigationTitle)) ||
      (kind && slugify(kind)) ||
      `module-${slugify(module.sys.id)}`;
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  });
}

/** rules:content-fields: the scroll navigation lists the modules that have a scrollNavigationTitle, in page order. */
export function scrollNavigation(
  modules: ReadonlyArray<{scrollNavigationTitle?: string | null}>,
  anchors: readonly string[],
): Array<{href: string; label: string}> {
  return modules.flatMap((module, index) => {
    const label = module.scrollNavigationTitle?.trim();
    const anchor = anchors[index];
    return label && anchor ? [{href: `#${anchor}`, label}] : [];
  });
}

/** The reviews' ratings filter from the URL (?rating=1..5); anything else shows every rating. */
export function ratingFilter(value: string | null | undefined): number | null {
  if (!value || !/^[1-5]$/.test(value)) return null;
  return Number(value);
}

/** rules:content-fields hero split defaults: text alignment Left, background Cream; the rest as the content model defaults them. */
export function heroSplitLayout(module: {
  textAlignment?: string | null;
  backgroundColor?: string | null;
  titlePlacement?: string | null;
  mobileTitlePlacement?: string | null;
  splitSize?: string | null;
  imagePosition?: string | null;
  height?: string | null;
}) {
  const split = /^(\d{2})\/(\d{2})$/.exec(module.splitSize ?? '');
  return {
    textAlignment: (module.textAlignment === 'Center' || module.textAlignment === 'Right'
      ? module.textAlignment
      : 'Left') as 'Left' | 'Center' | 'Right',
    backgroundColor: module.backgroundColor || 'Cream',
    titleAboveImage: module.titlePlacement === 'Above Image',
    mobileTitleAboveImage: (module.mobileTitlePlacement ?? 'Above Image') === 'Above Image',
    // Copy share first, image share second, e.g. '60/40' -> 60fr 40fr.
    columns: split ? [Number(split[1]), Number(split[2])] : [50, 50],
    imageFirst: module.imagePosition === 'Left',
    height: (module.height === 'Short' || module.height === 'Tall' ? module.height : 'Medium') as
      'Short' | 'Medium' | 'Tall',
  };
}

/** rules:layout-constants compare table: its five rows, in order. */
export const EQUIPMENT_COMPARE_ROWS = [
  {key: 'lowImpact', label: 'Low Impact'},
  {key: 'upperBody', label: 'Upper Body'},
  {key: 'lowerBody', label: 'Lower Body'},
  {key: 'rangeOfMotion', label: 'Range of Motion'},
  {key: 'core', label: 'Core'},
] as const;
/** rules:layout-constants: compare table columns are 130px wide. */
export const EQUIPMENT_COLUMN_WIDTH = 130;

/**
 * rules:content-fields bento: Tall blocks sit 3 a row, Wide ones 2; collapsed, the grid
 * shows initialRowDisplayCount rows (at least one).
 */
export function bentoLayout(
  layout: string | null | undefined,
  initialRows: number | null | undefined,
  blockCount: number,
) {
  const perRow = layout === 'Wide' ? 2 : 3;
  const visible = Math.min(blockCount, perRow * Math.max(1, initialRows ?? 1));
  return {perRow, visible, collapsible: visible < blockCount};
}
