import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {PACKAGES, PRODUCTS, packageFullPrice, type Market} from '../dev-backend/seed/catalog';
import {ContentSpace, executeContent} from '../dev-backend/content/api';
import type {Asset, ContentField, Entry, FieldValidation, Link, SpaceExport} from './spaceExport';
import {buildSpace, serializeSpace} from './index';

/**
 * The content model and seed (contentful/) checked against
 * Contentful's documented rules for content types and entries, and against the
 * catalog contract; and contentful/export.json checked to be exactly what the
 * seed builds.
 */

const EXPORT_FILE = fileURLToPath(new URL('./export.json', import.meta.url));
const space: SpaceExport = buildSpace();
const US = 'en-US';
const GB = 'en-GB';

const types = new Map(space.contentTypes.map((type) => [type.sys.id, type]));
const entries = new Map(space.entries.map((item) => [item.sys.id, item]));
const assets = new Map(space.assets.map((item) => [item.sys.id, item]));

const isPublished = (item: Entry | Asset) => item.sys.publishedVersion !== undefined;
const typeOf = (item: Entry) => item.sys.contentType.sys.id;
const entriesOf = (typeId: string) => space.entries.filter((item) => typeOf(item) === typeId);

/** A field's value in a locale, with the space's fallback en-GB -> en-US. */
function valueOf(item: Entry, fieldId: string, locale = US): unknown {
  const values = item.fields[fieldId];
  if (!values) return undefined;
  return values[locale] ?? (locale === GB ? values[US] : undefined);
}

// ---------------------------------------------------------------------------
// Contentful's content-type format, as zod schemas

const ID = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/)
  .max(64);
const FIELD_TYPES = [
  'Symbol',
  'Text',
  'RichText',
  'Integer',
  'Number',
  'Date',
  'Boolean',
  'Object',
  'Location',
  'Link',
  'Array',
] as const;
const BLOCKS = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'list-item',
  'hr',
  'blockquote',
  'embedded-entry-block',
  'embedded-asset-block',
  'table',
  'table-row',
  'table-cell',
  'table-header-cell',
] as const;
const INLINES = ['hyperlink', 'entry-hyperlink', 'asset-hyperlink', 'embedded-entry-inline'] as const;
const MARKS = ['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough'] as const;
const MIMETYPE_GROUPS = [
  'attachment',
  'plaintext',
  'image',
  'audio',
  'video',
  'richtext',
  'presentation',
  'spreadsheet',
  'pdfdocument',
  'archive',
  'code',
  'markup',
] as const;

const message = {message: z.string().min(1).optional()};
const bounds = z
  .strictObject({min: z.number().optional(), max: z.number().optional()})
  .refine((range) => range.min !== undefined || range.max !== undefined, 'a range needs min or max');
const intBounds = z
  .strictObject({min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional()})
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, 'min above max');

const linkContentType = z.strictObject({linkContentType: z.array(ID).min(1), ...message});
const size = z.strictObject({size: intBounds, ...message});

/** One Contentful validation: exactly one known rule, with an optional message. */
const validation = z.union([
  linkContentType,
  z.strictObject({in: z.array(z.union([z.string(), z.number()])).min(1), ...message}),
  size,
  z.strictObject({range: bounds, ...message}),
  z.strictObject({
    regexp: z.strictObject({
      pattern: z.string().refine((pattern) => {
        try {
          new RegExp(pattern);
          return true;
        } catch {
          return false;
        }
      }, 'not a regular expression'),
      flags: z.string().nullable().optional(),
    }),
    ...message,
  }),
  z.strictObject({unique: z.literal(true), ...message}),
  z.strictObject({dateRange: z.strictObject({min: z.string().optional(), max: z.string().optional()}), ...message}),
  z.strictObject({enabledNodeTypes: z.array(z.enum([...BLOCKS, ...INLINES])), ...message}),
  z.strictObject({enabledMarks: z.array(z.enum(MARKS)), ...message}),
  z.strictObject({
    nodes: z.partialRecord(z.enum([...BLOCKS, ...INLINES]), z.array(z.union([linkContentType, size]))),
    ...message,
  }),
  z.strictObject({linkMimetypeGroup: z.array(z.enum(MIMETYPE_GROUPS)).min(1), ...message}),
  z.strictObject({
    assetImageDimensions: z.strictObject({width: intBounds.optional(), height: intBounds.optional()}),
    ...message,
  }),
]);

const kindOf = (rule: FieldValidation) => Object.keys(rule).find((key) => key !== 'message') ?? '';

