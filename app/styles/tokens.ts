/**
 * Design tokens as plain numbers and strings. No vanilla-extract import: server code (the
 * device_category cookie, modal defaults in loaders) reads the same values the CSS is built from.
 * theme.css.ts turns these into CSS custom properties.
 */
import type {ColorName} from './palette';

/**
 * rules:layout-constants "Layout": breakpoints 768px (mobile) and 1024px (tablet). Both are inclusive upper
 * bounds, as in rules:layout-constants "Cookies" (device_category: mobile when the viewport is <= 768, tablet
 * when <= 1024), so the layout CSS picks and the device the server was told about always agree.
 */
export const breakpoints = {mobile: 768, tablet: 1024} as const;

/**
 * Range syntax (Media Queries 4) rather than max-width: 767px / min-width: 768px pairs, so a
 * zoomed viewport of 768.5px falls into exactly one bucket instead of between two.
 */
export const media = {
  /** <= 768px */
  mobile: `screen and (width <= ${breakpoints.mobile}px)`,
  /** > 768px */
  aboveMobile: `screen and (width > ${breakpoints.mobile}px)`,
  /** <= 1024px: mobile and tablet (rules:layout-constants: pinch zoom is on here) */
  tabletDown: `screen and (width <= ${breakpoints.tablet}px)`,
  /** 769px to 1024px */
  tabletOnly: `screen and (${breakpoints.mobile}px < width <= ${breakpoints.tablet}px)`,
  /** > 1024px */
  desktop: `screen and (width > ${breakpoints.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** rules:layout-constants "Fonts and colours". CMS FontStyle.titleFontWeight defaults to Normal (rules:layout-images). */
export const fontWeights = {light: 300, normal: 400, semiBold: 500, bold: 700} as const;
export type FontWeight = keyof typeof fontWeights;

/** 4px grid, in px. */
export const space = {
  none: 0,
  xxs: 4,
  xs: 8,
  sm: 12,
  md: 16,
  lg: 24,
  xl: 32,
  xxl: 48,
  xxxl: 64,
  huge: 96,
} as const;
export type Space = keyof typeof space;

/**
 * rules:layout-constants "Layout": sidebar item spacing NONE, SMALL, MEDIUM (default), LARGE, EXTRA_LARGE.
 * The spec gives names only; the px values are ours, taken from the space scale.
 */
export const sidebarSpacing = {
  NONE: space.none,
  SMALL: space.xs,
  MEDIUM: space.md,
  LARGE: space.xl,
  EXTRA_LARGE: space.xxl,
} as const;
export type SidebarSpacing = keyof typeof sidebarSpacing;
export const DEFAULT_SIDEBAR_SPACING = 'MEDIUM' satisfies SidebarSpacing;

const BENTO_GAP = {column: 20, row: 24} as const;
const BENTO_MAX_CARD_WIDTH = 250;

/** rules:layout-constants "Layout" of the page modules; the CSS uses these strings as they are. */
export const moduleLayout = {
  /** Bento "Gap 20/24": 20 between the blocks of a row, 24 between rows (decision 0100). */
  bentoGap: BENTO_GAP,
  bentoGapCss: `${BENTO_GAP.row}px ${BENTO_GAP.column}px`,
  /** Bento "Maximum card width 250": a card of the mobile slider, never wider than most of the screen (decision 0100). */
  bentoSliderCard: `min(${BENTO_MAX_CARD_WIDTH}px, 80vw)`,
  /** Highlights grid: 10px gap. */
  highlightsGap: '10px',
} as const;

export const MODAL_BACKDROP_OPACITIES = [100, 90, 75, 50, 25] as const;
export type ModalBackdropOpacity = (typeof MODAL_BACKDROP_OPACITIES)[number];

/** rules:layout-constants "Timing": a changed value (a price after a colour or price-mode change) animates for 300 ms. */
export const VALUE_CHANGE_MS = 300;

export const modal = {
  /** rules:layout-and-images "Modals", rules:layout-constants "Timing": a closed modal removes itself after a 300 ms fade. */
  fadeMs: 300,
  /** rules:layout-constants "Layout": modal height is the lesser of 80vh and 1000px. */
  height: 'min(80vh, 1000px)',
  /** rules:layout-constants "Layout": backdrop opacity options, in percent. */
  backdropOpacities: MODAL_BACKDROP_OPACITIES,
  defaultBackdropOpacity: 90 satisfies ModalBackdropOpacity,
  defaultColor: 'Deep Sea' satisfies ColorName,
} as const;

/**
 * Stacking layers, low to high. Gaps of 100 leave room for a component to sit just above a layer
 * without inventing a new one.
 */
export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100, // product sticky bar, sticky jump button
  header: 200, // promo bar + nav
  dropdown: 300, // menus, mini cart
  modalBackdrop: 400,
  modal: 500,
  toast: 600,
  skipLink: 700, // must stay above everything it can be tabbed past
} as const;

/** px; pill is large enough to round any button height. */
export const radii = {none: 0, sm: 4, md: 8, lg: 16, pill: 9999} as const;

/**
 * px. rules:layout-constants "Layout": anchor offset is the global header offset, or 120 when unknown, plus 12.
 * The header itself (promo bar excluded) is shorter than that fallback.
 */
export const headerHeight = {mobile: 60, desktop: 80} as const;
/**
 * px at desktop widths: the product sticky bar's height (its least), which a sticky product column
 * keeps clear under the header, so the bar never covers it (decision 0084).
 */
export const productStickyBarHeight = 80;
export const ANCHOR_OFFSET_FALLBACK = 120;
/**
 * An anchor target's scroll margin: the CSS variable the blog pages set to their own rule
 * (app/modules/JumpButton/anchorOffset.ts), or the one rule (the fallback + 12) everywhere else.
 */
export const ANCHOR_SCROLL_MARGIN = `var(--anchor-offset, ${ANCHOR_OFFSET_FALLBACK + 12}px)`;

/**
 * Which palette colour plays which role. theme.css.ts builds vars.color from this, and
 * tokens.test.ts checks every text/background pair here at WCAG AA.
 */
export const colorRoles = {
  brand: 'Deep Sea', // rules:layout-constants
  accent: 'Cedar', // rules:layout-constants; fills and decoration only: White on Cedar is 4.19:1
  accentText: 'Terracotta', // Cedar-family text that clears AA on the light backgrounds
  text: 'Ink',
  textMuted: 'Stone',
  textInverse: 'White',
  background: 'White',
  surface: 'Cream', // rules:layout-images: hero backgroundColor defaults to Cream
  surfaceAlt: 'Neutral',
  border: 'Silver',
  error: 'Rust',
  success: 'Seagrass',
  // Two-tone focus ring: a Deep Sea outline with a White halo in the offset gap. White and Deep
  // Sea are 13.2:1 apart, so on any background one of the two clears 3:1 (WCAG 1.4.11).
  focusRing: 'Deep Sea',
  focusRingHalo: 'White',
} as const satisfies Record<string, ColorName>;
export type ColorRole = keyof typeof colorRoles;

/**
 * Colours the interface draws with that are not CMS colour names. rules:layout-constants's palette is what an
 * editor can pick (palette.ts, eleven Light names exactly); these never are, so they live here,
 * and theme.css.ts adds them to vars.color beside the roles. tokens.test.ts checks the ones that
 * carry text or must stand out from what they sit on.
 */
export const decorColors = {
  /** Behind product images (compare, gallery, slider) while they load and around contained ones. */
  imageBackdrop: '#F4EFE8',
  /** Hairline between table rows (compare modal). */
  rule: '#D9D4CC',
  /** Locator map ground; the pins on it clear 3:1 (WCAG 1.4.11). */
  mapGround: '#DCE9EE',
  /** Locator hotel pins and list markers, with White numbers on them. */
  hotel: '#7A3B2E',
  /** Metrics gauge dial fill, on Deep Sea. */
  gaugeFill: '#E7C9A0',
  /** The unfilled part of a rating star. */
  starEmpty: '#D8CFC4',
} as const satisfies Record<string, `#${string}`>;
export type DecorColor = keyof typeof decorColors;

/** Text roles and the backgrounds each is used on; every pair must clear AA 4.5:1. */
export const TEXT_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['accentText', 'background'],
  ['accentText', 'surface'],
  ['accentText', 'surfaceAlt'],
  ['error', 'background'],
  ['error', 'surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['textInverse', 'brand'],
] as const satisfies readonly (readonly [ColorRole, ColorRole])[];

/** WCAG 2.4.13 asks for at least 2px of indicator; outline 3px, halo fills the 2px offset. */
export const focusRing = {width: 3, offset: 2} as const;
