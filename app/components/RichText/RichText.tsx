import {documentToReactComponents, type Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, MARKS, type Document} from '@contentful/rich-text-types';
import type {ReactNode} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';

/**
 * Rich text from the CMS through @contentful/rich-text-react-renderer:
 * paragraphs, headings, lists, quotes, marks, and hyperlinks (internal ones
 * through the path builder; external ones open safely).
 */
export function RichText({document}: {document: Document | null | undefined}) {
  if (!document) return null;
  return <>{documentToReactComponents(document, OPTIONS)}</>;
}

const OPTIONS: Options = {
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
      if (uri.startsWith('/')) return <LocaleLink to={uri}>{children}</LocaleLink>;
      return (
        <a href={uri} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    [BLOCKS.EMBEDDED_ENTRY]: () => null,
    [BLOCKS.EMBEDDED_ASSET]: () => null,
  },
};
