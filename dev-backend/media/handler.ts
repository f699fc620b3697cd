import {respond, send, type Handler} from '../http/handler';
import {serveImage} from './images';
import {mediaSvg} from './svg';
import {serveVideo} from './video-files';

const readable = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Video with ranges under /media/video/; Contentful's assets under /media/ and Shopify's under its
 * CDN's /cdn/shop/: one set of files, each path answering only its own CDN's parameters (decisions 0116, 0142).
 */
export const mediaHandler: Handler = async (request) => {
  const url = new URL(request.url);
  if (!readable(request.method)) return null;
  // A video's cover is an image: it is resized like any other CMS image, not sent whole.
  const video = /^\/media\/video\/(.+)$/.exec(url.pathname);
  if (video && !/\.(jpe?g|png|webp)$/.test(url.pathname)) {
    const file = await serveVideo(video[1] ?? '', request.headers.get('range') ?? undefined);
    return file ? respond(file.status, file.body, file.headers) : send(404, 'Not found');
  }
  const media = /^\/(media|cdn\/shop)\/(.+)$/.exec(url.pathname);
  if (!media) return null;
  const dialect = media[1] === 'media' ? 'contentful' : 'shopify';
  const image = await serveImage(media[2] ?? '', url.searchParams, {
    dialect,
    accept: request.headers.get('accept') ?? undefined,
  });
  if (image) return respond(image.status, image.body, image.headers);
  const svg = mediaSvg(media[2] ?? '');
  if (!svg) return send(404, 'Not found');
  return respond(200, svg, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
    'access-control-allow-origin': '*',
  });
};
