/** The CMS shapes of page modules, as app/graphql/cms/modules.ts reads them. */
import type {CtaLink} from '~/lib/ctaLinks';
import type {CmsFontStyle} from '~/lib/fontStyle';
import type {SearchOutcome} from '~/lib/locationSearch';

export interface CmsAsset {
  url: string | null;
  title: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
}

export interface CmsRichText {
  json: unknown;
}

export interface CmsTargetPage {
  __typename: string;
  slug?: string | null;
  product?: {shopifyHandle: string | null; rower: boolean | null; type: string | null; productCategoryCollection: {items: Array<{slug: string | null} | null>} | null} | null;
}

export type CmsCta =
  | {
      __typename: 'CtaInternal';
      sys: {id: string};
      displayText: string | null;
      overrideVariant: string | null;
      modifiers?: string[] | null;
      jumpLinkTarget: string | null;
      icon: string | null;
      queryParameters: string | null;
      region: string | null;
      targetPage: CmsTargetPage | null;
      videoModal?: {url: string | null} | null;
      /** Resolved on the server (app/lib/ctaLinks.ts). */
      link?: CtaLink | null;
    }
  | {__typename: 'CtaExternal'; sys: {id: string}; displayText: string | null; overrideVariant: string | null; modifiers?: string[] | null; url: string | null; openInNewWindow: boolean | null; icon: string | null; link?: CtaLink | null};

type Items<T> = {items: Array<T | null>} | null;

interface Base<Name extends string> {
  __typename: Name;
  sys: {id: string};
  scrollNavigationTitle?: string | null;
  region?: string | null;
}

export interface CmsBadge {
  text: string | null;
  type: string | null;
  region?: string | null;
}

export interface CmsProductCard {
  __typename: 'Product' | 'Package';
  sys: {id: string};
  title: string | null;
  type: string | null;
  rower?: boolean | null;
  shopifyHandle: string | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  thumbnail: CmsAsset | null;
  productCategoryCollection?: Items<{slug: string | null}>;
  badgesCollection?: Items<CmsBadge>;
}

export interface CmsArticleCard {
  sys: {id: string};
  title: string | null;
  slug: string | null;
  articleTeaser: string | null;
  publishDate: string | null;
  heroImage: CmsAsset | null;
  blogCategory: {title: string | null; slug: string | null} | null;
}

export interface CmsValueProp {
  sys: {id: string};
  title: string | null;
  description: string | null;
  icon: string | null;
}

/** One hero's content: the module itself, or one of its slides. */
export interface HeroSlide {
  __typename: 'ModuleHero';
  sys: {id: string};
  title: string | null;
  subtitle: string | null;
  description: string | null;
  backgroundColor: string | null;
  textAlignment: string | null;
  heroImage: CmsAsset | null;
  heroImageMobile: CmsAsset | null;
  backgroundVideo?: {url: string | null} | null;
  ctasCollection: Items<CmsCta>;
  /** spec 9: up to 10 on a hero. */
  valuePropsCollection?: Items<Pick<CmsValueProp, 'sys' | 'title'>>;
}

/** spec 2 heroes; spec 9: up to 5 slides after the hero's own content. */
export interface ModuleHero extends Base<'ModuleHero'>, HeroSlide {
  slidesCollection?: Items<HeroSlide>;
}

export interface ModuleHeroSplit extends Base<'ModuleHeroSplit'> {
  title: string | null;
  subtitle: string | null;
  description: CmsRichText | null;
  textAlignment: string | null;
  titlePlacement: string | null;
  mobileTitlePlacement: string | null;
  backgroundColor: string | null;
  height: string | null;
  splitSize: string | null;
  imagePosition: string | null;
  heroImage: CmsAsset | null;
  heroImageMobile?: CmsAsset | null;
  insetBackgroundImage: CmsAsset | null;
  logoImage: CmsAsset | null;
  cta: CmsCta | null;
  ctAsCollection: Items<CmsCta>;
  appStoreLinksCollection?: Items<CmsCta>;
  appVariant?: boolean | null;
}

export interface ModuleTeaser extends Base<'ModuleTeaser'> {
  eyebrow: string | null;
  title: string | null;
  description: string | null;
  imagePosition: string | null;
  backgroundColor: string | null;
  image: CmsAsset | null;
  video?: {url: string | null} | null;
  videoCover: CmsAsset | null;
  cta: CmsCta | null;
}

