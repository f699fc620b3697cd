import type {Asset, ContentField, ContentType, Entry, FieldValidation, Link, SpaceLocale} from './spaceExport';

/**
 * Builders for the content model and the seed content, so both are written in
 * typed TypeScript and `contentful/export.json` is generated from them
 * (`npx tsx scripts/content-export.ts`). Every shape here is Contentful's own:
 * the space export format (`contentful space export/import`) and the rich-text
 * document of `@contentful/rich-text-types`.
 */

// ---------------------------------------------------------------------------
// Locales

export const US = 'en-US';
export const GB = 'en-GB';
export type LocaleCode = typeof US | typeof GB;

export const LOCALES: SpaceLocale[] = [
  {code: US, name: 'English (United States)', default: true, fallbackCode: null},
  {code: GB, name: 'English (United Kingdom)', default: false, fallbackCode: US, optional: true},
];

// ---------------------------------------------------------------------------
// Content types and fields

/** Contentful fields may carry a per-locale default the web app fills new entries with. */
export interface SeedField extends ContentField {
  defaultValue?: Record<string, unknown>;
}

export interface SeedContentType extends ContentType {
  description: string;
  fields: SeedField[];
}

export interface FieldOptions {
  localized?: boolean;
  required?: boolean;
  /** The only values allowed (for an Array of Symbol: of each item). */
  in?: readonly (string | number)[];
  /** Length of a Symbol or Text, or the number of items of an Array. */
  size?: {min?: number; max?: number};
  /** Range of an Integer or Number. */
  range?: {min?: number; max?: number};
  unique?: boolean;
  regexp?: {pattern: string; flags?: string};
  /** Shown to editors when a validation fails. */
  message?: string;
  /** The en-US default an editor gets on a new entry. */
  defaultValue?: unknown;
  /** Further validations, as Contentful writes them. */
  validations?: FieldValidation[];
}

/** Contentful's validation objects: one rule each, `message` beside it. */
function validationsOf(options: FieldOptions, part: 'value' | 'count' | 'all'): FieldValidation[] {
  const message = options.message ? {message: options.message} : {};
  const list: FieldValidation[] = [];
  if (part !== 'count') {
    if (options.in) list.push({in: [...options.in], ...message});
    if (options.regexp)
      list.push({regexp: {pattern: options.regexp.pattern, flags: options.regexp.flags ?? null}, ...message});
  }
  if (part !== 'value') {
    if (options.unique) list.push({unique: true});
    if (options.size) list.push({size: {...options.size}, ...message});
    if (options.range) list.push({range: {...options.range}, ...message});
    list.push(...(options.validations ?? []));
  }
  return list;
}

function field(
  id: string,
  name: string,
  type: ContentField['type'],
  options: FieldOptions = {},
  extra: Partial<SeedField> = {},
): SeedField {
  const result: SeedField = {
    id,
    name,
    type,
    ...extra,
    localized: options.localized ?? false,
    required: options.required ?? false,
    // An Array's `in` and `regexp` sit on its items; its own validations count the items.
    validations: [...(extra.validations ?? []), ...validationsOf(options, type === 'Array' ? 'count' : 'all')],
    disabled: false,
    omitted: false,
  };
  if (options.defaultValue !== undefined) result.defaultValue = {[US]: options.defaultValue};
  return result;
}

export const symbol = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Symbol', options);
export const text = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Text', options);
export const integer = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Integer', options);
export const number = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Number', options);
export const boolean = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Boolean', options);
export const date = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Date', options);
export const location = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Location', options);
export const json = (id: string, name: string, options?: FieldOptions) => field(id, name, 'Object', options);

/** The rich-text node types and marks an editor may use (Contentful's enabledNodeTypes). */
export const BLOCK_NODE_TYPES = [
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'hr',
  'blockquote',
  'embedded-entry-block',
  'embedded-asset-block',
  'table',
] as const;
export const INLINE_NODE_TYPES = ['hyperlink', 'entry-hyperlink', 'asset-hyperlink', 'embedded-entry-inline'] as const;
export const MARKS = ['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough'] as const;
export type MarkType = (typeof MARKS)[number];

export interface RichTextOptions extends FieldOptions {
  /** Node types allowed besides paragraphs and text; all of them when unset. */
  nodeTypes?: readonly string[];
  /** Content types an embedded entry or entry hyperlink may be. */
  entryTypes?: readonly string[];
}

