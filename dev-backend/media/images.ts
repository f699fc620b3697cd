/**
 * The dev backend's image endpoint for the generated photography in ./assets
 * (rendered by scripts/media/render.ts, decision 0007) and the video covers in
 * ./video. It stands in for two CDNs, each speaking only its own dialect on its
 * own paths as the real ones do (decision 0116): Contentful's Images API (w, h,
 * fit, f, q, fm) and Shopify's CDN (width, height, crop, format, and WebP by the
 * Accept header). The other CDN's parameters are ignored, so a URL built in the
 * wrong dialect comes back at full size here as it would in production.
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
/** Video covers live beside their videos; their URLs are /media/video/<name>. */
const VIDEO_COVERS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'video');

export type ImageDialect = 'contentful' | 'shopify';
/** Which CDN a path belongs to, and the browser's Accept header (Shopify's CDN negotiates the format). */
export interface ImageCdn {
  dialect: ImageDialect;
  accept?: string;
}

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
  return {
    status: 400,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    },
    body: message,
  };
}

/** A positive integer up to MAX_PARAM, or an error message naming the parameter. */
function dimension(params: URLSearchParams, name: string): number | undefined | string {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) return `${name} must be a positive integer, got "${raw.slice(0, 20)}"`;
  const value = Number(raw);
  if (value <= 0 || value > MAX_PARAM) return `${name} must be between 1 and ${MAX_PARAM}`;
  return value;
}

/** What a request asks for, in either dialect. */
interface Transform {
  width?: number;
  height?: number;
  /** Cover-crop to exactly width x height (both given), from this sharp position. */
  crop?: string;
  quality: number;
  format: Format;
  /** The format followed the Accept header, so the response varies by it. */
  negotiated: boolean;
}

/** Focus areas (Contentful's f) and crop sides (Shopify's crop) as sharp positions. */
const POSITIONS: Record<string, string> = {
  center: 'centre',
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
const CONTENTFUL_FITS = ['pad', 'fill', 'scale', 'crop', 'thumb'];
const SHOPIFY_CROPS = ['center', 'top', 'bottom', 'left', 'right'];

/** Contentful's Images API: w, h, fit, f (focus), q and fm; Shopify's parameters mean nothing here. */
function contentfulTransform(params: URLSearchParams, source: Format, isVideoCover: boolean): Transform | string {
  const width = dimension(params, 'w');
  if (typeof width === 'string') return width;
  const height = dimension(params, 'h');
  if (typeof height === 'string') return height;
  let quality = isVideoCover ? VIDEO_COVER_QUALITY : DEFAULT_QUALITY;
  const qRaw = params.get('q');
  if (qRaw !== null && qRaw !== '') {
    if (!/^\d+$/.test(qRaw) || Number(qRaw) < 1 || Number(qRaw) > 100)
      return `q must be an integer from 1 to 100, got "${qRaw.slice(0, 20)}"`;
    quality = Number(qRaw);
  }
  const fm = (params.get('fm') ?? '').toLowerCase();
  const format = fm === '' ? source : fm === 'jpg' || fm === 'png' || fm === 'webp' || fm === 'avif' ? fm : null;
  if (!format) return `fm must be one of jpg, png, webp, avif, got "${fm.slice(0, 20)}"`;
  const fit = (params.get('fit') ?? '').toLowerCase();
  if (fit !== '' && !CONTENTFUL_FITS.includes(fit)) return `fit must be one of ${CONTENTFUL_FITS.join(', ')}`;
  const focus = (params.get('f') ?? 'center').toLowerCase();
  if (!(focus in POSITIONS)) return `f must be one of ${Object.keys(POSITIONS).join(', ')}`;
  const crops = width !== undefined && height !== undefined && ['fill', 'crop', 'thumb'].includes(fit);
  return {width, height, crop: crops ? POSITIONS[focus] : undefined, quality, format, negotiated: false};
}

/**
 * Shopify's CDN: width, height, crop and format (its image_url filter's parameters); it picks WebP
 * for a browser that accepts it unless a format is asked for. Contentful's parameters mean nothing
 * here, and it takes no quality.
 */
function shopifyTransform(params: URLSearchParams, source: Format, accept: string | undefined): Transform | string {
  const width = dimension(params, 'width');
  if (typeof width === 'string') return width;
  const height = dimension(params, 'height');
  if (typeof height === 'string') return height;
  const crop = (params.get('crop') ?? '').toLowerCase();
  if (crop !== '' && !SHOPIFY_CROPS.includes(crop)) return `crop must be one of ${SHOPIFY_CROPS.join(', ')}`;
  const asked = (params.get('format') ?? '').toLowerCase();
  const named = asked === 'jpg' || asked === 'pjpg' ? 'jpg' : asked === 'png' || asked === 'webp' ? asked : null;
  if (asked !== '' && !named) return `format must be one of jpg, pjpg, png, webp, got "${asked.slice(0, 20)}"`;
  const negotiated = named ? null : negotiateFormat(accept);
  const crops = width !== undefined && height !== undefined && crop !== '';
  return {
    width,
    height,
    crop: crops ? POSITIONS[crop] : undefined,
    quality: DEFAULT_QUALITY,
    format: named ?? negotiated ?? source,
    negotiated: !named,
  };
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
 * Serves `path` (the part after /media/, or after /cdn/shop/ for Shopify) from ./assets, or a
 * video cover from ./video, transformed by `params` in the CDN's own dialect. Returns null when
 * there is no such asset, so the caller can fall back to the drawn SVG media. Either way, sizes
 * are capped at 1920x1080 and never upscaled; a cover crop needs both sides.
 */
export async function serveImage(
  requestPath: string,
  params: URLSearchParams,
  cdn: ImageCdn = {dialect: 'contentful'},
): Promise<ImageResponse | null> {
  // Only lower-case slugs, folders and dots; no parent references, no absolute paths.
  if (!/^[a-z0-9][a-z0-9\-/.]*$/.test(requestPath) || requestPath.includes('..') || requestPath.includes('//'))
    return null;
  const ext = path.extname(requestPath).slice(1);
  const source: Format | null =
    ext === 'jpg' || ext === 'jpeg' ? 'jpg' : ext === 'png' ? 'png' : ext === 'webp' ? 'webp' : null;
  if (!source) return null;
  const isVideoCover = requestPath.startsWith('video/');
  const root = isVideoCover ? VIDEO_COVERS : ASSETS;
  const file = path.join(root, isVideoCover ? requestPath.slice('video/'.length) : requestPath);
  if (!file.startsWith(root + path.sep)) return null;

  const transform =
    cdn.dialect === 'shopify'
      ? shopifyTransform(params, source, cdn.accept)
      : contentfulTransform(params, source, isVideoCover);
  if (typeof transform === 'string') return badRequest(transform);
  const {width, height, crop, quality, format} = transform;

  const key = `${cdn.dialect}|${requestPath}|w=${width ?? ''}|h=${height ?? ''}|crop=${crop ?? ''}|q=${quality}|fm=${format}`;
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
  let pipeline = sharp(input);
  if (crop && width !== undefined && height !== undefined) {
    // Keep the requested aspect ratio while shrinking the box into both caps.
    const scale = Math.min(1, MAX_WIDTH / width, MAX_HEIGHT / height, srcW / width, srcH / height);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    pipeline = pipeline.resize(w, h, {fit: 'cover', position: crop});
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
      ...(transform.negotiated ? {vary: 'Accept'} : {}),
      'content-length': String(data.length),
      'x-image-width': String(info.width),
      'x-image-height': String(info.height),
    },
    body: data,
  };
  cache.set(key, response);
  return response;
}
