/**
 * What a page's server HTML weighs before the browser runs anything: its
 * bytes, its inline SVGs (and how many of them are the same drawing sent
 * again, which one sprite and `<use>` would send once: an SVG that only
 * `<use>`s a sprite's symbol draws nothing itself and is not counted), and
 * the bytes of its inline scripts (mostly the serialised loader data).
 */
export interface HtmlWeight {
  /** UTF-8 bytes, uncompressed. */
  bytes: number;
  /** Every `<svg` element, nested ones included. */
  svgs: number;
  /** Distinct outermost SVG drawings (markup that draws, not only `<use>`s a symbol) that appear twice or more. */
  repeatedSvgs: number;
  /** How many outermost SVGs those repeated markups account for. */
  repeatedSvgCopies: number;
  /** UTF-8 bytes inside `<script>` elements without a `src`. */
  inlineScriptBytes: number;
}

/** The outermost `<svg>…</svg>` elements, each as its whole markup. */
function outermostSvgs(html: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(/<(\/?)svg\b[^>]*>/gi)) {
    const closing = tag[1] === '/';
    const selfClosing = !closing && tag[0].endsWith('/>');
    if (!closing && depth === 0) start = tag.index;
    if (!closing && !selfClosing) depth++;
    if (closing) depth = Math.max(0, depth - 1);
    if (depth === 0 && (closing || selfClosing)) found.push(html.slice(start, tag.index + tag[0].length));
  }
  return found;
}

/** Shapes an SVG draws itself; `<use>` only points at a drawing sent once elsewhere. */
const DRAWING = /<(path|circle|rect|ellipse|line|polyline|polygon|text|image)\b/i;

export function htmlWeight(html: string): HtmlWeight {
  const copies = new Map<string, number>();
  for (const svg of outermostSvgs(html).filter((markup) => DRAWING.test(markup)))
    copies.set(svg, (copies.get(svg) ?? 0) + 1);
  const repeated = [...copies.values()].filter((count) => count > 1);
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes = '']) => !/\bsrc\s*=/i.test(attributes),
  );
  return {
    bytes: Buffer.byteLength(html),
    svgs: html.match(/<svg\b/gi)?.length ?? 0,
    repeatedSvgs: repeated.length,
    repeatedSvgCopies: repeated.reduce((sum, count) => sum + count, 0),
    inlineScriptBytes: inlineScripts.reduce((sum, [, , body = '']) => sum + Buffer.byteLength(body), 0),
  };
}
