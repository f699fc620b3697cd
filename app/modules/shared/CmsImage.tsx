import {imageSrcSet, imageUrl} from '~/lib/images';
import type {CmsAsset} from '../types';
import * as styles from './shared.css';

/**
 * A CMS image with its intrinsic width and height (no layout shift), a
 * srcset capped per spec 9, lazy unless it is above the fold.
 */
export function CmsImage({
  asset,
  width,
  sizes,
  eager = false,
  alt,
  className,
  quality,
}: {
  asset: CmsAsset | null | undefined;
  width: number;
  sizes: string;
  eager?: boolean;
  alt?: string;
  className?: string;
  /** spec 9: 80 unless given (75 for a video's cover). */
  quality?: number;
}) {
  if (!asset?.url) return null;
  const sourceWidth = asset.width ?? 1600;
  const sourceHeight = asset.height ?? 1000;
  return (
    <img
      className={className ?? styles.image}
      src={imageUrl(asset.url, {width, quality, format: 'webp'})}
      // imageSrcSet caps each width at 1920 and the source's own.
      srcSet={imageSrcSet(asset.url, [Math.round(width / 2), width, width * 2], sourceWidth, quality)}
      sizes={sizes}
      alt={alt ?? asset.description ?? asset.title ?? ''}
      width={sourceWidth}
      height={sourceHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
