import {rewritePlugin} from './routerTransition.ts';

const PRELOAD = 'rel: "modulepreload",';

/**
 * Rewrites React Router's `<Scripts>` (and its page prefetch links) so that the
 * `<link rel="modulepreload">` tags it renders ask for `fetchpriority="low"`
 * (decision 0156).
 *
 * The page hydrates only after its first paint (decision 0152), so its
 * modules are not needed for that paint; at Chromium's default for a
 * modulepreload (High) they compete with the stylesheet, the fonts and the
 * hero image for the connection. Low, they come after what the paint needs.
 * React Router 7 has no prop for it, and React 18 passes the lower-case
 * attribute through as it is.
 *
 * Returns the code unchanged when it is not React Router's module with
 * `Scripts`, and throws when that module no longer renders the links as it
 * did, so an upgrade that changes them is noticed.
 */
export function lowPriorityModulePreloads(code: string, id: string): string | null {
  if (!/react-router[\\/]dist[\\/](production|development)[\\/][^\\/]+\.m?js$/.test(id.split('?')[0] as string))
    return null;
  if (!code.includes('function Scripts(')) return null;
  const links = code.split(PRELOAD).length - 1;
  if (links < 3) {
    throw new Error(
      `keel:script-priority: ${id} renders ${links} modulepreload links as "${PRELOAD}", not the 3 or more of React Router 7.18's Scripts; check how it renders them now (decision 0156).`,
    );
  }
  return code.replaceAll(PRELOAD, `${PRELOAD} fetchpriority: "low",`);
}

export const scriptPriorityPlugin = () => rewritePlugin('keel:script-priority', lowPriorityModulePreloads);
