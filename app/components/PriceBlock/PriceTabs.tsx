import {financingAvailable, PRICE_TAB_LABELS} from '~/lib/product/pricing';
import {useLocale} from '~/lib/useLocale';
import {usePriceMode} from './priceMode';
import * as styles from './PriceBlock.css';

const TABS = [
  {mode: 'FINANCING', label: PRICE_TAB_LABELS.FINANCING_PRICE},
  {mode: 'FULL_PRICE', label: PRICE_TAB_LABELS.FULL_PRICE},
] as const;

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
      {TABS.map((tab) => (
        <button
          key={tab.mode}
          type="button"
          className={styles.tab}
          aria-pressed={mode === tab.mode}
          onClick={() => setMode(tab.mode)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
