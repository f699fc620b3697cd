import {createContext, useContext} from 'react';

/**
 * The CSP nonce of this response, for the scripts React renders. Hydrogen's
 * NonceProvider does the same, but importing it into the browser bundle
 * brings the rest of Hydrogen's client module with it (~0.8 KiB on every
 * route); the server sets both (entry.server.tsx), the browser only this one.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
