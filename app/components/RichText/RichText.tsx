import {documentToReactComponents, type Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, type Block, type Document, type Inline} from '@contentful/rich-text-types';
import {useMemo, type ReactNode} from 'react';
import {CtaLink} from '~/components/Cta/CtaLink';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {normalizeCta, targetPagePath, type CmsCta} from '~/lib/content/cta';
import type {Locale} from '~/lib/i18n';
import {imageUrl, IMAGE_WIDTHS} from '~/lib/images';
import * as styles from './RichText.css';
import {richTextBaseOptions} from './richTextBase';

/** An asset or entry a rich-text field links to, as the content API's `links` answers them. */
export interface RichTextAsset {
  sys: {id: string};
  url?: string | null;
  title?: string | null;
  description?: string | null;
  contentType?: string | null;
  width?: number | null;
  height?: number | null;
}

export type RichTextEntry = {sys: {id: string}; __typename: string} & CmsCta & {slug?: string | null};

export interface RichTextLinks {
  assets?: {block?: Array<RichTextAsset | null> | null} | null;
  entries?: {
    block?: Array<RichTextEntry | null> | null;
    inline?: Array<RichTextEntry | null> | null;
    hyperlink?: Array<RichTextEntry | null> | null;
  } | null;
}

const targetId = (node: Block | Inline) => (node.data as {target?: {sys?: {id?: string}}}).target?.sys?.id;

function byId<T extends {sys: {id: string}}>(items: ReadonlyArray<T | null> | null | undefined): Map<string, T> {
  return new Map((items ?? []).flatMap((item) => (item ? [[item.sys.id, item] as const] : [])));
}

/**
 * Rich text from the CMS through @contentful/rich-text-react-renderer
 * (rules:content-fields): paragraphs, headings 1-6, lists, quotes, every mark, hyperlinks
 * (site paths through the path builder, others in a new tab), links to
 * entries (pages by their path), embedded assets (images; other files as
 * links), embedded CTAs, and tables with colspan and rowspan: at most three
 * columns in a fixed layout, wider ones scroll with fades (rules:layout-constants).
 */
export function RichText({
  document,
  links,
  locale,
}: {
  document: Document | null | undefined;
  links?: RichTextLinks | null;
  locale?: Locale;
}) {
  const options = useMemo(() => richTextOptions(links, locale), [links, locale]);
  if (!document) return null;
  return <>{documentToReactComponents(document, options)}</>;
}

/**
 * With `locale` (parts that hydrate after the first paint, such as the
 * footer) site links take it from there instead of the root loader (see
 * CtaLink's ShellLink).
 */
function richTextOptions(links: RichTextLinks | null | undefined, locale?: Locale): Options {
  const siteLink = (path: string, children: ReactNode) =>
    locale ? (
      <CtaLink cta={{kind: 'INTERNAL', text: '', href: path}} locale={locale}>
        {children}
      </CtaLink>
    ) : (
      <LocaleLink to={path}>{children}</LocaleLink>
    );
  const assets = byId(links?.assets?.block);
  const entries = byId([
    ...(links?.entries?.block ?? []),
    ...(links?.entries?.inline ?? []),
    ...(links?.entries?.hyperlink ?? []),
  ]);

  const embeddedEntry = (node: Block | Inline) => {
    const entry = entries.get(targetId(node) ?? '');
    const cta = entry ? normalizeCta(entry) : null;
    return cta ? <CtaLink cta={cta} /> : null;
  };

  const base = richTextBaseOptions(siteLink);
  return {
    renderMark: base.renderMark,
    renderNode: {
      ...base.renderNode,
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const entry = entries.get(targetId(node) ?? '');
        const path = entry ? targetPagePath(entry) : null;
        return path ? siteLink(path, children) : <>{children}</>;
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => embeddedEntry(node),
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const rendered = embeddedEntry(node);
        return rendered ? <p>{rendered}</p> : null;
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = assets.get(targetId(node) ?? '');
        if (!asset?.url) return null;
        if (asset.contentType?.startsWith('image/') ?? true) {
          return (
            <figure className={styles.figure}>
              <img
                src={imageUrl(asset.url, {width: IMAGE_WIDTHS.default, format: 'webp'})}
                alt={asset.description ?? ''}
                width={asset.width ?? undefined}
                height={asset.height ?? undefined}
                loading="lazy"
                decoding="async"
              />
              {asset.title && asset.description ? <figcaption>{asset.title}</figcaption> : null}
            </figure>
          );
        }
        return (
          <p>
            <a href={asset.url}>{asset.title ?? asset.description ?? 'Download'}</a>
          </p>
        );
      },
    },
  };
}