export interface ModuleValueProps extends Base<'ModuleValueProps'> {
  title: string | null;
  layout: string | null;
  backgroundColor: string | null;
  itemsCollection: Items<CmsValueProp>;
}

export interface ModuleHighlightsGrid extends Base<'ModuleHighlightsGrid'> {
  title: string | null;
  subtitle: string | null;
  collapsible: boolean | null;
  slow: boolean | null;
  backgroundColor: string | null;
  cardsCollection: Items<{sys: {id: string}; title: string | null; description: string | null; image: CmsAsset | null}>;
}

export interface ModuleFaq extends Base<'ModuleFaq'> {
  title: string | null;
  cta: CmsCta | null;
  fontStyle: CmsFontStyle | null;
  questionFontStyle?: CmsFontStyle | null;
  itemsCollection: Items<{sys: {id: string}; question: string | null; answer: string | null; answerRichText: CmsRichText | null; openOnLoad: boolean | null}>;
}

export interface Effectiveness {
  title: string | null;
  value: number | null;
}

export interface ModuleEquipmentCompare extends Base<'ModuleEquipmentCompare'> {
  title: string | null;
  subtitle: string | null;
  backgroundColor: string | null;
  legendCollection: Items<{title: string | null; value: number | null; icon: string | null}>;
  itemsCollection: Items<{
    sys: {id: string};
    name: string | null;
    icon: string | null;
    isHighlighted: boolean | null;
    lowImpact: Effectiveness | null;
    upperBody: Effectiveness | null;
    lowerBody: Effectiveness | null;
    rangeOfMotion: Effectiveness | null;
    core: Effectiveness | null;
  }>;
}

export interface CmsCompareProduct {
  __typename: 'ProductCompareProduct' | 'Product';
  sys: {id: string};
  title: string | null;
  rower: boolean | null;
  type: string | null;
  monthlyPrice?: number | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  specifications?: Array<{label: string; value: string}> | null;
  image?: CmsAsset | null;
  thumbnail?: CmsAsset | null;
  shopifyHandle?: string | null;
  badgesCollection?: Items<CmsBadge>;
  product?: {shopifyHandle: string | null; rower: boolean | null; productCategoryCollection: Items<{slug: string | null}>} | null;
  productCategoryCollection?: Items<{slug: string | null}>;
  cta?: CmsCta | null;
}

export interface ModuleProductComparison extends Base<'ModuleProductComparison'> {
  title: string | null;
  subtitle: string | null;
  rowLabels: string[] | null;
  backgroundColor: string | null;
  cta: CmsCta | null;
  valuePropsCollection: Items<CmsValueProp>;
  productsCollection: Items<CmsCompareProduct>;
}

export interface ModuleReviews extends Base<'ModuleReviews'> {
  title: string | null;
  displayIndividualReviews: boolean | null;
  displayRatingsFilter: boolean | null;
  reviewLimit: number | null;
  product: {shopifyHandle: string | null} | null;
  featuredReviewsCollection: Items<{sys: {id: string}; starRating: number | null; description: string | null; reviewText: string | null; reviewerName: string | null; heroImage: CmsAsset | null}>;
}

export interface ModulePressQuotes extends Base<'ModulePressQuotes'> {
  title: string | null;
  backgroundColor: string | null;
  quotesCollection: Items<{sys: {id: string}; publication: string | null; quote: string | null; url: string | null; publishedDate: string | null}>;
  /** Default on (the model's default). */
  autoplay?: boolean | null;
}

export interface ModuleTestimonials extends Base<'ModuleTestimonials'> {
  title: string | null;
  backgroundColor: string | null;
  testimonialsCollection: Items<{sys: {id: string}; name: string | null; location: string | null; quote: string | null; photo: CmsAsset | null}>;
}

export interface ModulePeopleList extends Base<'ModulePeopleList'> {
  title: string | null;
  description: string | null;
  peopleCollection: Items<{sys: {id: string}; name: string | null; role: string | null; bio: string | null; linkedinUrl: string | null; photo: CmsAsset | null}>;
}

export interface ModuleCareersList extends Base<'ModuleCareersList'> {
  title: string | null;
  copy: string | null;
  departments: string[] | null;
  emptyStateText: string | null;
  cta: CmsCta | null;
}

