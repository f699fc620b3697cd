import {describe, expect, it} from 'vitest';
import {
  MANIFEST_MAX_PATHS,
  MANIFEST_MAX_SEGMENTS,
  MANIFEST_URL_LIMIT,
  refuseManifestRequest,
} from './routeManifest.server';

const ask = (query: string, method = 'GET') => {
  const request = new Request(`https://shop.example/__manifest?${query}`, {method});
  return refuseManifestRequest(request, new URL(request.url))?.status ?? 'passes';
};
const query = (paths: string[], version = '51772e19') =>
  new URLSearchParams({paths: paths.join(','), version}).toString();

describe('refuseManifestRequest', () => {
  it('passes what React Router’s client sends (GET or HEAD) and leaves other paths alone', () => {
    expect(ask(query(['/en-GB', '/en-GB/', '/en-GB/blog']))).toBe('passes');
    expect(ask(query(['/']), 'HEAD')).toBe('passes');
    const page = new Request('https://shop.example/blog/?paths=x', {method: 'POST'});
    expect(refuseManifestRequest(page, new URL(page.url))).toBeNull();
  });

  it('holds the limits at their edges: paths, segments, URL length', () => {
    const paths = (count: number) => Array.from({length: count}, (_, index) => `/p${String(index).padStart(3, '0')}`);
    expect(ask(query(paths(MANIFEST_MAX_PATHS)))).toBe('passes');
    expect(ask(query(paths(MANIFEST_MAX_PATHS + 1)))).toBe(400);
    expect(ask(query([`${'/a'.repeat(MANIFEST_MAX_SEGMENTS)}`]))).toBe('passes');
    expect(ask(query([`${'/a'.repeat(MANIFEST_MAX_SEGMENTS + 1)}`]))).toBe(400);
    const base = `https://shop.example/__manifest?${query(['/'])}`;
    expect(ask(`${query(['/'])}${'&'.repeat(MANIFEST_URL_LIMIT - base.length)}`)).toBe('passes');
    expect(ask(`${query(['/'])}${'&'.repeat(MANIFEST_URL_LIMIT - base.length + 1)}`)).toBe(414);
  });

  it('refuses another method, other parameters, a bad version, repeated, unsorted or relative paths', () => {
    expect(ask(query(['/blog']), 'POST')).toBe(405);
    expect(ask(`${query(['/blog'])}&utm_source=x`)).toBe(400);
    expect(ask('paths=/blog')).toBe(400);
    expect(ask(query(['/blog'], '<script>'))).toBe(400);
    expect(ask(query(['/blog', '/blog']))).toBe(400);
    expect(ask(query(['/search', '/blog']))).toBe(400);
    expect(ask(query(['blog']))).toBe(400);
  });
});
