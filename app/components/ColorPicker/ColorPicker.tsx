import {inlineVars} from '~/styles/inlineVars';
import {formatMoney} from '~/lib/money';
import {isSwatchCrossed} from '~/lib/product/swatch';
import type {NormalizedVariant, OOSAppearance} from '~/lib/product/normalizeProduct';
import {COLOR_NAMES, type ColorSlug} from '~/lib/product/productPaths';
import {useLocale} from '~/lib/useLocale';
import * as styles from './ColorPicker.css';

/**
 * The colour picker (rules:product-states): 'Color:', the variant title, '+{difference}'
 * when the colour costs more, and an in-stock or out-of-stock message;
 * sold-out colours are crossed (OOSAppearance CROSS) but can still be looked at.
 */
export function ColorPicker({
  variants,
  selected,
  onSelect,
  appearance,
  messages,
}: {
  variants: NormalizedVariant[];
  selected: NormalizedVariant;
  onSelect: (color: ColorSlug) => void;
  appearance: OOSAppearance;
  messages: {inStock?: string; outOfStock?: string; OOS: {text: string}};
}) {
  const locale = useLocale();
  const difference = selected.price.variantDiffFromDefault;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        Color: <span data-testid="selected-color">{selected.title}</span>
        {difference > 0 ? <span className={styles.difference}>+{formatMoney(difference, locale)}</span> : null}
      </legend>
      <div className={styles.swatches}>
        {variants.map((variant) => {
          if (!variant.color) return null;
          const name = COLOR_NAMES[variant.color];
          const background = variant.swatchHex ?? undefined;
          const extra = variant.price.variantDiffFromDefault;
          const label = `${name}${extra > 0 ? `, +${formatMoney(extra, locale)}` : ''}${variant.available ? '' : ', sold out'}`;
          return (
            <label key={variant.id} className={styles.option}>
              <input
                type="radio"
                name="color"
                value={variant.color}
                className={styles.input}
                checked={variant.id === selected.id}
                onChange={() => onSelect(variant.color as ColorSlug)}
                aria-label={label}
              />
              <span
                className={`${styles.swatch} ${isSwatchCrossed(variant.available, appearance) ? styles.crossed : ''}`}
                style={inlineVars({[styles.swatchColor]: background})}
                aria-hidden="true"
              />
            </label>
          );
        })}
      </div>
      <p className={styles.stock} data-testid="stock-message" role="status">
        {selected.available ? (
          <span className={styles.inStock}>{messages.inStock ?? 'In stock'}</span>
        ) : (
          <span className={styles.outOfStock}>{messages.outOfStock ?? messages.OOS.text}</span>
        )}
      </p>
    </fieldset>
  );
}
