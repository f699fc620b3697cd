import {useEffect, useRef, useState} from 'react';
import {ModalButton} from '~/components/Modal/ModalBridge';
import {IMAGE_WIDTHS, imageSrcSet, imageUrl, PHONE_WIDTHS} from '~/lib/images';
import {scrollBehavior} from '~/lib/scroll';
import {CAROUSEL_THUMBNAIL, THUMBNAIL_SIZES, THUMBNAIL_WIDTHS} from '~/lib/product/productImages';
import type {ProductImage} from '~/lib/product/normalizeProduct';
import * as styles from './ProductGallery.css';
import {markHydrated} from '~/modules/shared/Section';

/**
 * The product carousel (rules:product-states): slides and thumbnails labelled 'Product
 * slide N', prev/next, and 'Zoom in on image' opening the gallery modal.
 * `resetKey` changes (a new colour) return it to `resetTo` (rules:product-states).
 */
export function ProductGallery({
  images,
  title,
  resetKey,
  resetTo = 0,
}: {
  images: ProductImage[];
  title: string;
  resetKey?: string;
  resetTo?: number;
}) {
  const [index, setIndex] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const count = images.length;

  const [seenKey, setSeenKey] = useState(resetKey);
  const scrollTo = (slide: number, smooth: boolean) => {
    const track = trackRef.current;
    if (track) track.scrollTo({left: slide * track.clientWidth, behavior: smooth ? scrollBehavior() : 'auto'});
  };
  // The slide a smooth scroll is heading for: the slides it passes on the way are not chosen.
  const heading = useRef<number | null>(null);
  // A shopper's own scroll (touch, wheel, keys) takes over from it.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const release = () => {
      heading.current = null;
    };
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const type of events) track.addEventListener(type, release, {passive: true});
    return () => {
      for (const type of events) track.removeEventListener(type, release);
    };
  }, []);
  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(count - 1, next));
    heading.current = clamped;
    setIndex(clamped);
    scrollTo(clamped, true);
  };

  // A new colour (resetKey) moves the carousel to resetTo, decided while rendering.
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    if (resetKey !== undefined) setIndex(Math.min(resetTo, Math.max(0, count - 1)));
  }
  useEffect(() => {
    heading.current = null;
    scrollTo(index, false);
    // Only a colour change jumps the track; user navigation scrolls smoothly in go().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seenKey]);

  if (count === 0) return null;
  return (
    <section
      ref={markHydrated}
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={`${title} images`}
    >
      {/* The arrows and the zoom button sit on the picture, not on the thumbnails under it. */}
      <div className={styles.stage}>
        <div
          ref={trackRef}
          className={styles.track}
          // A scrollable region must be reachable by keyboard (arrow keys scroll it once focused).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label="Product images, scroll sideways"
          onScroll={(event) => {
            const track = event.currentTarget;
            const current = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
            if (heading.current !== null) {
              if (Math.abs(track.scrollLeft - heading.current * track.clientWidth) > 1) return;
              heading.current = null;
            }
            if (current !== index) setIndex(current);
          }}
        >
          {images.map((image, slide) => (
            <div
              key={image.url}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`Product slide ${slide + 1}`}
              aria-hidden={slide !== index}
            >
              <img
                className={styles.image}
                src={imageUrl(image.url, {width: IMAGE_WIDTHS.carouselMobile, format: 'webp'})}
                srcSet={imageSrcSet(image.url, [...PHONE_WIDTHS, 1400, IMAGE_WIDTHS.carousel], image.width)}
                sizes="(min-width: 1025px) 60vw, 100vw"
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={slide === 0 ? 'eager' : 'lazy'}
                // The first slide is the PDP's LCP image: fetched first; the others, out of sight beside it, after
                // everything else (decision 0165). React 18 knows only the lowercase name.
                {...{fetchpriority: slide === 0 ? 'high' : 'low'}}
                decoding="async"
              />
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label="Previous image"
            >
              ‹
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(index + 1)}
              disabled={index === count - 1}
              aria-label="Next image"
            >
              ›
            </button>
          </div>
        ) : null}
        <ModalButton kind="GALLERY" props={{images, index, title}} className={styles.zoom}>
          Zoom in on image
        </ModalButton>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} aria-label="Choose an image">
          {images.map((image, slide) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Product slide ${slide + 1}`}
                aria-current={slide === index}
                onClick={() => go(slide)}
              >
                {/* rules:product-states: thumbnails are requested 400 wide at most; the srcset offers their drawn size and twice it (decision 0116). */}
                <img
                  className={styles.thumbnailImage}
                  src={imageUrl(image.url, {width: IMAGE_WIDTHS.thumbnail, format: 'webp'})}
                  srcSet={imageSrcSet(image.url, THUMBNAIL_WIDTHS, image.width)}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  width={CAROUSEL_THUMBNAIL.desktop.size}
                  height={(CAROUSEL_THUMBNAIL.desktop.size * 3) / 4}
                  loading="lazy"
                  {...{fetchpriority: 'low'}}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
