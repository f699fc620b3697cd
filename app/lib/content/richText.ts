/**
 * Rich-text rules (rules:content-fields "Rich-text document", rules:layout-constants): table cell spans,
 * the table's column count for the layout rule (tableLayout in ./content),
 * and which links stay on this site. Pure, for the RichText component.
 */

import type {Document} from '@contentful/rich-text-types';

interface Node {
  nodeType: string;
  data?: Record<string, unknown>;
  content?: Node[];
}

function positiveInt(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, 1000) : 1;
}

/** rules:content-fields: table cells may carry colspan and rowspan; anything else counts as 1. */
export function cellSpan(data: Record<string, unknown> | undefined): {colSpan: number; rowSpan: number} {
  return {colSpan: positiveInt(data?.colspan), rowSpan: positiveInt(data?.rowspan)};
}

/**
 * The number of columns a table occupies: the widest row, counting colspans
 * and the cells that rowspans above carry down into it.
 */
export function tableColumnCount(table: Node): number {
  const rows = (table.content ?? []).filter((row) => row.nodeType === 'table-row');
  // carried[i] = how many more rows column i stays occupied by a rowspan from above.
  let carried: number[] = [];
  let widest = 0;
  for (const row of rows) {
    const next: number[] = carried.map((count) => Math.max(0, count - 1));
    let column = 0;
    for (const cell of row.content ?? []) {
      while ((carried[column] ?? 0) > 0) column += 1;
      const {colSpan, rowSpan} = cellSpan(cell.data);
      for (let offset = 0; offset < colSpan; offset += 1)
        next[column + offset] = Math.max(next[column + offset] ?? 0, rowSpan - 1);
      column += colSpan;
    }
    const occupied = Math.max(
      column,
      carried.reduce((last, count, index) => (count > 0 ? index + 1 : last), 0),
    );
    widest = Math.max(widest, occupied);
    carried = next;
  }
  return widest;
}

/** rules:layout-constants: rich-text tables with at most 3 columns use a fixed layout; wider ones scroll with fades. */
export function tableLayout(columnCount: number): 'fixed' | 'scroll' {
  return columnCount <= 3 ? 'fixed' : 'scroll';
}

/** rules:layout-constants: at most 3 columns use a fixed layout; wider tables scroll with fades. */
export function richTableLayout(table: Node): 'fixed' | 'scroll' {
  return tableLayout(tableColumnCount(table));
}

/**
 * A hyperlink's destination: a site path ('/…', '#…') goes through the path
 * builder and stays in the tab; anything with a scheme is external.
 */
export function hyperlinkKind(uri: string): 'internal' | 'external' {
  return uri.startsWith('/') && !uri.startsWith('//') ? 'internal' : uri.startsWith('#') ? 'internal' : 'external';
}

/**
 * A rich-text document as one line of plain text (paragraphs joined by a
 * space), for places that take a string: the normalised product's short
 * description (rules:content-fields description.short), meta descriptions.
 */
export function richTextPlain(document: Node | null | undefined): string {
  const blocks: string[] = [];
  const textOf = (node: Node): string =>
    node.nodeType === 'text'
      ? String((node as {value?: unknown}).value ?? '')
      : (node.content ?? []).map(textOf).join('');
  const walk = (node: Node) => {
    const children = node.content ?? [];
    // A block whose children are all inline (text, hyperlinks) is one piece of text.
    if (
      children.length &&
      children.every(
        (child) =>
          child.nodeType === 'text' ||
          child.nodeType.endsWith('hyperlink') ||
          child.nodeType === 'embedded-entry-inline',
      )
    ) {
      blocks.push(textOf(node));
      return;
    }
    children.forEach(walk);
  };
  if (document) walk(document);
  return blocks
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A rich-text field's document, as the content API answers it (`json` is a
 * JSON scalar, typed unknown by codegen), or null when it is not one.
 */
export function richTextDocument(field: {json: unknown} | null | undefined): Document | null {
  const json = field?.json;
  return typeof json === 'object' && json !== null && (json as {nodeType?: unknown}).nodeType === 'document'
    ? (json as Document)
    : null;
}
