import {readdirSync, readFileSync} from 'node:fs';
import {Kind, parse, visit} from 'graphql';
import {describe, expect, it} from 'vitest';

/**
 * rules:cms-constants "CMS collection limits": each collection is asked for with the spec's limit. Read from the
 * documents as sent (every `#graphql` literal in app/graphql/cms), by the name of the query or fragment
 * and the path of fields inside it.
 */

const DIR = new URL('.', import.meta.url).pathname;

/** `Definition:path.to.fooCollection` → the limits it is asked with (a path can be selected twice). */
function collectionLimits(): Map<string, number[]> {
  const limits = new Map<string, number[]>();
  for (const file of readdirSync(DIR).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    const source = readFileSync(DIR + file, 'utf8');
    for (const [, text = ''] of source.matchAll(/`#graphql([\s\S]*?)`/g)) {
      for (const definition of parse(text.replace(/\$\{[^}]*\}/g, '')).definitions) {
        if (!('name' in definition) || !definition.name) continue;
        const path: string[] = [];
        visit(definition, {
          Field: {
            enter(node) {
              path.push(node.name.value);
              const limit = node.arguments?.find((argument) => argument.name.value === 'limit')?.value;
              if (limit?.kind === Kind.INT) {
                const key = `${definition.name?.value}:${path.join('.')}`;
                limits.set(key, [...(limits.get(key) ?? []), Number(limit.value)]);
              }
            },
            leave() {
              path.pop();
            },
          },
        });
      }
    }
  }
  return limits;
}

/** The spec's table, row by row, with where each collection is asked for. */
const SPEC_LIMITS: Array<[rule: string, limit: number, where: string[]]> = [
  [
    'Badges: 3',
    3,
    [
      'CartLineProducts:productCollection.items.badgesCollection',
      'PackagePage:packageCollection.items.badgesCollection',
    ],
  ],
  ['Badges: 2 in the product query', 2, ['CmsProduct:badgesCollection']],
  [
    'Grid badges',
    1,
    ['PlpPage:pagePlpCollection.items.productsCollection.items.badgesCollection', 'ModuleProductCard:badgesCollection'],
  ],
  [
    'Compare badges',
    3,
    [
      'ModuleProductComparisonEntries:moduleProductComparisonCollection.items.productsCollection.items.badgesCollection',
    ],
  ],
  [
    'Page modules: 15',
    15,
    [
      'PageBySlug:pageFlexibleLayoutCollection.items.modulesCollection',
      'PdpPage:pagePdpCollection.items.modulesCollection',
      'BlogLanding:pageBlogLandingCollection.items.modulesCollection',
    ],
  ],
  ['Bento blocks', 15, ['ModuleBentoEntries:moduleBentoCollection.items.blocksCollection']],
  [
    'Featured articles',
    4,
    [
      'BlogLanding:pageBlogLandingCollection.items.featuredArticlesCollection',
      'ModuleBlogPromoEntries:moduleBlogPromoCollection.items.articlesCollection',
    ],
  ],
  [
    'Carousel products',
    15,
    [
      'ModuleProductCarouselEntries:moduleProductCarouselCollection.items.productsCollection',
      'CartSettings:pageCartCollection.items.productSlider.productsCollection',
    ],
  ],
  ['Product grid', 20, ['PlpPage:pagePlpCollection.items.productsCollection']],
  ['Product categories', 3, ['CmsProduct:productCategoryCollection']],
  ['Hero slides', 5, ['ModuleHeroEntries:moduleHeroCollection.items.slidesCollection']],
  ['Compare tables', 10, ['ModuleEquipmentCompareEntries:moduleEquipmentCompareCollection.items.itemsCollection']],
  [
    'Comparison products',
    3,
    [
      'CompareRowers:productCompareProductCollection',
      'ModuleProductComparisonEntries:moduleProductComparisonCollection.items.productsCollection',
    ],
  ],
  ['Value props: 10 (hero)', 10, ['HeroSlide:valuePropsCollection']],
  [
    'Value props: 5 (comparison)',
    5,
    ['ModuleProductComparisonEntries:moduleProductComparisonCollection.items.valuePropsCollection'],
  ],
  ['Nav columns', 10, ['Shell:navigationCollection.items.columnsCollection']],
  ['Footer links', 10, ['ShellColumn:linksCollection']],
  [
    'Social links',
    6,
    [
      'Shell:footerCollection.items.socialsCollection',
      'OrderPage:pageOrderConfirmationCollection.items.socialLinksCollection',
      'BlogArticle:blogArticleCollection.items.authorCardsCollection.items.socialMediaLinksCollection',
    ],
  ],
  ['Link columns', 6, ['Shell:footerCollection.items.columnsCollection']],
  ['Banner content', 5, ['Shell:navigationBannerCollection.items.contentCollection']],
  ['Variants', 10, ['CmsProduct:variantsCollection']],
  [
    'Locations',
    175,
    [
      'LocationsPage:pageLocationsCollection.items.storesCollection',
      'LocationsPage:pageLocationsCollection.items.hotelsCollection',
      'ModuleLocatorEntries:moduleLocatorCollection.items.storesCollection',
      'ModuleLocatorEntries:moduleLocatorCollection.items.hotelsCollection',
      'Locations:locationStoreCollection',
      'Locations:locationHotelCollection',
    ],
  ],
  ['Products sold', 3, ['ModuleLocationStore:productsSoldCollection']],
  // Base packages (3) and additional components (2) share one sidebar list in our content model: 3 + 2.
  [
    'Base packages + additional components',
    5,
    ['PdpPage:pagePdpCollection.items.sidebarCollection.items.itemsCollection'],
  ],
];

describe('CMS collection limits (rules:cms-constants)', () => {
  const limits = collectionLimits();
  it.each(SPEC_LIMITS)('%s: asked for with limit %i', (_, limit, where) => {
    for (const path of where) expect([path, [...new Set(limits.get(path))]]).toEqual([path, [limit]]);
  });
});
