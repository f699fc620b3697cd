/** Every product with its first collection, which decides whether it has a page of its own. */
export const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    products(first: 100) {
      nodes {
        handle
        productType
        collections(first: 1) {
          nodes {
            handle
          }
        }
      }
    }
  }
` as const;
