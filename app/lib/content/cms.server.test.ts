import {ORDER_PAGE_QUERY} from '~/graphql/cms/orderContent';
import {PAGE_BY_SLUG_QUERY} from '~/graphql/cms/pageContent';
import type {WithCache} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {CMS_REVALIDATE_SECONDS, CmsRequestError, createCmsClient, logCmsErrors, loggableQuery} from './cms.server';
import {LOCALES} from '../i18n';
import {UPSTREAM_TIMEOUT_MS, UpstreamTimeoutError, UpstreamUnavailableError} from '../upstream.server';

const ENV = {
  CONTENTFUL_SPACE_ID: 'keel',
  CONTENTFUL_ENVIRONMENT: 'master',
  CONTENTFUL_ACCESS_TOKEN: 'delivery',
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview',
  CONTENTFUL_HOST: 'http://127.0.0.1:4000',
};

interface Call {
  url: string;
  init: RequestInit;
  options: {cacheStrategy?: unknown; shouldCacheResult: unknown};
}

/** withCache.run that always runs the call, over a fetch that answers `body` with `status`. */
function fakeCache(body: unknown, status = 200) {
  const calls: Call[] = [];
  let options: Call['options'] = {shouldCacheResult: undefined};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({url, init, options});
      return new Response(JSON.stringify(body), {status});
    }),
  );
  const withCache = {
    run: vi.fn(async (runOptions: Call['options'], call: () => Promise<unknown>) => {
      options = runOptions;
      return call();
    }),
    fetch: vi.fn(),
  } as unknown as WithCache;
  return {withCache, calls};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createCmsClient', () => {
  it('posts to the space endpoint with the delivery token, the locale and a day of stale-while-revalidate', async () => {
    const {withCache, calls} = fakeCache({data: {ok: true}});
    const cms = createCmsClient({env: ENV, withCache, locale: LOCALES['en-GB']});
    await expect(cms.query(PAGE_BY_SLUG_QUERY, {variables: {slug: 'home'}})).resolves.toEqual({ok: true});
    const call = calls[0];
    expect(call?.url).toBe('http://127.0.0.1:4000/content/v1/spaces/keel/environments/master');
    expect(new Headers(call?.init.headers).get('Authorization')).toBe('Bearer delivery');
    expect((JSON.parse(String(call?.init.body)) as {variables: unknown}).variables).toEqual({
      locale: 'en-GB',
      preview: false,
      slug: 'home',
    });
    expect(call?.options.cacheStrategy).toMatchObject({mode: 'public', staleWhileRevalidate: CMS_REVALIDATE_SECONDS});
  });

  it('uses the preview token and no cache in preview mode', async () => {
    const {withCache, calls} = fakeCache({data: {ok: true}});
    const cms = createCmsClient({env: {...ENV, CONTENTFUL_PREVIEW: 'true'}, withCache, locale: LOCALES['en-US']});
    await cms.query(ORDER_PAGE_QUERY);
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer preview');
    expect((JSON.parse(String(calls[0]?.init.body)) as {variables: {preview: boolean}}).variables.preview).toBe(true);
    expect(calls[0]?.options.cacheStrategy).toMatchObject({mode: 'no-store'});
  });

  it('defaults to Contentful’s own GraphQL host', async () => {
    const {withCache, calls} = fakeCache({data: {ok: true}});
    const {CONTENTFUL_HOST: _host, ...env} = ENV;
    await createCmsClient({env, withCache, locale: LOCALES['en-US']}).query(ORDER_PAGE_QUERY);
    expect(calls[0]?.url).toBe('https://graphql.contentful.com/content/v1/spaces/keel/environments/master');
  });

  it('throws a CmsRequestError naming the query when the API fails', async () => {
    const {withCache} = fakeCache(
      {errors: [{message: 'The access token you sent could not be found or is invalid.'}]},
      401,
    );
    const cms = createCmsClient({env: ENV, withCache, locale: LOCALES['en-US']});
    const error = await cms.query(PAGE_BY_SLUG_QUERY, {variables: {slug: 'home'}}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsRequestError);
    expect((error as CmsRequestError).queryName).toBe('PageBySlug');
    expect((error as CmsRequestError).status).toBe(401);
    expect(vi.mocked(console.error).mock.calls.flat().join(' ')).toContain('PageBySlug');
    vi.mocked(console.error).mockClear();
  });

  it('does not cache a response with errors other than unresolvable links', async () => {
    const {withCache, calls} = fakeCache({data: {ok: true}});
    await createCmsClient({env: ENV, withCache, locale: LOCALES['en-US']}).query(ORDER_PAGE_QUERY);
    const shouldCache = calls[0]?.options.shouldCacheResult as (answer: {status: number; data: unknown}) => boolean;
    const unresolvable = {errors: [{message: 'x', extensions: {contentful: {code: 'UNRESOLVABLE_LINK'}}}]};
    const broken = {errors: [{message: 'x', extensions: {contentful: {code: 'UNKNOWN_LOCALE'}}}]};
    expect(shouldCache({status: 200, data: unresolvable})).toBe(true);
    expect(shouldCache({status: 200, data: broken})).toBe(false);
    expect(shouldCache({status: 401, data: null})).toBe(false);
  });

  it('turns a 5xx into an UpstreamUnavailableError, which the document answers as a 503', async () => {
    const {withCache} = fakeCache({message: 'Service Unavailable'}, 503);
    const error = await createCmsClient({env: ENV, withCache, locale: LOCALES['en-US']})
      .query(ORDER_PAGE_QUERY)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).kind).toBe('cms');
  });

  it('gives up with an UpstreamTimeoutError at the CMS deadline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
          ),
      ),
    );
    const saved = UPSTREAM_TIMEOUT_MS.cms;
    UPSTREAM_TIMEOUT_MS.cms = 30;
    const withCache = {
      run: vi.fn(async (_options: unknown, call: () => Promise<unknown>) => call()),
    } as unknown as WithCache;
    const error = await createCmsClient({env: ENV, withCache, locale: LOCALES['en-US']})
      .query(ORDER_PAGE_QUERY)
      .catch((caught: unknown) => caught);
    UPSTREAM_TIMEOUT_MS.cms = saved;
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect((error as UpstreamTimeoutError).url).toBe(
      'http://127.0.0.1:4000/content/v1/spaces/keel/environments/master',
    );
  });
});

