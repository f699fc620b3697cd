import type {LoaderFunctionArgs} from 'react-router';
import {LOCATIONS_PAGE_QUERY} from '~/graphql/cms/locationsContent';
import {PAGE_BY_SLUG_QUERY} from '~/graphql/cms/pageContent';
import {ARTICLE_CARDS_QUERY, LOCATIONS_QUERY, MODULE_QUERIES} from '~/graphql/cms/modulesContent';
import type {
  CmsArticleCard,
  Fetched,
  LocationHotel,
  LocationStore,
  LocatorData,
  LocatorPlace,
  ModuleEntry,
  ModuleExtras,
  ModuleType,
  PageModule,
  RenderedModule,
} from '~/modules/types';
import {resolveCtas} from './ctaLinks';
import {searchLocations} from '../../modules/Locator/locationSearch';
import {fetchOpenings} from '../services.server';
import {
  filterForLocale,
  GAUGE_DEFAULT_DESCRIPTION,
  GAUGE_DEFAULT_HEADING,
  gaugeStats,
  relatedArticles,
  type ContentLocale,
} from './content';
import {isColorName, palette} from '~/styles/palette';
import {moduleTheme} from './moduleTheme';
import {referralScriptUrl} from '../referral/referral';
import {moduleAnchors, orderModules, ratingFilter, scrollNavigation} from './pageModules';
import {applyCtaExperiments, Exposures} from '../experiments/experiments';
import {reviewSources, reviewsSection} from '../reviews/reviewsSection';
import {carouselView} from '../tracking/views';

type Context = Pick<LoaderFunctionArgs['context'], 'cms' | 'locale' | 'reviews' | 'env'> &
  Partial<Pick<LoaderFunctionArgs['context'], 'experiments' | 'holdsModules'>>;

export async function loadLocations(context: Context): Promise<{stores: LocationStore[]; hotels: LocationHotel[]}> {
  const data = await context.cms.query(LOCATIONS_QUERY);
  return {
    stores: (data.locationStoreCollection?.items ?? []).filter((item): item is LocationStore => Boolean(item)),
    hotels: (data.locationHotelCollection?.items ?? []).filter((item): item is LocationHotel => Boolean(item)),
  };
}

export async function loadArticleCards(context: Context): Promise<CmsArticleCard[]> {
  const data = await context.cms.query(ARTICLE_CARDS_QUERY);
  return (data.blogArticleCollection?.items ?? []).filter((item): item is CmsArticleCard => Boolean(item?.slug));
}