/** Which validation kinds Contentful accepts on which field types. */
const KINDS_BY_TYPE: Record<string, readonly string[]> = {
  Symbol: ['in', 'size', 'regexp', 'unique'],
  Text: ['in', 'size', 'regexp'],
  RichText: ['size', 'enabledNodeTypes', 'enabledMarks', 'nodes'],
  Integer: ['in', 'range', 'unique'],
  Number: ['in', 'range', 'unique'],
  Date: ['dateRange'],
  Boolean: [],
  Object: ['size'],
  Location: [],
  'Link:Entry': ['linkContentType'],
  'Link:Asset': ['linkMimetypeGroup', 'assetImageDimensions'],
  Array: ['size'],
  'items:Symbol': ['in', 'size', 'regexp'],
  'items:Entry': ['linkContentType'],
  'items:Asset': ['linkMimetypeGroup', 'assetImageDimensions'],
};

const fieldSchema = z
  .strictObject({
    id: ID,
    name: z.string().min(1),
    type: z.enum(FIELD_TYPES),
    linkType: z.enum(['Entry', 'Asset']).optional(),
    items: z
      .strictObject({
        type: z.enum(['Symbol', 'Link']),
        linkType: z.enum(['Entry', 'Asset']).optional(),
        validations: z.array(validation).optional(),
      })
      .optional(),
    localized: z.boolean(),
    required: z.boolean(),
    disabled: z.boolean().optional(),
    omitted: z.boolean().optional(),
    validations: z.array(validation).optional(),
    defaultValue: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((field, ctx) => {
    const issue = (text: string) => ctx.addIssue({code: 'custom', message: `${field.id}: ${text}`});
    if ((field.type === 'Link') !== (field.linkType !== undefined))
      issue('linkType is required exactly for Link fields');
    if ((field.type === 'Array') !== (field.items !== undefined)) issue('items is required exactly for Array fields');
    if (field.items && (field.items.type === 'Link') !== (field.items.linkType !== undefined))
      issue('items.linkType is required exactly for Link items');
    const key = field.type === 'Link' ? `Link:${field.linkType}` : field.type;
    for (const rule of field.validations ?? []) {
      if (!KINDS_BY_TYPE[key]?.includes(kindOf(rule))) issue(`a ${kindOf(rule)} validation does not apply to ${key}`);
    }
    const itemsKey = field.items?.type === 'Link' ? `items:${field.items.linkType}` : `items:${field.items?.type}`;
    for (const rule of field.items?.validations ?? []) {
      if (!KINDS_BY_TYPE[itemsKey]?.includes(kindOf(rule)))
        issue(`a ${kindOf(rule)} validation does not apply to ${itemsKey}`);
    }
    if (
      field.defaultValue &&
      (field.defaultValue[US] === undefined ||
        Object.keys(field.defaultValue).some((code) => code !== US && code !== GB))
    ) {
      issue('defaultValue is keyed by locale');
    }
  });

const contentTypeSchema = z
  .strictObject({
    sys: z.strictObject({id: ID, type: z.literal('ContentType')}),
    name: z.string().min(1),
    displayField: z.string(),
    description: z
      .string()
      .min(1)
      .refine((text) => !text.includes('"'), 'no double quotes: the GraphQL description is a block string'),
    fields: z.array(fieldSchema).min(1).max(50),
  })
  .superRefine((type, ctx) => {
    const display = type.fields.find((field) => field.id === type.displayField);
    if (!display || (display.type !== 'Symbol' && display.type !== 'Text')) {
      ctx.addIssue({code: 'custom', message: `displayField ${type.displayField} must name a Symbol or Text field`});
    }
    const ids = type.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({code: 'custom', message: 'field ids must be unique'});
  });

function linkTargetsOf(rules: readonly FieldValidation[] | undefined): string[] | undefined {
  return rules?.find((rule) => rule.linkContentType)?.linkContentType;
}

// ---------------------------------------------------------------------------
// Entry values

const isLink = (value: unknown, linkType?: string): value is Link => {
  const sys = (value as Link | null)?.sys;
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    sys?.type === 'Link' &&
    typeof sys.id === 'string' &&
    (linkType === undefined || sys.linkType === linkType)
  );
};

/** What a node may contain (@contentful/rich-text-types). */
const TOP_LEVEL = [
  'paragraph',
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
];
const TEXT_CONTAINER = ['text', ...INLINES];
const CHILDREN: Record<string, readonly string[]> = {
  document: TOP_LEVEL,
  paragraph: TEXT_CONTAINER,
  'heading-1': TEXT_CONTAINER,
  'heading-2': TEXT_CONTAINER,
  'heading-3': TEXT_CONTAINER,
  'heading-4': TEXT_CONTAINER,
  'heading-5': TEXT_CONTAINER,
  'heading-6': TEXT_CONTAINER,
  'ordered-list': ['list-item'],
  'unordered-list': ['list-item'],
  'list-item': TOP_LEVEL.filter((type) => type !== 'table'),
  blockquote: ['paragraph'],
  table: ['table-row'],
  'table-row': ['table-cell', 'table-header-cell'],
  'table-cell': ['paragraph'],
  'table-header-cell': ['paragraph'],
  hyperlink: ['text'],
  'entry-hyperlink': ['text'],
  'asset-hyperlink': ['text'],
  hr: [],
  'embedded-entry-block': [],
  'embedded-entry-inline': [],
  'embedded-asset-block': [],
};
const STRUCTURAL = new Set([
  'document',
  'paragraph',
  'list-item',
  'table-row',
  'table-cell',
  'table-header-cell',
  'text',
]);

interface RichLink {
  nodeType: string;
  link: Link;
}

/** Problems of a rich-text document, and the links it holds. */
function checkRichText(document: unknown, field: ContentField, problems: string[], where: string): RichLink[] {
  const found: RichLink[] = [];
  const enabled = new Set(
    (field.validations?.find((rule) => rule.enabledNodeTypes)?.enabledNodeTypes as string[] | undefined) ?? [
      ...BLOCKS,
      ...INLINES,
    ],
  );
  const enabledMarks = new Set(
    (field.validations?.find((rule) => rule.enabledMarks)?.enabledMarks as string[] | undefined) ?? MARKS,
  );
  const walk = (node: unknown, parent: string | null) => {
    const value = node as {
      nodeType?: unknown;
      data?: Record<string, unknown>;
      content?: unknown[];
      value?: unknown;
      marks?: unknown;
    };
    const nodeType = typeof value?.nodeType === 'string' ? value.nodeType : '';
    if (!nodeType) return problems.push(`${where}: a node without nodeType`);
    if (parent && !CHILDREN[parent]?.includes(nodeType)) problems.push(`${where}: ${nodeType} inside ${parent}`);
    if (!STRUCTURAL.has(nodeType) && !enabled.has(nodeType)) problems.push(`${where}: ${nodeType} is not enabled`);
    if (typeof value.data !== 'object' || value.data === null) problems.push(`${where}: ${nodeType} without data`);
    if (nodeType === 'text') {
      if (typeof value.value !== 'string') problems.push(`${where}: text without a value`);
      const marks = value.marks as Array<{type?: string}> | undefined;
      if (
        !Array.isArray(marks) ||
        marks.some((mark) => !mark.type || !enabledMarks.has(mark.type) || Object.keys(mark).length !== 1)
      ) {
        problems.push(`${where}: bad marks ${JSON.stringify(marks)}`);
      }
      return;
    }
    if (!Array.isArray(value.content)) return problems.push(`${where}: ${nodeType} without content`);
    const leaf = (CHILDREN[nodeType] ?? []).length === 0;
    if (leaf && value.content.length > 0) problems.push(`${where}: ${nodeType} must have empty content`);
    if (!leaf && nodeType !== 'document' && value.content.length === 0) problems.push(`${where}: empty ${nodeType}`);
    if (nodeType === 'hyperlink' && !/^(https?:\/\/|\/|mailto:|tel:)/.test(String(value.data?.uri)))
      problems.push(`${where}: hyperlink uri ${String(value.data?.uri)}`);
    if (nodeType === 'table-cell' || nodeType === 'table-header-cell') {
      for (const key of Object.keys(value.data ?? {})) {
        const span = value.data?.[key];
        if (!['colspan', 'rowspan'].includes(key) || !Number.isInteger(span) || (span as number) < 1)
          problems.push(`${where}: cell data ${key}`);
      }
    }
    if (
      [
        'entry-hyperlink',
        'embedded-entry-block',
        'embedded-entry-inline',
        'asset-hyperlink',
        'embedded-asset-block',
      ].includes(nodeType)
    ) {
      const target = value.data?.target;
      const linkType = nodeType.includes('asset') ? 'Asset' : 'Entry';
      if (!isLink(target, linkType)) problems.push(`${where}: ${nodeType} without a ${linkType} link target`);
      else found.push({nodeType, link: target});
    }
    value.content.forEach((child) => walk(child, nodeType));
  };
  const root = document as {nodeType?: string};
  if (root?.nodeType !== 'document') problems.push(`${where}: not a rich-text document`);
  else walk(document, null);
  return found;
}

/** Every problem of one value of one field. */
function checkValue(field: ContentField, value: unknown, problems: string[], where: string) {
  const rules = field.validations ?? [];
  const fail = (text: string) => problems.push(`${where}: ${text} (${JSON.stringify(value)?.slice(0, 80)})`);
  const checkScalar = (scalar: unknown, scalarRules: readonly FieldValidation[]) => {
    for (const rule of scalarRules) {
      if (rule.in && !rule.in.includes(scalar)) fail(`not one of ${JSON.stringify(rule.in).slice(0, 120)}`);
      const pattern = rule.regexp as {pattern: string; flags?: string | null} | undefined;
      if (pattern && !new RegExp(pattern.pattern, pattern.flags ?? undefined).test(String(scalar)))
        fail(`does not match ${pattern.pattern}`);
      const range = rule.range as {min?: number; max?: number} | undefined;
      if (
        range &&
        typeof scalar === 'number' &&
        ((range.min !== undefined && scalar < range.min) || (range.max !== undefined && scalar > range.max))
      ) {
        fail('out of range');
      }
    }
  };
  const checkSize = (count: number) => {
    for (const rule of rules) {
      if (
        rule.size &&
        ((rule.size.min !== undefined && count < rule.size.min) ||
          (rule.size.max !== undefined && count > rule.size.max))
      ) {
        fail(`size ${count} outside ${JSON.stringify(rule.size)}`);
      }
    }
  };
  switch (field.type) {
    case 'Symbol':
      if (typeof value !== 'string' || value.length > 256)
        return fail('a Symbol is a string of at most 256 characters');
      checkSize(value.length);
      return checkScalar(value, rules);
    case 'Text':
      if (typeof value !== 'string' || value.length > 50_000)
        return fail('a Text is a string of at most 50,000 characters');
      checkSize(value.length);
      return checkScalar(value, rules);
    case 'Integer':
      if (!Number.isInteger(value) || Math.abs(value as number) > 2 ** 31 - 1) return fail('not an integer');
      return checkScalar(value, rules);
    case 'Number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('not a number');
      return checkScalar(value, rules);
    case 'Boolean':
      if (typeof value !== 'boolean') fail('not a boolean');
      return;
    case 'Date':
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) ||
        Number.isNaN(Date.parse(value))
      ) {
        fail('not an ISO 8601 date');
      }
      return;
    case 'Location': {
      const point = value as {lat?: unknown; lon?: unknown};
      if (
        typeof point !== 'object' ||
        point === null ||
        Object.keys(point).sort().join() !== 'lat,lon' ||
        typeof point.lat !== 'number' ||
        typeof point.lon !== 'number' ||
        Math.abs(point.lat) > 90 ||
        Math.abs(point.lon) > 180
      ) {
        fail('a Location is {lat, lon}');
      }
      return;
    }
    case 'Object':
      if (typeof value !== 'object' || value === null) fail('not a JSON object or array');
      return;
    case 'RichText':
      checkRichText(value, field, problems, where);
      return;
    case 'Link':
      if (!isLink(value, field.linkType)) fail(`not a ${field.linkType} link`);
      return;
    case 'Array': {
      if (!Array.isArray(value)) return fail('not an array');
      checkSize(value.length);
      for (const item of value) {
        if (field.items?.type === 'Symbol') {
          if (typeof item !== 'string' || item.length > 256) fail('items are Symbols');
          checkScalar(item, field.items.validations ?? []);
        } else if (!isLink(item, field.items?.linkType)) {
          fail(`items are ${field.items?.linkType} links`);
        }
      }
      if (field.items?.type === 'Link' && new Set((value as Link[]).map((item) => item.sys.id)).size !== value.length)
        fail('links the same item twice');
      return;
    }
  }
}

