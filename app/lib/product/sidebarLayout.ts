import {DEFAULT_SIDEBAR_SPACING, sidebarSpacing, type SidebarSpacing} from '~/styles/tokens';

/** How a product page lays its sidebar out (rules:product-states Layout; decision 0084). */
export interface SidebarLayout {
  /** scrollType Sticky: the product's columns stick under the header at desktop widths. */
  sticky: boolean;
  /** The space between the sidebar's items. */
  spacing: SidebarSpacing;
}

const isSpacing = (value: string | null | undefined): value is SidebarSpacing =>
  Boolean(value) && Object.hasOwn(sidebarSpacing, value as string);

/** rules:product-states: scrollType is Sticky (the CMS default) or Static; item spacing NONE..EXTRA_LARGE, MEDIUM by default. */
export function sidebarLayout(
  page: {scrollType?: string | null; sidebarSpacing?: string | null} | null,
): SidebarLayout {
  const spacing = page?.sidebarSpacing;
  return {sticky: page?.scrollType !== 'Static', spacing: isSpacing(spacing) ? spacing : DEFAULT_SIDEBAR_SPACING};
}

/**
 * rules:product-states Carousel: where a colour change returns the product carousel: the sidebar configurator's
 * mediaInsertPosition (rules:product-fields Configurator), else the first slide (the gallery clamps it to its last).
 */
export function mediaInsertPosition(
  sidebar: ReadonlyArray<{
    blockType?: string | null;
    content?: {__typename: string; mediaInsertPosition?: number | null} | null;
  } | null>,
): number {
  const configurator = sidebar.find(
    (item) => item?.blockType === 'Configurator' && item.content?.__typename === 'Configurator',
  );
  return configurator?.content?.mediaInsertPosition ?? 0;
}
