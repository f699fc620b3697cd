import {buildSchema, execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema} from 'graphql';
import {strictFieldResolver} from '../graphql/strict';
import type {Asset, ContentField, ContentType, Entry, Link, SpaceExport} from '../../contentful/spaceExport';
import {MAX_QUERY_COMPLEXITY, queryComplexity} from './complexity';
import {contentSchemaSdl, typeName} from './schema';

/** What a content request may see: the locale asked for and whether drafts count. */
interface Scope {
  locale: string;
  preview: boolean;
  /** Only the preview access token may ask for drafts. */
  allowPreview: boolean;
  origin: string;
}

interface ScopeArgs {
  locale?: string | null;
  preview?: boolean | null;
}

interface CollectionArgs extends ScopeArgs {
  skip?: number;
  limit?: number;
  where?: Record<string, unknown> | null;
  order?: string[] | null;
}

/** Contentful caps a collection's limit at 1000. */
const MAX_LIMIT = 1000;

function contentfulError(message: string, code: string, details?: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    extensions: {contentful: {code, requestId: 'keel-dev', ...(details ? {details} : {})}},
  });
}

function isLink(value: unknown): value is Link {
  return typeof value === 'object' && value !== null && (value as Link).sys?.type === 'Link';
}

/** The space's content, indexed, and the GraphQL schema generated from its content types. */
export class ContentSpace {
  readonly schema: GraphQLSchema;
  readonly contentTypes = new Map<string, ContentType>();
  private readonly entries = new Map<string, Entry>();
  private readonly assets = new Map<string, Asset>();
  private readonly fallbacks = new Map<string, string | null>();
  readonly defaultLocale: string;

  constructor(readonly data: SpaceExport) {
    for (const contentType of data.contentTypes) this.contentTypes.set(contentType.sys.id, contentType);
    for (const entry of data.entries) this.entries.set(entry.sys.id, entry);
    for (const asset of data.assets) this.assets.set(asset.sys.id, asset);
    for (const locale of data.locales) this.fallbacks.set(locale.code, locale.fallbackCode);
    this.defaultLocale = data.locales.find((locale) => locale.default)?.code ?? 'en-US';
    this.schema = buildSchema(contentSchemaSdl(data.contentTypes));
  }

  /** Per-field locale fallback (e.g. en-GB -> en-US), as the space's locales define it. */
  localized<T>(values: Record<string, T> | undefined, locale: string): T | undefined {
    if (!values) return undefined;
    const seen = new Set<string>();
    let code: string | null | undefined = locale;
    while (code && !seen.has(code)) {
      seen.add(code);
      if (values[code] !== undefined) return values[code];
      code = this.fallbacks.get(code);
    }
    return values[this.defaultLocale];
  }

  private visible(sys: {publishedVersion?: number}, scope: Scope): boolean {
    return scope.preview || sys.publishedVersion !== undefined;
  }

  scope(parent: Scope, args: ScopeArgs): Scope {
    const locale = args.locale ?? parent.locale;
    if (!this.fallbacks.has(locale)) {
      throw contentfulError(
        `Query execution error. Requested locale '${locale}' does not exist in the space`,
        'UNKNOWN_LOCALE',
      );
    }
    const preview = args.preview ?? parent.preview;
    if (preview && !parent.allowPreview) {
      throw contentfulError(
        'Query execution error. Preview requests need a Content Preview API access token.',
        'ACCESS_TOKEN_INVALID',
      );
    }
    return {...parent, locale, preview};
  }

  entry(id: string, scope: Scope, contentTypeId?: string) {
    const entry = this.entries.get(id);
    if (!entry || !this.visible(entry.sys, scope)) return null;
    if (contentTypeId && entry.sys.contentType.sys.id !== contentTypeId) return null;
    return this.entryView(entry, scope);
  }

  asset(id: string, scope: Scope) {
    const asset = this.assets.get(id);
    return asset && this.visible(asset.sys, scope) ? this.assetView(asset, scope) : null;
  }

  /**
   * A link that does not resolve (missing, or a draft seen with the delivery
   * token) is null plus an UNRESOLVABLE_LINK error beside the data, as
   * Contentful does; the rest of the response is still served.
   */
  private resolveLink(link: Link, scope: Scope, from: {field: string; contentTypeId: string}): unknown {
    const resolved = link.sys.linkType === 'Asset' ? this.asset(link.sys.id, scope) : this.entry(link.sys.id, scope);
    if (resolved) return resolved;
    const kind = link.sys.linkType === 'Asset' ? 'asset' : 'entry';
    return contentfulError(
      `Query execution error. Link to ${kind} '${link.sys.id}' on field '${from.field}' within type '${typeName(from.contentTypeId)}' cannot be resolved`,
      'UNRESOLVABLE_LINK',
      {
        type: 'FIELD_RESOLUTION_ERROR',
        linkType: link.sys.linkType,
        linkId: link.sys.id,
        field: from.field,
        contentTypeId: from.contentTypeId,
      },
    );
  }