describe('logCmsErrors (rules:cms-errors)', () => {
  it('logs UNRESOLVABLE_LINK as info only, and other errors as errors with the query name and the query', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logCmsErrors(
      [
        {message: 'Link to entry x cannot be resolved', extensions: {contentful: {code: 'UNRESOLVABLE_LINK'}}},
        {message: 'Requested locale does not exist', extensions: {contentful: {code: 'UNKNOWN_LOCALE'}}},
      ],
      'PageBySlug',
      `#graphql
        query PageBySlug($slug: String!) {
          pageCollection(where: {slug: $slug}) { items { title } }
        }`,
    );
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toContain('UNRESOLVABLE_LINK');
    const errors = vi.mocked(console.error).mock.calls;
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[0])).toContain('PageBySlug');
    expect(String(errors[0]?.[0])).toContain('UNKNOWN_LOCALE');
    expect(errors[0]?.[1]).toBe(
      'query: query PageBySlug($slug: String!) { pageCollection(where: {slug: $slug}) { items { title } } }',
    );
    vi.mocked(console.error).mockClear();
    info.mockRestore();
  });
});

describe('loggableQuery (rules:cms-errors)', () => {
  it('collapses whitespace, drops the #graphql tag and caps the length', () => {
    expect(loggableQuery(`${'#'}graphql\n  query A {\n    x\n  }\n`)).toBe('query A { x }');
    expect(loggableQuery(`query B { ${'field '.repeat(50)}}`, 20)).toBe('query B { field fiel…');
  });
});
