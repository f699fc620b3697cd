import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import type {NormalizedCart} from '~/lib/cart/normalize';
import type {CartSettings} from '~/lib/cart/settings';

/** What the page knows of the shopper's cart: the root loader streams it with every page. */
export interface KnownCart {
  cart: NormalizedCart | null;
  variant: CartSettings['variant'];
}

const KnownCartContext = createContext<KnownCart | null>(null);

/**
 * Holds the last cart the root loader streamed, so the mini cart opens with its lines already
 * drawn (no 'Loading your cart…' on a page whose header already shows the count). A new
 * promise (the root revalidates after every cart change) replaces the value once it resolves;
 * until then the last one stays, so nothing flickers back to a loading state.
 */
export function KnownCartProvider({cart, children}: {cart: Promise<KnownCart | null> | undefined; children: ReactNode}) {
  const [known, setKnown] = useState<KnownCart | null>(null);
  useEffect(() => {
    let current = true;
    void cart?.then((value) => {
      if (current && value) setKnown(value);
    });
    return () => {
      current = false;
    };
  }, [cart]);
  return <KnownCartContext.Provider value={known}>{children}</KnownCartContext.Provider>;
}

export function useKnownCart(): KnownCart | null {
  return useContext(KnownCartContext);
}
