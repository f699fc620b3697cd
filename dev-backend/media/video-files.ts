/**
 * Serves the generated videos in ./video (scripts/media/video.sh, decision
 * 0008) under /media/video/ the way a video CDN would: HLS content types, CORS,
 * short caching for playlists and long for segments, and byte ranges, which
 * browsers use to play, seek and loop an MP4.
 *
 * Only the files listed in manifest.json are served. That is the path-traversal
 * guard. The module lives outside the folder it serves: `.ts` is both TypeScript
 * and MPEG-TS, and the folder is left out of tsc and ESLint.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export interface VideoResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'video');

const TYPES: Record<string, {type: string; cache: string}> = {
  '.m3u8': {type: 'application/vnd.apple.mpegurl', cache: 'public, max-age=60'},
  '.ts': {type: 'video/mp2t', cache: 'public, max-age=31536000, immutable'},
  '.mp4': {type: 'video/mp4', cache: 'public, max-age=31536000, immutable'},
  '.jpg': {type: 'image/jpeg', cache: 'public, max-age=86400'},
};

let listed: Promise<ReadonlySet<string>> | undefined;

/** The files the generator wrote, from manifest.json (read once). */
function servable(): Promise<ReadonlySet<string>> {
  listed ??= readFile(path.join(ROOT, 'manifest.json'), 'utf8')
    .then((text) => {
      const manifest: unknown = JSON.parse(text);
      const files =
        typeof manifest === 'object' && manifest !== null && 'files' in manifest ? manifest.files : undefined;
      return new Set(typeof files === 'object' && files !== null ? Object.keys(files) : []);
    })
    .catch(() => new Set<string>());
  return listed;
}

type Range = {start: number; end: number} | 'unsatisfiable' | undefined;

/**
 * One `bytes=` range (RFC 9110 §14.1.2): `a-b`, `a-` or `-n`. Anything else — another
 * unit, several ranges, a malformed or inverted spec — returns undefined, and the
 * whole file is served with 200, as the RFC allows.
 */
function parseRange(header: string, size: number): Range {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return {start: Math.max(0, size - length), end: size - 1};
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return {start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1)};
}

/**
 * `relativePath` is the part of the URL path after /media/video/, e.g.
 * `rowing/720p/seg_001.ts` (percent-encoding allowed). Returns null for anything
 * that is not one of the generated files, so the caller can answer 404.
 */
export async function serveVideo(
  relativePath: string,
  rangeHeader: string | undefined,
): Promise<{status: number; headers: Record<string, string>; body: Buffer} | null> {
  let name: string;
  try {
    name = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (
    name.includes('\0') ||
    name.includes('\\') ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    return null;
  }
  if (!(await servable()).has(name)) return null;
  const file = path.resolve(ROOT, name);
  if (!file.startsWith(ROOT + path.sep)) return null;
  const kind = TYPES[path.extname(name).toLowerCase()];
  if (!kind) return null;

  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return null;
  }
  const size = body.length;
  const headers: Record<string, string> = {
    'content-type': kind.type,
    'cache-control': kind.cache,
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'accept-ranges, content-length, content-range',
    'x-content-type-options': 'nosniff',
  };
  const range = rangeHeader === undefined ? undefined : parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: {...headers, 'content-range': `bytes */${size}`, 'content-length': '0'},
      body: Buffer.alloc(0),
    };
  }
  if (range) {
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': String(range.end - range.start + 1),
      },
      body: body.subarray(range.start, range.end + 1),
    };
  }
  return {status: 200, headers: {...headers, 'content-length': String(size)}, body};
}
