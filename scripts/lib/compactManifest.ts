import {rewritePlugin} from './routerTransition';

const PRETTY = /JSON\.stringify\(\s*getPartialManifest\(manifest, router\),\s*null,\s*2\s*\)/;

/**
 * Rewrites React Router's `<Scripts>` so that the route manifest it writes into every document is plain
 * JSON rather than JSON indented by two spaces (decision 0168): 4.4 KB of the Pro PDP's HTML, 1.8 KB of
 * it spaces and line breaks. The manifest is read only by `JSON`'s own parse in the browser.
 *
 * Returns null for every other module, and throws when the module that writes the manifest no longer
 * has the call, so an upgrade that changes it is noticed.
 */
export function compactManifest(code: string, id: string): string | null {
  if (!/react-router[\\/]dist[\\/](production|development)[\\/]/.test(id.split('?')[0] as string)) return null;
  if (!code.includes('window.__reactRouterManifest = ')) return null;
  if (!PRETTY.test(code))
    throw new Error(
      `keel:compact-manifest: ${id} no longer writes the manifest with JSON.stringify(getPartialManifest(manifest, router), null, 2); check how React Router writes it now (decision 0168).`,
    );
  return code.replace(PRETTY, 'JSON.stringify(getPartialManifest(manifest, router))');
}

export const compactManifestPlugin = () => rewritePlugin('keel:compact-manifest', compactManifest);
