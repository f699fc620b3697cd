import {useEffect, useState} from 'react';
import {Stars} from '~/components/Reviews/Stars';
import type {ModuleTheme} from '~/lib/content/moduleTheme';
import {Cta} from '../shared/Cta';
import {themed} from '../shared/shared.css';
import {themeStyle} from '../shared/themeStyle';
import {ProductPrice} from '../shared/ProductPrice';
import type {ModuleProductSticky} from '../types';
import * as styles from './ProductSticky.css';
import {markHydrated} from '../shared/Section';

/**
 * rules:content-fields product sticky: the product, its review score and count and a CTA.
 * With displayOnScroll it appears once the first screen has scrolled away.
 */
export function ProductSticky({module, theme}: {module: ModuleProductSticky; theme?: ModuleTheme | null}) {
  const onScroll = module.displayOnScroll !== false;
  const [visible, setVisible] = useState(!onScroll);
  useEffect(() => {
    if (!onScroll) return;
    const update = () => setVisible(window.scrollY > window.innerHeight * 0.8);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [onScroll]);
  const product = module.product;
  if (!product?.title) return null;
  return (
    <aside
      ref={markHydrated}
      className={`${styles.bar} ${theme ? themed : styles.unthemed}`}
      style={theme ? themeStyle(theme) : undefined}
      data-visible={visible}
      // rules:content-fields: desktopPosition and mobilePosition default to Top.
      data-desktop-position={module.desktopPosition === 'Bottom' ? 'Bottom' : 'Top'}
      data-mobile-position={module.mobilePosition === 'Bottom' ? 'Bottom' : 'Top'}
      data-module="product-sticky"
      aria-label={`${product.title}: quick buy`}
      {...(visible ? {} : {inert: '', 'aria-hidden': true})}
    >
      <div className={styles.inner}>
        <div className={styles.product}>
          <span className={styles.name}>{product.title}</span>
          {module.displayReviews !== false && module.reviewScore != null ? (
            <span className={styles.rating}>
              <Stars score={module.reviewScore} />
              {module.displayReviewCount !== false && module.totalReviews != null ? (
                <span>{module.totalReviews} Reviews</span>
              ) : null}
            </span>
          ) : null}
        </div>
        <ProductPrice
          full={product.pdpPrice}
          discounted={product.pdpDiscountedPrice}
          hideStrikethrough={Boolean(module.hideStrikethrough)}
        />
        <Cta cta={module.cta} />
      </div>
    </aside>
  );
}
