import {documentToReactComponents, type Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, MARKS, type Block, type Document, type Inline} from '@contentful/rich-text-types';
import type {ReactNode} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {ArticleTargets} from '~/lib/articleLinks';
import {tableLayout} from '~/lib/content';
import {CmsImage} from '../shared/CmsImage';
import * as styles from './Blog.css';

const targetId = (node: Block | Inline) => String((node.data as {target?: {sys?: {id?: string}}}).target?.sys?.id ?? '');

function options(targets: ArticleTargets): Options {
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
        return uri.startsWith('/') ? (
          <LocaleLink to={uri}>{children}</LocaleLink>
        ) : (
          <a href={uri} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const target = targets.entries[targetId(node)];
        return target ? <LocaleLink to={target.path}>{children}</LocaleLink> : <>{children}</>;
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const target = targets.entries[targetId(node)];
        return target?.title ? <LocaleLink to={target.path}>{target.title}</LocaleLink> : null;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const target = targets.entries[targetId(node)];
        if (!target?.title) return null;
        return (
          <aside className={styles.productCard} aria-label={target.title}>
            <CmsImage asset={target.image} width={240} sizes="120px" alt="" />
            <LocaleLink to={target.path}>{target.title}</LocaleLink>
          </aside>
        );
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = targets.assets[targetId(node)];
        if (!asset) return null;
        return (
          <figure className={styles.figure}>
            <CmsImage asset={asset} width={1000} sizes="(width <= 768px) 100vw, 704px" />
            {asset.description ? <figcaption className={styles.caption}>{asset.description}</figcaption> : null}
          </figure>
        );
      },
      [BLOCKS.TABLE]: (node, children) => {
        const columns = (node.content[0] as Block | undefined)?.content.length ?? 0;
        const table = (
          <table className={styles.tableFixed}>
            <tbody>{children}</tbody>
          </table>
        );
        // spec 9: at most 3 columns, a fixed layout; wider tables scroll with fades (and take focus to scroll by keyboard).
        return tableLayout(columns) === 'fixed' ? (
          table
        ) : (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Table">
            {table}
          </div>
        );
      },
    },
  };
}

/** An article body (spec 3 rich text): paragraphs, headings, lists, quotes, tables, embedded images and products, links to pages. */
export function ArticleBody({document, targets}: {document: unknown; targets: ArticleTargets}) {
  return <div className={styles.body}>{documentToReactComponents(document as Document, options(targets))}</div>;
}
