import {financingAvailable, PRICE_TAB_LABELS} from '~/lib/product/pricing';
import {useLocale} from '~/lib/useLocale';
import {usePriceMode} from './priceMode';
import * as styles from './PriceBlock.css';

/**
 * rules:pricing-states: the price tabs toggle the mode; financing is offered in the US only (rules:pricing-financing). Apart from
 * PriceBlock, so the pages that show prices without tabs (listings, the cart's slider) do not load them.
 */
export function PriceTabs() {
  const locale = useLocale();
  const {mode, setMode} = usePriceMode();
  if (!financingAvailable(locale)) return null;
  return (
    <div className={styles.tabs} role="group" aria-label="Show prices as">
      <button
        type="button"
        className={styles.tab}
        aria-pressed={mode === 'FINANCING'}
        onClick={() => setMode('FINANCING')}
      >
        {PRICE_TAB_LABELS.FINANCING_PRICE}
      </button>
      <button
        type="button"
        className={styles.tab}
        aria-pressed={mode === 'FULL_PRICE'}
        onClick={() => setMode('FULL_PRICE')}
      >
        {PRICE_TAB_LABELS.FULL_PRICE}
      </button>
    </div>
  );
}
