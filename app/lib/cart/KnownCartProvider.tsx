import {createContext, startTransition, useContext, useEffect, useState, type ReactNode} from 'react';
import {localePath, type LocaleCode} from '~/lib/i18n';
import {whenSettled} from '~/lib/lazy/routeDiscovery';
import type {KnownCart} from './knownCart';

/**
 * The shopper's cart as the page knows it (the header's count, the mini cart's lines), fetched by
 * the browser after hydration from /api/cart, never cached (decision 0070): the server's HTML is the
 * same for every shopper, so the full-page cache can serve it. Fetched again whenever the root's
 * data changes (after every cart change the root revalidates, and on a change of locale).
 */
interface KnownCartState {
  /** The latest answer; null before the first one, with no cart, or when the cart is unavailable. */
  known: KnownCart | null;
}

const KnownCartContext = createContext<KnownCartState>({known: null});

/** Whether this browser has a cart at all (Hydrogen's `cart` cookie is readable): none, no request. */
export function hasCartCookie(cookie: string): boolean {
  return /(?:^|;\s*)cart=[^;]+/.test(cookie);
}

/** The /api/cart answer as the page keeps it; anything else is "unknown" (null). */
export function toKnownCart(body: unknown): KnownCart | null {
  if (!body || typeof body !== 'object') return null;
  const {cart, variant} = body as Partial<KnownCart>;
  if (variant !== 'FULL' && variant !== 'REDUCED' && variant !== 'INVALID') return null;
  return {cart: cart ?? null, variant};
}

async function loadKnownCart(locale: LocaleCode, signal: AbortSignal): Promise<KnownCart | null> {
  if (!hasCartCookie(document.cookie)) return null;
  const response = await fetch(localePath('/api/cart', locale), {
    headers: {Accept: 'application/json'},
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  return toKnownCart(await response.json());
}

/** `revision` changes when the cart may have changed (the root's data object). */
export function KnownCartProvider({
  locale,
  revision,
  children,
}: {
  locale: LocaleCode;
  revision: unknown;
  children: ReactNode;
}) {
  const [state, setState] = useState<KnownCartState>({known: null});
  useEffect(() => {
    const controller = new AbortController();
    // Applied once the page has settled, in a transition: a context update reaches every Suspense
    // boundary still hydrating, and React throws their server HTML away when it must wait too long
    // (error 421, decisions 0039 and 0145).
    Promise.all([loadKnownCart(locale, controller.signal), whenSettled()])
      .then(([known]) => {
        if (controller.signal.aborted) return;
        startTransition(() => setState((previous) => (previous.known === known ? previous : {known})));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('[cart] the cart count is unavailable', error instanceof Error ? error.message : error);
      });
    return () => controller.abort();
  }, [locale, revision]);
  return <KnownCartContext.Provider value={state}>{children}</KnownCartContext.Provider>;
}

/** The shopper's cart as last fetched; null until the browser has asked (or when there is none). */
export function useKnownCart(): KnownCart | null {
  return useContext(KnownCartContext).known;
}
