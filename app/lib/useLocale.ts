import {useRouteLoaderData} from 'react-router';
import type {loader as rootLoader} from '~/root';
import {DEFAULT_LOCALE, LOCALES, type Locale} from './i18n';

/** The shopper's locale, resolved once on the server (rules:habit-locale-once) and handed down by the root loader. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  return (data && LOCALES[data.localeCode]) ?? DEFAULT_LOCALE;
}
