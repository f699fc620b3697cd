import type {LoaderFunctionArgs} from 'react-router';
import {DOCUMENT_ONLY} from '~/lib/lazy/documentOnly';
import {keepForDocument} from '~/lib/lazy/documentOnly.server';
import type {ProductReviews} from '../reviews/reviews.server';
import type {PdpPageQuery} from 'cmsapi.generated';
import {PDP_PAGE_QUERY} from '~/graphql/cms/pdpContent';
import type {ItemOf} from '~/graphql/cms/contentTypes';
import type {ModuleEntry} from '~/modules/types';
import {normalizeProduct, type NormalizedProduct} from './normalizeProduct';
import {noteBanner, type NoteBanner} from './noteBanner';
import {mediaInsertPosition, sidebarLayout, type SidebarLayout} from './sidebarLayout';
import {sidebarBlocks, type SidebarBlock} from './sidebarBlocks.server';
import {productFinancing, type FinancingView} from './financing';
import {productBreadcrumb, type Crumb} from '../seo/breadcrumb';
import {PRODUCT_QUERY} from '~/graphql/storefront/productQueries';
import {holdModules, renderModules} from '../content/flexiblePage.server';
import {localePath} from '../i18n';
import {effectivePrice} from './pricing';
import {productLineAttributes} from './cartLine';
import {productJsonLd} from '../seo/structuredData';
import {analyticsListName} from '../tracking/analyticsNames';
import {productView} from '../tracking/views';
import type {NormalizedVariant} from './normalizeProduct';

/** The modules below a product, the ones the first HTML holds back as references (decision 0105). */
export type RenderedModules = Omit<Awaited<ReturnType<typeof renderModules>>, 'modules'> & {modules: ModuleEntry[]};

export interface ProductPageData {
  product: NormalizedProduct;
  /**
   * Streamed: the first paint never waits for reviews (rules:habit-critical-and-deferred). In the first HTML
   * only the summary (`reviews` empty): the list is held back like the modules (decision 0167).
   */
  reviews: Promise<ProductReviews | null>;
  /** Where the held reviews list comes from (decision 0167); null when `reviews` carries the list. */
  reviewsSource: string | null;
  /** Streamed: the CMS modules below the product (rules:product-states), which the first paint does not need. */
  modules: Promise<RenderedModules>;
  /** The server's clock, so a countdown renders the same text on both sides. */
  now: number;
  page: {
    noteBanner: NoteBanner | null;
    /** The sidebar's blocks as the page draws them (decision 0143). */
    sidebar: SidebarBlock[];
    sidebarLayout: SidebarLayout;
    /** Where a colour change returns the carousel (rules:product-states). */
    mediaInsertPosition: number;
    /** What the page shows of financing (decision 0083), decided here so the rule stays out of the page's JavaScript. */
    financing: FinancingView;
    /** rules:product-states breadcrumb (none on a rower), built here so its rules stay out of the page's JavaScript. */
    crumbs: Crumb[];
    seo: {title: string; description: string; noindex: boolean; nofollow: boolean; canonicalUrl: string | null};
    /** rules:product-fields SEO: the window the product schema's price holds in (structured data validFrom / priceValidUntil). */
    priceValidity: {validFrom: string | null; validUntil: string | null};
  };
}

type ProductContext = Pick<
  LoaderFunctionArgs['context'],
  'storefront' | 'cms' | 'locale' | 'reviews' | 'env' | 'holdsModules' | 'documentOnly'
>;
type CmsPdpPage = ItemOf<PdpPageQuery['pagePdpCollection']>;

/**
 * What the first paint needs, awaited (Hydrogen's skeleton: loadCriticalData):
 * the commerce product and its CMS page (title, badges, messages, prices,
 * sidebar, SEO). A missing product is a 404; a missing CMS page leaves the
 * commerce data to speak.
 */
async function loadCriticalData(context: ProductContext, handle: string) {
  const [{product}, cms] = await Promise.all([
    context.storefront.query(PRODUCT_QUERY, {variables: {handle}}),
    context.cms.query(PDP_PAGE_QUERY, {variables: {slug: handle}}),
  ]);
  if (!product) throw new Response(`Product ${handle} not found`, {status: 404});
  const page = cms.pagePdpCollection?.items[0] ?? null;
  return {
    page,
    product: normalizeProduct({commerce: product, cms: page?.product ?? null, locale: context.locale.code}),
  };
}

/**
 * What can arrive after the first paint, as promises the page streams in
 * (Hydrogen's skeleton: loadDeferredData, never awaited here): the reviews and
 * the CMS modules below the product. A failure leaves the product page whole.
 */
function loadDeferredData(
  context: ProductContext,
  handle: string,
  request: Request,
  critical: {page: CmsPdpPage | null; product: NormalizedProduct},
) {
  // decision 0105: the modules sit below the product, so their data reaches the browser when they near the screen.
  const source = localePath(`/api/modules?product=${handle}`, context.locale);
  const modules = productModules(context, request, critical, 0).then((rendered) =>
    holdModules(context, rendered, 0, source),
  );
  const reviews = productReviews(context, critical.product, handle);
  if (!context.holdsModules) return {modules, reviews, reviewsSource: null};
  // decision 0167: the reviews list sits below the modules; the rating line needs only the summary.
  return {
    modules,
    reviews: reviews.then((found) => found && {...found, reviews: []}),
    reviewsSource: source,
  };
}

