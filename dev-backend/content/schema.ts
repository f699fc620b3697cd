import type {ContentField, ContentType} from '../../contentful/spaceExport';

/**
 * Generates the GraphQL schema (SDL) of Contentful's GraphQL Content API from
 * content-type definitions, following Contentful's naming: a type per content
 * type (id with a capital first letter), `{type}(id, preview, locale)` and
 * `{type}Collection(skip, limit, preview, locale, where, order)` queries,
 * reference lists as `{field}Collection`, rich text as `{ json links }`.
 */

export function typeName(contentTypeId: string): string {
  return contentTypeId.charAt(0).toUpperCase() + contentTypeId.slice(1);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The content types a link field may point to (empty: any entry). */
export function linkTargets(field: ContentField): string[] {
  const validations = field.type === 'Array' ? field.items?.validations : field.validations;
  return validations?.find((validation) => validation.linkContentType)?.linkContentType ?? [];
}

function isEntryLink(field: ContentField): boolean {
  return field.type === 'Link' && field.linkType === 'Entry';
}

function isLinkArray(field: ContentField): boolean {
  return field.type === 'Array' && field.items?.type === 'Link';
}

/**
 * The GraphQL type of an entry link: the one target, a union of the targets
 * (Contentful names it `{Type}{Field}`, or `{Type}{Field}Item` for a list),
 * or the Entry interface when any entry may be linked.
 */
function entryLinkType(owner: ContentType, field: ContentField, extra: string[], list = false): string {
  const targets = linkTargets(field);
  if (targets.length === 1 && targets[0]) return typeName(targets[0]);
  if (targets.length === 0) return 'Entry';
  const union = `${typeName(owner.sys.id)}${capitalize(field.id)}${list ? 'Item' : ''}`;
  extra.push(`union ${union} = ${targets.map(typeName).join(' | ')}`);
  return union;
}

const SCALAR_TYPES: Partial<Record<ContentField['type'], string>> = {
  Symbol: 'String',
  Text: 'String',
  Integer: 'Int',
  Number: 'Float',
  Boolean: 'Boolean',
  Date: 'DateTime',
  Object: 'JSON',
  Location: 'Location',
};

function fieldSdl(owner: ContentType, field: ContentField, extra: string[]): string {
  const owned = `${typeName(owner.sys.id)}${capitalize(field.id)}`;
  if (field.type === 'RichText') {
    extra.push(
      `type ${owned} { json: JSON! links: ${owned}Links! }`,
      `type ${owned}Links { entries: ${owned}Entries! assets: ${owned}Assets! resources: ${owned}Resources! }`,
      `type ${owned}Entries { inline: [Entry]! hyperlink: [Entry]! block: [Entry]! }`,
      `type ${owned}Assets { hyperlink: [Asset]! block: [Asset]! }`,
      `type ${owned}Resources { block: [JSON!]! inline: [JSON!]! hyperlink: [JSON!]! }`,
    );
    return `${field.id}(locale: String): ${owned}`;
  }
  if (field.type === 'Link') {
    const target = field.linkType === 'Asset' ? 'Asset' : entryLinkType(owner, field, extra);
    return `${field.id}(preview: Boolean, locale: String): ${target}`;
  }
  if (isLinkArray(field)) {
    const itemType = field.items?.linkType === 'Asset' ? 'Asset' : entryLinkType(owner, field, extra, true);
    extra.push(`type ${owned}Collection { total: Int! skip: Int! limit: Int! items: [${itemType}]! }`);
    return `${field.id}Collection(skip: Int = 0, limit: Int = 100, preview: Boolean, locale: String): ${owned}Collection`;
  }
  if (field.type === 'Array') return `${field.id}(locale: String): [String]`;
  return `${field.id}(locale: String): ${SCALAR_TYPES[field.type] ?? 'JSON'}`;
}

/** Scalar fields can be filtered and ordered on, as in Contentful. */
function filterSdl(field: ContentField): string[] {
  if (field.type === 'Array' && field.items?.type === 'Symbol') {
    return [
      `${field.id}_exists: Boolean`,
      `${field.id}_contains_all: [String]`,
      `${field.id}_contains_some: [String]`,
      `${field.id}_contains_none: [String]`,
    ];
  }
  const type = SCALAR_TYPES[field.type];
  if (!type || field.type === 'Object' || field.type === 'Location') {
    return isEntryLink(field) || field.type === 'Link' || isLinkArray(field)
      ? [`${field.id}${isLinkArray(field) ? 'Collection' : ''}_exists: Boolean`]
      : [];
  }
  if (field.type === 'Boolean')
    return [`${field.id}: Boolean`, `${field.id}_not: Boolean`, `${field.id}_exists: Boolean`];
  const base = [
    `${field.id}: ${type}`,
    `${field.id}_not: ${type}`,
    `${field.id}_exists: Boolean`,
    `${field.id}_in: [${type}]`,
    `${field.id}_not_in: [${type}]`,
  ];
  if (type === 'String') return [...base, `${field.id}_contains: String`, `${field.id}_not_contains: String`];
  return [
    ...base,
    `${field.id}_gt: ${type}`,
    `${field.id}_gte: ${type}`,
    `${field.id}_lt: ${type}`,
    `${field.id}_lte: ${type}`,
  ];
}

function orderValues(contentType: ContentType): string[] {
  const scalar = contentType.fields.filter(
    (field) => SCALAR_TYPES[field.type] && field.type !== 'Object' && field.type !== 'Location',
  );
  return [
    ...scalar.flatMap((field) => [`${field.id}_ASC`, `${field.id}_DESC`]),
    'sys_id_ASC',
    'sys_id_DESC',
    'sys_publishedAt_ASC',
    'sys_publishedAt_DESC',
    'sys_firstPublishedAt_ASC',
    'sys_firstPublishedAt_DESC',
  ];
}

const BASE_SDL = `
scalar JSON
scalar DateTime
scalar Dimension
scalar Quality
scalar HexColor

type Sys {
  id: String!
  spaceId: String!
  environmentId: String!
  publishedAt: DateTime
  firstPublishedAt: DateTime
  publishedVersion: Int
}

type ContentfulMetadata { tags: [ContentfulTag]! }
type ContentfulTag { id: String name: String }

type Location { lat: Float lon: Float }

interface Entry { sys: Sys! contentfulMetadata: ContentfulMetadata! }

enum ImageResizeStrategy { FIT PAD FILL SCALE CROP THUMB }
enum ImageFormat { JPG JPG_PROGRESSIVE PNG PNG8 WEBP AVIF }
input ImageTransformOptions {
  width: Dimension
  height: Dimension
  quality: Quality
  cornerRadius: Int
  resizeStrategy: ImageResizeStrategy
  backgroundColor: HexColor
  format: ImageFormat
}

type Asset {
  sys: Sys!
  contentfulMetadata: ContentfulMetadata!
  title(locale: String): String
  description(locale: String): String
  contentType(locale: String): String
  fileName(locale: String): String
  size(locale: String): Int
  url(locale: String, transform: ImageTransformOptions): String
  width(locale: String): Int
  height(locale: String): Int
}
type AssetCollection { total: Int! skip: Int! limit: Int! items: [Asset]! }
type EntryCollection { total: Int! skip: Int! limit: Int! items: [Entry]! }

input SysFilter {
  id: String
  id_not: String
  id_in: [String]
  id_not_in: [String]
  id_contains: String
  id_exists: Boolean
  publishedAt_exists: Boolean
}
`;

export function contentSchemaSdl(contentTypes: readonly ContentType[]): string {
  const extra: string[] = [];
  const queries: string[] = [
    'asset(id: String!, preview: Boolean, locale: String): Asset',
    'assetCollection(skip: Int = 0, limit: Int = 100, preview: Boolean, locale: String): AssetCollection',
    'entryCollection(skip: Int = 0, limit: Int = 100, preview: Boolean, locale: String): EntryCollection',
  ];
  const types = contentTypes.map((contentType) => {
    const name = typeName(contentType.sys.id);
    const fields = contentType.fields.filter((field) => !field.omitted);
    const filterName = `${name}Filter`;
    extra.push(
      `type ${name}Collection { total: Int! skip: Int! limit: Int! items: [${name}]! }`,
      `input ${filterName} { sys: SysFilter ${fields.flatMap(filterSdl).join(' ')} AND: [${filterName}] OR: [${filterName}] }`,
      `enum ${name}Order { ${orderValues(contentType).join(' ')} }`,
    );
    queries.push(
      `${contentType.sys.id}(id: String!, preview: Boolean, locale: String): ${name}`,
      `${contentType.sys.id}Collection(skip: Int = 0, limit: Int = 100, preview: Boolean, locale: String, where: ${filterName}, order: [${name}Order]): ${name}Collection`,
    );
    const description = contentType.description ? `"""${contentType.description}"""\n` : '';
    return `${description}type ${name} implements Entry {
  sys: Sys!
  contentfulMetadata: ContentfulMetadata!
  ${fields.map((field) => fieldSdl(contentType, field, extra)).join('\n  ')}
}`;
  });
  return [BASE_SDL, ...types, ...new Set(extra), `type Query {\n  ${queries.join('\n  ')}\n}`].join('\n\n');
}
