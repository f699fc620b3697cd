import {useLocation, useNavigate, type ShouldRevalidateFunction} from 'react-router';
import {AddToCart} from '~/components/AddToCart/AddToCart';
import {ColorPicker} from '~/components/ColorPicker/ColorPicker';
import {JsonLd} from '~/components/JsonLd/JsonLd';
import {DOCUMENT_ONLY} from '~/lib/lazy/documentOnly';
import {ProductView} from '~/components/ProductPage/ProductView';
import {ProductPage} from '~/components/ProductPage/ProductPage';
import {localePath} from '~/lib/i18n';
import {loadProductPage, productPageExtras} from '~/lib/product/loader.server';
import {pdpProduct} from '~/lib/product/pdpProduct';
import {variantForColor} from '~/lib/product/variants';
import {colorFromPath, pathForColor, type ColorSlug} from '~/lib/product/productPaths';
import {seoMeta} from '~/lib/seo/seo';
import {useLocale} from '~/lib/useLocale';
import type {Route} from './+types/(en-GB).products.rowers.$handle.($option)';

export const meta: Route.MetaFunction = ({data, location}) =>
  data ? seoMeta({...data.seo, pathname: location.pathname, locale: data.locale, type: 'product'}) : [{title: 'Keel'}];

/** rules:product-states: a colour change stays on the page: the same product needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentParams.handle === nextParams.handle) return false;
  return defaultShouldRevalidate;
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  const {product, page, reviews, reviewsSource, now, modules} = await loadProductPage(context, params.handle, request);
  if (!product.isRower) throw new Response(`${params.handle} is not a rower`, {status: 404});
  const url = new URL(request.url);
  const color = colorFromPath(url.pathname, params.handle);
  const variant = variantForColor(product, color);
  // Structured data is built on the server, for the colour in the URL (rules:product-states availability).
  const shown = {
    variant,
    path: pathForColor(`/products/rowers/${product.handle}`, color),
    images: variant.images.map((image) => image.url),
  };
  // Only what the page reads of the product reaches the browser (decision 0098).
  return {
    product: pdpProduct(product, context),
    page,
    reviews,
    reviewsSource,
    modules,
    now,
    ...productPageExtras(context, request, {product, page}, {...shown, byVariant: true}),
  };
}

export default function RowerDetail({loaderData, params}: Route.ComponentProps) {
  const {product, page, reviews, reviewsSource, now, jsonLd, modules, trackView, lineAttributes} = loaderData;
  const {pathname} = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  // rules:product-states: the colour lives in the URL; back and forward re-select it.
  const color = colorFromPath(pathname, params.handle);
  const variant = variantForColor(product, color);
  const basePath = `/products/rowers/${product.handle}`;
  const onSelectColor = (next: ColorSlug) => {
    void navigate(localePath(pathForColor(basePath, next), locale), {preventScrollReset: true});
  };
  return (
    <>
      <ProductView view={trackView} />
      <ProductPage
        reviews={reviews}
        product={product}
        variant={variant}
        page={page}
        now={now}
        modules={modules}
        reviewsSource={reviewsSource}
        configuratorVariant={params.option ?? null}
        options={
          <ColorPicker
            variants={product.variants}
            selected={variant}
            onSelect={onSelectColor}
            appearance={product.OOSAppearance}
            messages={product.messages}
          />
        }
        purchase={
          <AddToCart
            location="PDP"
            available={variant.available}
            label={`Add the ${product.title} to cart`}
            lines={[{merchandiseId: variant.id, quantity: 1, attributes: lineAttributes}]}
          />
        }
      />
      <JsonLd data={jsonLd} documentKey={DOCUMENT_ONLY.productJsonLd} />
    </>
  );
}
