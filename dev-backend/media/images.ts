/**
 * The dev backend's image endpoint for the generated photography in ./assets
 * (rendered by scripts/media/render.ts, decision 0007). It stands in for both
 * Contentful's Images API (w, h, fit, q, fm) and Shopify's CDN (width, height,
 * crop, quality, format), so the storefront can build the same URLs it would in
 * production and get resized, re-encoded images back.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';

export interface ImageResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

type Format = 'jpg' | 'png' | 'webp' | 'avif';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** Spec: images are capped at 1920x1080. */
export const MAX_WIDTH = 1920;
export const MAX_HEIGHT = 1080;
/** Spec: media quality defaults to 80; video covers to 75. */
export const DEFAULT_QUALITY = 80;
export const VIDEO_COVER_QUALITY = 75;
/** Anything larger than this is a typo or an attack, not a layout size. */
const MAX_PARAM = 10_000;

const CONTENT_TYPES: Record<Format, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

// Long-lived and shareable: the URL names the exact transform, and the assets only
// change with a re-render, which the storefront would ship as a new deploy.
const COMMON_HEADERS: Record<string, string> = {
  'cache-control': 'public, max-age=31536000, immutable',
  'access-control-allow-origin': '*',
  'timing-allow-origin': '*',
};

/**
 * Picks a modern format from an Accept header. AVIF stays off unless the caller
 * opts in (or the URL says fm=avif), because encoding it takes seconds per image
 * on the 2-core machines.
 */
export function negotiateFormat(accept: string | undefined, allowAvif = false): 'webp' | 'avif' | null {
  if (!accept) return null;
  if (allowAvif && /\bimage\/avif\b/i.test(accept)) return 'avif';
  return /\bimage\/webp\b/i.test(accept) ? 'webp' : null;
}

function badRequest(message: string): ImageResponse {
  return {status: 400, headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*'}, body: message};
}

/** A positive integer up to MAX_PARAM, or an error message naming the parameter. */
function dimension(params: URLSearchParams, names: readonly string[]): number | undefined | string {
  for (const name of names) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    if (!/^\d+$/.test(raw)) return `${name} must be a positive integer, got "${raw.slice(0, 20)}"`;
    const value = Number(raw);
    if (value <= 0 || value > MAX_PARAM) return `${name} must be between 1 and ${MAX_PARAM}`;
    return value;
  }
  return undefined;
}

function formatFrom(value: string | null, source: Format): Format | string {
  if (value === null || value === '') return source;
  const v = value.toLowerCase();
  if (v === 'jpg' || v === 'jpeg' || v === 'pjpg' || v === 'progressive_jpg') return 'jpg';
  if (v === 'png' || v === 'webp' || v === 'avif') return v;
  return `fm must be one of jpg, png, webp, avif, got "${value.slice(0, 20)}"`;
}

