import {ASSET_FRAGMENT, CTA_FRAGMENT, TARGET_PAGE_FRAGMENT} from './contentFragments';

/**
 * Page modules, fetched in two steps so no query nears Contentful's
 * complexity limit: the page lists its modules (`__typename` and id), then
 * one query per module type present fetches those entries by id
 * (`sys.id_in`), in parallel. A type without a query here is an unknown
 * module: skipped and logged (rules:cms). Shared fields are GraphQL fragments,
 * interpolated after the query that uses them (each once), as Hydrogen's
 * codegen reads them: the query's string is its type's key in
 * cmsapi.generated.d.ts.
 */

/** A value prop as the value-props and product-comparison modules show it. */
export const VALUE_PROP_FRAGMENT = `#graphql
  fragment ModuleValueProp on ValueProp {
    sys {
      id
    }
    title
    description
    icon
  }
` as const;

/** A page's module, as the page lists it: its type and id, for the second step. */
export const MODULE_REF_FRAGMENT = `#graphql
  fragment ModuleRef on Entry {
    __typename
    sys {
      id
    }
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ModuleProductCard on Entry {
    __typename
    ... on Product {
      sys {
        id
      }
      title
      type
      rower
      shopifyHandle
      pdpPrice
      pdpDiscountedPrice
      thumbnail {
        ...ModuleAsset
      }
      productCategoryCollection(limit: 1) {
        items {
          slug
        }
      }
      badgesCollection(limit: 1) {
        items {
          text
          type
          region
        }
      }
    }
    ... on Package {
      sys {
        id
      }
      title
      type
      shopifyHandle
      pdpPrice
      pdpDiscountedPrice
      thumbnail {
        ...ModuleAsset
      }
      badgesCollection(limit: 1) {
        items {
          text
          type
          region
        }
      }
    }
  }
` as const;

export const ARTICLE_CARD_FRAGMENT = `#graphql
  fragment ModuleArticleCard on BlogArticle {
    sys {
      id
    }
    title
    slug
    articleTeaser
    publishDate
    heroImage {
      ...ModuleAsset
    }
    blogCategory {
      title
      slug
    }
  }
` as const;

export const STORE_FRAGMENT = `#graphql
  fragment ModuleLocationStore on LocationStore {
    sys {
      id
    }
    name
    slug
    shortDescription
    webAddress
    phone
    addressLine1
    addressLine2
    city
    state
    zip
    country
    hours {
      json
    }
    coordinates {
      lat
      lon
    }
    productsSoldCollection(limit: 3) {
      items {
        title
      }
    }
  }
` as const;

export const HOTEL_FRAGMENT = `#graphql
  fragment ModuleLocationHotel on LocationHotel {
    sys {
      id
    }
    name
    slug
    shortDescription
    bookingUrl
    addressLine1
    addressLine2
    city
    state
    zip
    country
    coordinates {
      lat
      lon
    }
    equipmentCountFitnessCenter
    equipmentCountRoom
    locationType
    starRating
    phoneNumber
  }
` as const;

