import {useState} from 'react';
import {AddToCart} from '~/components/AddToCart/AddToCart';
import {Badges} from '~/components/Badge/Badge';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import {PriceTabs} from '~/components/PriceBlock/PriceTabs';
import {ProductGallery} from '~/components/ProductGallery/ProductGallery';
import * as styles from '~/components/ProductPage/ProductPage.css';
import {PACKAGE_PAGE_QUERY} from '~/graphql/cms/listingContent';
import {formatMoney} from '~/lib/money';
import {normalizeBadges, type ProductBadge} from '~/lib/product/normalizeProduct';
import {PACKAGE_MEMBERS_QUERY} from '~/graphql/storefront/productQueries';
import {productLineAttributes} from '~/lib/product/cartLine';
import {packageMainImage, packageMembers} from '~/lib/product/packageRecord';
import {ROWER_HANDLES} from '~/lib/product/productPaths';
import {bundleFullPrice, monthlyPrice} from '~/lib/product/pricing';
import {cmsSeo, seoMeta} from '~/lib/seo/seo';
import {useLocale} from '~/lib/useLocale';
import type {Route} from './+types/(en-GB).bundles.$handle';
import {packageView} from '~/lib/tracking/views';

export const meta: Route.MetaFunction = ({data, location}) =>
  data ? seoMeta({...data.seo, pathname: location.pathname, locale: data.locale, type: 'product'}) : [{title: 'Keel'}];

interface MemberNode {
  id: string;
  title: string;
  handle: string;
  productType: string;
  availableForSale: boolean;
  variants: {nodes: Array<{id: string; availableForSale: boolean; price: {amount: string}}>};
}

/** rules:packages-states: a package's detail page at /bundles/{slug}/ (type PACKAGE, 'Bundle PDP'). */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const {packageCollection} = await context.cms.query(PACKAGE_PAGE_QUERY, {variables: {handle: params.handle}});
  const pkg = packageCollection?.items[0];
  if (!pkg?.shopifyHandle) throw new Response(`No package ${params.handle}`, {status: 404});
  // rules:packages-fields: the package is built from its commerce discount record (its products); the CMS adds copy and images.
  const discountId = pkg.shopifyDiscount?.productId ?? null;
  const record = discountId ? ((await context.packages.get([discountId])).get(discountId) ?? null) : null;
  const members = packageMembers(pkg.productsCollection?.items ?? [], record);
  const {nodes} = await context.storefront.query(PACKAGE_MEMBERS_QUERY, {
    variables: {ids: members.map((member) => member.productId)},
  });
  const commerce = new Map(
    (nodes as Array<MemberNode | null>).flatMap((node) => (node ? [[node.id, node] as const] : [])),
  );
  const lines = members.flatMap(({productId, cms}) => {
    const node = commerce.get(productId);
    const variant = node?.variants.nodes[0];
    if (!node || !variant) return [];
    const rower = cms ? Boolean(cms.rower) : ROWER_HANDLES.includes(node.handle);
    // rules:package-price line type: a strength platform by its CMS type, or its commerce type without an entry.
    const isStrength = (cms?.type ?? node.productType) === 'STRENGTH_PLATFORM';
    const attributes = productLineAttributes({isRower: rower, isStrength}, 'Bundle PDP - x');
    return [
      {
        title: cms?.title ?? node.title,
        rower,
        attributes,
        variantId: variant.id,
        available: variant.availableForSale,
        price: Number(variant.price.amount),
        thumbnail: cms?.thumbnail?.url ?? null,
      },
    ];
  });
  const main = lines.find((line) => line.rower);
  const secondary = lines.filter((line) => !line.rower);
  // rules:package-price: a bundle page's price is the main product plus the secondary products, unless it already is.
  const full = bundleFullPrice({
    // rules:package-price: a package without a discount record is synthetic ('none') and takes its main product's price.
    packageId: discountId ?? 'none',
    bundlePrice: pkg.pdpPrice ?? 0,
    mainPrice: main?.price ?? 0,
    secondaryPrices: secondary.map((line) => line.price),
    isBundlePage: true,
  });
  const total = pkg.pdpDiscountedPrice ?? full;
  const badges: ProductBadge[] = normalizeBadges(pkg.badgesCollection?.items, context.locale.code);
  const origin = new URL(request.url).origin;
  const priceFigures = {full, total, monthly: monthlyPrice(full), monthlyDiscounted: monthlyPrice(total)};
  return {
    // rules:package-from-discount-record: view_item / viewProduct for the package, read by the tracker (docs/decisions/0054).
    trackView: packageView(
      {handle: pkg.shopifyHandle, title: pkg.title ?? params.handle},
      priceFigures,
      context.locale.currency,
    ),
    pkg: {
      title: pkg.title ?? params.handle,
      altTitle: pkg.altTitle,
      description: pkg.description,
      handle: pkg.shopifyHandle,
      discountMessage: pkg.shopifyDiscount?.discountModalMessage ?? null,
    },
    image: packageMainImage(pkg.image, record, pkg.title ?? ''),
    badges,
    lines,
    price: priceFigures,
    locale: context.locale,
    seo: {origin, ...cmsSeo(pkg.seo, {title: `${pkg.title ?? ''} | Keel`, description: pkg.description})},
  };
}

export default function PackageDetail({loaderData}: Route.ComponentProps) {
  const {pkg, image, badges, lines, price, trackView} = loaderData;
  const locale = useLocale();
  // Each add is its own group, so the backend's package discount applies to exactly these lines.
  const [groupId] = useState(() => `package:${pkg.handle}:${Math.random().toString(36).slice(2, 10)}`);
  const available = lines.length > 0 && lines.every((line) => line.available);
  // A line's own attributes (its type, the list name) come from the loader; the package's are added here.
  const attributes = (line: (typeof lines)[number]) => [
    ...line.attributes,
    ...(line.rower ? [] : [{key: '_bundle_sku', value: pkg.handle}]),
    {key: '_bundle', value: pkg.handle},
    {key: '_packageName', value: pkg.title},
    {key: '_configuratorId', value: groupId},
  ];
  return (
    <article className={styles.layout} aria-labelledby="product-title">
      <div hidden data-track-view={trackView} />
      <div>{image ? <ProductGallery images={[image]} title={pkg.title} /> : null}</div>
      <div className={styles.sidebar}>
        <Badges badges={badges} />
        <h1 id="product-title" className={styles.title}>
          {pkg.title}
        </h1>
        {pkg.altTitle ? <p>{pkg.altTitle}</p> : null}
        <PriceTabs />
        <p className={styles.strongLabel}>Total price:</p>
        <PriceBlock figures={price} showSaving payLater="credit-promotion-badge" />
        {pkg.description ? <p className={styles.description}>{pkg.description}</p> : null}
        <section aria-label="In this package">
          <p className={styles.blockTitle}>In this package</p>
          <ul className={styles.packages}>
            {lines.map((line) => (
              <li key={line.variantId} className={styles.packageCard}>
                <span>{line.title}</span>
                <span>{formatMoney(line.price, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
        <AddToCart
          location="Bundle PDP"
          available={available}
          label={`Add the ${pkg.title} to cart`}
          lines={lines.map((line) => ({merchandiseId: line.variantId, quantity: 1, attributes: attributes(line)}))}
        />
        {pkg.discountMessage ? <p>{pkg.discountMessage}</p> : null}
      </div>
    </article>
  );
}
