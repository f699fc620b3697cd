import {Image} from '@shopify/hydrogen';
import * as styles from '~/components/ProductSummary/ProductSummary.css';
import {formatMoney} from '~/lib/money';
import type {Route} from './+types/(en-GB).products.rowers.$handle';

export const meta: Route.MetaFunction = ({data}) => [
  {title: data ? `${data.product.title} | Keel` : 'Keel'},
  {name: 'description', content: data?.product.description ?? ''},
];

export async function loader({context, params}: Route.LoaderArgs) {
  const {product} = await context.storefront.query(ROWER_PRODUCT_QUERY, {
    variables: {handle: params.handle},
  });
  // style 1: a missing product is a 404 response, shown inside the shell.
  if (!product || product.productType !== 'ROWER') {
    throw new Response(`Rower ${params.handle} not found`, {status: 404});
  }
  return {product, localeCode: context.locale.code, currency: context.locale.currency};
}

export default function RowerDetail({loaderData}: Route.ComponentProps) {
  const {product} = loaderData;
  const variant = product.selectedOrFirstAvailableVariant;
  const image = variant?.image ?? product.featuredImage;
  return (
    <article className={styles.layout}>
      {image ? (
        <Image
          data={image}
          className={styles.image}
          sizes="(min-width: 1025px) 60vw, 100vw"
          aspectRatio="4/3"
          loading="eager"
        />
      ) : null}
      <div>
        <h1 className={styles.title}>{product.title}</h1>
        {variant ? (
          <p className={styles.price} data-testid="product-price">
            {formatMoney(variant.price.amount, {code: loaderData.localeCode, currency: loaderData.currency})}
          </p>
        ) : null}
        <p className={styles.description}>{product.description}</p>
      </div>
    </article>
  );
}

const ROWER_PRODUCT_QUERY = `#graphql
  query RowerProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      title
      handle
      description
      productType
      vendor
      featuredImage {
        id
        url
        altText
        width
        height
      }
      selectedOrFirstAvailableVariant {
        id
        title
        sku
        availableForSale
        price {
          amount
          currencyCode
        }
        image {
          id
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;
