/**
 * Page modules, fetched in two steps so no query nears Contentful's
 * complexity limit: the page lists its modules (`__typename` and id), then
 * one query per module type present fetches those entries by id
 * (`sys.id_in`), in parallel. A type without a query here is an unknown
 * module: skipped and logged (spec 2).
 */

const ASSET = `url title description width height`;

export const STORE_FIELDS = `sys { id } name slug shortDescription webAddress phone addressLine1 addressLine2 city state zip country
  hours { json } coordinates { lat lon } productsSoldCollection(limit: 3) { items { title } }`;
export const HOTEL_FIELDS = `sys { id } name slug shortDescription bookingUrl addressLine1 addressLine2 city state zip country
  coordinates { lat lon } equipmentCountFitnessCenter equipmentCountRoom locationType starRating phoneNumber`;

const TARGET = `
  targetPage {
    __typename
    ... on PageFlexibleLayout { slug }
    ... on PagePdp { slug product { shopifyHandle rower type productCategoryCollection(limit: 1) { items { slug } } } }
    ... on PagePlp { slug }
    ... on PageBlogLanding { slug }
    ... on PageLocations { slug }
    ... on BlogArticle { slug }
    ... on QuizPage { slug }
    ... on PageCart { slug }
  }`;

export const CTA_FIELDS = `
  __typename
  ... on CtaInternal { sys { id } displayText overrideVariant modifiers jumpLinkTarget icon queryParameters region ${TARGET} }
  ... on CtaExternal { sys { id } displayText overrideVariant modifiers url openInNewWindow icon }`;

const PRODUCT_CARD = `
  __typename
  ... on Product {
    sys { id }
    title
    type
    rower
    shopifyHandle
    pdpPrice
    pdpDiscountedPrice
    thumbnail { ${ASSET} }
    productCategoryCollection(limit: 1) { items { slug } }
    badgesCollection(limit: 1) { items { text type region } }
  }
  ... on Package {
    sys { id }
    title
    type
    shopifyHandle
    pdpPrice
    pdpDiscountedPrice
    thumbnail { ${ASSET} }
    badgesCollection(limit: 1) { items { text type region } }
  }`;

export const ARTICLE_CARD = `
  sys { id }
  title
  slug
  articleTeaser
  publishDate
  heroImage { ${ASSET} }
  blogCategory { title slug }`;

