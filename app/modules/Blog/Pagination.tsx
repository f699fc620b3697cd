import {Link} from 'react-router';
import * as styles from './Blog.css';

/** Page links of an article list (?page=n); the current page is marked for assistive tech. */
export function Pagination({page, pageCount, label}: {page: number; pageCount: number; label: string}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <nav aria-label={label}>
      <ul className={styles.pagination}>
        {page > 1 ? (
          <li>
            <Link className={styles.pageLink} to={href(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {Array.from({length: pageCount}, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              className={styles.pageLink}
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link className={styles.pageLink} to={href(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
