import {imageSrcSet, imageUrl} from '~/lib/images';
import {cmsImageWidths} from './cmsImageWidths';
import type {CmsAsset} from '../types';
import * as styles from './shared.css';

/**
 * A CMS image with its intrinsic width and height (no layout shift), a
 * srcset capped per rules:layout-constants, lazy unless it is above the fold.
 */
export function CmsImage({
  asset,
  width,
  sizes,
  eager = false,
  alt,
  className,
}: {
  asset: CmsAsset | null | undefined;
  width: number;
  sizes: string;
  eager?: boolean;
  alt?: string;
  className?: string;
}) {
  if (!asset?.url) return null;
  const sourceWidth = asset.width ?? 1600;
  const sourceHeight = asset.height ?? 1000;
  const widths = cmsImageWidths(width);
  return (
    <img
      className={className ?? styles.image}
      src={imageUrl(asset.url, {width: widths.src, format: 'webp'})}
      srcSet={imageSrcSet(asset.url, widths.srcSet, sourceWidth)}
      sizes={sizes}
      alt={alt ?? asset.description ?? asset.title ?? ''}
      width={sourceWidth}
      height={sourceHeight}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is above the fold, often the page's LCP: fetched first (React 18 knows only the lowercase name).
      {...{fetchpriority: eager ? 'high' : 'auto'}}
      decoding="async"
    />
  );
}
