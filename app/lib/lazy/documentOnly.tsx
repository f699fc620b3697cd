import {createContext, useContext} from 'react';

/** What a loader gives the server's render of a document and never sends as loader data (decision 0168). */
export type DocumentOnly = Map<DocumentOnlyKey, unknown>;

/** Its keys, one per part the server draws from it. */
export const DOCUMENT_ONLY = {
  /** The footer's data (root loader; the browser fetches it from /api/footer when the footer nears the screen). */
  footer: 'footer',
  /** A product page's structured data (the product routes' JsonLd). */
  productJsonLd: 'product-json-ld',
  /** A product page's view event (data-track-view, decision 0054). */
  productView: 'product-view',
  /** A product's long description (its "About the …" section, below the fold). */
  productDescription: 'product-description',
} as const;
export type DocumentOnlyKey = (typeof DOCUMENT_ONLY)[keyof typeof DOCUMENT_ONLY];

/** In a document's loader data, in place of a value the server kept for its render (`keepForDocument`). */
export const ON_SERVER = {onServer: true} as const;
export type OnServer = typeof ON_SERVER;
export const isOnServer = (value: unknown): value is OnServer =>
  typeof value === 'object' && value !== null && 'onServer' in value;

const DocumentOnlyContext = /* @__PURE__ */ createContext<ReadonlyMap<DocumentOnlyKey, unknown> | null>(null);

/** Around the server's render of a document (entry.server), with the request's `context.documentOnly`. */
export const DocumentOnlyProvider = DocumentOnlyContext.Provider;

function useServerValue<Value>(key: DocumentOnlyKey | undefined): Value | undefined {
  const values = useContext(DocumentOnlyContext);
  return key ? (values?.get(key) as Value | undefined) : undefined;
}

/**
 * The value a loader put under `key` for this document's HTML (decision 0168): the server draws the part
 * with it, the browser keeps what the server drew. Undefined in the browser (whose bundle keeps nothing of
 * this but the function), and on the server when no loader put it (or no key is given).
 */
export const useDocumentOnly: <Value>(key: DocumentOnlyKey | undefined) => Value | undefined = import.meta.env.SSR
  ? useServerValue
  : () => undefined;
