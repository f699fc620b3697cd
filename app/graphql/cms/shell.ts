import type {CmsCta} from '~/lib/cta';

/**
 * The shell around every page (spec 2 Top navigation, Navigation banner,
 * Footer): the navigation, the banners (region-limited; the loader picks one)
 * and the footer with its sub-footer. spec 9 limits: nav columns 10, link
 * columns 6, footer links 10, social links 6, banner content 5.
 */
export const SHELL_QUERY = `#graphql
  query Shell($locale: String!, $preview: Boolean!) {
    navigationCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        logoAltText
        cartLabel
        cta {
          ...ShellCta
        }
        columnsCollection(limit: 10) {
          items {
            ...ShellColumn
          }
        }
      }
    }
    navigationBannerCollection(limit: 5, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        type
        backgroundColor
        closeable
        excludeURLs
        excludeCTAURLs
        height
        alignment
        mobileAlignment
        mobileDirection
        speed
        spacing
        region
        cta {
          ...ShellCta
        }
        contentCollection(limit: 5) {
          items {
            type
            text
            image {
              url
              description
              width
              height
            }
            item {
              __typename
              ... on EventCountdown {
                title
                endDate
              }
              ...ShellCta
            }
          }
        }
      }
    }
    footerCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        connectTitle
        columnsCollection(limit: 6) {
          items {
            ...ShellColumn
          }
        }
        contact {
          phoneNumberTitle
          phoneNumber
          storeHoursTitle
          storeHours
          pressEmailTitle
          pressEmail
          commercialEmailTitle
          commercialEmail
          prePurchaseEmailTitle
          prePurchaseEmail
        }
        socialsCollection(limit: 6) {
          items {
            icon
            url
            alt
          }
        }
        subsection {
          termsAndConditions {
            ...ShellCta
          }
          privacyPolicy {
            ...ShellCta
          }
          acknowledgement {
            ...ShellCta
          }
          sitemap {
            ...ShellCta
          }
          copyrightBlurb
          financingTerms {
            json
          }
        }
      }
    }
  }

  fragment ShellColumn on NavigationColumn {
    heading
    displayMode
    experimentationTestId
    linksCollection(limit: 10) {
      items {
        __typename
        ...ShellCta
      }
    }
  }

  fragment ShellCta on Entry {
    __typename
    ... on CtaInternal {
      displayText
      overrideVariant
      jumpLinkTarget
      queryParameters
      region
      icon
      modifiers
      videoModal {
        url
      }
      targetPage {
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
    }
    ... on CtaExternal {
      displayText
      overrideVariant
      url
      openInNewWindow
      icon
      modifiers
    }
  }
` as const;

export interface CmsShellColumn {
  heading: string | null;
  displayMode: string | null;
  experimentationTestId?: string | null;
  linksCollection: {items: Array<CmsCta | null>} | null;
}

export interface CmsBannerItem {
  type: string | null;
  text: string | null;
  image: {url: string | null; description: string | null; width: number | null; height: number | null} | null;
  item: (CmsCta & {title?: string | null; endDate?: string | null}) | null;
}

export interface CmsNavigationBanner {
  sys: {id: string};
  type: string | null;
  backgroundColor: string | null;
  closeable: boolean | null;
  excludeURLs: string[] | null;
  excludeCTAURLs: string[] | null;
  height: string | null;
  alignment: string | null;
  mobileAlignment: string | null;
  mobileDirection: string | null;
  speed: number | null;
  spacing: number | null;
  region: string | null;
  cta: CmsCta | null;
  contentCollection: {items: Array<CmsBannerItem | null>} | null;
}

export interface CmsContact {
  phoneNumberTitle: string | null;
  phoneNumber: string | null;
  storeHoursTitle: string | null;
  storeHours: string | null;
  pressEmailTitle: string | null;
  pressEmail: string | null;
  commercialEmailTitle: string | null;
  commercialEmail: string | null;
  prePurchaseEmailTitle: string | null;
  prePurchaseEmail: string | null;
}

export interface ShellQuery {
  navigationCollection: {
    items: Array<{
      logoAltText: string | null;
      cartLabel: string | null;
      cta: CmsCta | null;
      columnsCollection: {items: Array<CmsShellColumn | null>} | null;
    } | null>;
  } | null;
  navigationBannerCollection: {items: Array<CmsNavigationBanner | null>} | null;
  footerCollection: {
    items: Array<{
      connectTitle: string | null;
      columnsCollection: {items: Array<CmsShellColumn | null>} | null;
      contact: CmsContact | null;
      socialsCollection: {items: Array<{icon: string | null; url: string | null; alt: string | null} | null>} | null;
      subsection: {
        termsAndConditions: CmsCta | null;
        privacyPolicy: CmsCta | null;
        acknowledgement: CmsCta | null;
        sitemap: CmsCta | null;
        copyrightBlurb: string | null;
        financingTerms: {json: unknown} | null;
      } | null;
    } | null>;
  } | null;
}
