import {createContext, useContext} from 'react';

/**
 * What a server render reads and asks to keep of HTML that the server drew before for the same inputs
 * (decision 0171). Only a part that the browser never hydrates uses it. The browser keeps that HTML as it
 * is, so HTML kept from an earlier render is as good as a new render.
 */
export interface DrawnHtml {
  /** The path of the page being drawn (a link to the bundle listing depends on it, rules:locale-routes). */
  readonly pathname: string;
  /** The inner HTML drawn for `key` before, in this isolate; undefined the first time. */
  get(key: string): string | undefined;
  /**
   * Asks for the inner HTML of the element that opens with `openTag` in this response to be kept under
   * `key`: the part is drawn in full this time, and the response's copy is read once it is sent.
   */
  keep(key: string, openTag: string): void;
}

const DrawnHtmlContext = /* @__PURE__ */ createContext<DrawnHtml | null>(null);

/** Around the server's render of a document (entry.server), with the request's `drawnHtmlFor()`. */
export const DrawnHtmlProvider = DrawnHtmlContext.Provider;

function useServerDrawnHtml(): DrawnHtml | null {
  return useContext(DrawnHtmlContext);
}

/** The server render's kept HTML; null in the browser, whose bundle keeps nothing of this but the function. */
export const useDrawnHtml: () => DrawnHtml | null = import.meta.env.SSR ? useServerDrawnHtml : () => null;
