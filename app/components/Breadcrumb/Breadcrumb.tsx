import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {Crumb} from '~/lib/breadcrumb';

/** spec 2: links separated by '/'; the product itself is the current page. */
export function Breadcrumb({crumbs}: {crumbs: Crumb[]}) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" style={{fontSize: '0.875rem', marginBottom: '0.75rem'}}>
      <ol style={{display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0, margin: 0}}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} style={{display: 'flex', gap: '0.5rem'}}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? <LocaleLink to={crumb.href}>{crumb.label}</LocaleLink> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