const byIds = (type: string, fields: string, limit = 15) => {
  const name = `Module${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  return `#graphql
  query ${name}($ids: [String]!, $locale: String!, $preview: Boolean!) {
    items: ${type}Collection(where: {sys: {id_in: $ids}}, limit: ${limit}, locale: $locale, preview: $preview) {
      items {
        __typename
        sys { id }
        ${fields}
      }
    }
  }`;
};

/** One query per module type (keyed by the GraphQL __typename). */
export const MODULE_QUERIES: Readonly<Record<string, string>> = {
  ModuleHero: byIds(
    'moduleHero',
    `title subtitle description backgroundColor textAlignment scrollNavigationTitle
     heroImage { ${ASSET} } heroImageMobile { ${ASSET} }
     ctasCollection(limit: 2) { items { ${CTA_FIELDS} } }`,
  ),
  ModuleHeroSplit: byIds(
    'moduleHeroSplit',
    `title subtitle description { json } textAlignment titlePlacement mobileTitlePlacement backgroundColor height splitSize imagePosition scrollNavigationTitle
     heroImage { ${ASSET} } insetBackgroundImage { ${ASSET} } logoImage { ${ASSET} }
     cta { ${CTA_FIELDS} }
     ctAsCollection(limit: 3) { items { ${CTA_FIELDS} } }`,
  ),
  ModuleTeaser: byIds(
    'moduleTeaser',
    `eyebrow title description imagePosition backgroundColor scrollNavigationTitle image { ${ASSET} } videoCover { ${ASSET} } cta { ${CTA_FIELDS} }`,
  ),
  ModuleValueProps: byIds(
    'moduleValueProps',
    `title layout backgroundColor scrollNavigationTitle itemsCollection(limit: 10) { items { sys { id } title description icon } }`,
  ),
  ModuleHighlightsGrid: byIds(
    'moduleHighlightsGrid',
    `title subtitle collapsible slow backgroundColor scrollNavigationTitle cardsCollection(limit: 20) { items { sys { id } title description image { ${ASSET} } } }`,
  ),
  ModuleFaq: byIds(
    'moduleFaq',
    `title scrollNavigationTitle cta { ${CTA_FIELDS} }
     fontStyle { titleHeadingLevel titleFontWeight }
     itemsCollection(limit: 30) { items { sys { id } question answer answerRichText { json } openOnLoad } }`,
  ),
  ModuleEquipmentCompare: byIds(
    'moduleEquipmentCompare',
    `title subtitle backgroundColor scrollNavigationTitle
     legendCollection(limit: 5) { items { title value icon } }
     itemsCollection(limit: 10) { items { sys { id } name icon isHighlighted
       lowImpact { title value } upperBody { title value } lowerBody { title value } rangeOfMotion { title value } core { title value } } }`,
  ),
  ModuleProductComparison: byIds(
    'moduleProductComparison',
    `title subtitle rowLabels backgroundColor scrollNavigationTitle cta { ${CTA_FIELDS} }
     valuePropsCollection(limit: 5) { items { sys { id } title description icon } }
     productsCollection(limit: 3) { items {
       __typename
       ... on ProductCompareProduct { sys { id } title rower type monthlyPrice pdpPrice pdpDiscountedPrice specifications
         image { ${ASSET} } badgesCollection(limit: 3) { items { text type region } }
         product { shopifyHandle rower productCategoryCollection(limit: 1) { items { slug } } }
         cta { ${CTA_FIELDS} } }
       ... on Product { sys { id } title rower type shopifyHandle pdpPrice pdpDiscountedPrice thumbnail { ${ASSET} } productCategoryCollection(limit: 1) { items { slug } } }
     } }`,
  ),
  ModuleReviews: byIds(
    'moduleReviews',
    `title displayIndividualReviews displayRatingsFilter reviewLimit scrollNavigationTitle
     product { shopifyHandle }
     featuredReviewsCollection(limit: 10) { items { sys { id } starRating description reviewText reviewerName } }`,
  ),
  ModulePressQuotes: byIds(
    'modulePressQuotes',
    `title backgroundColor scrollNavigationTitle quotesCollection(limit: 10) { items { sys { id } publication quote url publishedDate } }`,
  ),
  ModuleTestimonials: byIds(
    'moduleTestimonials',
    `title backgroundColor scrollNavigationTitle testimonialsCollection(limit: 10) { items { sys { id } name location quote photo { ${ASSET} } } }`,
  ),
  ModulePeopleList: byIds(
    'modulePeopleList',
    `title description scrollNavigationTitle peopleCollection(limit: 30) { items { sys { id } name role bio linkedinUrl photo { ${ASSET} } } }`,
  ),
  ModuleCareersList: byIds('moduleCareersList', `title copy departments emptyStateText scrollNavigationTitle cta { ${CTA_FIELDS} }`),
  ModuleNewsletter: byIds(
    'moduleNewsletter',
    `title description inputPlaceholderText emailNotification confirmationMessage formId buttonText backgroundColor`,
  ),
  ModuleContactCard: byIds(
    'moduleContactCard',
    `title supportContactTitle supportContact commercialTitle commercialContact pressContactTitle pressContact backgroundImage { ${ASSET} }`,
  ),
  ModuleReferralForm: byIds('moduleReferralForm', `title copy useReferralApi backgroundImage { ${ASSET} } cta { ${CTA_FIELDS} }`),
  ModuleMetricsGauge: byIds(
    'moduleMetricsGauge',
    `heading subheading bodyText totalScore badgeText infoCardHeading infoCardDescription scrollNavigationTitle image { ${ASSET} }
     gaugeStatsCollection(limit: 5) { items { sys { id } label value arcColor description } }`,
  ),
  ModuleBlogPromo: byIds(
    'moduleBlogPromo',
    `title subtitle backgroundColor scrollNavigationTitle cta { ${CTA_FIELDS} } articlesCollection(limit: 4) { items { ${ARTICLE_CARD} } }`,
  ),
  ModuleRelatedArticles: byIds(
    'moduleRelatedArticles',
    `title subtitle description displayCount scrollNavigationTitle fullArticleCta { ${CTA_FIELDS} }
     category { slug }
     manualArticleOverridesCollection(limit: 12) { items { ${ARTICLE_CARD} } }`,
  ),
  ModuleLocator: byIds('moduleLocator', `title description locationTypes searchRadiusMiles searchPlaceholderText scrollNavigationTitle`),
  ModuleProductCarousel: byIds(
    'moduleProductCarousel',
    `title subtitle showPrices backgroundColor scrollNavigationTitle cta { ${CTA_FIELDS} } productsCollection(limit: 15) { items { ${PRODUCT_CARD} } }`,
  ),
  EventCountdown: byIds(
    'eventCountdown',
    `title subtitle endDate dateTextTop dateTextBottom financingText reversed height region backgroundColor scrollNavigationTitle
     backgroundImage { ${ASSET} } badge { text type } cta { ${CTA_FIELDS} }`,
  ),
  ModuleBento: byIds(
    'moduleBento',
    `title subtitle layout initialRowDisplayCount scrollNavigationTitle
     blocksCollection(limit: 15) { items { sys { id } title description image { ${ASSET} } cta { ${CTA_FIELDS} } } }`,
  ),
  ModuleWorkoutActivities: byIds(
    'moduleWorkoutActivities',
    `title subtitle scrollNavigationTitle cta { ${CTA_FIELDS} }
     activitiesCollection(limit: 12) { items { sys { id } name activityLevel shortDescription image { ${ASSET} } badge { text type region } ${TARGET} } }`,
  ),
  ModuleJumpButton: byIds('moduleJumpButton', `variant displayMode text jumpLinkTarget`),
  ModuleProductSticky: byIds(
    'moduleProductSticky',
    `reviewScore totalReviews displayReviews displayReviewCount displayOnScroll desktopPosition mobilePosition backgroundColor cta { ${CTA_FIELDS} } product { ${PRODUCT_CARD} }`,
  ),
  ModuleCoaches: byIds(
    'moduleCoaches',
    `title description scrollNavigationTitle cta { ${CTA_FIELDS} }
     coachesCollection(limit: 12) { items { sys { id } name slug title bio specialties languages photo { ${ASSET} } } }`,
  ),
  ModuleCoachingScheduler: byIds(
    'moduleCoachingScheduler',
    `title description { json } sessionLengthMinutes bookingWindowDays confirmationMessage region
     product { shopifyHandle title pdpPrice }
     coachesCollection(limit: 12) { items { sys { id } name slug title bio specialties timeZone photo { ${ASSET} } } }`,
  ),
};

/** Every store and hotel, for a locator module. */
export const LOCATIONS_QUERY = `#graphql
  query Locations($locale: String!, $preview: Boolean!) {
    locationStoreCollection(limit: 175, locale: $locale, preview: $preview, order: [name_ASC]) { items { ${STORE_FIELDS} } }
    locationHotelCollection(limit: 175, locale: $locale, preview: $preview, order: [name_ASC]) { items { ${HOTEL_FIELDS} } }
  }
` as const;
