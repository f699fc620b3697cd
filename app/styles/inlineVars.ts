import type {CSSProperties} from 'react';

/**
 * Runtime values (a CMS colour, a computed width) for vars made with `createVar` in a css.ts, as an
 * inline style: `{[styles.width]: '40%'}` becomes `{'--width_1ab2': '40%'}`. It does for flat vars
 * what @vanilla-extract/dynamic's assignInlineVars does; that package's contract walking cost
 * 0.65 KiB gzip of first-load JavaScript, which pushed product pages over the 100 KiB budget.
 * A null or undefined value is left out, so the property behaves as if no style set it.
 */
export function inlineVars(values: Record<string, string | null | undefined>): CSSProperties {
  const style: Record<string, string> = {};
  // createVar() gives 'var(--name)' (no fallback); the inline style sets '--name'.
  for (const [cssVar, value] of Object.entries(values)) {
    if (value != null) style[cssVar.slice(4, -1)] = value;
  }
  return style as CSSProperties;
}
