/**
 * Serves the generated videos (scripts/media/video.sh, decision 0008) the way a
 * video CDN does: HLS playlists and MPEG-TS segments for hls.js, an MP4 loop and
 * posters, with byte ranges for the MP4 (browsers seek and loop with Range).
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export interface VideoResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'video');

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

const COMMON: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-length, content-range, accept-ranges',
  'timing-allow-origin': '*',
  'accept-ranges': 'bytes',
};

/** Playlists are small and may be re-rendered; segments never change. */
function cacheControl(ext: string): string {
  return ext === '.m3u8' ? 'public, max-age=300' : 'public, max-age=31536000, immutable';
}

/** Parses a single `bytes=a-b` range (suffix and open ranges too); null means unsatisfiable. */
export function parseRange(header: string, size: number): {start: number; end: number} | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined; // not a form we honour: serve the whole file, as RFC 9110 allows
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const length = Number(to);
    if (length === 0) return null;
    return {start: Math.max(0, size - length), end: size - 1};
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return {start, end};
}

/**
 * `relative` is the path under /media/video/. Returns null when it names no video
 * file, so the caller can fall through to its 404.
 */
export async function serveVideo(relative: string, rangeHeader?: string): Promise<VideoResponse | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const ext = path.extname(decoded).toLowerCase();
  const type = CONTENT_TYPES[ext];
  if (!type || decoded.includes('\0')) return null;
  const file = path.resolve(ROOT, decoded);
  if (!file.startsWith(ROOT + path.sep)) return null; // no ../ out of the video folder
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    size = info.size;
  } catch {
    return null;
  }
  const body = await readFile(file);
  const headers = {...COMMON, 'content-type': type, 'cache-control': cacheControl(ext)};
  if (rangeHeader) {
    const range = parseRange(rangeHeader, size);
    if (range === null) {
      return {status: 416, headers: {...headers, 'content-range': `bytes */${size}`}, body: ''};
    }
    if (range) {
      return {
        status: 206,
        headers: {...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': String(range.end - range.start + 1)},
        body: body.subarray(range.start, range.end + 1),
      };
    }
  }
  return {status: 200, headers: {...headers, 'content-length': String(size)}, body};
}