export function richText(id: string, name: string, options: RichTextOptions = {}): SeedField {
  const nodes: Record<string, FieldValidation[]> = {};
  if (options.entryTypes) {
    for (const nodeType of ['embedded-entry-block', 'embedded-entry-inline', 'entry-hyperlink']) {
      nodes[nodeType] = [{linkContentType: [...options.entryTypes]}];
    }
  }
  return field(id, name, 'RichText', options, {
    validations: [
      {enabledMarks: [...MARKS], message: 'Only the marks Keel uses are allowed.'},
      {enabledNodeTypes: [...(options.nodeTypes ?? [...BLOCK_NODE_TYPES, ...INLINE_NODE_TYPES])]},
      ...(Object.keys(nodes).length ? [{nodes}] : []),
    ],
  });
}

/** An Array of Symbol. `in` and `regexp` apply to each item, `size` to the count. */
export function symbols(id: string, name: string, options: FieldOptions = {}): SeedField {
  return field(id, name, 'Array', options, {items: {type: 'Symbol', validations: validationsOf(options, 'value')}});
}

export function entryLink(
  id: string,
  name: string,
  contentTypes: readonly string[],
  options: FieldOptions = {},
): SeedField {
  return field(id, name, 'Link', options, {linkType: 'Entry', validations: [{linkContentType: [...contentTypes]}]});
}

export interface LinksOptions extends FieldOptions {
  max?: number;
  min?: number;
}

export function entryLinks(
  id: string,
  name: string,
  contentTypes: readonly string[],
  options: LinksOptions = {},
): SeedField {
  const {max, min, ...rest} = options;
  const size =
    max !== undefined || min !== undefined
      ? {size: {...(min !== undefined ? {min} : {}), ...(max !== undefined ? {max} : {})}}
      : {};
  return field(
    id,
    name,
    'Array',
    {...rest, ...size},
    {
      items: {type: 'Link', linkType: 'Entry', validations: [{linkContentType: [...contentTypes]}]},
    },
  );
}

export type MimetypeGroup = 'image' | 'video' | 'audio' | 'pdfdocument';

export function assetLink(
  id: string,
  name: string,
  options: FieldOptions & {mimetype?: MimetypeGroup[]} = {},
): SeedField {
  const {mimetype = ['image'], ...rest} = options;
  return field(id, name, 'Link', rest, {linkType: 'Asset', validations: [{linkMimetypeGroup: mimetype}]});
}

export function assetLinks(
  id: string,
  name: string,
  options: LinksOptions & {mimetype?: MimetypeGroup[]} = {},
): SeedField {
  const {mimetype = ['image'], max, min, ...rest} = options;
  const size =
    max !== undefined || min !== undefined
      ? {size: {...(min !== undefined ? {min} : {}), ...(max !== undefined ? {max} : {})}}
      : {};
  return field(
    id,
    name,
    'Array',
    {...rest, ...size},
    {
      items: {type: 'Link', linkType: 'Asset', validations: [{linkMimetypeGroup: mimetype}]},
    },
  );
}

export function contentType(
  id: string,
  name: string,
  displayField: string,
  description: string,
  fields: SeedField[],
): SeedContentType {
  return {sys: {id, type: 'ContentType'}, name, displayField, description, fields};
}

// ---------------------------------------------------------------------------
// Entries, assets and links

const LOCALIZED: unique symbol = Symbol('localized');

/** A field value given per locale. A plain value is the en-US value. */
export interface Localized<T = unknown> {
  readonly [LOCALIZED]: true;
  readonly values: Readonly<Partial<Record<LocaleCode, T>>>;
}

function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && LOCALIZED in value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The same value for every locale: stored in en-US only, en-GB falls back to it. */
export function both<T>(value: T): Localized<T> {
  return {[LOCALIZED]: true, values: {[US]: value}};
}

/** Different en-US and en-GB values; an en-GB value equal to en-US is left out (fallback). */
export function loc<T>(us: T, gb: T | undefined): Localized<T> {
  return {[LOCALIZED]: true, values: gb === undefined || sameJson(us, gb) ? {[US]: us} : {[US]: us, [GB]: gb}};
}

