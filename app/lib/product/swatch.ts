import type {OOSAppearance} from './normalizeProduct';

/**
 * rules:product-fields (OOSAppearance): a sold-out colour's swatch is crossed when the CMS asks for
 * CROSS, and plain otherwise; the one rule for the PDP's colour picker and the configurator's.
 */
export function isSwatchCrossed(available: boolean, appearance: OOSAppearance | null | undefined): boolean {
  return !available && appearance === 'CROSS';
}
