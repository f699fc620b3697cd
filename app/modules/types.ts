/**
 * The CMS shapes of page modules, named from the types codegen generates
 * from app/graphql/cms/modulesContent.ts (cmsapi.generated.d.ts): one query per
 * module type, so a module's type is its query's entry. `Resolved` adds what
 * the server resolves into them (app/lib/content/ctaLinks.ts resolveCtas).
 */
import type {
  HeroSlideFragment,
  ModuleArticleCardFragment,
  ModuleAssetFragment,
  CtaFragment,
  ModuleLocationHotelFragment,
  ModuleLocationStoreFragment,
  ModuleProductCardFragment,
  TargetPageFragment,
} from 'cmsapi.generated';
import type {MODULE_QUERIES} from '~/graphql/cms/modulesContent';
import type {ItemOf, OfType} from '~/graphql/cms/contentTypes';
import type {CmsAnswerOf} from '~/lib/content/cms.server';
import type {ButtonVariant} from '~/styles/buttonVariants';
import type {CtaLink} from '~/lib/content/ctaLinks';
import type {SearchOutcome} from '~/modules/Locator/locationSearch';
import type {ModuleTheme} from '~/lib/content/moduleTheme';

/**
 * A CMS answer with what resolveCtas adds: every CTA its `link`, anything
 * else with a target page its `targetPath`, a jump button its recipe variant.
 */
export type Resolved<T> =
  T extends ReadonlyArray<infer Item>
    ? Array<Resolved<Item>>
    : T extends object
      ? {[Key in keyof T]: Resolved<T[Key]>} & (T extends {__typename: 'CtaInternal' | 'CtaExternal'}
          ? {link?: CtaLink | null}
          : T extends {targetPage: unknown}
            ? {targetPath?: string | null}
            : unknown) &
          (T extends {__typename: 'ModuleJumpButton'} ? {buttonVariant?: ButtonVariant} : unknown)
      : T;

type ModuleQueries = typeof MODULE_QUERIES;
/** A module type the page can render: one with a query. */
export type ModuleType = keyof ModuleQueries;
/** One fetched entry of a module type, as its query answers it. */
export type Fetched<Name extends ModuleType> = ItemOf<CmsAnswerOf<ModuleQueries[Name]>['items']>;

export type CmsAsset = ModuleAssetFragment;
export type CmsRichText = {json: unknown};
export type CmsTargetPage = TargetPageFragment;
export type CmsCta = Resolved<OfType<CtaFragment, 'CtaInternal' | 'CtaExternal'>>;
export type CmsProductCard = Resolved<OfType<ModuleProductCardFragment, 'Product' | 'Package'>>;
export type CmsArticleCard = ModuleArticleCardFragment;
export type LocationStore = ModuleLocationStoreFragment;
export type LocationHotel = ModuleLocationHotelFragment;

/** What every module may carry (the page-wide rules read them: region, scroll navigation). */
interface ModuleCommon {
  scrollNavigationTitle?: string | null;
  region?: string | null;
}

/** Every module a page can render, each as the server hands it to its component. */
export type PageModule = {[Name in ModuleType]: Resolved<Fetched<Name>> & ModuleCommon}[ModuleType];
export type ModuleOf<Name extends PageModule['__typename']> = Extract<PageModule, {__typename: Name}>;

