import {JsonLd} from '~/components/JsonLd/JsonLd';
import {AccessoryAddToCart} from '~/components/ProductPage/AccessoryAddToCart';
import {ProductPage} from '~/components/ProductPage/ProductPage';
import {analyticsListName} from '~/lib/tracking/analyticsNames';
import {localePath} from '~/lib/i18n';
import {effectivePrice} from '~/lib/product/pricing';
import {productLineAttributes} from '~/lib/product/cartLine';
import {loadProductPage} from '~/lib/product/loader.server';
import {categorySegment} from '~/lib/product/productPaths';
import {seoMeta} from '~/lib/seo/seo';
import {productView} from '~/lib/tracking/views';
import {productJsonLd} from '~/lib/seo/structuredData';
import type {Route} from './+types/(en-GB).products.$category.$handle.($option)';

export const meta: Route.MetaFunction = ({data, location}) =>
  data ? seoMeta({...data.seo, pathname: location.pathname, locale: data.locale, type: 'product'}) : [{title: 'Keel'}];

/** rules:product-states: /products/{category}/{slug}/ for everything but rowers and packages. */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const {product, page, reviews, now, modules} = await loadProductPage(context, params.handle, request);
  if (product.isRower) throw new Response('Rowers live under /products/rowers/', {status: 404});
  // The category segment must be the product's own (accessories by default, rules:product-states).
  if (categorySegment(product.category) !== params.category) throw new Response('Not found', {status: 404});
  const origin = new URL(request.url).origin;
  const variant = product.defaultVariant;
  const jsonLd = productJsonLd({
    name: product.title,
    description: product.description.full,
    url: `${origin}${localePath(product.path, context.locale)}`,
    images: product.images.map((image) => image.url),
    sku: variant.sku,
    barcode: variant.barcode,
    brand: product.vendor,
    price: effectivePrice(variant.price).total,
    currency: context.locale.currency,
    productAvailableForSale: product.available,
    ...page.priceValidity,
  });
  // rules:product-fields: view_item / viewProduct, read by the tracker (docs/decisions/0054).
  const trackView = productView(product, context.locale.currency);
  // rules:product-states list name for _addToCartItemListName and the line's type (a strength platform's): decided here, so the names stay out of the page's JavaScript.
  const lineAttributes = productLineAttributes(product, analyticsListName(request.url, 'PDP'));
  return {
    product,
    page,
    reviews,
    modules,
    now,
    trackView,
    lineAttributes,
    locale: context.locale,
    seo: {...page.seo, origin, image: product.images[0]?.url ?? null},
    jsonLd,
  };
}

export default function ProductDetail({loaderData}: Route.ComponentProps) {
  const {product, page, reviews, now, jsonLd, modules, trackView, lineAttributes} = loaderData;
  return (
    <>
      <div hidden data-track-view={trackView} />
      <ProductPage
        reviews={reviews}
        product={product}
        variant={product.defaultVariant}
        sidebar={page.sidebar}
        sidebarLayout={page.sidebarLayout}
        financing={page.financing}
        crumbs={page.crumbs}
        now={now}
        modules={modules}
        noteBanner={page.noteBanner}
        purchase={<AccessoryAddToCart product={product} variant={product.defaultVariant} attributes={lineAttributes} />}
      />
      <JsonLd data={jsonLd} />
    </>
  );
}
