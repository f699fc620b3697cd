/**
 * Fragments shared by the CMS documents, each interpolated after the query that uses it (each once),
 * as Hydrogen's codegen reads them. `Cta` is the one selection of a call to action (decision 0144):
 * every CTA the shop renders (modules, shell, cart, configurator, PDP sidebar) is asked for with it, and
 * `CTA_FRAGMENT` brings the `TargetPage` fragment it spreads, so a document that spreads `...Cta` (or
 * `...TargetPage` beside it) interpolates `CTA_FRAGMENT` alone.
 */

/** An image or video asset with the size the image helpers need. */
export const ASSET_FRAGMENT = `#graphql
  fragment ModuleAsset on Asset {
    url
    title
    description
    width
    height
  }
` as const;

/** An image as the image helpers draw it without a title: its URL, its description (the alt text) and its size. */
export const IMAGE_FRAGMENT = `#graphql
  fragment ContentImage on Asset {
    url
    description
    width
    height
  }
` as const;

/** The SEO fields every page type asks for (rules:cms-calls SEO); a page with more asks for them beside it. */
export const PAGE_SEO_FRAGMENT = `#graphql
  fragment PageSeo on Seo {
    seoTitle
    metaDescription
    noindex
    nofollow
    canonicalUrl
  }
` as const;

/** Where an internal CTA leads: each page type's slug, and a PDP's product for its path (sent with CTA_FRAGMENT). */
const TARGET_PAGE_FRAGMENT = `#graphql
  fragment TargetPage on Entry {
    __typename
    ... on PageFlexibleLayout {
      slug
    }
    ... on PagePdp {
      slug
      product {
        shopifyHandle
        rower
        type
        productCategoryCollection(limit: 1) {
          items {
            slug
          }
        }
      }
    }
    ... on PagePlp {
      slug
    }
    ... on PageBlogLanding {
      slug
    }
    ... on PageLocations {
      slug
    }
    ... on BlogArticle {
      slug
    }
    ... on QuizPage {
      slug
    }
    ... on PageCart {
      slug
    }
  }
` as const;

/** The copy and CTAs of an info modal (the cart's financing modal, a configurator step's modal); each asks for its images. */
export const INFO_MODAL_FRAGMENT = `#graphql
  fragment InfoModalCopy on ConfiguratorInfoModal {
    title
    description {
      json
    }
    ctasCollection(limit: 3) {
      items {
        ...Cta
      }
    }
  }
` as const;

/** A call to action, internal (a page, a jump link, a video) or external (a URL). */
export const CTA_FRAGMENT = `#graphql
  fragment Cta on Entry {
    __typename
    ... on CtaInternal {
      sys {
        id
      }
      displayText
      overrideVariant
      modifiers
      jumpLinkTarget
      icon
      queryParameters
      region
      targetPage {
        ...TargetPage
      }
      videoModal {
        url
      }
      experimentationFlagId
      experimentationVariantId
    }
    ... on CtaExternal {
      sys {
        id
      }
      displayText
      overrideVariant
      modifiers
      url
      openInNewWindow
      icon
    }
  }
  ${TARGET_PAGE_FRAGMENT}
` as const;