export type ModuleHero = ModuleOf<'ModuleHero'>;
export type ModuleHeroSplit = ModuleOf<'ModuleHeroSplit'>;
export type ModuleTeaser = ModuleOf<'ModuleTeaser'>;
export type ModuleValueProps = ModuleOf<'ModuleValueProps'>;
export type ModuleHighlightsGrid = ModuleOf<'ModuleHighlightsGrid'>;
export type ModuleFaq = ModuleOf<'ModuleFaq'>;
export type ModuleEquipmentCompare = ModuleOf<'ModuleEquipmentCompare'>;
export type ModuleProductComparison = ModuleOf<'ModuleProductComparison'>;
export type ModuleReviews = ModuleOf<'ModuleReviews'>;
export type ModulePressQuotes = ModuleOf<'ModulePressQuotes'>;
export type ModuleTestimonials = ModuleOf<'ModuleTestimonials'>;
export type ModulePeopleList = ModuleOf<'ModulePeopleList'>;
export type ModuleCareersList = ModuleOf<'ModuleCareersList'>;
export type ModuleNewsletter = ModuleOf<'ModuleNewsletter'>;
export type ModuleContactCard = ModuleOf<'ModuleContactCard'>;
export type ModuleReferralForm = ModuleOf<'ModuleReferralForm'>;
export type ModuleMetricsGauge = ModuleOf<'ModuleMetricsGauge'>;
export type ModuleBlogPromo = ModuleOf<'ModuleBlogPromo'>;
export type ModuleRelatedArticles = ModuleOf<'ModuleRelatedArticles'>;
export type ModuleLocator = ModuleOf<'ModuleLocator'>;
export type ModuleProductCarousel = ModuleOf<'ModuleProductCarousel'>;
export type EventCountdown = ModuleOf<'EventCountdown'>;
export type ModuleBento = ModuleOf<'ModuleBento'>;
export type ModuleWorkoutActivities = ModuleOf<'ModuleWorkoutActivities'>;
export type ModuleJumpButton = ModuleOf<'ModuleJumpButton'>;
export type ModuleProductSticky = ModuleOf<'ModuleProductSticky'>;
export type ModuleCoaches = ModuleOf<'ModuleCoaches'>;
export type ModuleCoachingScheduler = ModuleOf<'ModuleCoachingScheduler'>;
/** One hero's content: the module itself, or one of its slides. */
export type HeroSlide = Resolved<HeroSlideFragment>;
export type CmsCoach = ItemOf<ModuleOf<'ModuleCoaches'>['coachesCollection']>;
export type CmsValueProp = ItemOf<ModuleOf<'ModuleValueProps'>['itemsCollection']>;
export type CmsCompareProduct = OfType<
  ItemOf<ModuleOf<'ModuleProductComparison'>['productsCollection']>,
  'ProductCompareProduct' | 'Product'
>;
export type Effectiveness = NonNullable<ItemOf<ModuleOf<'ModuleEquipmentCompare'>['itemsCollection']>['lowImpact']>;
export type CmsBadge = ItemOf<CmsProductCard['badgesCollection']>;

/** What the server resolves beside a module: reviews, articles by category, locations, jobs. */
export interface ModuleExtras {
  reviews?: {
    score: number;
    total: number;
    reviews: Array<{id: string; stars: number; title: string; text: string; author: string; date: string}>;
  } | null;
  articles?: CmsArticleCard[];
  locator?: LocatorData;
  jobs?: Array<{id: string; title: string; department: string; location: string; url: string}> | null;
  /** rules:content-fields: the first 3 gauge stats, capped at 1000, with their arc colours as hex. */
  gauge?: {
    heading: string;
    description: string;
    stats: Array<{id: string; label: string; value: number; color: string; description: string | null}>;
  };
  /** rules:content-modules: the referral provider's script for this locale (a public URL); null or absent: copy and terms link only. */
  referralScript?: string | null;
  /** A product carousel's view_item_list for the tracker (data-track-view, decision 0090). */
  trackView?: string;
}

/** A module ready to render: the CMS entry, what the server resolved for it and its anchor id. */
export interface RenderedModule {
  module: PageModule;
  anchor: string;
  extras: ModuleExtras;
  theme: {background: string; color: string} | null;
}

/**
 * A module the first HTML renders but does not carry the data of (decision 0105): the server
 * renders it from the request's held modules, the browser fetches its entry from `source`
 * once it nears the screen, then hydrates it.
 */
export interface HeldModule {
  held: {__typename: PageModule['__typename']; id: string};
  anchor: string;
  source: string;
}

/** What a page's module list holds: modules with their data, or held ones. */
export type ModuleEntry = RenderedModule | HeldModule;

/** A store or hotel the locator can list: named, with a city, postcode and country; coordinates only when both are known. */
type Listed<T> = Omit<T, 'name' | 'city' | 'zip' | 'country' | 'coordinates'> & {
  name: string;
  city: string;
  zip: string;
  country: string;
  coordinates: {lat: number; lon: number} | null;
};
export type LocatorPlace = (Listed<LocationStore> & {kind: 'store'}) | (Listed<LocationHotel> & {kind: 'hotel'});

/** The locator's search, answered on the server from the URL (?q, ?lat&lon, ?radius). */
export interface LocatorData {
  outcome: SearchOutcome<LocatorPlace>;
  defaultRadius: number;
  query: {q: string; radius: string};
}

/** What every module component is given: its CMS entry, its anchor id and its resolved colours. */
export interface ModuleProps<M> {
  module: M;
  anchor: string;
  theme?: ModuleTheme | null;
}