/** Every link an entry holds: in link fields, link arrays and rich text. */
function linksOf(item: Entry): Array<{field: ContentField; locale: string; link: Link; allowed?: string[]}> {
  const type = types.get(typeOf(item));
  const found: Array<{field: ContentField; locale: string; link: Link; allowed?: string[]}> = [];
  for (const field of type?.fields ?? []) {
    for (const [locale, value] of Object.entries(item.fields[field.id] ?? {})) {
      if (field.type === 'Link' && isLink(value))
        found.push({field, locale, link: value, allowed: linkTargetsOf(field.validations)});
      if (field.type === 'Array' && field.items?.type === 'Link' && Array.isArray(value)) {
        for (const entryLink of value.filter((candidate) => isLink(candidate))) {
          found.push({field, locale, link: entryLink, allowed: linkTargetsOf(field.items.validations)});
        }
      }
      if (field.type === 'RichText') {
        const nodes = field.validations?.find((rule) => rule.nodes)?.nodes as
          Record<string, FieldValidation[]> | undefined;
        for (const richLink of checkRichText(value, field, [], '')) {
          found.push({field, locale, link: richLink.link, allowed: linkTargetsOf(nodes?.[richLink.nodeType])});
        }
      }
    }
  }
  return found;
}

/** The one deliberate link from published content to a draft (a never-published article). */
const DELIBERATE_DRAFT_LINKS = [{from: 'article-rowing-for-runners', to: 'article-draft-winter-training-plan'}];

