import {memo, Suspense, useEffect, useState} from 'react';
import {Await} from 'react-router';
import {Stars} from '~/components/Reviews/Stars';
import type {ProductReviews} from '~/lib/reviews/reviews.server';
import {PRODUCT_STICKY_BAR_ID, scrollBehavior} from '~/lib/scroll';
import {button} from '~/styles/button';
import * as styles from './ProductStickyBar.css';

export interface ProductStickyBarProps {
  title: string;
  /** The price as the page shows it, already formatted. */
  price: string;
  reviews: Promise<ProductReviews | null> | null;
  /** The element holding the page's own buy controls; the bar shows once it has scrolled away. */
  purchaseId: string;
  ctaLabel?: string;
}

/**
 * rules:product-states: the product sticky bar (product, review score and count, a CTA), shown
 * on scroll once the buy controls have left the top of the screen. Its CTA brings
 * the shopper back to those controls, so colour and quantity are still chosen there.
 */
export function ProductStickyBar({title, price, reviews, purchaseId, ctaLabel = 'Buy now'}: ProductStickyBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = document.getElementById(purchaseId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // The sticky header covers the top of the viewport, so 'gone' means gone under it.
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < header);
      },
      {rootMargin: `-${Math.round(header)}px 0px 0px 0px`},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [purchaseId]);

  const backToPurchase = () => {
    const target = document.getElementById(purchaseId);
    if (!target) return;
    target.scrollIntoView({behavior: scrollBehavior(), block: 'center'});
    const control = target.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled])');
    (control ?? target).focus({preventScroll: true});
  };

  return (
    <aside
      id={PRODUCT_STICKY_BAR_ID}
      className={styles.bar}
      data-visible={visible}
      data-testid="product-sticky-bar"
      aria-label={`${title}: quick buy`}
      // Hidden means out of the tab order and the accessibility tree, not just off screen.
      // React 18 passes `inert` through only as a string attribute ('' = on).
      {...(visible ? {} : {inert: ''})}
      aria-hidden={!visible}
    >
      <div className={styles.inner}>
        <div className={styles.details}>
          <p className={styles.title}>{title}</p>
          {reviews ? <StickyRating reviews={reviews} /> : null}
        </div>
        <span className={styles.price}>{price}</span>
        <button type="button" className={button({variant: 'PRIMARY'})} onClick={backToPurchase}>
          {ctaLabel}
        </button>
      </div>
    </aside>
  );
}

/**
 * The review score, behind memo with its own boundary: the bar shows and hides on scroll (a plain
 * update), and that update must not reach this boundary while the reviews are still streaming in
 * or hydrating, or React throws its server HTML away (error 421, decision 0039).
 */
const StickyRating = memo(function StickyRating({reviews}: {reviews: Promise<ProductReviews | null>}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={reviews} errorElement={null}>
        {renderRating}
      </Await>
    </Suspense>
  );
});

function renderRating(data: ProductReviews | null) {
  return data && data.numberOfReviews.total > 0 ? (
    <span className={styles.rating}>
      <Stars score={data.score.trustScore} />
      <span>
        {data.score.trustScore.toFixed(1)} ({data.numberOfReviews.total} Reviews)
      </span>
    </span>
  ) : null;
}
