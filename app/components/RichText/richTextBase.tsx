import type {Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, MARKS} from '@contentful/rich-text-types';
import type {ReactNode} from 'react';
import {cellSpan, hyperlinkKind, richTableLayout} from '~/lib/content/richText';
import * as styles from './RichText.css';

/**
 * What every rich-text field renders the same way (rules:content-fields, rules:layout-constants), whoever resolves its links:
 * every mark, hyperlinks (site paths through `siteLink`, others in a new tab), resource links
 * (nothing to show), and tables with colspan and rowspan, at most three columns in a fixed
 * layout, wider ones scrolling with fades. RichText and the blog article body add their own
 * entry and asset renderers on top; this module stays small for the article's first load.
 */
export function richTextBaseOptions(
  siteLink: (path: string, children: ReactNode) => ReactNode,
): Required<Pick<Options, 'renderMark' | 'renderNode'>> {
  return {
    renderMark: {
      [MARKS.BOLD]: (text: ReactNode) => <strong>{text}</strong>,
      [MARKS.ITALIC]: (text: ReactNode) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text: ReactNode) => <u>{text}</u>,
      [MARKS.CODE]: (text: ReactNode) => <code>{text}</code>,
      [MARKS.SUPERSCRIPT]: (text: ReactNode) => <sup>{text}</sup>,
      [MARKS.SUBSCRIPT]: (text: ReactNode) => <sub>{text}</sub>,
      [MARKS.STRIKETHROUGH]: (text: ReactNode) => <s>{text}</s>,
    },
    renderNode: {
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = String((node.data as {uri?: string}).uri ?? '');
        if (hyperlinkKind(uri) === 'internal') return siteLink(uri, children);
        return (
          <a href={uri} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      },
      // Resource links (other spaces) have nothing to show here.
      [BLOCKS.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_RESOURCE]: () => null,
      [INLINES.RESOURCE_HYPERLINK]: (_node, children) => <>{children}</>,
      [BLOCKS.TABLE]: (node, children) => {
        const layout = richTableLayout(node);
        return (
          // A scrolling table is a focusable region, so keyboard users can scroll it.
          <div
            className={styles.tableWrap}
            data-layout={layout}
            {...(layout === 'scroll' ? {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'} : {})}
          >
            <table className={styles.table} data-layout={layout}>
              <tbody>{children}</tbody>
            </table>
          </div>
        );
      },
      [BLOCKS.TABLE_ROW]: (_node, children) => <tr>{children}</tr>,
      [BLOCKS.TABLE_HEADER_CELL]: (node, children) => {
        const {colSpan, rowSpan} = cellSpan(node.data);
        return (
          <th
            scope={colSpan > 1 ? 'colgroup' : 'col'}
            colSpan={colSpan > 1 ? colSpan : undefined}
            rowSpan={rowSpan > 1 ? rowSpan : undefined}
          >
            {children}
          </th>
        );
      },
      [BLOCKS.TABLE_CELL]: (node, children) => {
        const {colSpan, rowSpan} = cellSpan(node.data);
        return (
          <td colSpan={colSpan > 1 ? colSpan : undefined} rowSpan={rowSpan > 1 ? rowSpan : undefined}>
            {children}
          </td>
        );
      },
    },
  };
}