// ---------------------------------------------------------------------------

describe('contentful/export.json', () => {
  it('is exactly what the seed builds (regenerate it with npx tsx scripts/content-export.ts)', () => {
    expect(readFileSync(EXPORT_FILE, 'utf8') === serializeSpace(space)).toBe(true);
  });

  it('has the en-US default locale and en-GB falling back to it', () => {
    expect(space.locales).toEqual([
      {code: US, name: 'English (United States)', default: true, fallbackCode: null},
      {code: GB, name: 'English (United Kingdom)', default: false, fallbackCode: US, optional: true},
    ]);
    expect(space.entries.some((item) => Object.values(item.fields).some((values) => values[GB] !== undefined))).toBe(
      true,
    );
  });

  it('builds the GraphQL schema of the Content API', () => {
    expect(() => new ContentSpace(buildSpace())).not.toThrow();
  });
});

describe('the content model', () => {
  it.each(space.contentTypes.map((type) => [type.sys.id, type] as const))(
    '%s follows Contentful’s content-type format',
    (_, type) => {
      const result = contentTypeSchema.safeParse(type);
      expect(
        result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([]);
    },
  );

  it('has unique content-type ids, and links name existing content types', () => {
    expect(types.size).toBe(space.contentTypes.length);
    const unknown = space.contentTypes.flatMap((type) =>
      type.fields.flatMap((field) => {
        const richNodes = Object.values(
          (field.validations?.find((rule) => rule.nodes)?.nodes ?? {}) as Record<string, FieldValidation[]>,
        ).flat();
        const rules = [...(field.validations ?? []), ...(field.items?.validations ?? []), ...richNodes];
        return rules.flatMap((rule) =>
          (rule.linkContentType ?? [])
            .filter((id) => !types.has(id))
            .map((id) => `${type.sys.id}.${field.id} -> ${id}`),
        );
      }),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps the spec’s field ids on the key types', () => {
    const fieldIds = (id: string) => types.get(id)?.fields.map((field) => field.id) ?? [];
    expect(fieldIds('pageFlexibleLayout')).toEqual(
      expect.arrayContaining([
        'internalName',
        'slug',
        'title',
        'region',
        'modules',
        'useScrollNavigation',
        'analyticsPageVariantId',
        'seo',
      ]),
    );
    expect(fieldIds('product')).toEqual(
      expect.arrayContaining([
        'shopifyId',
        'shopifyHandle',
        'pdpPrice',
        'pdpDiscountedPrice',
        'monthlyPrice',
        'outOfStockAppearance',
        'variants',
        'badges',
      ]),
    );
    expect(fieldIds('configuratorStep')).toEqual(
      expect.arrayContaining(['stepId', 'subType', 'displayMode', 'noOption', 'defaultProducts', 'modal']),
    );
  });
});

describe('the seed entries', () => {
  it('have unique ids across entries and assets', () => {
    const ids = [...space.entries, ...space.assets].map((item) => item.sys.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('hold values that fit their content type', () => {
    const problems: string[] = [];
    for (const item of space.entries) {
      const type = types.get(typeOf(item));
      if (!type) {
        problems.push(`${item.sys.id}: unknown content type ${typeOf(item)}`);
        continue;
      }
      for (const fieldId of Object.keys(item.fields)) {
        if (!type.fields.some((field) => field.id === fieldId))
          problems.push(`${item.sys.id}: no field ${fieldId} on ${type.sys.id}`);
      }
      for (const field of type.fields) {
        const values = item.fields[field.id] ?? {};
        for (const locale of Object.keys(values)) {
          if (locale !== US && locale !== GB) problems.push(`${item.sys.id}.${field.id}: unknown locale ${locale}`);
          if (!field.localized && locale !== US)
            problems.push(`${item.sys.id}.${field.id}: not localized, so en-US only`);
          checkValue(field, values[locale], problems, `${item.sys.id}.${field.id}[${locale}]`);
        }
        if (field.required && values[US] === undefined) problems.push(`${item.sys.id}.${field.id}: required in en-US`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep unique values unique per content type', () => {
    const duplicates = space.contentTypes.flatMap((type) =>
      type.fields
        .filter((field) => field.validations?.some((rule) => rule.unique))
        .flatMap((field) => {
          const values = entriesOf(type.sys.id).map((item) => JSON.stringify(valueOf(item, field.id)));
          return values
            .filter((value, index) => value !== undefined && values.indexOf(value) !== index)
            .map((value) => `${type.sys.id}.${field.id} ${value}`);
        }),
    );
    expect(duplicates).toEqual([]);
  });

  it('link only to entries and assets that exist, of the content types the field allows', () => {
    const problems: string[] = [];
    for (const item of space.entries) {
      for (const {field, locale, link, allowed} of linksOf(item)) {
        const where = `${item.sys.id}.${field.id}[${locale}] -> ${link.sys.id}`;
        if (link.sys.linkType === 'Asset') {
          if (!assets.has(link.sys.id)) problems.push(`${where}: no such asset`);
          continue;
        }
        const target = entries.get(link.sys.id);
        if (!target) problems.push(`${where}: no such entry`);
        else if (allowed && !allowed.includes(typeOf(target)))
          problems.push(`${where}: a ${typeOf(target)} is not allowed here`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('link from published content to unpublished content only where the seed means to (the draft article)', () => {
    const toDrafts = space.entries.filter(isPublished).flatMap((item) =>
      linksOf(item)
        .filter(({link}) => {
          const target = link.sys.linkType === 'Asset' ? assets.get(link.sys.id) : entries.get(link.sys.id);
          return target && !isPublished(target);
        })
        .map(({link}) => ({from: item.sys.id, to: link.sys.id})),
    );
    expect(toDrafts).toEqual(DELIBERATE_DRAFT_LINKS);
    expect(space.entries.filter((item) => !isPublished(item)).map((item) => item.sys.id)).toContain(
      'article-draft-winter-training-plan',
    );
  });

  it('have Contentful sys fields: a publishedVersion only when published', () => {
    for (const item of [...space.entries, ...space.assets]) {
      const {sys} = item;
      expect(sys.version).toBeGreaterThan(0);
      if (sys.publishedVersion === undefined) {
        expect(sys.publishedAt).toBeUndefined();
        expect(sys.firstPublishedAt).toBeUndefined();
      } else {
        expect(sys.version).toBeGreaterThan(sys.publishedVersion);
        expect(Date.parse(sys.publishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sys.createdAt));
      }
    }
  });

  it('give every asset a file, a description (alt text) and image dimensions for images', () => {
    for (const item of space.assets) {
      const file = item.fields.file[US];
      expect(file?.url).toMatch(/^\/media\//);
      expect(item.fields.description?.[US]?.length ?? 0).toBeGreaterThan(10);
      if (file?.contentType.startsWith('image/')) expect(file.details?.image?.width).toBeGreaterThan(0);
    }
  });
});

describe('the delivery and preview APIs', () => {
  const contentSpace = new ContentSpace(space);
  const query = `query {
    blogArticleCollection(where: {slug: "rowing-for-runners"}, limit: 1) {
      items { relatedArticlesCollection(limit: 3) { items { slug } } }
    }
  }`;

  it('report the draft article as an UNRESOLVABLE_LINK on delivery', async () => {
    const result = await executeContent(contentSpace, {query}, {preview: false, origin: 'http://localhost'});
    const errors = (result.body.errors ?? []) as Array<{extensions?: {contentful?: {code?: string}}}>;
    const unresolvable = errors.filter((error) => error.extensions?.contentful?.code === 'UNRESOLVABLE_LINK');
    expect(unresolvable).toHaveLength(1);
    expect(JSON.stringify(unresolvable[0])).toContain('article-draft-winter-training-plan');
    const data = result.body.data as {
      blogArticleCollection: {items: Array<{relatedArticlesCollection: {items: unknown[]}}>};
    };
    expect(data.blogArticleCollection.items[0]?.relatedArticlesCollection.items).toEqual([
      {slug: 'how-to-row-with-good-form'},
      null,
    ]);
  });

  it('resolve the draft article in preview', async () => {
    const previewQuery = query
      .replace('limit: 1)', 'limit: 1, preview: true)')
      .replace('relatedArticlesCollection(limit: 3)', 'relatedArticlesCollection(limit: 3, preview: true)');
    const result = await executeContent(
      contentSpace,
      {query: previewQuery},
      {preview: true, origin: 'http://localhost'},
    );
    expect(result.body.errors).toBeUndefined();
    expect(JSON.stringify(result.body.data)).toContain('winter-training-plan');
  });

  it('serve the home page modules in order, in both locales', async () => {
    const homeQuery = `query($locale: String) {
      pageFlexibleLayoutCollection(where: {slug: "home"}, limit: 1, locale: $locale) {
        items { modulesCollection(limit: 15) { items { __typename } } }
      }
    }`;
    for (const locale of [US, GB]) {
      const result = await executeContent(
        contentSpace,
        {query: homeQuery, variables: {locale}},
        {preview: false, origin: 'http://localhost'},
      );
      expect(result.body.errors).toBeUndefined();
      const data = result.body.data as {
        pageFlexibleLayoutCollection: {items: Array<{modulesCollection: {items: Array<{__typename: string}>}}>};
      };
      const typenames = data.pageFlexibleLayoutCollection.items[0]?.modulesCollection.items.map(
        (item) => item.__typename,
      );
      expect(typenames).toEqual([
        'ModuleHero',
        'ModuleValueProps',
        'ModuleProductCarousel',
        'ModuleHighlightsGrid',
        'ModuleEquipmentCompare',
        'ModuleReviews',
        'ModulePressQuotes',
        'ModuleMetricsGauge',
        'ModuleBento',
        'EventCountdown',
        'ModuleFaq',
      ]);
    }
  });
});

describe('the catalog content', () => {
  const money = (item: Entry, fieldId: string, market: Market) => valueOf(item, fieldId, market === 'US' ? US : GB);
  const productEntry = (handle: string) =>
    entriesOf('product').find((item) => valueOf(item, 'shopifyHandle') === handle);

  it.each(PRODUCTS.map((product) => [product.handle, product] as const))(
    '%s has a product entry matching the catalog',
    (handle, product) => {
      const item = productEntry(handle);
      expect(item).toBeDefined();
      if (!item) return;
      expect(valueOf(item, 'title')).toBe(product.title);
      expect(valueOf(item, 'shopifyId')).toBe(`gid://shopify/Product/${product.id}`);
      expect(valueOf(item, 'rower')).toBe(product.productType === 'ROWER');
      const first = product.variants[0];
      for (const market of ['US', 'GB'] as const) {
        expect(money(item, 'pdpPrice', market)).toBe(first?.compareAtPrice?.[market] ?? first?.price[market]);
        if (first?.compareAtPrice) expect(money(item, 'pdpDiscountedPrice', market)).toBe(first.price[market]);
        // rules:cms: monthly = ceil(price / 48).
        if (product.productType === 'ROWER')
          expect(money(item, 'monthlyPrice', market)).toBe(Math.ceil((first?.price[market] ?? 0) / 48));
      }
      const variantIds = (valueOf(item, 'variants') as Link[]).map((entryLink) => entryLink.sys.id);
      expect(variantIds.map((id) => valueOf(entries.get(id) as Entry, 'shopifyId'))).toEqual(
        product.variants.map((variant) => `gid://shopify/ProductVariant/${variant.id}`),
      );
    },
  );

  it('gives the rowers the catalog’s monthly prices (Pro $52, Wave $40, Vista $63)', () => {
    expect(
      ['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower'].map((handle) =>
        valueOf(productEntry(handle) as Entry, 'monthlyPrice'),
      ),
    ).toEqual([52, 40, 63]);
  });

  it.each(PACKAGES.map((pkg) => [pkg.handle, pkg] as const))(
    '%s has a package entry with the catalog’s prices',
    (handle, pkg) => {
      const item = entriesOf('package').find((candidate) => valueOf(candidate, 'shopifyHandle') === handle);
      expect(item).toBeDefined();
      if (!item) return;
      expect(valueOf(item, 'title')).toBe(pkg.title);
      for (const market of ['US', 'GB'] as const) {
        expect(money(item, 'pdpPrice', market)).toBe(packageFullPrice(pkg, market));
        expect(money(item, 'pdpDiscountedPrice', market)).toBe(pkg.discounted[market]);
      }
      const members = (valueOf(item, 'products') as Link[]).map((entryLink) =>
        valueOf(entries.get(entryLink.sys.id) as Entry, 'shopifyHandle'),
      );
      expect(members).toEqual(pkg.members);
      const discount = entries.get((valueOf(item, 'shopifyDiscount') as Link).sys.id) as Entry;
      expect(valueOf(discount, 'productId')).toBe(`gid://shopify/DiscountAutomaticNode/${pkg.discountId}`);
    },
  );

  it('configures every rower in five steps, with an Interstitial and an Interstitial 2 step somewhere', () => {
    const configurators = entriesOf('configurator');
    const displayModes: string[] = [];
    for (const handle of ['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower']) {
      const configurator = configurators.find(
        (item) => (valueOf(item, 'product') as Link).sys.id === productEntry(handle)?.sys.id,
      );
      expect(configurator).toBeDefined();
      const steps = (valueOf(configurator as Entry, 'steps') as Link[]).map(
        (entryLink) => entries.get(entryLink.sys.id) as Entry,
      );
      expect(steps.map((step) => valueOf(step, 'stepId'))).toEqual([
        'packages',
        'color',
        'accessories',
        'membership',
        'extended_warranty',
      ]);
      displayModes.push(...steps.map((step) => String(valueOf(step, 'displayMode'))));
    }
    expect(displayModes).toContain('Interstitial');
    expect(displayModes).toContain('Interstitial 2');
  });
});

describe('the content the catalog asks for', () => {
  const published = (typeId: string) => entriesOf(typeId).filter(isPublished);
  const slugs = (typeId: string) => published(typeId).map((item) => valueOf(item, 'slug'));

  it('has at least 12 stores and 12 hotels, in the US and the UK', () => {
    for (const typeId of ['locationStore', 'locationHotel']) {
      expect(published(typeId).length).toBeGreaterThanOrEqual(12);
      expect(new Set(published(typeId).map((item) => valueOf(item, 'country')))).toEqual(
        new Set(['United States', 'United Kingdom']),
      );
    }
  });

  it('has a blog of at least 3 categories, 9 published articles and 3 authors', () => {
    expect(published('blogCategory').length).toBeGreaterThanOrEqual(3);
    expect(published('blogArticle').length).toBeGreaterThanOrEqual(9);
    expect(published('blogAuthor').length).toBeGreaterThanOrEqual(3);
    expect(slugs('pageBlogLanding')).toContain('blog');
  });

  it('has the pages of catalog.md', () => {
    expect(slugs('pageFlexibleLayout')).toEqual(
      expect.arrayContaining(['home', 'compare', 'about', 'personal-coaching', 'schedule/personal-coaching']),
    );
    expect(slugs('quizPage')).toContain('find-your-rower');
    expect(slugs('pageLocations')).toContain('locations');
    expect(slugs('pagePlp')).toEqual(
      expect.arrayContaining(['rowers', 'accessories', 'bundles', 'strength', 'services']),
    );
    expect(slugs('pagePdp')).toEqual(expect.arrayContaining(['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower']));
  });

  it('has US-only and UK-only content', () => {
    const regions = space.entries.flatMap((item) => [valueOf(item, 'region'), valueOf(item, 'displayMode')]);
    expect(regions).toContain('US Only');
    expect(regions).toContain('UK Only');
  });

  it('has one set of cart settings, with financing shown in en-US only', () => {
    const [cart] = published('pageCart');
    expect(cart && valueOf(cart, 'financingEnabled', US)).toBe(true);
    expect(cart && valueOf(cart, 'financingEnabled', GB)).toBe(false);
    expect(cart && String(valueOf(cart, 'errorText'))).toContain('{rowers}');
  });

  it('has a quiz of 4-5 questions whose answers score towards the three rowers', () => {
    const [quiz] = published('quizPage');
    const data = (quiz && valueOf(quiz, 'questions')) as {
      questions: Array<{answers: Array<{scores: Record<string, number>}>}>;
      results: Record<string, unknown>;
    };
    expect(data.questions.length).toBeGreaterThanOrEqual(4);
    expect(data.questions.length).toBeLessThanOrEqual(5);
    for (const question of data.questions) {
      for (const answer of question.answers)
        expect(Object.keys(answer.scores).sort()).toEqual(['pro', 'vista', 'wave']);
    }
    expect(Object.keys(data.results).sort()).toEqual(['pro', 'vista', 'wave']);
  });
});
