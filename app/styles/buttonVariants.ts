/**
 * Button variants and CTA modifiers as plain data (no vanilla-extract import), so normalisers and
 * server code can map CMS values, and so buttonVariants.test.ts checks the very colours that
 * button.css.ts is built from.
 */
import type {ColorName} from './palette';

/** rules:layout-constants "Enumerations": button variants. */
export const BUTTON_VARIANTS = [
  'PRIMARY',
  'SECONDARY',
  'SECONDARY_OUTLINE',
  'DARK',
  'DARK_OUTLINE',
  'TERTIARY',
  'SUBTLE',
  'LINK',
  'LINK_DARK',
  'LINK_LARGE',
  'LINK_LARGE_DARK',
  'HEADER',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** rules:layout-constants "Enumerations": the CMS labels, in the spec's order. HEADER has no label: code only. */
export const CMS_BUTTON_LABELS = {
  Primary: 'PRIMARY',
  Secondary: 'SECONDARY',
  'Secondary - Outline': 'SECONDARY_OUTLINE',
  'Secondary Dark': 'DARK',
  'Secondary Dark - Outline': 'DARK_OUTLINE',
  Tertiary: 'TERTIARY',
  Subtle: 'SUBTLE',
  Link: 'LINK',
  'Link - Dark': 'LINK_DARK',
  'Link Large': 'LINK_LARGE',
  'Link Large - Dark': 'LINK_LARGE_DARK',
} as const satisfies Record<string, ButtonVariant>;
export type CmsButtonLabel = keyof typeof CMS_BUTTON_LABELS;

export const DEFAULT_BUTTON_VARIANT = 'PRIMARY' satisfies ButtonVariant;

function isButtonVariant(value: string): value is ButtonVariant {
  return (BUTTON_VARIANTS as readonly string[]).includes(value);
}

/**
 * A CMS label ('Secondary - Outline') or an already-normalised key ('SECONDARY_OUTLINE') to a
 * variant. A missing or unknown value renders as PRIMARY rather than an unstyled button.
 */
export function buttonVariantFromCms(label?: string | null): ButtonVariant {
  const trimmed = label?.trim();
  if (!trimmed) return DEFAULT_BUTTON_VARIANT;
  if (Object.hasOwn(CMS_BUTTON_LABELS, trimmed)) {
    return CMS_BUTTON_LABELS[trimmed as CmsButtonLabel];
  }
  return isButtonVariant(trimmed) ? trimmed : DEFAULT_BUTTON_VARIANT;
}

/** rules:layout-images "CTAs": CTA modifiers, and the recipe prop each one turns on. */
export const CTA_MODIFIERS = {
  SHORT: 'short',
  INVERSE: 'inverse',
  NO_UNDERLINE: 'noUnderline',
  UPPERCASE: 'uppercase',
  TITLE_CASE: 'titleCase',
  ALT_BG: 'altBg',
  REVERSE: 'reverse',
} as const;
export type CtaModifier = keyof typeof CTA_MODIFIERS;
export type ButtonModifierProps = Partial<Record<(typeof CTA_MODIFIERS)[CtaModifier], boolean>>;

/** CMS modifier strings to recipe props; unknown strings are ignored. */
export function buttonModifiersFromCms(modifiers?: readonly string[] | null): ButtonModifierProps {
  const props: ButtonModifierProps = {};
  for (const modifier of modifiers ?? []) {
    if (Object.hasOwn(CTA_MODIFIERS, modifier)) {
      props[CTA_MODIFIERS[modifier as CtaModifier]] = true;
    }
  }
  // Both casing modifiers cannot apply at once; UPPERCASE is the stronger instruction.
  if (props.uppercase) delete props.titleCase;
  return props;
}

/**
 * filled: painted pill; outline: border in the text colour, transparent fill; link: underlined
 * text; plain: text that underlines on hover.
 */
export type ButtonKind = 'filled' | 'outline' | 'link' | 'plain';

export const BUTTON_KINDS = {
  PRIMARY: 'filled',
  SECONDARY: 'filled',
  SECONDARY_OUTLINE: 'outline',
  DARK: 'filled',
  DARK_OUTLINE: 'outline',
  TERTIARY: 'filled',
  SUBTLE: 'plain',
  LINK: 'link',
  LINK_DARK: 'link',
  LINK_LARGE: 'link',
  LINK_LARGE_DARK: 'link',
  HEADER: 'plain',
} as const satisfies Record<ButtonVariant, ButtonKind>;

type HoverColors = {fg: ColorName; bg: ColorName};

/** A button that paints its own background. */
type PaintedButtonColors = {fg: ColorName; bg: ColorName; altBg: ColorName; hover?: HoverColors};

/**
 * A button with no fill of its own; onBg is the section colour it is designed to sit on, which
 * is what its text has to contrast with.
 */
type UnpaintedButtonColors = {
  fg: ColorName;
  bg: 'transparent';
  onBg: ColorName;
  altBg: ColorName;
  hover?: HoverColors;
};

export type ButtonColors = PaintedButtonColors | UnpaintedButtonColors;

/**
 * The colours every variant ships with. "Dark" variants are read as dark-toned buttons for light
 * sections; the INVERSE modifier is what adapts any variant to a dark section (see
 * resolveButtonColors). altBg is the fill the ALT_BG modifier paints.
 */
export const BUTTON_COLORS = {
  PRIMARY: {fg: 'White', bg: 'Deep Sea', altBg: 'Tide', hover: {fg: 'White', bg: 'Abyss'}},
  // Terracotta, not Cedar: White on Cedar is 4.19:1, under AA.
  SECONDARY: {fg: 'White', bg: 'Terracotta', altBg: 'Clay', hover: {fg: 'White', bg: 'Mahogany'}},
  SECONDARY_OUTLINE: {
    fg: 'Deep Sea',
    bg: 'transparent',
    onBg: 'White',
    altBg: 'Cream',
    hover: {fg: 'White', bg: 'Deep Sea'},
  },
  DARK: {fg: 'White', bg: 'Ink', altBg: 'Charcoal', hover: {fg: 'White', bg: 'Graphite'}},
  DARK_OUTLINE: {
    fg: 'Ink',
    bg: 'transparent',
    onBg: 'White',
    altBg: 'Neutral',
    hover: {fg: 'White', bg: 'Ink'},
  },
  TERTIARY: {
    fg: 'Deep Sea',
    bg: 'Light Blue',
    altBg: 'Sand',
    hover: {fg: 'Deep Sea', bg: 'Pacific Lights'},
  },
  SUBTLE: {fg: 'Stone', bg: 'transparent', onBg: 'White', altBg: 'Neutral'},
  LINK: {fg: 'Deep Sea', bg: 'transparent', onBg: 'White', altBg: 'Light Blue'},
  LINK_DARK: {fg: 'Ink', bg: 'transparent', onBg: 'White', altBg: 'Neutral'},
  LINK_LARGE: {fg: 'Deep Sea', bg: 'transparent', onBg: 'White', altBg: 'Light Blue'},
  LINK_LARGE_DARK: {fg: 'Ink', bg: 'transparent', onBg: 'White', altBg: 'Neutral'},
  HEADER: {fg: 'Ink', bg: 'transparent', onBg: 'White', altBg: 'Neutral'},
} as const satisfies Record<ButtonVariant, ButtonColors>;

/** Disabled filled and outline buttons; link and plain kinds keep their colours when disabled. */
export const DISABLED_BUTTON_COLORS = {fg: 'Stone', bg: 'Platinum'} as const satisfies {
  fg: ColorName;
  bg: ColorName;
};

export type ResolvedButtonColors = {
  fg: ColorName;
  fill: ColorName | 'transparent';
  /** What the text sits on: the fill, or for an unpainted button the section colour. */
  surface: ColorName;
  hover: {fg: ColorName; fill: ColorName} | null;
};

/**
 * The colours a variant renders with under the INVERSE and ALT_BG modifiers. INVERSE swaps text
 * and surface (White-on-Deep-Sea becomes Deep-Sea-on-White; an outline meant for White sections
 * turns White for a Deep Sea one). Contrast is symmetric, so each inverted pair clears AA exactly
 * when the original does. Hover colours take precedence over ALT_BG.
 */
export function resolveButtonColors(
  variant: ButtonVariant,
  {inverse = false, altBg = false}: {inverse?: boolean; altBg?: boolean} = {},
): ResolvedButtonColors {
  const colors: ButtonColors = BUTTON_COLORS[variant];
  const fill: ColorName | 'transparent' = altBg ? colors.altBg : colors.bg;
  const surface: ColorName = altBg ? colors.altBg : colors.bg === 'transparent' ? colors.onBg : colors.bg;
  const hover = colors.hover ? {fg: colors.hover.fg, fill: colors.hover.bg} : null;

  if (!inverse) return {fg: colors.fg, fill, surface, hover};

  return {
    fg: surface,
    fill: fill === 'transparent' ? 'transparent' : colors.fg,
    surface: colors.fg,
    hover: hover ? {fg: hover.fill, fill: hover.fg} : null,
  };
}