/** One query per module type (keyed by the GraphQL __typename); rules:cms-constants: page modules 15. */
export const MODULE_QUERIES = {
  ModuleHero: `#graphql
    query ModuleHeroEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleHeroCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...HeroSlide
          scrollNavigationTitle
          slidesCollection(limit: 5) {
            items {
              ...HeroSlide
            }
          }
        }
      }
    }

    fragment HeroSlide on ModuleHero {
      __typename
      sys {
        id
      }
      title
      subtitle
      description
      backgroundColor
      textAlignment
      heroImage {
        ...ModuleAsset
      }
      heroImageMobile {
        ...ModuleAsset
      }
      backgroundVideo {
        url
      }
      ctasCollection(limit: 4) {
        items {
          ...Cta
        }
      }
      valuePropsCollection(limit: 10) {
        items {
          sys {
            id
          }
          title
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleHeroSplit: `#graphql
    query ModuleHeroSplitEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleHeroSplitCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          description {
            json
          }
          textAlignment
          titlePlacement
          mobileTitlePlacement
          backgroundColor
          height
          splitSize
          imagePosition
          scrollNavigationTitle
          heroImage {
            ...ModuleAsset
          }
          heroImageMobile {
            ...ModuleAsset
          }
          insetBackgroundImage {
            ...ModuleAsset
          }
          logoImage {
            ...ModuleAsset
          }
          cta {
            ...Cta
          }
          ctAsCollection(limit: 3) {
            items {
              ...Cta
            }
          }
          appStoreLinksCollection(limit: 2) {
            items {
              ...Cta
            }
          }
          appVariant
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleTeaser: `#graphql
    query ModuleTeaserEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleTeaserCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          eyebrow
          title
          description
          imagePosition
          backgroundColor
          scrollNavigationTitle
          image {
            ...ModuleAsset
          }
          video {
            url
          }
          videoCover {
            ...ModuleAsset
          }
          cta {
            ...Cta
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleValueProps: `#graphql
    query ModuleValuePropsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleValuePropsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          layout
          backgroundColor
          scrollNavigationTitle
          itemsCollection(limit: 10) {
            items {
              ...ModuleValueProp
            }
          }
        }
      }
    }
    ${VALUE_PROP_FRAGMENT}
  `,
  ModuleHighlightsGrid: `#graphql
    query ModuleHighlightsGridEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleHighlightsGridCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          collapsible
          slow
          backgroundColor
          scrollNavigationTitle
          cardsCollection(limit: 20) {
            items {
              sys {
                id
              }
              title
              description
              image {
                ...ModuleAsset
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModuleFaq: `#graphql
    query ModuleFaqEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleFaqCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          scrollNavigationTitle
          cta {
            ...Cta
          }
          fontStyle {
            titleFontLevel
            titleFontWeight
            titleHeadingLevel
          }
          questionFontStyle {
            titleFontLevel
            titleFontWeight
            titleHeadingLevel
          }
          itemsCollection(limit: 30) {
            items {
              sys {
                id
              }
              question
              answer
              answerRichText {
                json
              }
              openOnLoad
            }
          }
        }
      }
    }
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleEquipmentCompare: `#graphql
    query ModuleEquipmentCompareEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleEquipmentCompareCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          backgroundColor
          scrollNavigationTitle
          legendCollection(limit: 5) {
            items {
              title
              value
              icon
            }
          }
          itemsCollection(limit: 10) {
            items {
              sys {
                id
              }
              name
              icon
              isHighlighted
              lowImpact {
                title
                value
              }
              upperBody {
                title
                value
              }
              lowerBody {
                title
                value
              }
              rangeOfMotion {
                title
                value
              }
              core {
                title
                value
              }
            }
          }
        }
      }
    }
  `,
  ModuleProductComparison: `#graphql
    query ModuleProductComparisonEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleProductComparisonCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          rowLabels
          backgroundColor
          scrollNavigationTitle
          cta {
            ...Cta
          }
          valuePropsCollection(limit: 5) {
            items {
              ...ModuleValueProp
            }
          }
          productsCollection(limit: 3) {
            items {
              __typename
              ... on ProductCompareProduct {
                sys {
                  id
                }
                title
                rower
                type
                monthlyPrice
                pdpPrice
                pdpDiscountedPrice
                specifications
                image {
                  ...ModuleAsset
                }
                badgesCollection(limit: 3) {
                  items {
                    text
                    type
                    region
                  }
                }
                product {
                  shopifyHandle
                  rower
                  productCategoryCollection(limit: 1) {
                    items {
                      slug
                    }
                  }
                }
                cta {
                  ...Cta
                }
              }
              ... on Product {
                sys {
                  id
                }
                title
                rower
                type
                shopifyHandle
                pdpPrice
                pdpDiscountedPrice
                thumbnail {
                  ...ModuleAsset
                }
                productCategoryCollection(limit: 1) {
                  items {
                    slug
                  }
                }
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
    ${VALUE_PROP_FRAGMENT}
  `,
  ModuleReviews: `#graphql
    query ModuleReviewsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleReviewsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          displayIndividualReviews
          displayRatingsFilter
          reviewLimit
          scrollNavigationTitle
          product {
            shopifyHandle
          }
          featuredReviewsCollection(limit: 10) {
            items {
              sys {
                id
              }
              starRating
              description
              reviewText
              reviewerName
              heroImage {
                ...ModuleAsset
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModulePressQuotes: `#graphql
    query ModulePressQuotesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: modulePressQuotesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          backgroundColor
          autoplay
          scrollNavigationTitle
          quotesCollection(limit: 10) {
            items {
              sys {
                id
              }
              publication
              quote
              url
              publishedDate
            }
          }
        }
      }
    }
  `,
  ModuleTestimonials: `#graphql
    query ModuleTestimonialsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleTestimonialsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          backgroundColor
          scrollNavigationTitle
          testimonialsCollection(limit: 10) {
            items {
              sys {
                id
              }
              name
              location
              quote
              photo {
                ...ModuleAsset
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModulePeopleList: `#graphql
    query ModulePeopleListEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: modulePeopleListCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          description
          scrollNavigationTitle
          peopleCollection(limit: 30) {
            items {
              sys {
                id
              }
              name
              role
              bio
              linkedinUrl
              photo {
                ...ModuleAsset
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModuleCareersList: `#graphql
    query ModuleCareersListEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleCareersListCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          copy
          departments
          emptyStateText
          scrollNavigationTitle
          cta {
            ...Cta
          }
        }
      }
    }
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleNewsletter: `#graphql
    query ModuleNewsletterEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleNewsletterCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          description
          inputPlaceholderText
          emailNotification
          confirmationMessage
          formId
          buttonText
          backgroundColor
          backgroundImage {
            ...ModuleAsset
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModuleContactCard: `#graphql
    query ModuleContactCardEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleContactCardCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          supportContactTitle
          supportContact
          commercialTitle
          commercialContact
          pressContactTitle
          pressContact
          backgroundImage {
            ...ModuleAsset
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModuleReferralForm: `#graphql
    query ModuleReferralFormEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleReferralFormCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          copy
          useReferralApi
          backgroundImage {
            ...ModuleAsset
          }
          cta {
            ...Cta
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleMetricsGauge: `#graphql
    query ModuleMetricsGaugeEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleMetricsGaugeCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          heading
          subheading
          bodyText
          totalScore
          badgeText
          infoCardHeading
          infoCardDescription
          scrollNavigationTitle
          image {
            ...ModuleAsset
          }
          gaugeStatsCollection(limit: 5) {
            items {
              sys {
                id
              }
              label
              value
              arcColor
              description
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
  ModuleBlogPromo: `#graphql
    query ModuleBlogPromoEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleBlogPromoCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          backgroundColor
          scrollNavigationTitle
          cta {
            ...Cta
          }
          articlesCollection(limit: 4) {
            items {
              ...ModuleArticleCard
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
    ${ARTICLE_CARD_FRAGMENT}
  `,
  ModuleRelatedArticles: `#graphql
    query ModuleRelatedArticlesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleRelatedArticlesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          description
          displayCount
          scrollNavigationTitle
          fullArticleCta {
            ...Cta
          }
          category {
            slug
          }
          manualArticleOverridesCollection(limit: 12) {
            items {
              ...ModuleArticleCard
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
    ${ARTICLE_CARD_FRAGMENT}
  `,
  ModuleLocator: `#graphql
    query ModuleLocatorEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleLocatorCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          description
          locationTypes
          searchRadiusMiles
          searchPlaceholderText
          scrollNavigationTitle
          storesCollection(limit: 175) {
            items {
              sys {
                id
              }
            }
          }
          hotelsCollection(limit: 175) {
            items {
              sys {
                id
              }
            }
          }
        }
      }
    }
  `,
  ModuleProductCarousel: `#graphql
    query ModuleProductCarouselEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleProductCarouselCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          showPrices
          autoplay
          backgroundColor
          scrollNavigationTitle
          cta {
            ...Cta
          }
          productsCollection(limit: 15) {
            items {
              ...ModuleProductCard
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
    ${PRODUCT_CARD_FRAGMENT}
  `,
  EventCountdown: `#graphql
    query EventCountdownEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: eventCountdownCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          endDate
          dateTextTop
          dateTextBottom
          financingText
          reversed
          height
          region
          backgroundColor
          scrollNavigationTitle
          backgroundImage {
            ...ModuleAsset
          }
          badge {
            text
            type
          }
          cta {
            ...Cta
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleBento: `#graphql
    query ModuleBentoEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleBentoCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          layout
          initialRowDisplayCount
          scrollNavigationTitle
          blocksCollection(limit: 15) {
            items {
              sys {
                id
              }
              title
              description
              image {
                ...ModuleAsset
              }
              cta {
                ...Cta
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleWorkoutActivities: `#graphql
    query ModuleWorkoutActivitiesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleWorkoutActivitiesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          subtitle
          scrollNavigationTitle
          cta {
            ...Cta
          }
          activitiesCollection(limit: 12) {
            items {
              sys {
                id
              }
              name
              activityLevel
              shortDescription
              image {
                ...ModuleAsset
              }
              video {
                ...ModuleAsset
              }
              badge {
                text
                type
                region
              }
              targetPage {
                ...TargetPage
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleJumpButton: `#graphql
    query ModuleJumpButtonEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleJumpButtonCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          variant
          displayMode
          text
          jumpLinkTarget
        }
      }
    }
  `,
  ModuleProductSticky: `#graphql
    query ModuleProductStickyEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleProductStickyCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          reviewScore
          totalReviews
          displayReviews
          displayReviewCount
          displayOnScroll
          desktopPosition
          mobilePosition
          backgroundColor
          hideStrikethrough
          cta {
            ...Cta
          }
          product {
            ...ModuleProductCard
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
    ${PRODUCT_CARD_FRAGMENT}
  `,
  ModuleCoaches: `#graphql
    query ModuleCoachesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleCoachesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          description
          scrollNavigationTitle
          cta {
            ...Cta
          }
          coachesCollection(limit: 12) {
            items {
              sys {
                id
              }
              name
              slug
              title
              bio
              specialties
              languages
              photo {
                ...ModuleAsset
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${TARGET_PAGE_FRAGMENT}
    ${CTA_FRAGMENT}
  `,
  ModuleCoachingScheduler: `#graphql
    query ModuleCoachingSchedulerEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleCoachingSchedulerCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          __typename
          sys {
            id
          }
          title
          description {
            json
          }
          sessionLengthMinutes
          bookingWindowDays
          confirmationMessage
          region
          product {
            shopifyHandle
            title
            pdpPrice
          }
          coachesCollection(limit: 12) {
            items {
              sys {
                id
              }
              name
              slug
              title
              bio
              specialties
              timeZone
              photo {
                ...ModuleAsset
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
  `,
} as const satisfies Readonly<Record<string, string>>;

/** Every store and hotel, for a locator module. */
export const LOCATIONS_QUERY = `#graphql
  query Locations($locale: String!, $preview: Boolean!) {
    locationStoreCollection(limit: 175, locale: $locale, preview: $preview, order: [name_ASC]) {
      items {
        ...ModuleLocationStore
      }
    }
    locationHotelCollection(limit: 175, locale: $locale, preview: $preview, order: [name_ASC]) {
      items {
        ...ModuleLocationHotel
      }
    }
  }
  ${STORE_FRAGMENT}
  ${HOTEL_FRAGMENT}
` as const;

/** Every blog article as a card (newest first), for related articles and the blog's lists. */
export const ARTICLE_CARDS_QUERY = `#graphql
  query ArticleCards($locale: String!, $preview: Boolean!) {
    blogArticleCollection(limit: 50, order: [publishDate_DESC], locale: $locale, preview: $preview) {
      items {
        ...ModuleArticleCard
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${ARTICLE_CARD_FRAGMENT}
` as const;
