/**
 * rules:routes-table: a link to listings/bundles gets '#{model}' when the current path
 * holds a rower model handle. Kept apart from productPaths: every link
 * runs it, so it ships in the root bundle and must stay tiny.
 */
const MODELS: ReadonlyArray<readonly [handle: string, model: string]> = [
  ['keel-pro-rower', 'pro'],
  ['keel-wave-rower', 'wave'],
  ['keel-vista-rower', 'vista'],
];

export function bundleListingLink(href: string, currentPath: string): string {
  if (!/\/listings\/bundles\/?$/.test(href.split(/[?#]/)[0] ?? '')) return href;
  const model = MODELS.find(([handle]) => currentPath.includes(handle))?.[1];
  return model ? `${href.split('#')[0]}#${model}` : href;
}