// ---------------------------------------------------------------- cache
/** A small LRU of encoded outputs: Map keeps insertion order, so the first key is the oldest. */
class LruCache {
  private readonly entries = new Map<string, ImageResponse & {body: Buffer}>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}
  get(key: string): (ImageResponse & {body: Buffer}) | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: ImageResponse & {body: Buffer}): void {
    if (value.body.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const evicted = this.entries.get(oldest.value);
      this.entries.delete(oldest.value);
      if (evicted) this.bytes -= evicted.body.length;
    }
  }
  get size(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

const cache = new LruCache(200, 64 * 1024 * 1024);

/** For tests: empty the transform cache and report its size. */
export function imageCacheStats(): {entries: number} {
  return {entries: cache.size};
}
export function clearImageCache(): void {
  cache.clear();
}

// ---------------------------------------------------------------- endpoint
/**
 * Serves `path` (the part after /media/) from ./assets, transformed by `params`.
 * Returns null when there is no such asset, so the caller can fall back to the
 * drawn SVG media. Options come from both vocabularies:
 *   w|width, h|height  positive integers; capped at 1920x1080; never upscaled
 *   fit (fill|pad|thumb|scale|crop) or crop (center|top|...)  cover-crop when both sides are given
 *   q|quality  1..100, default 80 (75 for video covers: video=cover or a path under video/)
 *   fm|format  jpg|png|webp|avif, default the source format
 */
export async function serveImage(requestPath: string, params: URLSearchParams): Promise<ImageResponse | null> {
  // Only lower-case slugs, folders and dots; no parent references, no absolute paths.
  if (!/^[a-z0-9][a-z0-9\-/.]*$/.test(requestPath) || requestPath.includes('..') || requestPath.includes('//')) return null;
  const ext = path.extname(requestPath).slice(1);
  const source: Format | null = ext === 'jpg' || ext === 'jpeg' ? 'jpg' : ext === 'png' ? 'png' : ext === 'webp' ? 'webp' : null;
  if (!source) return null;
  const file = path.join(ASSETS, requestPath);
  if (!file.startsWith(ASSETS + path.sep)) return null;

  const width = dimension(params, ['w', 'width']);
  if (typeof width === 'string') return badRequest(width);
  const height = dimension(params, ['h', 'height']);
  if (typeof height === 'string') return badRequest(height);

  const isVideoCover = params.get('video') === 'cover' || requestPath.startsWith('video/');
  let quality = isVideoCover ? VIDEO_COVER_QUALITY : DEFAULT_QUALITY;
  const qRaw = params.get('q') ?? params.get('quality');
  if (qRaw !== null && qRaw !== '') {
    if (!/^\d+$/.test(qRaw) || Number(qRaw) < 1 || Number(qRaw) > 100) return badRequest(`q must be an integer from 1 to 100, got "${qRaw.slice(0, 20)}"`);
    quality = Number(qRaw);
  }
  const format = formatFrom(params.get('fm') ?? params.get('format'), source);
  if (format !== 'jpg' && format !== 'png' && format !== 'webp' && format !== 'avif') return badRequest(format);

  const fit = (params.get('fit') ?? '').toLowerCase();
  const crop = (params.get('crop') ?? '').toLowerCase();
  const FITS = ['', 'fill', 'pad', 'thumb', 'scale', 'crop', 'clip', 'cover', 'contain'];
  if (!FITS.includes(fit)) return badRequest(`fit must be one of ${FITS.filter(Boolean).join(', ')}`);
  const POSITIONS: Record<string, string> = {
    center: 'centre',
    centre: 'centre',
    top: 'top',
    bottom: 'bottom',
    left: 'left',
    right: 'right',
    top_left: 'left top',
    top_right: 'right top',
    bottom_left: 'left bottom',
    bottom_right: 'right bottom',
    face: 'attention',
    faces: 'attention',
  };
  if (crop !== '' && !(crop in POSITIONS)) return badRequest(`crop must be one of ${Object.keys(POSITIONS).join(', ')}`);

  const key = `${requestPath}|w=${width ?? ''}|h=${height ?? ''}|fit=${fit}|crop=${crop}|q=${quality}|fm=${format}`;
  const hit = cache.get(key);
  if (hit) return hit;

  let input: Buffer;
  try {
    input = await readFile(file);
  } catch {
    return null;
  }
  const meta = await sharp(input).metadata();
  const srcW = meta.width ?? 0;
  const srcH = meta.height ?? 0;
  if (!srcW || !srcH) return null;

  // Target box: the request, capped at 1920x1080 (spec) and at the source (no upscaling).
  const coverCrop = width !== undefined && height !== undefined && (['fill', 'crop', 'thumb', 'cover'].includes(fit) || crop !== '');
  let pipeline = sharp(input);
  if (coverCrop && width !== undefined && height !== undefined) {
    // Keep the requested aspect ratio while shrinking the box into both caps.
    const scale = Math.min(1, MAX_WIDTH / width, MAX_HEIGHT / height, srcW / width, srcH / height);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    pipeline = pipeline.resize(w, h, {fit: 'cover', position: POSITIONS[crop] ?? 'centre'});
  } else {
    const boxW = Math.min(width ?? MAX_WIDTH, MAX_WIDTH, srcW);
    const boxH = Math.min(height ?? MAX_HEIGHT, MAX_HEIGHT, srcH);
    pipeline = pipeline.resize(boxW, boxH, {fit: 'inside', withoutEnlargement: true});
  }
  if (format === 'jpg') pipeline = pipeline.jpeg({quality, progressive: true, mozjpeg: true});
  // PNG stays lossless (quality does not apply); a palette would band the gradients.
  else if (format === 'png') pipeline = pipeline.png({compressionLevel: 8});
  else if (format === 'webp') pipeline = pipeline.webp({quality, effort: 4});
  else pipeline = pipeline.avif({quality, effort: 2});
  const {data, info} = await pipeline.toBuffer({resolveWithObject: true});

  const response = {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': CONTENT_TYPES[format],
      'content-length': String(data.length),
      'x-image-width': String(info.width),
      'x-image-height': String(info.height),
    },
    body: data,
  };
  cache.set(key, response);
  return response;
}
