import {documentToReactComponents, type Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, type Block, type Document, type Inline} from '@contentful/rich-text-types';
import {useMemo, type ReactNode} from 'react';
import {richTextBaseOptions} from '~/components/RichText/richTextBase';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {ArticleTargets} from '~/lib/blog/articleLinks';
import {CmsImage} from '../shared/CmsImage';
import * as styles from './Blog.css';

const targetId = (node: Block | Inline) =>
  String((node.data as {target?: {sys?: {id?: string}}}).target?.sys?.id ?? '');

/**
 * The article's own link targets (rules:content-fields): entries link to their pages and embed as a product
 * card, assets as figures with captions. Marks, hyperlinks and tables are the shared ones (richTextBase).
 */
function articleNodes(targets: ArticleTargets): NonNullable<Options['renderNode']> {
  return {
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
  };
}

const siteLink = (path: string, children: ReactNode) => <LocaleLink to={path}>{children}</LocaleLink>;

/** An article body (rules:content-fields rich text): the shared rich-text rules (marks, links, tables), with the article's own link targets. */
export function ArticleBody({document, targets}: {document: unknown; targets: ArticleTargets}) {
  const options = useMemo((): Options => {
    const base = richTextBaseOptions(siteLink);
    return {renderMark: base.renderMark, renderNode: {...base.renderNode, ...articleNodes(targets)}};
  }, [targets]);
  return <div className={styles.body}>{documentToReactComponents(document as Document, options)}</div>;
}
