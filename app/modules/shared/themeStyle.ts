import {inlineVars} from '~/styles/inlineVars';
import type {ModuleTheme} from '~/lib/content/moduleTheme';
import {themeBackground, themeColor} from './shared.css';

/** A themed module's colours as values of the vars the `themed` class reads (none without a theme). */
export function themeVars(theme: ModuleTheme | null | undefined): Record<string, string> {
  return theme ? {[themeBackground]: theme.background, [themeColor]: theme.color} : {};
}

/** The inline style of a themed module; pair it with the `themed` class. */
export function themeStyle(theme: ModuleTheme) {
  return inlineVars(themeVars(theme));
}
