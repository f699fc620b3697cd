import {COLOR_NAMES} from '../../app/styles/palette';

/**
 * The values the CMS stores in validated Symbol fields: the spec's CMS labels
 * (rules:cms-constants "Enumerations", rules:cms-calls), and the palette names of app/styles/palette.ts
 * for every colour field.
 */

export const PALETTE: readonly string[] = COLOR_NAMES;

/** rules:cms "Regional display": shown when unset or 'All'. */
export const REGIONS = ['All', 'US Only', 'UK Only'] as const;
export type Region = (typeof REGIONS)[number];

/** rules:cms-constants: the CMS labels of the button variants. */
export const BUTTON_VARIANTS = [
  'Primary',
  'Secondary',
  'Secondary - Outline',
  'Secondary Dark',
  'Secondary Dark - Outline',
  'Tertiary',
  'Subtle',
  'Link',
  'Link - Dark',
  'Link Large',
  'Link Large - Dark',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const CTA_ICONS = [
  'Text Box',
  'Cart',
  'Trash',
  'Chevron Left',
  'Chevron Right',
  'Chevron Up',
  'Chevron Down',
  'Arrow',
] as const;
export type CtaIcon = (typeof CTA_ICONS)[number];

export const CTA_MODIFIERS = [
  'SHORT',
  'INVERSE',
  'NO_UNDERLINE',
  'UPPERCASE',
  'TITLE_CASE',
  'ALT_BG',
  'REVERSE',
] as const;
export type CtaModifier = (typeof CTA_MODIFIERS)[number];

export const TEXT_ALIGNMENTS = ['Left', 'Center', 'Right'] as const;

/** rules:cms-constants "displayMode (layout)". */
export const LAYOUT_DISPLAY_MODES = ['All', 'Desktop', 'Mobile'] as const;

/** rules:cms-constants "Sidebar item spacing". */
export const SPACINGS = ['NONE', 'SMALL', 'MEDIUM', 'LARGE', 'EXTRA_LARGE'] as const;

/** rules:cms-constants "Fonts": the weights by CMS name. */
export const FONT_WEIGHTS = ['Normal', 'Light', 'Semi-Bold', 'Bold'] as const;
export const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
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
export const PARAGRAPH_STYLES = ['Body Small', 'Body', 'Body Large', 'Caption'] as const;

/** rules:cms-constants "Modal backdrop opacity options" (also the note banner's opacity). */
export const OPACITIES = [100, 90, 75, 50, 25] as const;

/** The CMS product types: the normalised types of rules:cms-calls but PACKAGE, which has its own content type. */
export const PRODUCT_TYPES = ['ROWER', 'ACCESSORY', 'WARRANTY', 'STRENGTH_PLATFORM'] as const;
export type CmsProductType = (typeof PRODUCT_TYPES)[number];

/** rules:cms "Colour in the URL". */
export const COLOR_SLUGS = ['pirate-black', 'river', 'forest', 'sunrise', 'sunset'] as const;

export const VARIANT_TYPES = ['COLOR', 'DEFAULT'] as const;

/** The financing message the pay-later provider shows (en-US only); 'None' shows none. */
export const FINANCE_MESSAGE_KEYS = ['None', 'Rower', 'Strength', 'Accessory', 'Package'] as const;

/** rules:cms-calls "Product (CMS entry)": outOfStockAppearance. */
export const OUT_OF_STOCK_APPEARANCES = ['Crossed', 'None'] as const;

/** rules:cms-calls "Configurator" and rules:cms-constants. */
export const STEP_IDS = ['packages', 'color', 'accessories', 'membership', 'extended_warranty'] as const;
export type StepId = (typeof STEP_IDS)[number];
export const STEP_ITEM_TYPES = ['PACKAGE', 'VARIANT', 'SECONDARY', 'WARRANTY'] as const;
export const STEP_SUB_TYPES = ['Single', 'Single - Unselectable', 'Multi-select'] as const;
export type StepSubType = (typeof STEP_SUB_TYPES)[number];
export const STEP_DISPLAY_MODES = ['All', 'Configurator', 'Interstitial', 'Interstitial 2'] as const;
export type StepDisplayMode = (typeof STEP_DISPLAY_MODES)[number];
export const FONT_SIZES = ['Small', 'Medium', 'Large'] as const;

/** rules:cms-constants "Banner types" and rules:cms "Navigation banner type adjustments". */
export const BANNER_TYPES = ['Static', 'Static Large', 'Static List', 'Scroll', 'Scroll Fade'] as const;
export const BANNER_HEIGHTS = ['Short', 'Standard', 'Tall', 'Extra Tall'] as const;
export const BANNER_CONTENT_TYPES = ['TEXT', 'IMAGE', 'COUNTDOWN', 'CTA', 'BASE'] as const;
export const DIRECTIONS = ['Row', 'Column'] as const;

/** rules:cms-calls "Event countdown": height SHORT or tall. */
export const COUNTDOWN_HEIGHTS = ['SHORT', 'TALL'] as const;

/** rules:cms "Featured bento-box blocks". */
export const BENTO_LAYOUTS = ['Tall', 'Wide'] as const;

/** rules:cms-calls "Text": type (default 'Short Text'); rules:cms-constants "Text type variants". */
export const TEXT_TYPES = ['Short Text', 'Rich Text'] as const;
export const TEXT_DISPLAY_MODES = ['Standard', 'Price', 'Price - Static'] as const;

/** rules:cms-constants "scrollType: Sticky (CMS default) or Static". */
export const SCROLL_TYPES = ['Sticky', 'Static'] as const;
export const POSITIONS = ['Top', 'Bottom'] as const;

export const SOCIAL_ICONS = [
  'Instagram',
  'Facebook',
  'YouTube',
  'TikTok',
  'X',
  'Strava',
  'LinkedIn',
  'Pinterest',
] as const;

export const CART_VARIANTS = ['Full', 'Reduced', 'Original'] as const;

/** Workout intensity, gentlest first; rules:cms-calls gives 'Breathe' as the default. */
export const ACTIVITY_LEVELS = ['Breathe', 'Steady', 'Build', 'Push', 'Sprint'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const VALUE_PROP_ICONS = [
  'Delivery',
  'Returns',
  'Warranty',
  'Financing',
  'Quiet',
  'Screen',
  'Fold',
  'Classes',
  'Coach',
  'Heart',
  'Water',
  'Wood',
  'Star',
  'Calendar',
  'Support',
] as const;

export const EFFECTIVENESS_ICONS = ['Full', 'Three Quarters', 'Half', 'Quarter', 'Empty'] as const;
export const EQUIPMENT_ICONS = ['Rowing', 'Cycling', 'Treadmill', 'Elliptical', 'Strength'] as const;

export const HOTEL_LOCATION_TYPES = ['Fitness Center', 'In-Room', 'Fitness Center and In-Room'] as const;
export const LOCATOR_TYPES = ['Stores', 'Hotels', 'Stores and Hotels'] as const;

export const COACH_SPECIALTIES = [
  'Technique',
  'Endurance',
  'Strength',
  'Weight loss',
  'Return from injury',
  'Race preparation',
  'Mobility',
  'Beginners',
] as const;

/** The code components a base component can place (rules:cms-calls "Base component"). */
export const BASE_COMPONENTS = [
  'Prequalification Widget',
  'Financing Message',
  'Review Score',
  'Referral Banner',
  'Trust Badges',
  'Locale Selector',
] as const;
