import {JsonLd} from '~/components/JsonLd/JsonLd';
import {DOCUMENT_ONLY} from '~/lib/lazy/documentOnly';
import {ProductView} from '~/components/ProductPage/ProductView';
import {AccessoryAddToCart} from '~/components/ProductPage/AccessoryAddToCart';
import {ProductPage} from '~/components/ProductPage/ProductPage';
import {loadProductPage, productPageExtras} from '~/lib/product/loader.server';
import {pdpProduct} from '~/lib/product/pdpProduct';
import {categorySegment} from '~/lib/product/productPaths';
import {seoMeta} from '~/lib/seo/seo';
import type {Route} from './+types/(en-GB).products.$category.$handle.($option)';

export const meta: Route.MetaFunction = ({data, location}) =>
  data ? seoMeta({...data.seo, pathname: location.pathname, locale: data.locale, type: 'product'}) : [{title: 'Keel'}];

/** rules:product-states: /products/{category}/{slug}/ for everything but rowers and packages. */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const {product, page, reviews, reviewsSource, now, modules} = await loadProductPage(context, params.handle, request);
  if (product.isRower) throw new Response('Rowers live under /products/rowers/', {status: 404});
  // The category segment must be the product's own (accessories by default, rules:product-states).
  if (categorySegment(product.category) !== params.category) throw new Response('Not found', {status: 404});
  const shown = {variant: product.defaultVariant, path: product.path, images: product.images.map((image) => image.url)};
  // Only what the page reads of the product reaches the browser (decision 0098).
  return {
    product: pdpProduct(product, context),
    page,
    reviews,
    reviewsSource,
    modules,
    now,
    ...productPageExtras(context, request, {product, page}, {...shown, byVariant: false}),
  };
}

export default function ProductDetail({loaderData}: Route.ComponentProps) {
  const {product, page, reviews, reviewsSource, now, jsonLd, modules, trackView, lineAttributes} = loaderData;
  return (
    <>
      <ProductView view={trackView} />
      <ProductPage
        reviews={reviews}
        product={product}
        variant={product.defaultVariant}
        page={page}
        now={now}
        modules={modules}
        reviewsSource={reviewsSource}
        purchase={<AccessoryAddToCart product={product} variant={product.defaultVariant} attributes={lineAttributes} />}
      />
      <JsonLd data={jsonLd} documentKey={DOCUMENT_ONLY.productJsonLd} />
    </>
  );
}
