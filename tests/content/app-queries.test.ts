import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {parse, validate} from 'graphql';
import {describe, expect, it} from 'vitest';
import {MAX_QUERY_COMPLEXITY, queryComplexity} from '../../dev-backend/content/complexity';
import {loadContentSpace} from '../../dev-backend/server';

/**
 * Every CMS query the storefront sends (app/graphql/cms), checked against
 * the content model's GraphQL schema: it validates (a field the model does
 * not have fails here, not on a page), and it stays under Contentful's
 * complexity limit with the limits it sets.
 */

const space = loadContentSpace();
const DIR = fileURLToPath(new URL('../../app/graphql/cms/', import.meta.url));

async function appQueries(): Promise<Array<[string, string]>> {
  const found: Array<[string, string]> = [];
  for (const file of readdirSync(DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const exports = (await import(`${DIR}${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const entries =
        typeof value === 'string'
          ? [[name, value] as const]
          : value && typeof value === 'object'
            ? Object.entries(value).map(([key, query]) => [`${name}.${key}`, query] as const)
            : [];
      for (const [label, query] of entries) {
        if (typeof query === 'string' && /^\s*(#graphql\s*)?query\s/.test(query))
          found.push([`${file}: ${label}`, query]);
      }
    }
  }
  return found;
}

const queries = await appQueries();

describe('the storefront’s CMS queries against the content model', () => {
  it('finds the queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
  });

  it.each(queries)('%s validates and stays under the complexity limit', (_, query) => {
    const document = parse(query);
    expect(validate(space.schema, document).map((error) => error.message)).toEqual([]);
    expect(queryComplexity(space.schema, document, {ids: ['x'], locale: 'en-US', preview: false})).toBeLessThanOrEqual(
      MAX_QUERY_COMPLEXITY,
    );
  });
});
