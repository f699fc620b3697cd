import {IMAGE_FRAGMENT} from './contentFragments';
import {BADGE_FRAGMENT} from './pdpContent';

/** The rowers as the COMPARE modal shows them (rules:cms-calls Product compare product; rules:cms-constants: comparison products 3). */
export const COMPARE_ROWERS_QUERY = `#graphql
  query CompareRowers($locale: String!, $preview: Boolean!) {
    productCompareProductCollection(limit: 3, where: {rower: true}, locale: $locale, preview: $preview) {
      items {
        title
        shopifyId
        type
        pdpPrice
        pdpDiscountedPrice
        monthlyPrice
        monthlyDiscountPrice
        badgesCollection(limit: 3) {
          items {
            ...CmsBadge
          }
        }
        variantsCollection(limit: 10) {
          items {
            title
            swatchColor
          }
        }
        specifications
        image {
          ...ContentImage
        }
        product {
          shopifyHandle
          rower
          type
          productImagesCollection(limit: 6) {
            items {
              ...ContentImage
            }
          }
        }
      }
    }
  }
  ${BADGE_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;
