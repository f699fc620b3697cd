import {createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import type {NormalizedCart} from '~/lib/cart/normalize';
import type {CartSettings} from '~/lib/cart/settings';

/** What the page knows of the shopper's cart: the root loader streams it with every page. */
export interface KnownCart {
  cart: NormalizedCart | null;
  variant: CartSettings['variant'];
}

/**
 * A tiny external store, not a context value: a context whose value changes while parts of the
 * page are still hydrating makes React throw those parts' server HTML away (error 421, see
 * decision 0039). Only the components that read the store re-render when it changes.
 */
class KnownCartStore {
  private value: KnownCart | null = null;
  private readonly listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.value;
  set(value: KnownCart) {
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}

const KnownCartContext = createContext<KnownCartStore | null>(null);

/**
 * Holds the last cart the root loader streamed, so the mini cart opens with its lines already
 * drawn (issue 14: no 'Loading your cart…' on a page whose header already shows the count). A
 * new promise (the root revalidates after every cart change) replaces the value once it
 * resolves; until then the last one stays, so nothing flickers back to a loading state.
 */
export function KnownCartProvider({cart, children}: {cart: Promise<KnownCart | null> | undefined; children: ReactNode}) {
  const [store] = useState(() => new KnownCartStore());
  useEffect(() => {
    let current = true;
    void cart?.then((value) => {
      if (current && value) store.set(value);
    });
    return () => {
      current = false;
    };
  }, [cart, store]);
  return <KnownCartContext.Provider value={store}>{children}</KnownCartContext.Provider>;
}

export function useKnownCart(): KnownCart | null {
  const store = useContext(KnownCartContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? nothing, nothing);
}

const noSubscription = () => () => undefined;
const nothing = () => null;
