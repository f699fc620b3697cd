import type {Document} from '@contentful/rich-text-types';
import {fillRowerModels} from '../product/productPaths';

/**
 * rules:content-fields Text (and FontStyle's paragraphTextStyle, rules:layout-constants's text type variants): what a CMS
 * text block draws. 'Rich Text' draws its rich text, 'Short Text' (the default) its short text
 * (with the rower-models placeholder filled); the colour is the palette value the loader put in
 * place of the CMS name (a hex colour, or nothing); the paragraph style
 * picks the text size; the variants Price and Price - Static are set as a price (docs/decisions/0065).
 */
export interface CmsTextBlock {
  type?: string | null;
  displayMode?: string | null;
  shortText?: string | null;
  richText?: {json?: unknown} | null;
  color?: string | null;
  fontStyle?: {paragraphTextStyle?: string | null} | null;
}

export type ParagraphStyle = 'Body Small' | 'Body' | 'Body Large' | 'Caption';
export type TextVariant = 'Standard' | 'Price' | 'Price - Static';

export type TextBlockView =
  | {kind: 'short'; text: string; color: string | null; paragraph: ParagraphStyle; variant: TextVariant}
  | {kind: 'rich'; document: Document; color: string | null; paragraph: ParagraphStyle; variant: TextVariant};

const PARAGRAPHS: readonly string[] = ['Body Small', 'Body', 'Body Large', 'Caption'];
const VARIANTS: readonly string[] = ['Standard', 'Price', 'Price - Static'];

/** The rower-models placeholder filled in every text node of a rich-text document. */
function fillDocument<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (record.nodeType === 'text' && typeof record.value === 'string')
    return {...record, value: fillRowerModels(record.value)} as T;
  return Array.isArray(record.content) ? ({...record, content: record.content.map(fillDocument)} as T) : node;
}

function isDocument(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && (value as {nodeType?: unknown}).nodeType === 'document';
}

/** The block's view, or null when it has nothing to draw. */
export function textBlockView(block: CmsTextBlock | null | undefined): TextBlockView | null {
  if (!block) return null;
  const color = block.color && /^#[0-9a-f]{6}$/i.test(block.color) ? block.color : null;
  const paragraph = (
    PARAGRAPHS.includes(block.fontStyle?.paragraphTextStyle ?? '') ? block.fontStyle?.paragraphTextStyle : 'Body'
  ) as ParagraphStyle;
  const variant = (VARIANTS.includes(block.displayMode ?? '') ? block.displayMode : 'Standard') as TextVariant;
  if (block.type === 'Rich Text') {
    const json = block.richText?.json;
    return isDocument(json) ? {kind: 'rich', document: fillDocument(json), color, paragraph, variant} : null;
  }
  const text = fillRowerModels(block.shortText)?.trim();
  return text ? {kind: 'short', text, color, paragraph, variant} : null;
}
