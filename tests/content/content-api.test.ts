import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startBackendFromEnv} from '../../dev-backend/main';
import type {RunningBackend} from '../../dev-backend/server';

/**
 * The Contentful-style GraphQL Content API over HTTP, on a small fixture
 * space whose every case is known: locale fallback, drafts, links to a draft
 * and to a missing entry, rich text links, limits and auth.
 */

const FIXTURE = fileURLToPath(new URL('./fixtures/space.json', import.meta.url));
const DELIVERY = 'keel-dev-content-delivery-token';
const PREVIEW = 'keel-dev-content-preview-token';

let backend: RunningBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'keel-content-'));
  backend = await startBackendFromEnv({port: 0, dataDir, quiet: true, contentFile: FIXTURE});
});

afterAll(async () => {
  await backend.close();
  rmSync(dataDir, {recursive: true, force: true});
});

interface ContentResponse {
  status: number;
  // Response shapes are checked field by field by the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: Record<string, any> | null;
  errors?: Array<{
    message: string;
    path?: Array<string | number>;
    extensions: {contentful: {code: string; details?: Record<string, unknown>}};
  }>;
}

async function content(
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = DELIVERY,
  path = '/content/v1/spaces/keel/environments/master',
): Promise<ContentResponse> {
  const response = await fetch(`${backend.origin}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, ...((await response.json()) as Omit<ContentResponse, 'status'>)};
}

const ARTICLE = `query A($locale: String, $preview: Boolean) {
  article(id: "a1", locale: $locale, preview: $preview) {
    sys { id publishedAt }
    title slug rank tags
    hero { url title description width height contentType }
    author { name }
    relatedCollection(limit: 5) { total items { sys { id } title } }
    body { json links { entries { block { sys { id } } hyperlink { sys { id } } inline { sys { id } } } assets { block { sys { id } url } } } }
  }
}`;

describe('content API: auth and routing', () => {
  it('answers 401 with Contentful’s error shape for a wrong or missing token', async () => {
    const wrong = await content('{ articleCollection { total } }', {}, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.errors?.[0]?.extensions.contentful.code).toBe('ACCESS_TOKEN_INVALID');
    const missing = await content('{ articleCollection { total } }', {}, null);
    expect(missing.status).toBe(401);
    expect(missing.errors?.[0]?.extensions.contentful.code).toBe('ACCESS_TOKEN_MISSING');
  });

  it('refuses an unknown space or environment', async () => {
    expect(
      (await content('{ articleCollection { total } }', {}, DELIVERY, '/content/v1/spaces/other/environments/master'))
        .errors?.[0]?.extensions.contentful.code,
    ).toBe('UNKNOWN_SPACE');
    expect(
      (await content('{ articleCollection { total } }', {}, DELIVERY, '/content/v1/spaces/keel/environments/staging'))
        .errors?.[0]?.extensions.contentful.code,
    ).toBe('UNKNOWN_ENVIRONMENT');
  });

  it('rejects unknown fields as validation errors', async () => {
    const response = await content('{ articleCollection { items { notAField } } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions.contentful.code).toBe('UNKNOWN_FIELD');
  });
});

describe('content API: entries, locales and links', () => {
  it('resolves fields, assets, linked entries and rich text links in en-US', async () => {
    const {data, errors} = await content(ARTICLE, {locale: 'en-US'});
    const article = data?.article;
    expect(article).toMatchObject({
      sys: {id: 'a1'},
      title: 'Color your rows',
      slug: 'colour',
      rank: 2,
      tags: ['training', 'technique'],
    });
    expect(article.hero).toEqual({
      url: `${backend.origin}/media/lifestyle/river-dawn.jpg`,
      title: 'Dawn',
      description: 'A river at dawn',
      width: 1920,
      height: 1080,
      contentType: 'image/jpeg',
    });
    expect(article.author).toEqual({name: 'Maya Okafor'});
    expect(article.body.json.nodeType).toBe('document');
    expect(article.body.links.entries.hyperlink).toEqual([{sys: {id: 'a2'}}]);
    expect(article.body.links.assets.block).toEqual([
      {sys: {id: 'hero'}, url: `${backend.origin}/media/lifestyle/river-dawn.jpg`},
    ]);
    // a3 is a draft and 'missing' does not exist: null items, UNRESOLVABLE_LINK errors beside the data.
    expect(article.relatedCollection.total).toBe(3);
    expect(article.relatedCollection.items).toEqual([{sys: {id: 'a2'}, title: 'Rowing at dawn'}, null, null]);
    expect(article.body.links.entries.block).toEqual([null]);
    const unresolvable = errors?.filter((error) => error.extensions.contentful.code === 'UNRESOLVABLE_LINK') ?? [];
    expect(unresolvable.map((error) => error.extensions.contentful.details?.linkId).sort()).toEqual([
      'a3',
      'a3',
      'missing',
    ]);
    expect(unresolvable[0]?.path?.[0]).toBe('article');
  });

  it('falls back per field from en-GB to en-US', async () => {
    const gb = await content(ARTICLE, {locale: 'en-GB'});
    expect(gb.data?.article.title).toBe('Colour your rows');
    expect(gb.data?.article.relatedCollection.items[0].title).toBe('Rowing at dawn');
    expect(gb.data?.article.slug).toBe('colour');
  });

  it('answers an unknown locale with UNKNOWN_LOCALE', async () => {
    const response = await content(ARTICLE, {locale: 'fr-FR'});
    expect(response.errors?.[0]?.extensions.contentful.code).toBe('UNKNOWN_LOCALE');
  });

  it('shows drafts only to the preview token with preview: true', async () => {
    const query = `query($preview: Boolean) { articleCollection(preview: $preview, order: [rank_ASC]) { total items { slug } } }`;
    const delivery = await content(query, {preview: false});
    expect(delivery.data?.articleCollection.items.map((item: {slug: string}) => item.slug)).toEqual(['dawn', 'colour']);
    const preview = await content(query, {preview: true}, PREVIEW);
    expect(preview.data?.articleCollection.items.map((item: {slug: string}) => item.slug)).toEqual([
      'dawn',
      'colour',
      'soon',
    ]);
    const previewLinks = await content(ARTICLE, {locale: 'en-US', preview: true}, PREVIEW);
    expect(previewLinks.data?.article.relatedCollection.items[1]).toEqual({sys: {id: 'a3'}, title: 'Coming soon'});
    const refused = await content(query, {preview: true}, DELIVERY);
    expect(refused.errors?.[0]?.extensions.contentful.code).toBe('ACCESS_TOKEN_INVALID');
  });

  it('filters, orders, skips and limits collections', async () => {
    const {data} = await content(`{
      bySlug: articleCollection(where: {slug: "dawn"}) { total items { title } }
      contains: articleCollection(where: {title_contains: "rows"}) { items { slug } }
      ordered: articleCollection(order: [rank_DESC], limit: 1, skip: 0) { total skip limit items { slug } }
      skipped: articleCollection(order: [rank_ASC], skip: 1) { items { slug } }
      withTag: articleCollection(where: {tags_exists: true}) { items { slug } }
      someTag: articleCollection(where: {tags_contains_some: ["technique", "other"]}) { items { slug } }
      either: articleCollection(where: {OR: [{slug: "dawn"}, {rank_gte: 2}]}, order: [rank_ASC]) { items { slug } }
    }`);
    expect(data?.bySlug).toEqual({total: 1, items: [{title: 'Rowing at dawn'}]});
    expect(data?.contains.items).toEqual([{slug: 'colour'}]);
    expect(data?.ordered).toEqual({total: 2, skip: 0, limit: 1, items: [{slug: 'colour'}]});
    expect(data?.skipped.items).toEqual([{slug: 'colour'}]);
    expect(data?.withTag.items).toEqual([{slug: 'colour'}]);
    expect(data?.someTag.items).toEqual([{slug: 'colour'}]);
    expect(data?.either.items).toEqual([{slug: 'dawn'}, {slug: 'colour'}]);
  });

  it('refuses a query whose nested collection limits are too complex, as Contentful does', async () => {
    const tooComplex = await content(
      `{ articleCollection(limit: 200) { items { relatedCollection(limit: 100) { items { title } } } } }`,
    );
    expect(tooComplex.status).toBe(400);
    expect(tooComplex.errors?.[0]?.extensions.contentful.code).toBe('TOO_COMPLEX_QUERY');
    const limited = await content(
      `{ articleCollection(limit: 10) { items { relatedCollection(limit: 3) { items { title } } } } }`,
    );
    expect(limited.status).toBe(200);
  });

  it('rejects a collection limit above 1000', async () => {
    const response = await content(`{ articleCollection(limit: 1001) { total } }`);
    expect(response.errors?.[0]?.extensions.contentful.code).toBe('BAD_COLLECTION_LIMIT');
  });
});
