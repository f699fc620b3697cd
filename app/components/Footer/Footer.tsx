import {lazySection} from '~/lib/lazy/lazySection';
import type {Locale} from '~/lib/i18n';
import type {OnServer} from '~/lib/lazy/documentOnly';
import type {Footer as FooterData} from '~/lib/shell/shell';
import * as styles from './Footer.css';

export interface FooterProps {
  locale: Locale;
  /** '© {current year} {copyright}' (rules:shell-fields); the year comes from the server so both renders agree. */
  year: number;
  /**
   * The footer from the CMS; null (CMS down) leaves the locale selector and the copyright. A document's
   * is held (ON_SERVER, decision 0168): drawn by the server, its data fetched when it nears the screen.
   */
  footer?: FooterData | OnServer | null;
}

/**
 * The footer is rendered on the server in full; its code (and the rich-text
 * renderer its financing terms need) loads after the first paint and then
 * hydrates it (decision 0020). Its styles are imported here, so they are in
 * the document's stylesheet from the start. Behind memo: router updates
 * right after hydration must not reach the boundary while it waits (React 421).
 */
export const Footer = lazySection(() => import('./FooterContent'), {
  early: true,
  fallback: <footer className={styles.footer} />,
});
