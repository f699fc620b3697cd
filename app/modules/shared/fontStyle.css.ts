import {styleVariants, type StyleRule} from '@vanilla-extract/css';
import type {FontLevel, FontWeightName} from '~/lib/content/fontStyle';
import {vars} from '~/styles/theme.css';

/** Doubled class: a CMS font style wins over the module's own title style, whichever stylesheet loads last. */
const strong = (rule: StyleRule): StyleRule => ({selectors: {'&&': rule}});

/** The CMS font levels (rules:content-fields FontStyle) on the type scale. */
const LEVELS: Record<FontLevel, StyleRule> = {
  Display: {
    fontFamily: vars.font.family.display,
    fontSize: vars.font.size.hero,
    lineHeight: vars.font.lineHeight.tight,
  },
  'Heading 1': {
    fontFamily: vars.font.family.display,
    fontSize: vars.font.size.display,
    lineHeight: vars.font.lineHeight.tight,
  },
  'Heading 2': {
    fontFamily: vars.font.family.display,
    fontSize: vars.font.size.xxxl,
    lineHeight: vars.font.lineHeight.tight,
  },
  'Heading 3': {fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.snug},
  'Heading 4': {fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug},
  'Heading 5': {fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.snug},
  'Heading 6': {fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.snug},
  Eyebrow: {fontSize: vars.font.size.sm, letterSpacing: '0.08em', textTransform: 'uppercase'},
};

const WEIGHTS: Record<FontWeightName, StyleRule> = {
  Normal: {fontWeight: vars.font.weight.normal},
  Light: {fontWeight: vars.font.weight.light},
  'Semi-Bold': {fontWeight: vars.font.weight.semiBold},
  Bold: {fontWeight: vars.font.weight.bold},
};

export const fontLevel = styleVariants(LEVELS, strong);
export const fontWeight = styleVariants(WEIGHTS, strong);
