import {createContext, useContext, useMemo, useState, type ReactNode} from 'react';
import {defaultPriceMode, togglePriceMode, type PriceMode} from '~/lib/product/pricing';
import {useLocale} from '~/lib/useLocale';

/** rules:pricing-fields global state: the price mode, FINANCING or FULL_PRICE, shared by every price on the page. */
const PriceModeContext = createContext<{
  mode: PriceMode;
  setMode: (mode: PriceMode) => void;
  toggle: () => void;
} | null>(null);

export function PriceModeProvider({children}: {children: ReactNode}) {
  const locale = useLocale();
  const [chosen, setChosen] = useState<PriceMode | null>(null);
  const mode = chosen ?? defaultPriceMode(locale);
  const value = useMemo(() => ({mode, setMode: setChosen, toggle: () => setChosen(togglePriceMode(mode))}), [mode]);
  return <PriceModeContext.Provider value={value}>{children}</PriceModeContext.Provider>;
}

export function usePriceMode() {
  const value = useContext(PriceModeContext);
  if (!value) throw new Error('usePriceMode needs a PriceModeProvider');
  return value;
}
