import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {PageCursors} from '~/lib/searchParams';

interface PageLink {
  label: string;
  /** The URL of the page before the start cursor, or after the end cursor. */
  to: (cursor: string) => string;
}

/**
 * Previous and next links over a cursor-paged list (search results, a shopper's orders); nothing when it
 * is one page. Without a previous page an empty span keeps the next link at the end of the row.
 */
export function CursorPager({
  label,
  cursors,
  previous,
  next,
  className,
  linkClassName,
}: {
  /** The nav's accessible name. */
  label: string;
  cursors: PageCursors;
  previous: PageLink;
  next: PageLink;
  className: string;
  linkClassName: string;
}) {
  if (!cursors.hasPreviousPage && !cursors.hasNextPage) return null;
  return (
    <nav aria-label={label} className={className}>
      {cursors.hasPreviousPage && cursors.startCursor ? (
        <LocaleLink to={previous.to(cursors.startCursor)} className={linkClassName} rel="prev">
          {previous.label}
        </LocaleLink>
      ) : (
        <span />
      )}
      {cursors.hasNextPage && cursors.endCursor ? (
        <LocaleLink to={next.to(cursors.endCursor)} className={linkClassName} rel="next">
          {next.label}
        </LocaleLink>
      ) : null}
    </nav>
  );
}
