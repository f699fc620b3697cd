import {SHELL_QUERY} from '~/graphql/cms/shellContent';
import type {CmsClient} from '../content/cms.server';
import {normalizeShell, type Shell} from './shell';
import type {Locale} from '../i18n';

/**
 * The shell's content for the root loader. A CMS failure must not take every
 * page down: the header and footer then render their built-in fallbacks.
 */
export async function loadShell(cms: CmsClient, locale: Locale): Promise<Shell> {
  try {
    const data = await cms.query(SHELL_QUERY);
    return normalizeShell(data, locale.code);
  } catch (error) {
    console.error('[root] shell content unavailable', error);
    return {navigation: null, banner: null, footer: null};
  }
}
