import {Slider} from '~/components/Slider/Slider';
import {IMAGE_WIDTHS, imageUrl} from '~/lib/images';
import * as styles from './SliderView.css';

export interface SliderSlide {
  image?: {url: string; alt: string; width: number; height: number} | null;
  title?: string | null;
  description?: string | null;
}

/**
 * The SLIDER modal (rules:content-fields modal kinds): slides of an image with an optional
 * title and description (the bento blocks, a product's angles), starting at
 * the one that was clicked.
 */
export default function SliderView({props}: {props: Record<string, unknown>; close: () => void}) {
  const slides = Array.isArray(props.slides) ? (props.slides as SliderSlide[]) : [];
  if (!slides.length) return <p>There is nothing to show here.</p>;
  return (
    <Slider
      label={String(props.label ?? props.title ?? 'Slides')}
      arrows={props.arrows === 'FLOATING' ? 'FLOATING' : 'BAR'}
      loop={Boolean(props.loop)}
      autoplay={typeof props.autoplay === 'number' || typeof props.autoplay === 'boolean' ? props.autoplay : false}
      initialIndex={Number(props.index ?? 0)}
      slides={slides.map((slide, index) => (
        <figure key={index} className={styles.slide}>
          {slide.image ? (
            <img
              src={imageUrl(slide.image.url, {width: IMAGE_WIDTHS.default, format: 'webp'})}
              alt={slide.image.alt}
              width={slide.image.width}
              height={slide.image.height}
              loading={index === Number(props.index ?? 0) ? 'eager' : 'lazy'}
              // A drag would start the browser's image drag and cancel the swipe.
              draggable={false}
              className={styles.image}
            />
          ) : null}
          {slide.title || slide.description ? (
            <figcaption>
              {slide.title ? <strong className={styles.title}>{slide.title}</strong> : null}
              {slide.description ? <span>{slide.description}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      ))}
    />
  );
}
