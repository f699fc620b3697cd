import {lazy, memo, Suspense, useState, type ReactNode} from 'react';
import {Badges} from '~/components/Badge/Badge';
import {Breadcrumb} from '~/components/Breadcrumb/Breadcrumb';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import {PriceBlock, PriceTabs} from '~/components/PriceBlock/PriceBlock';
import {ProductGallery} from '~/components/ProductGallery/ProductGallery';
import {RatingSummary} from '~/components/Reviews/RatingSummary';
import type {ProductReviews} from '~/lib/reviews.server';
import type {CmsPackageSummary, CmsSidebarBaseComponent, CmsSidebarConfigurator, CmsSidebarCountdown, CmsSidebarItem, CmsSidebarValueProps} from '~/graphql/cms/pdp';
import {isShownInLocale} from '~/lib/content';
import {productBreadcrumb} from '~/lib/breadcrumb';
import {formatMoney} from '~/lib/money';
import {configuratorSlug} from '~/lib/productPaths';
import {button} from '~/styles/button.css';
import {effectivePrice, productBlockTitle} from '~/lib/pricing';
import type {NormalizedProduct, NormalizedVariant} from '~/lib/product/normalize';
import {useLocale} from '~/lib/useLocale';
import * as styles from './ProductPage.css';

/** Below the fold: its code loads after the first paint. */
const ReviewsSection = lazy(() => import('~/components/Reviews/Reviews'));
/** Only matters after a scroll: server-rendered (hidden), its code loads after the first paint. */
const ProductStickyBar = lazy(() => import('~/components/ProductStickyBar/ProductStickyBar').then((module) => ({default: module.ProductStickyBar})));
/** Not every PDP has one; its code (and the countdown machine's) stays out of the first load. */
const Countdown = lazy(() => import('~/components/Countdown/Countdown').then((module) => ({default: module.Countdown})));

/** Opened on demand: its code, XState and its content load when the shopper asks for it. */
const PdpConfigurator = lazy(() => import('~/components/Configurator/PdpConfigurator'));

/*
 * The lazy parts sit behind memo: a parent update (opening a modal re-renders the
 * sidebar) must not reach a Suspense boundary that is still hydrating, or React
 * drops its server HTML and re-renders it on the client (React error 421).
 */
