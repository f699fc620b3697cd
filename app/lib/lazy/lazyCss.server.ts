import map from 'virtual:keel/lazy-css';

/**
 * The stylesheets of the lazily loaded components, by module path, from the
 * client build (scripts/lib/lazyCss.ts). The root loader hands it to the
 * page, so a lazy component the server renders links its styles before its
 * HTML (`lazySection`, decision 0038).
 */
export const LAZY_CSS: Readonly<Record<string, readonly string[]>> = map;