/** A value for en-GB only (en-US has none). */
export function gbOnly<T>(gb: T): Localized<T> {
  return {[LOCALIZED]: true, values: {[GB]: gb}};
}

/** Contentful's sys dates of the seed: one authoring session, then publishing. */
export const SEED_CREATED_AT = '2026-11-01T09:00:00.000Z';
export const SEED_PUBLISHED_AT = '2026-11-02T09:00:00.000Z';

export interface EntryOptions {
  /** Never published: no publishedVersion, so only the preview API sees it. */
  draft?: boolean;
  /** Published, then edited again without publishing (Contentful's 'changed' status). */
  changed?: boolean;
  createdAt?: string;
  publishedAt?: string;
}

function sysFor(options: EntryOptions) {
  const createdAt = options.createdAt ?? SEED_CREATED_AT;
  const publishedAt = options.publishedAt ?? SEED_PUBLISHED_AT;
  if (options.draft) return {createdAt, updatedAt: createdAt, version: 1};
  // Contentful: publishing bumps the version, so a just-published entry has version = publishedVersion + 1.
  const publishedVersion = options.changed ? 3 : 1;
  return {
    createdAt,
    updatedAt: options.changed ? '2026-11-20T15:30:00.000Z' : publishedAt,
    version: publishedVersion + (options.changed ? 2 : 1),
    publishedVersion,
    publishedAt,
    firstPublishedAt: publishedAt,
  };
}

export type FieldInput = unknown;

/** Field values keyed by locale. Undefined values are left out. */
function localizeFields(fields: Record<string, FieldInput>): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [id, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isLocalized(value)) {
      const values = Object.fromEntries(Object.entries(value.values).filter(([, v]) => v !== undefined));
      if (Object.keys(values).length > 0) result[id] = values;
    } else {
      result[id] = {[US]: value};
    }
  }
  return result;
}

export function entry(
  id: string,
  contentTypeId: string,
  fields: Record<string, FieldInput>,
  options: EntryOptions = {},
): Entry {
  return {
    sys: {
      id,
      type: 'Entry',
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: contentTypeId}},
      ...sysFor(options),
    },
    fields: localizeFields(fields),
  };
}

export function link(id: string): Link {
  return {sys: {type: 'Link', linkType: 'Entry', id}};
}

export function links(ids: readonly string[]): Link[] {
  return ids.map(link);
}

export function assetLinkTo(id: string): Link {
  return {sys: {type: 'Link', linkType: 'Asset', id}};
}

export interface AssetSpec {
  title: string | Localized<string>;
  /** The alt text: what the picture shows. */
  description: string | Localized<string>;
  /** A local media path, e.g. /media/products/keel-pro-rower-river-side.jpg. */
  url: string;
  width?: number;
  height?: number;
  contentType?: string;
}

const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
};

export function asset(id: string, spec: AssetSpec, options: EntryOptions = {}): Asset {
  const fileName = spec.url.split('/').at(-1) ?? spec.url;
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  const contentType = spec.contentType ?? CONTENT_TYPES_BY_EXTENSION[extension];
  if (!contentType) throw new Error(`Asset ${id}: no content type for ${fileName}`);
  const image =
    spec.width !== undefined && spec.height !== undefined
      ? {image: {width: spec.width, height: spec.height}}
      : undefined;
  const fields = localizeFields({title: spec.title, description: spec.description}) as Asset['fields'];
  return {
    sys: {id, type: 'Asset', ...sysFor(options)},
    fields: {
      ...fields,
      file: {[US]: {url: spec.url, fileName, contentType, ...(image ? {details: image} : {})}},
    },
  };
}

// ---------------------------------------------------------------------------
// Rich text (Contentful's document model)

export interface Mark {
  type: MarkType;
}

export interface TextNode {
  nodeType: 'text';
  value: string;
  marks: Mark[];
  data: Record<string, never>;
}

export interface RichNode {
  nodeType: string;
  data: Record<string, unknown>;
  content: Array<RichNode | TextNode>;
}

export interface RichDocument {
  nodeType: 'document';
  data: Record<string, never>;
  content: RichNode[];
}

export type Inline = string | TextNode | RichNode;

