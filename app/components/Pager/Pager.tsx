import {LocaleLink} from '~/components/LocaleLink/LocaleLink';

interface CursorPageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/**
 * The links to the page before and the page after in a list paged by cursors (search results, orders);
 * nothing when the list fits one page. Without a page before, an empty cell keeps "next" on the right.
 */
export function Pager({
  label,
  pageInfo,
  href,
  previous,
  next,
  className,
  linkClassName,
}: {
  label: string;
  pageInfo: CursorPageInfo;
  /** The address of the page before (`before`) or after (`after`) the cursor. */
  href: (direction: 'before' | 'after', cursor: string) => string;
  previous: string;
  next: string;
  className: string;
  linkClassName: string;
}) {
  if (!pageInfo.hasPreviousPage && !pageInfo.hasNextPage) return null;
  const before = pageInfo.hasPreviousPage ? pageInfo.startCursor : null;
  const after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  return (
    <nav aria-label={label} className={className}>
      {before ? (
        <LocaleLink to={href('before', before)} className={linkClassName} rel="prev">
          {previous}
        </LocaleLink>
      ) : (
        <span />
      )}
      {after ? (
        <LocaleLink to={href('after', after)} className={linkClassName} rel="next">
          {next}
        </LocaleLink>
      ) : null}
    </nav>
  );
}
