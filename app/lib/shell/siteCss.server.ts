import stylesheets from 'virtual:keel/site-css';

/**
 * The shop's stylesheet, from the client build (scripts/lib/siteCss.ts): every
 * page links this one file (decision 0071). The root loader hands it to the
 * document, which links it in the head on both sides.
 */
export const SITE_CSS: readonly string[] = stylesheets;