/** The locator's places and its search answered from the URL (rules:content-fields bounding box). */
/** A locator module's own list of stores or hotels, in the CMS's order; every one when it lists none. */
export function selectLocations<Place extends {sys: {id: string}}>(
  all: readonly Place[],
  chosen: {items: Array<{sys: {id: string}} | null>} | null | undefined,
): Place[] {
  const ids = (chosen?.items ?? []).flatMap((item) => (item ? [item.sys.id] : []));
  if (!ids.length) return [...all];
  const byId = new Map(all.map((place) => [place.sys.id, place]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A place the locator can list (see LocatorPlace), or none when the entry lacks its name or address. */
function listed<Entry extends LocationStore | LocationHotel, Kind extends LocatorPlace['kind']>(
  entry: Entry,
  kind: Kind,
) {
  const {name, city, zip, country, coordinates} = entry;
  if (!name || !city || !zip || !country) return [];
  const located =
    coordinates?.lat != null && coordinates.lon != null ? {lat: coordinates.lat, lon: coordinates.lon} : null;
  return [{...entry, name, city, zip, country, coordinates: located, kind}];
}

export function locatorData(
  url: URL,
  stores: readonly LocationStore[],
  hotels: readonly LocationHotel[],
  defaultRadius: number,
): LocatorData {
  const places: LocatorPlace[] = [
    ...stores.flatMap((store) => listed(store, 'store')),
    ...hotels.flatMap((hotel) => listed(hotel, 'hotel')),
  ];
  const input = {
    q: url.searchParams.get('q'),
    lat: url.searchParams.get('lat'),
    lon: url.searchParams.get('lon'),
    radius: url.searchParams.get('radius'),
  };
  return {
    outcome: searchLocations(input, places, defaultRadius),
    defaultRadius,
    query: {q: input.q ?? '', radius: input.radius ?? ''},
  };
}

/** A module type with a query: one the page can render (an unknown one is skipped and logged). */
function isModuleType(typename: string): typename is ModuleType {
  return Object.hasOwn(MODULE_QUERIES, typename);
}

/** Fetches the listed modules: one query per module type present, in parallel. */
export async function loadModules(
  context: Context,
  refs: ReadonlyArray<{__typename: string; sys?: {id: string}} | null>,
): Promise<PageModule[]> {
  const idsByType = new Map<ModuleType, string[]>();
  for (const ref of refs) {
    if (!ref?.sys?.id || !isModuleType(ref.__typename)) continue;
    idsByType.set(ref.__typename, [...(idsByType.get(ref.__typename) ?? []), ref.sys.id]);
  }
  const fetched = new Map<string, PageModule>();
  await Promise.all(
    [...idsByType].map(async ([typename, ids]) => {
      const data = await context.cms.query(MODULE_QUERIES[typename], {variables: {ids}});
      const items: ReadonlyArray<Fetched<ModuleType> | null> = data.items?.items ?? [];
      for (const item of items) if (item) fetched.set(item.sys.id, resolveCtas(item));
    }),
  );
  const ordered = orderModules(refs, fetched, isModuleType, (skipped) =>
    console.warn(`[modules] skipped ${skipped.typename} ${skipped.id ?? ''}: ${skipped.reason}`),
  );
  // rules:content-fields: region-limited content shows only in its locale.
  return filterForLocale(ordered, context.locale.code as ContentLocale);
}

/**
 * What the server resolves beside a module so it renders without client
 * requests: reviews (with the ratings filter from the URL), articles of the
 * related-articles category, the locator's stores and hotels, the referral
 * provider's script for the locale.
 */
export async function loadExtras(
  context: Context,
  modules: readonly PageModule[],
  request: Request,
): Promise<ModuleExtras[]> {
  const url = new URL(request.url);
  let articles: Promise<CmsArticleCard[]> | null = null;
  let locations: ReturnType<typeof loadLocations> | null = null;
  return Promise.all(
    modules.map(async (module): Promise<ModuleExtras> => {
      switch (module.__typename) {
        case 'ModuleReviews': {
          const limit = module.reviewLimit ?? 10;
          const sources = reviewSources(module.product?.shopifyHandle);
          const [overall, products] = await Promise.all([
            sources.overallScore ? context.reviews.getOverallScore() : null,
            Promise.all(sources.handles.map((entry) => context.reviews.product(entry, limit))),
          ]);
          return {
            reviews: reviewsSection({
              summary: sources.overallScore ? overall : (products[0] ?? null),
              products,
              limit,
              rating: module.displayRatingsFilter ? ratingFilter(url.searchParams.get('rating')) : null,
            }),
          };
        }
        case 'ModuleRelatedArticles': {
          articles ??= loadArticleCards(context);
          const all = await articles;
          const categorySlug = module.category?.slug ?? null;
          const overrides = (module.manualArticleOverridesCollection?.items ?? []).filter(
            (item): item is CmsArticleCard => Boolean(item?.slug),
          );
          const picked = relatedArticles({
            current: {slug: '', category: categorySlug},
            overrides: overrides.map((article) => ({
              ...article,
              slug: article.slug ?? '',
              category: article.blogCategory?.slug,
            })),
            all: all.map((article) => ({...article, slug: article.slug ?? '', category: article.blogCategory?.slug})),
            displayCount: module.displayCount,
          });
          return {articles: picked};
        }
        case 'ModuleLocator': {
          locations ??= loadLocations(context);
          const all = await locations;
          const stores = selectLocations(all.stores, module.storesCollection);
          const hotels = selectLocations(all.hotels, module.hotelsCollection);
          const types = module.locationTypes ?? 'Stores and Hotels';
          return {
            locator: locatorData(
              url,
              types === 'Hotels' ? [] : stores,
              types === 'Stores' ? [] : hotels,
              module.searchRadiusMiles ?? 50,
            ),
          };
        }
        case 'ModuleCareersList':
          return {
            jobs: await fetchOpenings(
              context.env.JOBS_API_URL,
              (module.departments ?? []).filter((department): department is string => Boolean(department)),
            ),
          };
        case 'ModuleMetricsGauge': {
          const stats = (module.gaugeStatsCollection?.items ?? []).flatMap((stat) =>
            stat?.label && stat.value != null
              ? [
                  {
                    id: stat.sys.id,
                    label: stat.label,
                    value: stat.value,
                    color: stat.arcColor && isColorName(stat.arcColor) ? palette[stat.arcColor] : palette['Deep Sea'],
                    description: stat.description,
                  },
                ]
              : [],
          );
          return {
            gauge: {
              heading: module.infoCardHeading || GAUGE_DEFAULT_HEADING,
              description: module.infoCardDescription || GAUGE_DEFAULT_DESCRIPTION,
              stats: gaugeStats(stats),
            },
          };
        }
        case 'ModuleReferralForm':
          return {referralScript: referralScriptUrl(module, context.env.REFERRAL_SCRIPT_URL, context.locale.code)};
        case 'ModuleProductCarousel':
          return {trackView: carouselView(module.productsCollection?.items ?? [], context.locale.currency)};
        default:
          return {};
      }
    }),
  );
}

/**
 * A flexible layout page by slug (rules:content-fields): region, modules, scroll navigation, SEO. Null when
 * there is none. Modules from `heldFrom` on are held back in a document (`holdModules`): their extras are not
 * loaded there.
 */
export async function loadFlexiblePage(context: Context, slug: string, request: Request, heldFrom?: number) {
  const result = await context.cms.query(PAGE_BY_SLUG_QUERY, {variables: {slug}});
  const page = result.pageFlexibleLayoutCollection?.items[0];
  if (!page) return null;
  // rules:content-fields: a page limited to the other region does not exist here.
  if (!filterForLocale([page], context.locale.code as ContentLocale).length) return null;
  const {modules, navigation, experiments} = await renderModules(
    context,
    page.modulesCollection?.items ?? [],
    request,
    Boolean(page.useScrollNavigation),
    heldFrom,
  );
  return {
    slug: page.slug,
    title: page.title,
    seo: page.seo,
    modules,
    navigation,
    experiments,
    analyticsPageVariantId: page.analyticsPageVariantId ?? null,
  };
}

/**
 * A page's modules ready to render (rules:content-fields): loaded by type, with the data
 * each needs beyond the CMS, anchors, themes, and the scroll navigation when
 * the page asks for it. Flexible pages and product pages share it. In a document request the modules
 * from `heldFrom` on go out as references (`holdModules`), so their extras are not loaded (decision 0167).
 */
export async function renderModules(
  context: Context,
  refs: ReadonlyArray<{__typename: string; sys?: {id: string}} | null>,
  request: Request,
  useScrollNavigation: boolean,
  heldFrom?: number,
): Promise<{
  modules: RenderedModule[];
  navigation: Array<{href: string; label: string}>;
  experiments: Array<{experimentId: string; variantId: string}>;
}> {
  const [loaded, assign] = await Promise.all([loadModules(context, refs), context.experiments?.()]);
  // rules:content-fields: CTAs in an experiment show only in the visitor's variant, decided here so the first HTML is final.
  const exposures = new Exposures();
  const modules = assign ? applyCtaExperiments(loaded, assign, exposures) : loaded;
  const extras = await loadExtras(context, context.holdsModules ? modules.slice(0, heldFrom) : modules, request);
  const anchors = moduleAnchors(modules);
  return {
    modules: modules.map((module, index) => ({
      module,
      anchor: anchors[index] ?? module.sys.id,
      extras: extras[index] ?? {},
      theme: moduleTheme(module),
    })),
    navigation: useScrollNavigation ? scrollNavigation(modules, anchors) : [],
    experiments: exposures.list(),
  };
}

/**
 * decisions 0105, 0167: the modules from `from` on stay out of the first HTML, data and markup. The
 * page gets a reference, draws an empty wrapper for it, and the browser fetches the entry from `source`
 * (the `/api/modules` route) once the wrapper nears the screen. A data request (a client-side
 * navigation) gets every module whole.
 */
export function holdModules<Page extends {modules: RenderedModule[]}>(
  context: Pick<LoaderFunctionArgs['context'], 'holdsModules'>,
  page: Page,
  from: number,
  source: string,
): Omit<Page, 'modules'> & {modules: ModuleEntry[]} {
  if (!context.holdsModules) return page;
  return {
    ...page,
    modules: page.modules.map((entry, index) =>
      index < from
        ? entry
        : {held: {__typename: entry.module.__typename, id: entry.module.sys.id}, anchor: entry.anchor, source},
    ),
  };
}

/** The locations page (rules:content-fields: a page at /{slug}): stores and hotels with the locator's search answered from the URL. */
export async function loadLocationsPage(context: Context, slug: string, request: Request) {
  const data = await context.cms.query(LOCATIONS_PAGE_QUERY, {variables: {slug}});
  const page = data.pageLocationsCollection?.items[0];
  if (!page) return null;
  const stores = (page.storesCollection?.items ?? []).filter((item): item is LocationStore => Boolean(item));
  const hotels = (page.hotelsCollection?.items ?? []).filter((item): item is LocationHotel => Boolean(item));
  return {
    slug: page.slug,
    title: page.title,
    description: page.description,
    heroImage: page.heroImage,
    seo: page.seo,
    locator: locatorData(new URL(request.url), stores, hotels, page.defaultRadiusMiles ?? 50),
  };
}
