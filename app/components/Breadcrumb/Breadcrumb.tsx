import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {Crumb} from '~/lib/seo/breadcrumb';
import * as styles from './Breadcrumb.css';

/** rules:routes-table: links separated by '/'; the product itself is the current page. */
export function Breadcrumb({crumbs}: {crumbs: Crumb[]}) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className={styles.crumb}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <LocaleLink to={crumb.href}>{crumb.label}</LocaleLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
