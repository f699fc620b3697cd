import {memo, Suspense, type ComponentProps, type ReactNode} from 'react';
import {inlineVars} from '~/styles/inlineVars';
import {lazyStyled} from '~/lib/lazy/lazyStyled';
import {Badges} from '~/components/Badge/Badge';
import {Breadcrumb} from '~/components/Breadcrumb/Breadcrumb';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import {PriceTabs} from '~/components/PriceBlock/PriceTabs';
import type {ProductReviews} from '~/lib/reviews/reviews.server';
import type {RenderedModules} from '~/lib/product/loader.server';
import {Await} from 'react-router';
import type {Crumb} from '~/lib/seo/breadcrumb';
import {formatMoney} from '~/lib/money';
import {effectivePrice} from '~/lib/product/pricing';
import type {FinancingView} from '~/lib/product/financing';
import type {SidebarBlock} from '~/lib/product/sidebarBlocks.server';
import type {SidebarLayout} from '~/lib/product/sidebarLayout';
import type {NormalizedVariant} from '~/lib/product/normalizeProduct';
import type {PdpProduct} from '~/lib/product/pdpProduct';
import {useLocale} from '~/lib/useLocale';
import * as styles from './ProductPage.css';
import type {SidebarProps} from './Sidebar';

/** Below the fold: its code loads after the first paint. */
const ReviewsSection = lazyStyled(
  'components/Reviews/ReviewsSection',
  () => import('~/components/Reviews/ReviewsSection'),
);
/** Only matters after a scroll: server-rendered (hidden), its code loads after the first paint. */
const ProductStickyBar = lazyStyled('components/ProductStickyBar/ProductStickyBar', () =>
  import('~/components/ProductStickyBar/ProductStickyBar').then((module) => ({default: module.ProductStickyBar})),
);
/** Streamed anyway (the reviews never block the first paint): its code loads after it too. */
const RatingSummary = lazyStyled('components/Reviews/RatingSummary', () =>
  import('~/components/Reviews/RatingSummary').then((module) => ({default: module.RatingSummary})),
);
/** The CMS modules below the product: streamed, and their renderer's code loads after the first paint. */
const ModuleList = lazyStyled('modules/ModuleRenderer', () =>
  import('~/modules/ModuleRenderer').then((module) => ({default: module.ModuleList})),
);
/** The carousel: its first picture is in the server HTML (the LCP image); its controls' code loads after the first paint. */
const ProductGallery = lazyStyled('components/ProductGallery/ProductGallery', () =>
  import('~/components/ProductGallery/ProductGallery').then((module) => ({default: module.ProductGallery})),
);
/** The rich CMS copy (order message, full description): rendered on the server, the rich-text renderer loads after the first paint. */
const OrderMessage = lazyStyled('components/ProductDetails/ProductDetails', () =>
  import('~/components/ProductDetails/ProductDetails').then((module) => ({default: module.OrderMessage})),
);
const ProductDescription = lazyStyled('components/ProductDetails/ProductDetails', () =>
  import('~/components/ProductDetails/ProductDetails').then((module) => ({default: module.ProductDescription})),
);
/** The sidebar's optional blocks: rendered on the server, their code loads after the first paint. */
const Sidebar = lazyStyled('components/ProductPage/Sidebar', () => import('./Sidebar'));

/*
 * The lazy parts sit behind memo: a parent update (opening a modal re-renders the
 * sidebar) must not reach a Suspense boundary that is still hydrating, or React
 * drops its server HTML and re-renders it on the client (React error 421).
 */
const LazyStickyBar = memo(function LazyStickyBar(props: {
  title: string;
  price: string;
  reviews: Promise<ProductReviews | null> | null;
  purchaseId: string;
}) {
  return (
    <Suspense fallback={null}>
      <ProductStickyBar {...props} />
    </Suspense>
  );
});

const LazyReviews = memo(function LazyReviews({reviews}: {reviews: Promise<ProductReviews | null>}) {
  return (
    <Suspense fallback={null}>
      <ReviewsSection reviews={reviews} />
    </Suspense>
  );
});

const LazyRating = memo(function LazyRating({reviews}: {reviews: Promise<ProductReviews | null>}) {
  return (
    // The rating line's height is kept while it loads, so nothing below it moves.
    <Suspense fallback={<div className={styles.ratingPlaceholder} aria-hidden="true" />}>
      <RatingSummary reviews={reviews} />
    </Suspense>
  );
});

const LazyModules = memo(function LazyModules({modules, now}: {modules: Promise<RenderedModules>; now: number}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={modules} errorElement={null}>
        {(data) =>
          data.modules.length ? <ModuleList modules={data.modules} now={now} navigation={data.navigation} /> : null
        }
      </Await>
    </Suspense>
  );
});

const LazyGallery = memo(function LazyGallery(props: ComponentProps<typeof ProductGallery>) {
  return (
    // The picture's box is kept while the code loads (a client-side navigation), so nothing moves.
    <Suspense fallback={<div className={styles.galleryPlaceholder} aria-hidden="true" />}>
      <ProductGallery {...props} />
    </Suspense>
  );
});

