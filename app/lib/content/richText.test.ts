import {describe, expect, it} from 'vitest';
import {cellSpan, hyperlinkKind, richTableLayout, richTextPlain, tableColumnCount, richTextDocument} from './richText';

const cell = (colspan?: number, rowspan?: number) => ({
  nodeType: 'table-cell',
  data: {...(colspan ? {colspan} : {}), ...(rowspan ? {rowspan} : {})},
  content: [],
});
const row = (...cells: ReturnType<typeof cell>[]) => ({nodeType: 'table-row', data: {}, content: cells});
const table = (...rows: ReturnType<typeof row>[]) => ({nodeType: 'table', data: {}, content: rows});

describe('rich-text tables (rules:content-fields, rules:layout-constants)', () => {
  it('reads colspan and rowspan, defaulting to 1', () => {
    expect(cellSpan({colspan: 2, rowspan: 3})).toEqual({colSpan: 2, rowSpan: 3});
    expect(cellSpan({colspan: 0, rowspan: 'x'})).toEqual({colSpan: 1, rowSpan: 1});
    expect(cellSpan(undefined)).toEqual({colSpan: 1, rowSpan: 1});
  });

  it('counts columns through colspans and rowspans', () => {
    expect(tableColumnCount(table(row(cell(), cell(), cell())))).toBe(3);
    expect(tableColumnCount(table(row(cell(2), cell()), row(cell(), cell(), cell())))).toBe(3);
    // A rowspan in the first column pushes the second row's cells one column right.
    expect(tableColumnCount(table(row(cell(undefined, 2), cell(), cell()), row(cell(), cell(), cell())))).toBe(4);
    expect(tableColumnCount(table(row(cell(undefined, 2), cell(), cell()), row(cell(), cell())))).toBe(3);
    expect(tableColumnCount(table())).toBe(0);
  });

  it('uses a fixed layout up to 3 columns and scrolls wider tables', () => {
    expect(richTableLayout(table(row(cell(), cell(2))))).toBe('fixed');
    expect(richTableLayout(table(row(cell(), cell(3))))).toBe('scroll');
  });
});

describe('rich-text hyperlinks', () => {
  it('keeps site paths and anchors internal, everything with a scheme external', () => {
    expect(hyperlinkKind('/listings/rowers/')).toBe('internal');
    expect(hyperlinkKind('#faq')).toBe('internal');
    expect(hyperlinkKind('//evil.example/x')).toBe('external');
    expect(hyperlinkKind('https://help.keel.example/')).toBe('external');
    expect(hyperlinkKind('mailto:hello@keel.example')).toBe('external');
  });
});

describe('rich text as plain text (the short description)', () => {
  it('joins the blocks with a space, keeps link text and drops empty blocks', () => {
    const text = (value: string) => ({nodeType: 'text', value, marks: [], data: {}});
    const document = {
      nodeType: 'document',
      content: [
        {
          nodeType: 'paragraph',
          content: [
            text('A 22-inch screen '),
            {nodeType: 'hyperlink', data: {uri: '/x'}, content: [text('that turns')]},
            text('.'),
          ],
        },
        {nodeType: 'paragraph', content: [text('  ')]},
        {
          nodeType: 'unordered-list',
          content: [{nodeType: 'list-item', content: [{nodeType: 'paragraph', content: [text('Folds\nupright')]}]}],
        },
      ],
    };
    expect(richTextPlain(document)).toBe('A 22-inch screen that turns. Folds upright');
    expect(richTextPlain(null)).toBe('');
  });
});

describe('richTextDocument', () => {
  it('passes a document through and refuses anything else', () => {
    const document = {nodeType: 'document', data: {}, content: []};
    expect(richTextDocument({json: document})).toBe(document);
    expect(richTextDocument({json: {nodeType: 'paragraph'}})).toBeNull();
    expect(richTextDocument({json: 'text'})).toBeNull();
    expect(richTextDocument(null)).toBeNull();
  });
});