export interface ModuleNewsletter extends Base<'ModuleNewsletter'> {
  title: string | null;
  description: string | null;
  inputPlaceholderText: string | null;
  emailNotification: string | null;
  confirmationMessage: string | null;
  formId: string | null;
  buttonText: string | null;
  backgroundColor: string | null;
  backgroundImage?: CmsAsset | null;
}

export interface ModuleContactCard extends Base<'ModuleContactCard'> {
  title: string | null;
  supportContactTitle: string | null;
  supportContact: string | null;
  commercialTitle: string | null;
  commercialContact: string | null;
  pressContactTitle: string | null;
  pressContact: string | null;
  backgroundImage: CmsAsset | null;
}

export interface ModuleReferralForm extends Base<'ModuleReferralForm'> {
  title: string | null;
  copy: string | null;
  useReferralApi: boolean | null;
  backgroundImage: CmsAsset | null;
  cta: CmsCta | null;
}

export interface ModuleMetricsGauge extends Base<'ModuleMetricsGauge'> {
  heading: string | null;
  subheading: string | null;
  bodyText: string | null;
  totalScore: number | null;
  badgeText: string | null;
  infoCardHeading: string | null;
  infoCardDescription: string | null;
  image: CmsAsset | null;
  gaugeStatsCollection: Items<{sys: {id: string}; label: string | null; value: number | null; arcColor: string | null; description: string | null}>;
}

export interface ModuleBlogPromo extends Base<'ModuleBlogPromo'> {
  title: string | null;
  subtitle: string | null;
  backgroundColor: string | null;
  cta: CmsCta | null;
  articlesCollection: Items<CmsArticleCard>;
}

export interface ModuleRelatedArticles extends Base<'ModuleRelatedArticles'> {
  title: string | null;
  subtitle: string | null;
  description: string | null;
  displayCount: number | null;
  fullArticleCta: CmsCta | null;
  category: {slug: string | null} | null;
  manualArticleOverridesCollection: Items<CmsArticleCard>;
}

export interface ModuleLocator extends Base<'ModuleLocator'> {
  title: string | null;
  description: string | null;
  locationTypes: string | null;
  searchRadiusMiles: number | null;
  searchPlaceholderText: string | null;
  /** The CMS's own selection (spec 9: up to 175 each); none listed means every store or hotel. */
  storesCollection?: Items<{sys: {id: string}}>;
  hotelsCollection?: Items<{sys: {id: string}}>;
}

export interface ModuleProductCarousel extends Base<'ModuleProductCarousel'> {
  title: string | null;
  subtitle: string | null;
  showPrices: boolean | null;
  autoplay?: boolean | null;
  backgroundColor: string | null;
  cta: CmsCta | null;
  productsCollection: Items<CmsProductCard>;
}

export interface EventCountdown extends Base<'EventCountdown'> {
  title: string | null;
  subtitle: string | null;
  endDate: string | null;
  dateTextTop: string | null;
  dateTextBottom: string | null;
  financingText: string | null;
  reversed: boolean | null;
  height: string | null;
  backgroundColor: string | null;
  backgroundImage: CmsAsset | null;
  badge: CmsBadge | null;
  cta: CmsCta | null;
}

export interface ModuleBento extends Base<'ModuleBento'> {
  title: string | null;
  subtitle: string | null;
  layout: string | null;
  initialRowDisplayCount: number | null;
  blocksCollection: Items<{sys: {id: string}; title: string | null; description: string | null; image: CmsAsset | null; cta: CmsCta | null}>;
}

export interface ModuleWorkoutActivities extends Base<'ModuleWorkoutActivities'> {
  title: string | null;
  subtitle: string | null;
  cta: CmsCta | null;
  activitiesCollection: Items<{sys: {id: string}; name: string | null; activityLevel: string | null; shortDescription: string | null; image: CmsAsset | null; video?: CmsAsset | null; badge: CmsBadge | null; targetPath?: string | null}>;
}

export interface ModuleJumpButton extends Base<'ModuleJumpButton'> {
  variant: string | null;
  /** The CMS label as a button variant, resolved on the server. */
  buttonVariant?: string;
  displayMode: string | null;
  text: string | null;
  jumpLinkTarget: string | null;
}