/** A product's reviews, or null for a product that shows none. */
function productReviews(context: ProductContext, product: NormalizedProduct, handle: string) {
  return product.displayReviews ? context.reviews.product(handle) : Promise.resolve(null);
}

/** The CMS modules below a product (rules:product-states); a failure leaves the product page whole. */
function productModules(
  context: ProductContext,
  request: Request,
  {page, product}: {page: CmsPdpPage | null; product: NormalizedProduct},
  heldFrom?: number,
) {
  // The page's own reviews section stands for a CMS reviews module on a product that shows reviews.
  const moduleRefs = (page?.modulesCollection?.items ?? []).filter(
    (ref) => !(product.displayReviews && ref?.__typename === 'ModuleReviews'),
  );
  return renderModules(context, moduleRefs, request, Boolean(page?.useScrollNavigation), heldFrom).catch(
    (error: unknown) => {
      console.error('[PDP] modules failed to load', error);
      return {modules: [], navigation: [], experiments: []};
    },
  );
}

/** A product page's modules whole, for the browser to hydrate the ones its first HTML held back (`/api/modules`). */
export async function loadProductModules(context: ProductContext, handle: string, request: Request) {
  const critical = await loadCriticalData(context, handle);
  const [rendered, reviews] = await Promise.all([
    productModules(context, request, critical),
    productReviews(context, critical.product, handle),
  ]);
  // The reviews list the page held back too (decision 0167).
  return {...rendered, reviews};
}

/** The data of a product detail page: the critical part awaited, the deferred part streamed. */
export async function loadProductPage(
  context: ProductContext,
  handle: string,
  request: Request,
): Promise<ProductPageData> {
  const {page, product} = await loadCriticalData(context, handle);
  const now = Date.now();
  return {
    product,
    ...loadDeferredData(context, handle, request, {page, product}),
    now,
    page: {
      noteBanner: noteBanner(page),
      sidebar: sidebarBlocks(page?.sidebarCollection?.items ?? [], {
        locale: context.locale,
        now,
        isRower: product.isRower,
        prequalificationScript: context.env.PREQUAL_SCRIPT_URL || null,
      }),
      mediaInsertPosition: mediaInsertPosition(page?.sidebarCollection?.items ?? []),
      sidebarLayout: sidebarLayout(page),
      financing: productFinancing(product.financing, context.locale),
      crumbs: productBreadcrumb({title: product.title, isRower: product.isRower, category: product.category}),
      seo: {
        title: page?.seo?.seoTitle ?? `${product.title} | Keel`,
        description: page?.seo?.metaDescription ?? product.description.full,
        noindex: page?.seo?.noindex ?? false,
        nofollow: page?.seo?.nofollow ?? false,
        canonicalUrl: page?.seo?.canonicalUrl ?? null,
      },
      priceValidity: {
        validFrom: page?.seo?.priceOrganizationalSchemaValidFrom ?? null,
        validUntil: page?.seo?.priceOrganizationalSchemaValidUntil ?? null,
      },
    },
  };
}

/** The variant a product route shows, and where: a rower's colour (rules:product-states), an accessory's default. */
interface ShownVariant {
  variant: NormalizedVariant;
  /** The page's path without its locale prefix. */
  path: string;
  images: string[];
  /** A rower's availability follows the colour in the URL; other products speak as a whole. */
  byVariant: boolean;
}

/**
 * What each product route sends beside the page, decided on the server so the names and rules stay out of
 * the page's JavaScript: the structured data for the variant shown (rules:product-states), the view event
 * (rules:product-fields, decision 0054), the cart line's attributes (its list name and type) and the SEO tags.
 * A document's structured data and view event are the server's only (decision 0168): it writes them into
 * the HTML, where the browser reads them, and its loader data carries ON_SERVER in their place.
 */
export function productPageExtras(
  context: Pick<ProductContext, 'locale' | 'holdsModules' | 'documentOnly'>,
  request: Request,
  {product, page}: Pick<ProductPageData, 'product' | 'page'>,
  {variant, path, images, byVariant}: ShownVariant,
) {
  const {origin} = new URL(request.url);
  const jsonLd = productJsonLd({
    name: product.title,
    description: product.description.full,
    url: `${origin}${localePath(path, context.locale)}`,
    images,
    sku: variant.sku,
    barcode: variant.barcode,
    brand: product.vendor,
    price: effectivePrice(variant.price).total,
    currency: context.locale.currency,
    selectedVariantAvailable: byVariant ? variant.available : undefined,
    productAvailableForSale: product.available,
    ...page.priceValidity,
  });
  return {
    jsonLd: keepForDocument(context, DOCUMENT_ONLY.productJsonLd, jsonLd),
    trackView: keepForDocument(context, DOCUMENT_ONLY.productView, productView(product, context.locale.currency)),
    lineAttributes: productLineAttributes(product, analyticsListName(request.url, 'PDP')),
    locale: context.locale,
    seo: {...page.seo, origin, image: product.images[0]?.url ?? null},
  };
}
