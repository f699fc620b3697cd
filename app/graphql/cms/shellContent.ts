import {CTA_FRAGMENT, IMAGE_FRAGMENT} from './contentFragments';
import type {ShellColumnFragment, ShellQuery} from 'cmsapi.generated';
import type {ItemOf} from './contentTypes';

/**
 * The shell around every page (rules:cms Top navigation, Navigation banner,
 * Footer): the navigation, the banners (region-limited; the loader picks one)
 * and the footer with its sub-footer. rules:cms-constants limits: nav columns 10, link
 * columns 6, footer links 10, social links 6, banner content 5.
 */
export const SHELL_QUERY = `#graphql
  query Shell($locale: String!, $preview: Boolean!) {
    navigationCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        logoAltText
        cartLabel
        cta {
          ...Cta
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
        inline
        countdown {
          title
          endDate
        }
        cta {
          ...Cta
        }
        contentCollection(limit: 5) {
          items {
            type
            text
            image {
              ...ContentImage
            }
            item {
              __typename
              ... on EventCountdown {
                title
                endDate
              }
              ...Cta
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
            ...Cta
          }
          privacyPolicy {
            ...Cta
          }
          acknowledgement {
            ...Cta
          }
          sitemap {
            ...Cta
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
        ...Cta
      }
    }
  }

  ${CTA_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

type Navigation = ItemOf<ShellQuery['navigationCollection']>;
/** A navigation or footer column (rules:cms Top navigation, Footer). */
export type CmsShellColumn = ShellColumnFragment;
/** A navigation banner (rules:cms Navigation banner), region-limited. */
export type CmsNavigationBanner = ItemOf<ShellQuery['navigationBannerCollection']>;
export type CmsNavigation = Navigation;