  collection<T>(items: readonly T[], args: CollectionArgs) {
    const skip = args.skip ?? 0;
    const limit = args.limit ?? 100;
    if (limit < 0 || limit > MAX_LIMIT || skip < 0) {
      throw contentfulError(
        `Query execution error. The limit argument must be between 0 and ${MAX_LIMIT}`,
        'BAD_COLLECTION_LIMIT',
      );
    }
    return {total: items.length, skip, limit, items: items.slice(skip, skip + limit)};
  }

  entriesOfType(contentTypeId: string, scope: Scope, args: CollectionArgs) {
    const contentType = this.contentTypes.get(contentTypeId);
    let matching = [...this.entries.values()].filter(
      (entry) => entry.sys.contentType.sys.id === contentTypeId && this.visible(entry.sys, scope),
    );
    if (args.where) matching = matching.filter((entry) => this.matches(entry, args.where ?? {}, scope));
    if (args.order?.length) matching = this.sorted(matching, args.order, scope);
    if (!contentType) return this.collection([], args);
    const page = this.collection(matching, args);
    return {...page, items: page.items.map((entry) => this.entryView(entry, scope))};
  }

  private fieldValue(entry: Entry, fieldId: string, scope: Scope): unknown {
    if (fieldId === 'sys.id') return entry.sys.id;
    if (fieldId === 'sys.publishedAt') return entry.sys.publishedAt;
    if (fieldId === 'sys.firstPublishedAt') return entry.sys.firstPublishedAt;
    return this.localized(entry.fields[fieldId], scope.locale);
  }

  private matches(entry: Entry, where: Record<string, unknown>, scope: Scope): boolean {
    return Object.entries(where).every(([key, expected]) => {
      if (expected === undefined || expected === null) return true;
      if (key === 'AND')
        return (expected as Array<Record<string, unknown>>).every((w) => this.matches(entry, w, scope));
      if (key === 'OR') return (expected as Array<Record<string, unknown>>).some((w) => this.matches(entry, w, scope));
      if (key === 'sys') {
        return Object.entries(expected as Record<string, unknown>).every(([sysKey, sysExpected]) =>
          compare(
            sysKey.startsWith('id') ? entry.sys.id : entry.sys.publishedAt,
            sysKey.replace(/^(id|publishedAt)/, ''),
            sysExpected,
          ),
        );
      }
      const [, field = key, operator = ''] =
        /^(.+?)(_contains_all|_contains_some|_contains_none|_not_in|_not_contains|_not|_in|_contains|_exists|_gte|_gt|_lte|_lt)?$/.exec(
          key,
        ) ?? [];
      const fieldId =
        field.endsWith('Collection') && operator === '_exists' ? field.slice(0, -'Collection'.length) : field;
      return compare(this.fieldValue(entry, fieldId, scope), operator, expected);
    });
  }

  private sorted(entries: Entry[], order: string[], scope: Scope): Entry[] {
    return [...entries].sort((a, b) => {
      for (const key of order) {
        const [, field = '', direction] = /^(.+)_(ASC|DESC)$/.exec(key) ?? [];
        const fieldId = field.startsWith('sys_') ? `sys.${field.slice(4)}` : field;
        const left = this.fieldValue(a, fieldId, scope);
        const right = this.fieldValue(b, fieldId, scope);
        if (left === right) continue;
        const result =
          left === undefined
            ? 1
            : right === undefined
              ? -1
              : String(left).localeCompare(String(right), 'en', {numeric: true});
        return direction === 'DESC' ? -result : result;
      }
      return 0;
    });
  }

  private sysView(sys: Entry['sys'] | Asset['sys']) {
    return {
      id: sys.id,
      spaceId: 'keel',
      environmentId: 'master',
      publishedAt: sys.publishedAt ?? null,
      firstPublishedAt: sys.firstPublishedAt ?? null,
      publishedVersion: sys.publishedVersion ?? null,
    };
  }

  assetView(asset: Asset, parent: Scope) {
    const file = (scope: Scope) => this.localized(asset.fields.file, scope.locale);
    const at = (args: ScopeArgs) => this.scope(parent, args);
    return {
      __typename: 'Asset',
      sys: this.sysView(asset.sys),
      contentfulMetadata: {tags: []},
      title: (args: ScopeArgs) => this.localized(asset.fields.title, at(args).locale) ?? null,
      description: (args: ScopeArgs) => this.localized(asset.fields.description, at(args).locale) ?? null,
      contentType: (args: ScopeArgs) => file(at(args))?.contentType ?? null,
      fileName: (args: ScopeArgs) => file(at(args))?.fileName ?? null,
      size: (args: ScopeArgs) => file(at(args))?.details?.size ?? null,
      width: (args: ScopeArgs) => file(at(args))?.details?.image?.width ?? null,
      height: (args: ScopeArgs) => file(at(args))?.details?.image?.height ?? null,
      url: (args: ScopeArgs & {transform?: Record<string, unknown> | null}) => {
        const url = file(at(args))?.url;
        if (!url) return null;
        const absolute = url.startsWith('/') && !url.startsWith('//') ? `${parent.origin}${url}` : url;
        return withTransform(absolute, args.transform);
      },
    };
  }