const LazyStickyBar = memo(function LazyStickyBar(props: {title: string; price: string; reviews: Promise<ProductReviews | null> | null; purchaseId: string}) {
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

const LazyCountdown = memo(function LazyCountdown({endDate, now, title}: {endDate: string; now: number; title: string | null}) {
  return (
    // Rendered on the server (streaming SSR waits for the lazy module); hydration loads its code after.
    <div data-testid="pdp-countdown">
      <Suspense fallback={null}>
        <Countdown endDate={endDate} now={now} title={title} />
      </Suspense>
    </div>
  );
});

export interface ProductPageProps {
  product: NormalizedProduct;
  reviews: Promise<ProductReviews | null>;
  variant: NormalizedVariant;
  sidebar: CmsSidebarItem[];
  noteBanner: {text: string; background: string; color: string; opacity: number} | null;
  /** Choices above the buy button (a rower's colour picker). */
  options?: ReactNode;
  /** The carousel returns here on a colour change (spec 4: mediaInsertPosition). */
  mediaInsertPosition?: number;
  /** How this kind of product is bought (a rower's button, an accessory's quantity control). */
  purchase: ReactNode;
  /** The server's clock for countdown blocks. */
  now: number;
  /** spec 2: the route's final segment, which may be a configurator preselection id. */
  configuratorVariant?: string | null;
}

/** A product detail page (spec 2): carousel, and a sidebar of price, badges, colour, add to cart and blocks. */
export function ProductPage({product, reviews, variant, sidebar, noteBanner, options, mediaInsertPosition = 0, purchase, now, configuratorVariant = null}: ProductPageProps) {
  const figures = effectivePrice(variant.price);
  const images = variant.images.length ? variant.images : product.images;
  const crumbs = productBreadcrumb({title: product.title, isRower: product.isRower, category: product.category});
  const locale = useLocale();
  return (
    <>
    <article className={styles.layout} aria-labelledby="product-title">
      <div>
        {noteBanner ? <NoteBanner {...noteBanner} /> : null}
        <ProductGallery
          images={images}
          title={product.title}
          // spec 4: a colour change resets the carousel, except to Pirate Black.
          resetKey={variant.color && variant.color !== 'pirate-black' ? variant.color : undefined}
          resetTo={mediaInsertPosition}
        />
      </div>
      <div className={styles.sidebar}>
        <Breadcrumb crumbs={crumbs} />
        <Badges badges={product.badges} />
        <h1 id="product-title" className={styles.title}>
          {product.title}
        </h1>
        {product.displayReviews ? <RatingSummary reviews={reviews} /> : null}
        <PriceTabs />
        <PriceBlock figures={figures} showSaving />
        <div id="product-purchase">
          {options}
          {purchase}
        </div>
        <p className={styles.description}>{product.description.full}</p>
        {sidebar.map((item) => (
          <SidebarBlock key={item.sys.id} item={item} variant={variant} now={now} product={product} configuratorVariant={configuratorVariant} />
        ))}
      </div>
    </article>
    <LazyStickyBar
      title={product.title}
      price={formatMoney(figures.total, locale)}
      reviews={product.displayReviews ? reviews : null}
      purchaseId="product-purchase"
    />
    {product.displayReviews ? <LazyReviews reviews={reviews} /> : null}
    </>
  );
}

function NoteBanner({text, background, color, opacity}: {text: string; background: string; color: string; opacity: number}) {
  return (
    <p className={styles.note} style={{background, color, opacity: opacity / 100}} role="note">
      {text}
    </p>
  );
}

/** Narrows a CMS union member by its __typename. */
function isType<T extends {__typename: string}>(typename: T['__typename']) {
  return (value: {__typename: string} | null | undefined): value is T => value?.__typename === typename;
}

const isBaseComponent = isType<CmsSidebarBaseComponent>('BaseComponent');
const isValueProps = isType<CmsSidebarValueProps>('ModuleValueProps');
const isCountdown = isType<CmsSidebarCountdown>('EventCountdown');
const isPackage = isType<CmsPackageSummary>('Package');
const isConfigurator = isType<CmsSidebarConfigurator>('Configurator');

/** A Trust Badges base component's JSON props: {badges: string[]}; anything else shows nothing. */
function trustBadges(props: unknown): string[] {
  const badges = (props as {badges?: unknown} | null)?.badges;
  return Array.isArray(badges) ? badges.filter((badge): badge is string => typeof badge === 'string' && badge.length > 0).slice(0, 6) : [];
}

/** The sidebar's optional blocks (spec 2); the ones not yet built render nothing. */
function SidebarBlock({
  item,
  variant,
  now,
  product,
  configuratorVariant,
}: {
  item: CmsSidebarItem;
  variant: NormalizedVariant;
  now: number;
  product: NormalizedProduct;
  configuratorVariant: string | null;
}) {
  const locale = useLocale();
  const {open, preload} = useModals();
  const content = item.content;
  if (item.blockType === 'Configurator' && isConfigurator(content) && product.isRower) {
    return <ConfiguratorBlock id={content.sys.id} product={product} color={variant.color ?? 'pirate-black'} variantParam={configuratorVariant} />;
  }
  if (item.blockType === 'Text' && content && 'shortText' in content && content.shortText) {
    return <p>{content.shortText}</p>;
  }
  if (item.blockType === 'Value Props' && isValueProps(content)) {
    const props = (content.itemsCollection?.items ?? []).filter((prop): prop is {title: string; description: string | null} => Boolean(prop?.title));
    if (props.length === 0) return null;
    return (
      <ul className={styles.valueProps} aria-label={item.title ?? 'Why Keel'} data-testid="pdp-value-props">
        {props.map((prop) => (
          <li key={prop.title}>
            <strong>{prop.title}</strong>
            {prop.description ? <span className={styles.valuePropText}>{prop.description}</span> : null}
          </li>
        ))}
      </ul>
    );
  }
  if (item.blockType === 'Base Component' && isBaseComponent(content) && content.component === 'Trust Badges' && isShownInLocale(content.displayMode, locale.code)) {
    const badges = trustBadges(content.props);
    if (badges.length === 0) return null;
    return (
      <ul className={styles.trustBadges} aria-label="Why shop with Keel" data-testid="pdp-trust-badges">
        {badges.map((badge) => (
          <li key={badge} className={styles.trustBadge}>
            {badge}
          </li>
        ))}
      </ul>
    );
  }
  if (item.blockType === 'Event Countdown' && isCountdown(content) && content.endDate && Date.parse(content.endDate) > now) {
    return <LazyCountdown endDate={content.endDate} now={now} title={content.title} />;
  }
  if (item.blockType === 'Package Accordion' || item.blockType === 'Product Block') {
    const packages = [...(item.itemsCollection?.items ?? []), item.content].filter(isPackage);
    if (packages.length === 0) return null;
    const best = packages.reduce((max, pkg) => Math.max(max, (pkg.pdpPrice ?? 0) - (pkg.pdpDiscountedPrice ?? 0)), 0);
    const title = productBlockTitle(item.title ?? '', {full: best, total: 0}, locale);
    return (
      <section aria-label={title || 'Packages'}>
        {title ? <p className={styles.blockTitle}>{title}</p> : null}
        <ul className={styles.packages}>
          {packages.map((pkg) => {
            const full = pkg.pdpPrice ?? 0;
            const total = pkg.pdpDiscountedPrice ?? full;
            return (
              <li key={pkg.shopifyHandle} className={styles.packageCard}>
                <span>
                  <LocaleLink to={`/bundles/${pkg.shopifyHandle}/`}>{pkg.title}</LocaleLink>
                  <button
                    type="button"
                    id={`package-${pkg.shopifyHandle}`}
                    className={styles.inlineButton}
                    onPointerEnter={preload}
                    onClick={() =>
                      // spec 2: the package modal lists the main product in the chosen colour, the secondaries and the savings.
                      open('PACKAGE', {
                        openerId: `package-${pkg.shopifyHandle}`,
                        props: {
                          title: pkg.title,
                          main: (pkg.productsCollection?.items ?? []).filter((member) => member?.rower).map((member) => `${member?.title ?? ''}${variant.title ? ` in ${variant.title}` : ''}`),
                          secondary: (pkg.productsCollection?.items ?? []).filter((member) => member && !member.rower).map((member) => member?.title ?? ''),
                          savings: full > total ? formatMoney(full - total, locale) : null,
                          href: `/bundles/${pkg.shopifyHandle}/`,
                        },
                      })
                    }
                  >
                    What’s included
                  </button>
                </span>
                <span>
                  {formatMoney(total, locale)}
                  {full > total ? <span style={{display: 'block', fontSize: '0.875rem'}}>Saving {formatMoney(full - total, locale)}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  return null;
}

/**
 * The sidebar's configurator (spec 2): closed at first, so nothing shifts
 * and nothing loads; opening it builds a package on this page, and the
 * full configurator has its own page.
 */
function ConfiguratorBlock({id, product, color, variantParam}: {id: string; product: NormalizedProduct; color: string; variantParam: string | null}) {
  const [opened, setOpened] = useState(false);
  return (
    <section aria-labelledby="pdp-configurator-title" className={styles.valueProps} data-testid="pdp-configurator">
      <h2 id="pdp-configurator-title" className={styles.blockTitle} style={{margin: 0}}>
        Build your package
      </h2>
      {opened ? (
        <Suspense fallback={<p role="status">Loading the configurator…</p>}>
          <PdpConfigurator id={id} color={color} variantParam={variantParam} />
        </Suspense>
      ) : (
        <>
          <p style={{margin: 0}}>Add a package, accessories, the membership and an extended warranty, all in one go.</p>
          <button type="button" className={button({variant: 'SECONDARY_OUTLINE', fullWidth: true})} aria-expanded={false} onClick={() => setOpened(true)}>
            Customize your {product.title}
          </button>
        </>
      )}
      <LocaleLink to={`/configure/${configuratorSlug(product.handle)}/`}>Open the full configurator</LocaleLink>
    </section>
  );
}