export function textNode(value: string, ...marks: MarkType[]): TextNode {
  return {nodeType: 'text', value, marks: marks.map((type) => ({type})), data: {}};
}
/** `text(value, marks)` of the rich-text builders; `text` itself is the Text field builder. */
export const t = textNode;
export const bold = (value: string) => textNode(value, 'bold');
export const italic = (value: string) => textNode(value, 'italic');

function inline(content: readonly Inline[]): Array<RichNode | TextNode> {
  return content.map((item) => (typeof item === 'string' ? textNode(item) : item));
}

function node(nodeType: string, content: Array<RichNode | TextNode>, data: Record<string, unknown> = {}): RichNode {
  return {nodeType, data, content};
}

export function doc(...content: RichNode[]): RichDocument {
  return {nodeType: 'document', data: {}, content};
}

export const p = (...content: Inline[]): RichNode => node('paragraph', inline(content.length ? content : ['']));

export function h(level: 1 | 2 | 3 | 4 | 5 | 6, ...content: Inline[]): RichNode {
  return node(`heading-${level}`, inline(content));
}

/** A list item holds blocks; consecutive strings and inline nodes become one paragraph. */
export function li(...content: Array<Inline | RichNode>): RichNode {
  const blocks: RichNode[] = [];
  let run: Inline[] = [];
  const flush = () => {
    if (run.length) blocks.push(p(...run));
    run = [];
  };
  for (const item of content) {
    if (
      typeof item === 'string' ||
      item.nodeType === 'text' ||
      (INLINE_NODE_TYPES as readonly string[]).includes(item.nodeType)
    ) {
      run.push(item);
    } else {
      flush();
      blocks.push(item as RichNode);
    }
  }
  flush();
  return node('list-item', blocks);
}

const asItem = (item: string | RichNode) =>
  typeof item === 'string' ? li(item) : item.nodeType === 'list-item' ? item : li(item);
export const ul = (...items: Array<string | RichNode>): RichNode => node('unordered-list', items.map(asItem));
export const ol = (...items: Array<string | RichNode>): RichNode => node('ordered-list', items.map(asItem));

export const quote = (...paragraphs: Array<string | RichNode>): RichNode =>
  node(
    'blockquote',
    paragraphs.map((item) => (typeof item === 'string' ? p(item) : item)),
  );

export const hr = (): RichNode => node('hr', []);

export const hyperlink = (uri: string, value: string): RichNode => node('hyperlink', [textNode(value)], {uri});
export const entryHyperlink = (id: string, value: string): RichNode =>
  node('entry-hyperlink', [textNode(value)], {target: link(id)});
export const assetHyperlink = (id: string, value: string): RichNode =>
  node('asset-hyperlink', [textNode(value)], {target: assetLinkTo(id)});
export const embeddedEntry = (id: string): RichNode => node('embedded-entry-block', [], {target: link(id)});
export const embeddedEntryInline = (id: string): RichNode => node('embedded-entry-inline', [], {target: link(id)});
export const embeddedAsset = (id: string): RichNode => node('embedded-asset-block', [], {target: assetLinkTo(id)});

export interface CellSpec {
  content: Inline | Inline[];
  colspan?: number;
  rowspan?: number;
}
export type Cell = Inline | CellSpec;

function isCellSpec(cell: Cell): cell is CellSpec {
  return typeof cell === 'object' && 'content' in cell && !('nodeType' in cell);
}

function cell(nodeType: 'table-cell' | 'table-header-cell', value: Cell): RichNode {
  if (!isCellSpec(value)) return node(nodeType, [p(value)]);
  const data: Record<string, number> = {};
  if (value.colspan !== undefined) data.colspan = value.colspan;
  if (value.rowspan !== undefined) data.rowspan = value.rowspan;
  const content = Array.isArray(value.content) ? value.content : [value.content];
  return node(nodeType, [p(...content)], data);
}

/** A table whose first row is header cells. */
export function table(header: readonly Cell[], rows: readonly (readonly Cell[])[]): RichNode {
  return node('table', [
    node(
      'table-row',
      header.map((value) => cell('table-header-cell', value)),
    ),
    ...rows.map((row) =>
      node(
        'table-row',
        row.map((value) => cell('table-cell', value)),
      ),
    ),
  ]);
}

// ---------------------------------------------------------------------------
// British English

