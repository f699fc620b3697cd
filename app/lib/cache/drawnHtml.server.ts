import type {DrawnHtml} from '~/lib/lazy/drawnHtml';

/**
 * HTML the server drew, kept in the isolate's memory by the inputs it was drawn from (decision 0171).
 * A part asks for it by a key that holds all of its inputs (the CMS data as JSON, the locale, the year),
 * so a change to any of them is a new key, never a stale copy. The entries written longest ago are
 * forgotten first.
 */
const MAX_ENTRIES = 32;
const kept = new Map<string, string>();

function remember(key: string, html: string) {
  kept.delete(key);
  kept.set(key, html);
  while (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
}

/** Forgets every kept part (tests). */
export function forgetDrawnHtml() {
  kept.clear();
}

/**
 * The inner HTML of the one element in `html` that opens with `openTag`, or null: when there is not
 * exactly one, or when what is inside is not whole (a boundary React had not filled in yet, or one it
 * gave up on: its content would come later, elsewhere in the document).
 */
export function innerHtmlOf(html: string, openTag: string): string | null {
  const start = html.indexOf(openTag);
  if (start < 0 || html.indexOf(openTag, start + 1) >= 0) return null;
  const tagName = /^<([a-z][a-z0-9-]*)/.exec(openTag)?.[1];
  if (!tagName) return null;
  const end = html.indexOf(`</${tagName}>`, start);
  if (end < 0) return null;
  const inner = html.slice(start + openTag.length, end);
  if (inner.includes(`<${tagName}`) || /<!--\$[?!]-->|<template\b/.test(inner)) return null;
  return inner;
}

/** A render's view of the kept HTML, and what it asked to keep from its own response. */
export interface DrawnHtmlForRequest extends DrawnHtml {
  /** What `keep` asked for, in the order asked. */
  readonly wanted: ReadonlyArray<{key: string; openTag: string}>;
}

/** The kept HTML for one server render, of the page `request` asks for. */
export function drawnHtmlFor(request: Request): DrawnHtmlForRequest {
  const wanted: Array<{key: string; openTag: string}> = [];
  return {
    pathname: new URL(request.url).pathname,
    wanted,
    get: (key) => kept.get(key),
    keep: (key, openTag) => void wanted.push({key, openTag}),
  };
}

/**
 * The response body to send. When the render asked to keep a part, a copy of the body is read after it
 * is sent (`waitUntil`) and the part's inner HTML is kept; a body that fails or is cut short keeps
 * nothing, and so does a runtime without `waitUntil`.
 */
export function keepingDrawnHtml(
  body: ReadableStream<Uint8Array>,
  drawn: DrawnHtmlForRequest,
  waitUntil: ((promise: Promise<unknown>) => void) | undefined,
): ReadableStream<Uint8Array> {
  if (!drawn.wanted.length || !waitUntil) return body;
  const [sent, copy] = body.tee();
  waitUntil(
    new Response(copy)
      .text()
      .then((html) => {
        for (const {key, openTag} of drawn.wanted) {
          const inner = innerHtmlOf(html, openTag);
          if (inner !== null) remember(key, inner);
        }
      })
      .catch(() => {}),
  );
  return sent;
}
