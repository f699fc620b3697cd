import {useCallback, useEffect, useRef, useState} from 'react';
import {Icon} from '~/components/Icon/Icon';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {scrollBehavior} from '~/lib/scroll';
import {PauseButton, useAutoplayPause, useHold} from '~/components/Slider/autoplay';
import {
  SLIDER_AUTOPLAY_MS,
  SLIDER_GAP,
  stripAutoplay,
  stripCounter,
  stripPosition,
  type StripPosition,
} from '~/components/Slider/sliderRules';
import {productPath} from '~/lib/product/productPaths';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {BadgeList, ProductPrice} from '../shared/ProductPrice';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {CmsProductCard, ModuleExtras, ModuleProductCarousel, ModuleProps} from '../types';
import * as styles from './ProductCarousel.css';

export function productCardPath(product: CmsProductCard): string | null {
  if (!product.shopifyHandle) return null;
  return productPath({
    kind: product.__typename === 'Package' ? 'PACKAGE' : product.rower ? 'ROWER' : 'OTHER',
    handle: product.shopifyHandle,
    category: product.__typename === 'Product' ? product.productCategoryCollection?.items[0]?.slug : undefined,
  });
}

/** The product carousel's cap (rules:layout-constants). */
export const CAROUSEL_PRODUCTS_MAX = 15;

const samePosition = (a: StripPosition, b: StripPosition) =>
  a.first === b.first && a.visible === b.visible && a.atStart === b.atStart && a.atEnd === b.atEnd;

function measure(track: HTMLElement, count: number): StripPosition {
  const card = track.firstElementChild as HTMLElement | null;
  return stripPosition(
    track.scrollLeft,
    track.scrollWidth,
    track.clientWidth,
    card ? card.offsetWidth + SLIDER_GAP : 0,
    count,
  );
}

/**
 * Products and packages in a scroll-snap strip (rules:layout-constants: up to 15) with badge
 * and price: swipe, scroll or tab through the cards, or use the previous and
 * next buttons, which move one card and are dimmed (not removed, so focus
 * stays) at the ends; a counter says which cards are in view. With the
 * CMS `autoplay` it moves on a card every 5 s and from the end back to the
 * first, holds while hovered or focused, and has a pause button; a shopper
 * who asks for reduced motion finds it paused. Each card is reported
 * (view_item_list) once 10% of it is in view, in the page and in the strip
 * (rules:layout-constants, decision 0090).
 */
export function ProductCarousel({
  module,
  anchor,
  theme,
  extras,
}: ModuleProps<ModuleProductCarousel> & {extras?: ModuleExtras}) {
  const titleId = `${anchor}-title`;
  const products = (module.productsCollection?.items ?? [])
    .filter((product): product is CmsProductCard => Boolean(product?.title && product.shopifyHandle))
    .slice(0, CAROUSEL_PRODUCTS_MAX);
  const trackRef = useRef<HTMLUListElement>(null);
  const count = products.length;
  // The server does not know the width: it says the strip starts at its first card.
  const [position, setPosition] = useState<StripPosition>({first: 0, visible: 1, atStart: true, atEnd: count <= 1});
  const autoplay = Boolean(module.autoplay) && count > 1;
  const {paused, toggle} = useAutoplayPause();
  const {held, holdProps} = useHold();
  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = measure(track, count);
    // The position it already shows renders nothing again (a phone's strip shows its first card, as the server says).
    setPosition((shown) => (samePosition(shown, next) ? shown : next));
  }, [count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    track.addEventListener('scroll', onScroll, {passive: true});
    // First measured when the observer reports the strip's first size, after the browser's own layout: measuring
    // here would lay out the page inside the task that draws the module.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (resize) resize.observe(track);
    else update();
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [update]);

  const move = useCallback((direction: 1 | -1 | 'first') => {
    const track = trackRef.current;
    const card = track?.firstElementChild as HTMLElement | null;
    if (!track || !card) return;
    const behavior = scrollBehavior();
    if (direction === 'first') track.scrollTo({left: 0, behavior});
    else track.scrollBy({left: direction * (card.offsetWidth + SLIDER_GAP), behavior});
  }, []);

  const step = stripAutoplay(position, count, {autoplay, paused: paused || held});
  useEffect(() => {
    if (!step) return;
    const timer = setTimeout(() => move(step === 'restart' ? 'first' : 1), SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [step, position.first, move]);

  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="product-carousel">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <div {...holdProps}>
        <ul ref={trackRef} className={styles.track} aria-labelledby={titleId} data-track-view={extras?.trackView}>
          {products.map((product, index) => (
            <li
              key={product.sys.id}
              className={`${shared.card} ${styles.slide}`}
              aria-label={`${index + 1} of ${count}: ${product.title}`}
              data-track-item={product.sys.id}
            >
              <CmsImage asset={product.thumbnail} width={600} sizes="300px" alt="" />
              <div className={shared.cardBody}>
                <BadgeList badges={product.badgesCollection?.items} />
                <h3 className={shared.cardTitle}>
                  <LocaleLink className={shared.cardLink} to={productCardPath(product) ?? '/'}>
                    {product.title}
                  </LocaleLink>
                </h3>
                {module.showPrices !== false ? (
                  <ProductPrice full={product.pdpPrice} discounted={product.pdpDiscountedPrice} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous products"
              aria-disabled={position.atStart}
              onClick={() => !position.atStart && move(-1)}
            >
              <Icon name="previous" size={20} />
            </button>
            <p className={styles.counter} data-testid="carousel-counter">
              {stripCounter(position, count)}
            </p>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next products"
              aria-disabled={position.atEnd}
              onClick={() => !position.atEnd && move(1)}
            >
              <Icon name="next" size={20} />
            </button>
            {autoplay ? (
              <PauseButton paused={paused} label="Pause products" className={styles.arrow} onToggle={toggle} />
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
