import {isColorName, palette, textColorOn} from '~/styles/palette';

export interface ModuleTheme {
  background: string;
  color: string;
}

/**
 * A module's CMS background colour as hex, with the palette's AA text colour
 * on it. Resolved on the server, so the palette stays out of the browser
 * bundle. rules:content-fields: a hero split defaults to Cream. Unknown or unset: none.
 */
export function moduleTheme(module: {__typename: string; backgroundColor?: string | null}): ModuleTheme | null {
  const name = module.backgroundColor || (module.__typename === 'ModuleHeroSplit' ? 'Cream' : null);
  if (!name || !isColorName(name)) return null;
  return {background: palette[name], color: palette[textColorOn(name)]};
}
