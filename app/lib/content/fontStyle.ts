/**
 * The CMS FontStyle (rules:content-fields): a title's font level, weight and heading
 * level. The heading level changes the document outline, so only h2-h6 are
 * taken from the CMS (a module never adds a second h1); anything else keeps
 * the module's own level.
 */

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface CmsFontStyle {
  titleFontLevel?: string | null;
  titleFontWeight?: string | null;
  titleHeadingLevel?: string | null;
}

export const FONT_LEVELS = [
  'Display',
  'Heading 1',
  'Heading 2',
  'Heading 3',
  'Heading 4',
  'Heading 5',
  'Heading 6',
  'Eyebrow',
] as const;
export type FontLevel = (typeof FONT_LEVELS)[number];
export const FONT_WEIGHTS = ['Normal', 'Light', 'Semi-Bold', 'Bold'] as const;
export type FontWeightName = (typeof FONT_WEIGHTS)[number];

const HEADING_TAGS: readonly string[] = ['h2', 'h3', 'h4', 'h5', 'h6'];

export function headingTag(style: CmsFontStyle | null | undefined, fallback: HeadingTag): HeadingTag {
  const level = style?.titleHeadingLevel?.toLowerCase();
  return level && HEADING_TAGS.includes(level) ? (level as HeadingTag) : fallback;
}

/** The font level, or null to keep the module's own size. */
export function fontLevel(style: CmsFontStyle | null | undefined): FontLevel | null {
  const level = style?.titleFontLevel;
  return level && (FONT_LEVELS as readonly string[]).includes(level) ? (level as FontLevel) : null;
}

/** The weight; rules:content-fields: Normal by default. */
export function fontWeight(style: CmsFontStyle | null | undefined): FontWeightName {
  const weight = style?.titleFontWeight;
  return weight && (FONT_WEIGHTS as readonly string[]).includes(weight) ? (weight as FontWeightName) : 'Normal';
}

/**
 * rules:layout-constants "Accordion row height: 50, or 90 with tall titles". A title is tall
 * when its CMS font level is above the question's own size (Heading 5):
 * Display and Headings 1-4 (docs/decisions/0043).
 */
export const ACCORDION_ROW_HEIGHT = {standard: 50, tall: 90} as const;
const TALL_LEVELS: readonly FontLevel[] = ['Display', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4'];

export function accordionRow(style: CmsFontStyle | null | undefined): keyof typeof ACCORDION_ROW_HEIGHT {
  const level = fontLevel(style);
  return level && TALL_LEVELS.includes(level) ? 'tall' : 'standard';
}