  entryView(entry: Entry, parent: Scope): Record<string, unknown> {
    const contentTypeId = entry.sys.contentType.sys.id;
    const contentType = this.contentTypes.get(contentTypeId);
    const view: Record<string, unknown> = {
      __typename: typeName(contentTypeId),
      sys: this.sysView(entry.sys),
      contentfulMetadata: {tags: []},
    };
    for (const field of contentType?.fields ?? []) {
      if (field.omitted) continue;
      this.addField(view, entry, field, parent);
    }
    return view;
  }

  private addField(view: Record<string, unknown>, entry: Entry, field: ContentField, parent: Scope) {
    const from = {field: field.id, contentTypeId: entry.sys.contentType.sys.id};
    const raw = (args: ScopeArgs) => {
      const scope = this.scope(parent, args);
      return {scope, value: this.localized(entry.fields[field.id], scope.locale)};
    };
    if (field.type === 'Link') {
      view[field.id] = (args: ScopeArgs) => {
        const {scope, value} = raw(args);
        return isLink(value) ? this.resolveLink(value, scope, from) : null;
      };
    } else if (field.type === 'Array' && field.items?.type === 'Link') {
      view[`${field.id}Collection`] = (args: CollectionArgs) => {
        const {scope, value} = raw(args);
        const links = Array.isArray(value) ? value.filter(isLink) : [];
        const page = this.collection(links, args);
        return {...page, items: page.items.map((link) => this.resolveLink(link, scope, from))};
      };
    } else if (field.type === 'RichText') {
      view[field.id] = (args: ScopeArgs) => {
        const {scope, value} = raw(args);
        return value ? this.richTextView(value, scope, from) : null;
      };
    } else {
      view[field.id] = (args: ScopeArgs) => raw(args).value ?? null;
    }
  }

  /** Rich text: the document as JSON and the entries and assets it links, by where they sit. */
  private richTextView(document: unknown, scope: Scope, from: {field: string; contentTypeId: string}) {
    const found = {
      block: [] as Link[],
      inline: [] as Link[],
      hyperlink: [] as Link[],
      assetBlock: [] as Link[],
      assetHyperlink: [] as Link[],
    };
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const {nodeType, data, content} = node as {nodeType?: string; data?: {target?: unknown}; content?: unknown[]};
      const target = data?.target;
      if (isLink(target)) {
        if (nodeType === 'embedded-entry-block') found.block.push(target);
        if (nodeType === 'embedded-entry-inline') found.inline.push(target);
        if (nodeType === 'entry-hyperlink') found.hyperlink.push(target);
        if (nodeType === 'embedded-asset-block') found.assetBlock.push(target);
        if (nodeType === 'asset-hyperlink') found.assetHyperlink.push(target);
      }
      content?.forEach(walk);
    };
    walk(document);
    const resolve = (links: Link[]) => links.map((link) => this.resolveLink(link, scope, from));
    return {
      json: document,
      links: {
        entries: {block: resolve(found.block), inline: resolve(found.inline), hyperlink: resolve(found.hyperlink)},
        assets: {block: resolve(found.assetBlock), hyperlink: resolve(found.assetHyperlink)},
        resources: {block: [], inline: [], hyperlink: []},
      },
    };
  }

  /** The Query root: `{type}` and `{type}Collection` for every content type, plus assets. */
  rootValue(base: Scope): Record<string, unknown> {
    const root: Record<string, unknown> = {
      asset: (args: ScopeArgs & {id: string}) => this.asset(args.id, this.scope(base, args)),
      assetCollection: (args: CollectionArgs) => {
        const scope = this.scope(base, args);
        const page = this.collection(
          [...this.assets.values()].filter((asset) => this.visible(asset.sys, scope)),
          args,
        );
        return {...page, items: page.items.map((asset) => this.assetView(asset, scope))};
      },
      entryCollection: (args: CollectionArgs) => {
        const scope = this.scope(base, args);
        const page = this.collection(
          [...this.entries.values()].filter((entry) => this.visible(entry.sys, scope)),
          args,
        );
        return {...page, items: page.items.map((entry) => this.entryView(entry, scope))};
      },
    };
    for (const id of this.contentTypes.keys()) {
      root[id] = (args: ScopeArgs & {id: string}) => this.entry(args.id, this.scope(base, args), id);
      root[`${id}Collection`] = (args: CollectionArgs) => this.entriesOfType(id, this.scope(base, args), args);
    }
    return root;
  }
}

