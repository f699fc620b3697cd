import {memo, Suspense} from 'react';
import {deferred} from '~/components/Deferred/deferred';
import type {Locale} from '~/lib/i18n';
import type {Footer as FooterData} from '~/lib/shell/shell';
import * as styles from './Footer.css';

export interface FooterProps {
  locale: Locale;
  /** '© {current year} {copyright}' (rules:shell-fields); the year comes from the server so both renders agree. */
  year: number;
  /** The footer from the CMS; null (CMS down) leaves the locale selector and the copyright. */
  footer?: FooterData | null;
}

/**
 * The footer is rendered on the server in full; its code (and the rich-text
 * renderer its financing terms need) loads after the first paint and then
 * hydrates it (decision 0020). Its styles are imported here, so they are in
 * the document's stylesheet from the start. Behind memo: router updates
 * right after hydration must not reach the boundary while it waits (React 421).
 */
const FooterContent = deferred('components/Footer/FooterContent', () => import('./FooterContent'));

export const Footer = memo(function Footer(props: FooterProps) {
  return (
    <Suspense fallback={<footer className={styles.footer} />}>
      <FooterContent {...props} />
    </Suspense>
  );
});
