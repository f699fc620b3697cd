import {BLOCKS, INLINES, MARKS, type Document} from '@contentful/rich-text-types';
import {describe, expect, it} from 'vitest';
import {renderWithLocale} from '~/components/LocaleLink/renderWithLocale';
import {LOCALES, type Locale} from '~/lib/i18n';
import {RichText, type RichTextLinks} from './RichText';

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({type})),
  data: {},
});
const block = (nodeType: string, content: unknown[], data: Record<string, unknown> = {}) => ({nodeType, data, content});
const doc = (...content: unknown[]) => ({nodeType: BLOCKS.DOCUMENT, data: {}, content}) as unknown as Document;

/** Renders on the server where the root data says en-GB (or `rootLocale`), as the app's root loader does. */
function render(document: Document, links?: RichTextLinks, options: {rootLocale?: string; locale?: Locale} = {}) {
  return renderWithLocale(
    <RichText document={document} links={links} locale={options.locale} />,
    {localeCode: options.rootLocale ?? 'en-GB'},
    'http://localhost/en-GB/',
  );
}

describe('RichText (rules:content-fields)', () => {
  it('renders headings 1-6, lists, quotes and every mark', async () => {
    const html = await render(
      doc(
        ...[1, 2, 3, 4, 5, 6].map((level) => block(`heading-${level}`, [text(`H${level}`)])),
        block(BLOCKS.UL_LIST, [block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('one')])])]),
        block(BLOCKS.OL_LIST, [block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('first')])])]),
        block(BLOCKS.QUOTE, [block(BLOCKS.PARAGRAPH, [text('Calm water')])]),
        block(BLOCKS.PARAGRAPH, [
          text('b', [MARKS.BOLD]),
          text('i', [MARKS.ITALIC]),
          text('u', [MARKS.UNDERLINE]),
          text('c', [MARKS.CODE]),
          text('sup', [MARKS.SUPERSCRIPT]),
          text('sub', [MARKS.SUBSCRIPT]),
          text('s', [MARKS.STRIKETHROUGH]),
        ]),
      ),
    );
    for (const level of [1, 2, 3, 4, 5, 6]) expect(html).toContain(`<h${level}>H${level}</h${level}>`);
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<ol><li><p>first</p></li></ol>');
    expect(html).toContain('<blockquote><p>Calm water</p></blockquote>');
    expect(html).toContain('<strong>b</strong><em>i</em><u>u</u><code>c</code><sup>sup</sup><sub>sub</sub><s>s</s>');
  });

  it('sends site links through the path builder and opens others in a new tab', async () => {
    const html = await render(
      doc(
        block(BLOCKS.PARAGRAPH, [
          block(INLINES.HYPERLINK, [text('rowers')], {uri: '/listings/rowers/'}),
          block(INLINES.HYPERLINK, [text('help')], {uri: 'https://help.keel.example/'}),
          block(INLINES.ENTRY_HYPERLINK, [text('about')], {
            target: {sys: {id: 'page-about', type: 'Link', linkType: 'Entry'}},
          }),
        ]),
      ),
      {entries: {hyperlink: [{sys: {id: 'page-about'}, __typename: 'PageFlexibleLayout', slug: 'about'}]}},
    );
    expect(html).toMatch(/<a[^>]*href="\/en-GB\/listings\/rowers\/"[^>]*>rowers<\/a>/);
    expect(html).toContain('<a href="https://help.keel.example/" target="_blank" rel="noopener noreferrer">help</a>');
    expect(html).toMatch(/<a[^>]*href="\/en-GB\/about"[^>]*>about<\/a>/);
  });

  it('renders embedded image assets and embedded CTAs, and skips what it cannot resolve', async () => {
    const link = (id: string) => ({target: {sys: {id, type: 'Link', linkType: 'Entry'}}});
    const html = await render(
      doc(
        block(BLOCKS.EMBEDDED_ASSET, [], {target: {sys: {id: 'asset-1', type: 'Link', linkType: 'Asset'}}}),
        block(BLOCKS.EMBEDDED_ENTRY, [], link('cta-1')),
        block(BLOCKS.EMBEDDED_ENTRY, [], link('missing')),
      ),
      {
        assets: {
          block: [
            {
              sys: {id: 'asset-1'},
              url: 'https://media.example/river.jpg',
              description: 'A river at dawn',
              contentType: 'image/jpeg',
              width: 1600,
              height: 900,
            },
          ],
        },
        entries: {
          block: [
            {
              sys: {id: 'cta-1'},
              __typename: 'CtaExternal',
              displayText: 'Read the guide',
              url: 'https://help.keel.example/guide',
            },
          ],
        },
      },
    );
    expect(html).toContain('src="https://media.example/river.jpg?w=1500&amp;fm=webp"');
    expect(html).toContain('alt="A river at dawn"');
    expect(html).toContain('<a href="https://help.keel.example/guide">Read the guide</a>');
    expect(html.match(/<p>/g)).toHaveLength(1);
  });

  it('keeps colspan and rowspan, fixes narrow tables and lets wide ones scroll', async () => {
    const cell = (value: string, data: Record<string, unknown> = {}, type: string = BLOCKS.TABLE_CELL) =>
      block(type, [block(BLOCKS.PARAGRAPH, [text(value)])], data);
    const narrow = await render(
      doc(
        block(BLOCKS.TABLE, [
          block(BLOCKS.TABLE_ROW, [
            cell('Model', {}, BLOCKS.TABLE_HEADER_CELL),
            cell('Screen and resistance', {colspan: 2}, BLOCKS.TABLE_HEADER_CELL),
          ]),
          block(BLOCKS.TABLE_ROW, [cell('Pro', {rowspan: 2}), cell('22-inch'), cell('26 levels')]),
        ]),
      ),
    );
    expect(narrow).toContain('data-layout="fixed"');
    expect(narrow).toMatch(/<th scope="colgroup" colspan="2">/i);
    expect(narrow).toMatch(/<td rowspan="2">/i);
    const wide = await render(
      doc(block(BLOCKS.TABLE, [block(BLOCKS.TABLE_ROW, [cell('a'), cell('b'), cell('c'), cell('d')])])),
    );
    expect(wide).toContain('data-layout="scroll"');
    expect(wide).toMatch(/tabindex="0" role="region" aria-label="Table, scrolls sideways"/i);
  });

  it('takes the locale from a prop when given (parts hydrated after the first paint)', async () => {
    const html = await render(
      doc(block(BLOCKS.PARAGRAPH, [block(INLINES.HYPERLINK, [text('bundles')], {uri: '/listings/bundles/'})])),
      undefined,
      {
        rootLocale: 'en-US',
        locale: LOCALES['en-GB'],
      },
    );
    expect(html).toMatch(/<a[^>]*href="\/en-GB\/listings\/bundles\/"[^>]*>bundles<\/a>/);
  });
});
