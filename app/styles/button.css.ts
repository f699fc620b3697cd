/**
 * The spec's button variants (rules:layout-constants "Enumerations") and CTA modifiers (rules:layout-images "CTAs") as class
 * maps, which `button()` (./button.ts) combines as a recipe would, without a recipe runtime in
 * every page's first load. Colours come from BUTTON_COLORS via resolveButtonColors, the same data
 * the contrast tests check. The styles are created in a recipe's order (base, variants, modifiers,
 * compound variants), which is their order in the stylesheet: a later rule wins.
 */
import {createVar, style, styleVariants, type StyleRule} from '@vanilla-extract/css';

import {
  BUTTON_KINDS,
  BUTTON_VARIANTS,
  DISABLED_BUTTON_COLORS,
  resolveButtonColors,
  type ButtonKind,
  type ButtonVariant,
  type ResolvedButtonColors,
} from './buttonVariants';
import {focusVisibleStyle} from './global.css';
import {paletteKey, type ColorName} from './palette';
import {vars} from './theme.css';

// Hover rules skip disabled buttons, so they keep their disabled colours under the pointer.
const HOVER = '&:hover:not(:disabled, [aria-disabled="true"])';
const DISABLED = '&:disabled, &[aria-disabled="true"]';

const buttonHeight = createVar();
const buttonPaddingInline = createVar();

const paint = (color: ColorName | 'transparent') =>
  color === 'transparent' ? 'transparent' : vars.palette[paletteKey(color)];

function colorStyle(colors: ResolvedButtonColors, kind: ButtonKind): StyleRule {
  const outlined = kind === 'outline';
  const style: StyleRule = {
    color: paint(colors.fg),
    backgroundColor: paint(colors.fill),
    borderColor: outlined ? paint(colors.fg) : 'transparent',
  };
  if (!colors.hover) return style;
  return {
    ...style,
    selectors: {
      [HOVER]: {
        color: paint(colors.hover.fg),
        backgroundColor: paint(colors.hover.fill),
        borderColor: outlined ? paint(colors.hover.fill) : 'transparent',
      },
    },
  };
}

/** A painted pill (filled or outlined); disabled, it takes the disabled colours, its border too when outlined. */
function pillStyle(outlined: boolean): StyleRule {
  return {
    minHeight: buttonHeight,
    paddingInline: buttonPaddingInline,
    borderRadius: vars.radius.pill,
    selectors: {
      [DISABLED]: {
        color: paint(DISABLED_BUTTON_COLORS.fg),
        backgroundColor: paint(DISABLED_BUTTON_COLORS.bg),
        borderColor: outlined ? paint(DISABLED_BUTTON_COLORS.bg) : 'transparent',
      },
    },
  };
}

const kindStyles: Record<ButtonKind, StyleRule> = {
  filled: pillStyle(false),
  outline: pillStyle(true),
  // WCAG 2.2 2.5.8: an unpainted button is still a 24px target (the base is inline-flex, so
  // the text stays centred in it).
  link: {
    minHeight: '24px',
    padding: 0,
    borderWidth: 0,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    selectors: {
      [HOVER]: {textDecorationThickness: '2px'},
      [DISABLED]: {textDecorationLine: 'none'},
    },
  },
  plain: {
    minHeight: '24px',
    padding: 0,
    borderWidth: 0,
    selectors: {
      [HOVER]: {textDecorationLine: 'underline', textUnderlineOffset: '0.2em'},
    },
  },
};

// Size and weight beyond what the kind gives.
const variantExtras: Partial<Record<ButtonVariant, StyleRule>> = {
  SUBTLE: {fontWeight: vars.font.weight.normal},
  LINK_LARGE: {fontSize: vars.font.size.xl},
  LINK_LARGE_DARK: {fontSize: vars.font.size.xl},
  HEADER: {fontWeight: vars.font.weight.normal},
};

/** Shallow merge that also merges `selectors` key by key, so no hover or disabled rule is lost. */
function mergeStyles(...styles: (StyleRule | undefined)[]): StyleRule {
  const selectors: Record<string, StyleRule> = {};
  for (const style of styles) {
    for (const [selector, rule] of Object.entries(style?.selectors ?? {})) {
      selectors[selector] = {...selectors[selector], ...(rule as StyleRule)};
    }
  }
  return Object.assign({}, ...styles, {selectors});
}

function variantStyle(variant: ButtonVariant): StyleRule {
  const kind = BUTTON_KINDS[variant];
  return mergeStyles(kindStyles[kind], variantExtras[variant], colorStyle(resolveButtonColors(variant), kind));
}

const variant = Object.fromEntries(BUTTON_VARIANTS.map((name) => [name, variantStyle(name)])) as Record<
  ButtonVariant,
  StyleRule
>;

// An unpainted button that ALT_BG paints needs room around its text.
const chipSpacing: StyleRule = {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
};

// Order matters: the inverse + altBg combination is listed last so it wins over either alone.
const modifierCombinations = [{altBg: true}, {inverse: true}, {inverse: true, altBg: true}] as const;

export const buttonBase = style({
  vars: {[buttonHeight]: '48px', [buttonPaddingInline]: vars.space.lg},
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semiBold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
  textDecorationLine: 'none',
  cursor: 'pointer',
  transitionProperty: 'color, background-color, border-color, text-decoration-thickness',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease-out',
  selectors: {
    '&:focus-visible': focusVisibleStyle,
    [DISABLED]: {cursor: 'not-allowed'},
  },
});

export const buttonVariant = styleVariants(variant);

export const buttonModifier = {
  short: style({
    vars: {[buttonHeight]: '36px', [buttonPaddingInline]: vars.space.md},
    fontSize: vars.font.size.sm,
  }),
  noUnderline: style({textDecorationLine: 'none', selectors: {[HOVER]: {textDecorationLine: 'none'}}}),
  uppercase: style({textTransform: 'uppercase', letterSpacing: '0.06em'}),
  titleCase: style({textTransform: 'capitalize'}),
  reverse: style({flexDirection: 'row-reverse'}),
  fullWidth: style({display: 'flex', width: '100%'}),
};

/** Per variant, the colours under ALT_BG, INVERSE and both, in that order (a later one wins). */
export const buttonCompound = Object.fromEntries(
  BUTTON_VARIANTS.map((name) => {
    const kind = BUTTON_KINDS[name];
    const unpainted = kind === 'link' || kind === 'plain';
    return [
      name,
      modifierCombinations.map((modifiers) => {
        const colors = colorStyle(resolveButtonColors(name, modifiers), kind);
        const altBg = 'altBg' in modifiers && modifiers.altBg;
        return style(altBg && unpainted ? {...chipSpacing, ...colors} : colors);
      }),
    ];
  }),
) as Record<ButtonVariant, [altBg: string, inverse: string, both: string]>;
