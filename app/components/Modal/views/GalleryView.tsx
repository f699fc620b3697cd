import {useRef, useState} from 'react';
import {inlineVars} from '~/styles/inlineVars';
import {IMAGE_WIDTHS, imageUrl} from '~/lib/images';
import type {ProductImage} from '~/lib/product/normalizeProduct';
import * as styles from './GalleryView.css';

/** rules:product-states gallery zoom: pinch zoom is on at widths ≤ 1024px; zoomed means scale > 1.1. */
export const PINCH_MAX_WIDTH = 1024;
export const ZOOMED_SCALE = 1.1;

export default function GalleryView({props}: {props: Record<string, unknown>; close: () => void}) {
  const images = (props.images as ProductImage[] | undefined) ?? [];
  const [index, setIndex] = useState(Number(props.index ?? 0));
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, {x: number; y: number}>());
  const startDistance = useRef<number | null>(null);
  const image = images[index];
  if (!image) return null;

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const pinchEnabled = () => window.innerWidth <= PINCH_MAX_WIDTH;
  const zoomed = scale > ZOOMED_SCALE;

  return (
    <div>
      <div
        className={styles.frame}
        data-zoomed={zoomed}
        onPointerDown={(event) => {
          pointers.current.set(event.pointerId, {x: event.clientX, y: event.clientY});
          if (pointers.current.size === 2) startDistance.current = distance();
        }}
        onPointerMove={(event) => {
          if (!pointers.current.has(event.pointerId)) return;
          pointers.current.set(event.pointerId, {x: event.clientX, y: event.clientY});
          if (pinchEnabled() && pointers.current.size === 2 && startDistance.current) {
            setScale(Math.min(4, Math.max(1, distance() / startDistance.current)));
          }
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          if (pointers.current.size < 2) startDistance.current = null;
        }}
      >
        <img
          src={imageUrl(image.url, {width: IMAGE_WIDTHS.carousel, format: 'webp'})}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className={styles.image}
          style={inlineVars({[styles.scale]: String(scale)})}
        />
      </div>
      <p className={styles.controls}>
        <button type="button" onClick={() => setIndex((current) => Math.max(0, current - 1))} disabled={index === 0}>
          Previous image
        </button>
        <span aria-live="polite">
          {String(index + 1).padStart(2, '0')} / {String(images.length).padStart(2, '0')}
        </span>
        <button
          type="button"
          onClick={() => setIndex((current) => Math.min(images.length - 1, current + 1))}
          disabled={index === images.length - 1}
        >
          Next image
        </button>
      </p>
    </div>
  );
}
