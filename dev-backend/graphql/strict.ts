import {GraphQLError, type GraphQLFieldResolver} from 'graphql';

/**
 * The field resolver of both dev APIs. A source object answers a field by a
 * property of the same name (a value, or a function of the field's
 * arguments). A field the backend has not implemented is an error that names
 * it, never a silent null: the storefront must not be built against data
 * that the real APIs would return and this one quietly drops.
 */
export function strictFieldResolver(apiName: string): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    if (source === null || typeof source !== 'object') {
      throw new GraphQLError(`${info.parentType.name}.${info.fieldName} has no source object`);
    }
    if (!(info.fieldName in source)) {
      throw new GraphQLError(
        `${info.parentType.name}.${info.fieldName} is not implemented by the ${apiName} dev backend.`,
        {extensions: {code: 'NOT_IMPLEMENTED'}},
      );
    }
    const value: unknown = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? value.call(source, args, context, info) : value;
  };
}

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: Array<{cursor: string; node: T}>;
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

export function encodeCursor(key: string): string {
  return Buffer.from(`cursor:${key}`).toString('base64url');
}

function decodeCursor(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!decoded.startsWith('cursor:')) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return decoded.slice('cursor:'.length);
}

/**
 * Relay cursor pagination as the Storefront API does it: one of first/last is
 * required, at most 250, and cursors are opaque strings.
 */
export function connection<T>(items: readonly T[], args: ConnectionArgs, keyOf: (item: T) => string): Connection<T> {
  const {first, last, after, before} = args;
  if (first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  for (const value of [first, last]) {
    if (value != null && (value < 0 || value > 250)) {
      throw new GraphQLError('first and last must be between 0 and 250', {
        extensions: {code: 'BAD_REQUEST'},
      });
    }
  }
  const ordered = args.reverse ? [...items].reverse() : [...items];
  let start = 0;
  let end = ordered.length;
  if (after) {
    const index = ordered.findIndex((item) => keyOf(item) === decodeCursor(after));
    start = index === -1 ? ordered.length : index + 1;
  }
  if (before) {
    const index = ordered.findIndex((item) => keyOf(item) === decodeCursor(before));
    end = index === -1 ? end : index;
  }
  let window = ordered.slice(start, end);
  let hasNextPage = end < ordered.length;
  let hasPreviousPage = start > 0;
  if (first != null) {
    hasNextPage = window.length > first || hasNextPage;
    window = window.slice(0, first);
  }
  if (last != null) {
    hasPreviousPage = window.length > last || hasPreviousPage;
    window = window.slice(Math.max(0, window.length - last));
  }
  const edges = window.map((node) => ({cursor: encodeCursor(keyOf(node)), node}));
  return {
    edges,
    nodes: window,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
