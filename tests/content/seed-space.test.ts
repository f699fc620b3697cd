import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {getNamedType, isEnumType, isObjectType, isScalarType, type GraphQLField, type GraphQLObjectType} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startBackendFromEnv} from '../../dev-backend/main';
import {loadContentSpace, type RunningBackend} from '../../dev-backend/server';

/**
 * The seed space over HTTP: every content type is queried in both locales,
 * with every field it has (scalars, and the sys id of links), through the
 * delivery token. Only unresolvable links (drafts) may come back as errors.
 */

const space = loadContentSpace();
let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'keel-seed-space-'));
  backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
});

afterAll(async () => {
  await backend.close();
  rmSync(dataDir, {recursive: true, force: true});
});

function selection(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .map((field: GraphQLField<unknown, unknown>) => {
      const named = getNamedType(field.type);
      if (isScalarType(named) || isEnumType(named)) return field.name;
      if (field.name === 'sys') return 'sys { id publishedAt }';
      if (field.name === 'contentfulMetadata') return '';
      if (field.name.endsWith('Collection')) {
        const items = getNamedType((named as GraphQLObjectType).getFields().items?.type ?? named);
        const item = items.name === 'Asset' ? 'sys { id } url' : '__typename ... on Entry { sys { id } }';
        return `${field.name}(limit: 3) { total items { ${item} } }`;
      }
      if (named.name === 'Asset') return `${field.name} { url width height }`;
      if (named.name === 'Location') return `${field.name} { lat lon }`;
      if (isObjectType(named) && named.getFields().json) return `${field.name} { json }`;
      return `${field.name} { __typename ... on Entry { sys { id } } }`;
    })
    .filter(Boolean)
    .join(' ');
}

async function query(body: string, locale: string) {
  const response = await fetch(`${backend.origin}/content/v1/spaces/keel/environments/master`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: 'Bearer keel-dev-content-delivery-token'},
    body: JSON.stringify({query: body, variables: {locale}}),
  });
  return (await response.json()) as {
    data?: Record<string, {total: number; items: unknown[]}>;
    errors?: Array<{message: string; extensions?: {contentful?: {code?: string}}}>;
  };
}

const contentTypes = [...space.contentTypes.keys()];

describe('every content type of the seed, in both locales', () => {
  it('has the whole content model', () => {
    expect(contentTypes.length).toBeGreaterThanOrEqual(70);
  });

  it.each(
    contentTypes.flatMap(
      (id) =>
        [
          [id, 'en-US'],
          [id, 'en-GB'],
        ] as const,
    ),
  )('%s in %s', async (id, locale) => {
    const type = space.schema.getType(id.charAt(0).toUpperCase() + id.slice(1)) as GraphQLObjectType;
    const result = await query(
      `query Q($locale: String!) { ${id}Collection(limit: 5, locale: $locale) { total items { ${selection(type)} } } }`,
      locale,
    );
    const unexpected = (result.errors ?? []).filter(
      (error) => error.extensions?.contentful?.code !== 'UNRESOLVABLE_LINK',
    );
    expect(unexpected).toEqual([]);
    const collection = result.data?.[`${id}Collection`];
    expect(collection?.total).toBeGreaterThan(0);
    expect(collection?.items.length).toBeGreaterThan(0);
  });
});

describe('locale fallback and drafts in the seed', () => {
  it('serves British copy in en-GB and falls back to en-US per field', async () => {
    const result = await query(
      `query Q($locale: String!) { pageFlexibleLayoutCollection(where: {slug: "home"}, locale: $locale) { items { title slug } } moduleHeroCollection(limit: 1, locale: $locale) { items { description backgroundColor } } }`,
      'en-GB',
    );
    const hero = (result.data?.moduleHeroCollection?.items[0] ?? {}) as {
      description?: string;
      backgroundColor?: string;
    };
    expect(hero.description).toContain('Delivered in 5-7 days');
    // backgroundColor is not localised: en-GB reads the en-US value.
    expect(hero.backgroundColor).toBe('Deep Sea');
  });

  it('reports the draft article linked from a published one as UNRESOLVABLE_LINK to the delivery token', async () => {
    const result = await query(
      `query Q($locale: String!) { blogArticleCollection(limit: 20, locale: $locale) { items { slug relatedArticlesCollection(limit: 5) { items { slug } } } } }`,
      'en-US',
    );
    const codes = (result.errors ?? []).map((error) => error.extensions?.contentful?.code);
    expect(codes).toContain('UNRESOLVABLE_LINK');
  });
});