const LazyOrderMessage = memo(function LazyOrderMessage(props: ComponentProps<typeof OrderMessage>) {
  return (
    <Suspense fallback={null}>
      <OrderMessage {...props} />
    </Suspense>
  );
});

const LazyDescription = memo(function LazyDescription(props: ComponentProps<typeof ProductDescription>) {
  return (
    <Suspense fallback={null}>
      <ProductDescription {...props} />
    </Suspense>
  );
});

const LazySidebar = memo(function LazySidebar(props: SidebarProps) {
  return (
    <Suspense fallback={null}>
      <Sidebar {...props} />
    </Suspense>
  );
});

export interface ProductPageProps {
  product: PdpProduct;
  reviews: Promise<ProductReviews | null>;
  variant: NormalizedVariant;
  sidebar: SidebarBlock[];
  sidebarLayout: SidebarLayout;
  financing: FinancingView;
  crumbs: Crumb[];
  noteBanner: {text: string; background: string; color: string; opacity: number} | null;
  /** Choices above the buy button (a rower's colour picker). */
  options?: ReactNode;
  /** The carousel returns here on a colour change (rules:product-states: mediaInsertPosition). */
  mediaInsertPosition?: number;
  /** How this kind of product is bought (a rower's button, an accessory's quantity control). */
  purchase: ReactNode;
  /** The server's clock for countdown blocks. */
  now: number;
  /** rules:product-states: the route's final segment, which may be a configurator preselection id. */
  configuratorVariant?: string | null;
  /** The CMS modules below the product (rules:product-states), streamed. */
  modules?: Promise<RenderedModules>;
}

/** A product detail page (rules:product-states): carousel, and a sidebar of price, badges, colour, add to cart and blocks. */
export function ProductPage({
  product,
  reviews,
  variant,
  sidebar,
  sidebarLayout,
  financing,
  crumbs,
  noteBanner,
  options,
  mediaInsertPosition = 0,
  purchase,
  now,
  configuratorVariant = null,
  modules,
}: ProductPageProps) {
  const figures = effectivePrice(variant.price);
  const images = variant.images.length ? variant.images : product.images;
  const locale = useLocale();
  // rules:product-fields: the out-of-stock order message replaces the order message while the chosen variant is sold out.
  const orderMessage =
    !variant.available && product.messages.outOfStockOrder ? product.messages.outOfStockOrder : product.messages.order;
  return (
    <>
      <article
        className={styles.layout}
        aria-labelledby="product-title"
        data-scroll-type={sidebarLayout.sticky ? 'Sticky' : 'Static'}
      >
        <div>
          {noteBanner ? <NoteBanner {...noteBanner} /> : null}
          <LazyGallery
            images={images}
            title={product.title}
            // rules:product-states: a colour change resets the carousel, except to Pirate Black.
            resetKey={variant.color && variant.color !== 'pirate-black' ? variant.color : undefined}
            resetTo={mediaInsertPosition}
          />
        </div>
        <div className={styles.sidebar} data-spacing={sidebarLayout.spacing}>
          <Breadcrumb crumbs={crumbs} />
          <Badges badges={product.badges} />
          <h1 id="product-title" className={styles.title}>
            {product.title}
          </h1>
          {product.displayReviews ? <LazyRating reviews={reviews} /> : null}
          {financing.financingPrice ? <PriceTabs /> : null}
          <PriceBlock figures={figures} showSaving financing={financing.financingPrice} payLater={financing.payLater} />
          <div id="product-purchase">
            {options}
            {purchase}
          </div>
          {orderMessage ? (
            <LazyOrderMessage message={orderMessage} outOfStock={orderMessage === product.messages.outOfStockOrder} />
          ) : null}
          {/* rules:product-fields description.short: the CMS teaser leads; the store's text where there is none. */}
          <p className={styles.description}>{product.description.short || product.description.full}</p>
          {sidebar.length ? (
            <LazySidebar
              blocks={sidebar}
              variant={variant}
              now={now}
              product={product}
              configuratorVariant={configuratorVariant}
            />
          ) : null}
          {product.altDescription ? (
            <LazyDescription title={product.title} description={product.altDescription} />
          ) : null}
        </div>
      </article>
      <LazyStickyBar
        title={product.title}
        price={formatMoney(figures.total, locale)}
        reviews={product.displayReviews ? reviews : null}
        purchaseId="product-purchase"
      />
      {modules ? <LazyModules modules={modules} now={now} /> : null}
      {product.displayReviews ? <LazyReviews reviews={reviews} /> : null}
    </>
  );
}

function NoteBanner({
  text,
  background,
  color,
  opacity,
}: {
  text: string;
  background: string;
  color: string;
  opacity: number;
}) {
  return (
    <p
      className={styles.note}
      style={inlineVars({
        [styles.noteBackground]: background,
        [styles.noteColor]: color,
        [styles.noteOpacity]: String(opacity / 100),
      })}
      role="note"
    >
      {text}
    </p>
  );
}