/**
 * en-US to en-GB spelling, for copy that differs only in spelling. Words only,
 * matched whole and with their capitalisation kept; vocabulary and prices
 * ('Ships' / 'Delivered', $ / £) are written out with `loc` instead.
 */
const BRITISH: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  colored: 'coloured',
  colorway: 'colourway',
  colorways: 'colourways',
  center: 'centre',
  centers: 'centres',
  centered: 'centred',
  favorite: 'favourite',
  favorites: 'favourites',
  personalized: 'personalised',
  personalize: 'personalise',
  personalizes: 'personalises',
  optimize: 'optimise',
  optimized: 'optimised',
  organize: 'organise',
  organized: 'organised',
  realize: 'realise',
  recognize: 'recognise',
  recognized: 'recognised',
  minimize: 'minimise',
  maximize: 'maximise',
  customize: 'customise',
  customized: 'customised',
  prioritize: 'prioritise',
  analyze: 'analyse',
  analyzed: 'analysed',
  analyzer: 'analyser',
  behavior: 'behaviour',
  behaviors: 'behaviours',
  neighbor: 'neighbour',
  neighbors: 'neighbours',
  gray: 'grey',
  fiber: 'fibre',
  microfiber: 'microfibre',
  centimeter: 'centimetre',
  centimeters: 'centimetres',
  meter: 'metre',
  meters: 'metres',
  kilometer: 'kilometre',
  kilometers: 'kilometres',
  liter: 'litre',
  liters: 'litres',
  program: 'programme',
  programs: 'programmes',
  traveling: 'travelling',
  traveled: 'travelled',
  canceled: 'cancelled',
  canceling: 'cancelling',
  anytime: 'any time',
  catalog: 'catalogue',
  labor: 'labour',
  aluminum: 'aluminium',
  tire: 'tyre',
  tires: 'tyres',
  mom: 'mum',
  practicing: 'practising',
  practiced: 'practised',
  stabilize: 'stabilise',
  stabilizes: 'stabilises',
  energized: 'energised',
  jewelry: 'jewellery',
  modeled: 'modelled',
  skeptical: 'sceptical',
  apologize: 'apologise',
  summarize: 'summarise',
  visualize: 'visualise',
  utilize: 'utilise',
  emphasize: 'emphasise',
  mobilize: 'mobilise',
  mobilizing: 'mobilising',
  synchronized: 'synchronised',
  fueled: 'fuelled',
  fueling: 'fuelling',
};

const BRITISH_PATTERN = new RegExp(`\\b(${Object.keys(BRITISH).join('|')})\\b`, 'gi');

function keepCase(source: string, replacement: string): string {
  if (source === source.toUpperCase()) return replacement.toUpperCase();
  if (source.charAt(0) === source.charAt(0).toUpperCase())
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

export function britishSpelling(value: string): string {
  return value.replace(BRITISH_PATTERN, (match) => keepCase(match, BRITISH[match.toLowerCase()] ?? match));
}

function britishNode<T extends RichNode | TextNode>(value: T): T {
  if (value.nodeType === 'text') return {...value, value: britishSpelling((value as TextNode).value)};
  const richNode = value as RichNode;
  return {...richNode, content: richNode.content.map((child) => britishNode(child))} as T;
}

export function britishDocument(document: RichDocument): RichDocument {
  return {...document, content: document.content.map((child) => britishNode(child))};
}

/** Copy whose en-GB version differs only in spelling: en-GB is derived, and left out when equal. */
export function uk(value: string): Localized<string>;
export function uk(value: RichDocument): Localized<RichDocument>;
export function uk(value: string | RichDocument): Localized<string | RichDocument> {
  return typeof value === 'string' ? loc(value, britishSpelling(value)) : loc(value, britishDocument(value));
}

/** A link field's value per locale (e.g. a different CTA for the UK). */
export function linkLoc(us: string, gb: string): Localized<Link> {
  return loc(link(us), link(gb));
}

/** The rich-text builders under one name, with `text(value, ...marks)` as Contentful calls the node. */
export const rt = {
  doc,
  p,
  h,
  ul,
  ol,
  li,
  quote,
  hr,
  text: textNode,
  bold,
  italic,
  hyperlink,
  entryHyperlink,
  assetHyperlink,
  embeddedEntry,
  embeddedEntryInline,
  embeddedAsset,
  table,
};