function compare(actual: unknown, operator: string, expected: unknown): boolean {
  switch (operator) {
    case '':
      return actual === expected;
    case '_not':
      return actual !== expected;
    case '_exists':
      return (actual !== undefined && actual !== null) === expected;
    case '_in':
      return Array.isArray(expected) && expected.includes(actual);
    case '_not_in':
      return Array.isArray(expected) && !expected.includes(actual);
    case '_contains':
      return String(actual ?? '')
        .toLowerCase()
        .includes(String(expected).toLowerCase());
    case '_contains_all':
      return Array.isArray(actual) && Array.isArray(expected) && expected.every((value) => actual.includes(value));
    case '_contains_some':
      return Array.isArray(actual) && Array.isArray(expected) && expected.some((value) => actual.includes(value));
    case '_contains_none':
      return !Array.isArray(actual) || !Array.isArray(expected) || !expected.some((value) => actual.includes(value));
    case '_not_contains':
      return !String(actual ?? '')
        .toLowerCase()
        .includes(String(expected).toLowerCase());
    case '_gt':
      return order(actual, expected) > 0;
    case '_gte':
      return order(actual, expected) >= 0;
    case '_lt':
      return order(actual, expected) < 0;
    case '_lte':
      return order(actual, expected) <= 0;
    default:
      return false;
  }
}

/** Numbers compare as numbers; dates (ISO strings) and text as strings. A missing value never matches. */
function order(actual: unknown, expected: unknown): number {
  if (actual === undefined || actual === null) return Number.NaN;
  if (typeof actual === 'number' && typeof expected === 'number') return actual - expected;
  return String(actual).localeCompare(String(expected));
}

/** Contentful's Images API parameters: w, h, q, fm, fit. */
function withTransform(url: string, transform: Record<string, unknown> | null | undefined): string {
  if (!transform) return url;
  const params = new URLSearchParams();
  const names: Record<string, string> = {width: 'w', height: 'h', quality: 'q', format: 'fm', resizeStrategy: 'fit'};
  for (const [key, param] of Object.entries(names)) {
    const value = transform[key];
    if (value !== undefined && value !== null) params.set(param, String(value).toLowerCase());
  }
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export interface ContentRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** Runs one GraphQL Content API request; `preview` is what the access token allows. */
export async function executeContent(
  space: ContentSpace,
  request: ContentRequest,
  options: {preview: boolean; origin: string},
): Promise<{status: number; body: Record<string, unknown>}> {
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    return {
      status: 400,
      body: {
        errors: [
          {message: 'Query not present', extensions: {contentful: {code: 'MISSING_QUERY', requestId: 'keel-dev'}}},
        ],
      },
    };
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    return {
      status: 400,
      body: {
        errors: [
          {
            message: (error as Error).message,
            extensions: {contentful: {code: 'INVALID_QUERY_FORMAT', requestId: 'keel-dev'}},
          },
        ],
      },
    };
  }
  const errors = validate(space.schema, document);
  if (errors.length > 0) {
    return {
      status: 400,
      body: {
        errors: errors.map((error) => ({
          message: error.message,
          locations: error.locations,
          extensions: {
            contentful: {
              code: error.message.startsWith('Cannot query field') ? 'UNKNOWN_FIELD' : 'GRAPHQL_VALIDATION_FAILED',
              requestId: 'keel-dev',
            },
          },
        })),
      },
    };
  }
  const variables =
    request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : {};
  const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
  const complexity = queryComplexity(space.schema, document, variables, operationName);
  if (complexity > MAX_QUERY_COMPLEXITY) {
    return {
      status: 400,
      body: {
        errors: [
          {
            message: `Query cannot be executed. The maximum allowed complexity for a query is ${MAX_QUERY_COMPLEXITY} but it was ${complexity}. Simplify the query e.g. by setting lower limits for collections.`,
            extensions: {
              contentful: {
                code: 'TOO_COMPLEX_QUERY',
                requestId: 'keel-dev',
                details: {cost: complexity, maximumCost: MAX_QUERY_COMPLEXITY},
              },
            },
          },
        ],
      },
    };
  }
  const base: Scope = {
    locale: space.defaultLocale,
    preview: false,
    allowPreview: options.preview,
    origin: options.origin,
  };
  const result = await execute({
    schema: space.schema,
    document,
    rootValue: space.rootValue(base),
    variableValues: variables,
    operationName,
    fieldResolver: strictFieldResolver('Content API'),
  });
  return {
    status: 200,
    body: {
      data: result.data ?? null,
      ...(result.errors ? {errors: result.errors.map((error) => error.toJSON())} : {}),
    },
  };
}
