import {ASSET_FRAGMENT, CTA_FRAGMENT} from './contentFragments';

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

/** A badge as BadgeList (app/modules/shared/ProductPrice.tsx) shows it: its text, its type and the region it shows in. */
const MODULE_BADGE_FRAGMENT = `#graphql
  fragment ModuleBadge on Badge {
    text
    type
    region
  }
` as const;

/** A module's type and id: as the page lists it for the second step, and as that step's query answers it. */
export const MODULE_REF_FRAGMENT = `#graphql
  fragment ModuleRef on Entry {
    __typename
    sys {
      id
    }
  }
` as const;

/** A product entry as a product card and a comparison column read it: its id, names, prices, image and category. */
const PRODUCT_SUMMARY_FRAGMENT = `#graphql
  fragment ModuleProductSummary on Product {
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
  }
` as const;

/** A product or package as a product card shows it, with one badge (sent with the fragments it spreads). */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ModuleProductCard on Entry {
    __typename
    ... on Product {
      ...ModuleProductSummary
      badgesCollection(limit: 1) {
        items {
          ...ModuleBadge
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
          ...ModuleBadge
        }
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
  ${MODULE_BADGE_FRAGMENT}
` as const;

/** A coach as the coaches and coaching-scheduler modules show them; each asks for what it adds beside it. */
const COACH_FRAGMENT = `#graphql
  fragment ModuleCoach on Coach {
    sys {
      id
    }
    name
    slug
    title
    bio
    specialties
    photo {
      ...ModuleAsset
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
      ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleHeroSplit: `#graphql
    query ModuleHeroSplitEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleHeroSplitCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleTeaser: `#graphql
    query ModuleTeaserEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleTeaserCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleValueProps: `#graphql
    query ModuleValuePropsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleValuePropsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleHighlightsGrid: `#graphql
    query ModuleHighlightsGridEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleHighlightsGridCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleFaq: `#graphql
    query ModuleFaqEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleFaqCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleEquipmentCompare: `#graphql
    query ModuleEquipmentCompareEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleEquipmentCompareCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleProductComparison: `#graphql
    query ModuleProductComparisonEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleProductComparisonCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
                    ...ModuleBadge
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
                ...ModuleProductSummary
              }
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${CTA_FRAGMENT}
    ${VALUE_PROP_FRAGMENT}
    ${PRODUCT_SUMMARY_FRAGMENT}
    ${MODULE_BADGE_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleReviews: `#graphql
    query ModuleReviewsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleReviewsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModulePressQuotes: `#graphql
    query ModulePressQuotesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: modulePressQuotesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleTestimonials: `#graphql
    query ModuleTestimonialsEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleTestimonialsCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModulePeopleList: `#graphql
    query ModulePeopleListEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: modulePeopleListCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleCareersList: `#graphql
    query ModuleCareersListEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleCareersListCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleNewsletter: `#graphql
    query ModuleNewsletterEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleNewsletterCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleContactCard: `#graphql
    query ModuleContactCardEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleContactCardCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleReferralForm: `#graphql
    query ModuleReferralFormEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleReferralFormCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleMetricsGauge: `#graphql
    query ModuleMetricsGaugeEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleMetricsGaugeCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleBlogPromo: `#graphql
    query ModuleBlogPromoEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleBlogPromoCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${ARTICLE_CARD_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleRelatedArticles: `#graphql
    query ModuleRelatedArticlesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleRelatedArticlesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${ARTICLE_CARD_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleLocator: `#graphql
    query ModuleLocatorEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleLocatorCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleProductCarousel: `#graphql
    query ModuleProductCarouselEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleProductCarouselCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${PRODUCT_CARD_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  EventCountdown: `#graphql
    query EventCountdownEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: eventCountdownCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleBento: `#graphql
    query ModuleBentoEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleBentoCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleWorkoutActivities: `#graphql
    query ModuleWorkoutActivitiesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleWorkoutActivitiesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
                ...ModuleBadge
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
    ${CTA_FRAGMENT}
    ${MODULE_BADGE_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleJumpButton: `#graphql
    query ModuleJumpButtonEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleJumpButtonCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
          variant
          displayMode
          text
          jumpLinkTarget
        }
      }
    }
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleProductSticky: `#graphql
    query ModuleProductStickyEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleProductStickyCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
    ${CTA_FRAGMENT}
    ${PRODUCT_CARD_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleCoaches: `#graphql
    query ModuleCoachesEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleCoachesCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
          title
          description
          scrollNavigationTitle
          cta {
            ...Cta
          }
          coachesCollection(limit: 12) {
            items {
              ...ModuleCoach
              languages
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${CTA_FRAGMENT}
    ${COACH_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
  `,
  ModuleCoachingScheduler: `#graphql
    query ModuleCoachingSchedulerEntries($ids: [String]!, $locale: String!, $preview: Boolean!) {
      items: moduleCoachingSchedulerCollection(where: {sys: {id_in: $ids}}, limit: 15, locale: $locale, preview: $preview) {
        items {
          ...ModuleRef
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
              ...ModuleCoach
              timeZone
            }
          }
        }
      }
    }
    ${ASSET_FRAGMENT}
    ${COACH_FRAGMENT}
    ${MODULE_REF_FRAGMENT}
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