export interface ModuleProductSticky extends Base<'ModuleProductSticky'> {
  reviewScore: number | null;
  totalReviews: number | null;
  displayReviews: boolean | null;
  displayReviewCount: boolean | null;
  displayOnScroll: boolean | null;
  desktopPosition: string | null;
  mobilePosition: string | null;
  backgroundColor: string | null;
  cta: CmsCta | null;
  product: CmsProductCard | null;
  hideStrikethrough?: boolean | null;
}

export interface CmsCoach {
  sys: {id: string};
  name: string | null;
  slug: string | null;
  title: string | null;
  bio: string | null;
  specialties: string[] | null;
  languages?: string[] | null;
  timeZone?: string | null;
  photo: CmsAsset | null;
}

export interface ModuleCoaches extends Base<'ModuleCoaches'> {
  title: string | null;
  description: string | null;
  cta: CmsCta | null;
  coachesCollection: Items<CmsCoach>;
}

export interface ModuleCoachingScheduler extends Base<'ModuleCoachingScheduler'> {
  title: string | null;
  description: CmsRichText | null;
  sessionLengthMinutes: number | null;
  bookingWindowDays: number | null;
  confirmationMessage: string | null;
  product: {shopifyHandle: string | null; title: string | null; pdpPrice: number | null} | null;
  coachesCollection: Items<CmsCoach>;
}

export type PageModule =
  | ModuleHero
  | ModuleHeroSplit
  | ModuleTeaser
  | ModuleValueProps
  | ModuleHighlightsGrid
  | ModuleFaq
  | ModuleEquipmentCompare
  | ModuleProductComparison
  | ModuleReviews
  | ModulePressQuotes
  | ModuleTestimonials
  | ModulePeopleList
  | ModuleCareersList
  | ModuleNewsletter
  | ModuleContactCard
  | ModuleReferralForm
  | ModuleMetricsGauge
  | ModuleBlogPromo
  | ModuleRelatedArticles
  | ModuleLocator
  | ModuleProductCarousel
  | EventCountdown
  | ModuleBento
  | ModuleWorkoutActivities
  | ModuleJumpButton
  | ModuleProductSticky
  | ModuleCoaches
  | ModuleCoachingScheduler;

export type ModuleOf<Name extends PageModule['__typename']> = Extract<PageModule, {__typename: Name}>;

/** What the server resolves beside a module: reviews, articles by category, locations, jobs. */
export interface ModuleExtras {
  reviews?: {score: number; total: number; reviews: Array<{id: string; stars: number; title: string; text: string; author: string; date: string}>} | null;
  articles?: CmsArticleCard[];
  locator?: LocatorData;
  jobs?: Array<{id: string; title: string; department: string; location: string; url: string}> | null;
  /** spec 5: the first 3 gauge stats, capped at 1000, with their arc colours as hex. */
  gauge?: {heading: string; description: string; stats: Array<{id: string; label: string; value: number; color: string; description: string | null}>};
  /** spec 7: the referral provider's script for this locale (a public URL); null or absent: copy and terms link only. */
  referralScript?: string | null;
}

export interface LocationStore {
  sys: {id: string};
  name: string;
  slug: string | null;
  shortDescription: string | null;
  webAddress: string | null;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
  hours: CmsRichText | null;
  coordinates: {lat: number; lon: number} | null;
  productsSoldCollection: Items<{title: string | null}>;
}

export interface LocationHotel {
  sys: {id: string};
  name: string;
  slug: string | null;
  shortDescription: string | null;
  bookingUrl: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
  coordinates: {lat: number; lon: number} | null;
  equipmentCountFitnessCenter: number | null;
  equipmentCountRoom: number | null;
  locationType: string | null;
  starRating: number | null;
  phoneNumber: string | null;
}

/** A module ready to render: the CMS entry, what the server resolved for it and its anchor id. */
export interface RenderedModule {
  module: PageModule;
  anchor: string;
  extras: ModuleExtras;
  theme: {background: string; color: string} | null;
}

export type LocatorPlace = (LocationStore & {kind: 'store'}) | (LocationHotel & {kind: 'hotel'});

/** The locator's search, answered on the server from the URL (?q, ?lat&lon, ?radius). */
export interface LocatorData {
  outcome: SearchOutcome<LocatorPlace>;
  defaultRadius: number;
  query: {q: string; radius: string};
}
