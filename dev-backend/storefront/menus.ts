import {shellEntries} from '../../contentful/entries/shell';
import type {Entry} from '../../contentful/spaceExport';
import {PRODUCTS, productByHandle} from '../seed/catalog';

/**
 * The store's navigation menus (Online Store > Navigation), seeded from the
 * site navigation in the content seed, so a Hydrogen app that reads
 * `menu(handle:)` shows the same links as the shop: `main-menu` is the
 * header's columns (column > link, two levels under the menu; Shopify allows
 * three), `footer` the footer's columns. Internal links become the Online
 * Store resource they stand for (product, collection, page, blog) with its
 * absolute URL on the shop's primary domain, as Shopify answers them;
 * external links are HTTP items.
 */

export interface MenuItemSeed {
  key: string;
  title: string;
  type: 'PRODUCT' | 'COLLECTION' | 'PAGE' | 'BLOG' | 'FRONTPAGE' | 'HTTP' | 'CATALOG' | 'SEARCH';
  /** A path on the online store (/products/x) or an absolute URL for HTTP. */
  path: string;
  resourceId: string | null;
  items: MenuItemSeed[];
}

export interface MenuSeed {
  handle: string;
  title: string;
  items: MenuItemSeed[];
}

/** Collection ids as catalog.ts numbers them: one collection per category, in catalog order. */
const COLLECTION_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  [...new Set(PRODUCTS.map((product) => product.category))].map((title, index) => [
    title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    index + 1,
  ]),
);

function field<T>(entry: Entry | undefined, name: string): T | undefined {
  const value = (entry?.fields as Record<string, Record<string, unknown> | undefined> | undefined)?.[name];
  return value?.['en-US'] as T | undefined;
}

function linkIds(entry: Entry | undefined, name: string): string[] {
  return (field<Array<{sys: {id: string}}>>(entry, name) ?? []).map((link) => link.sys.id);
}

/** The online-store resource a CMS page id stands for. */
function resourceOfPage(pageId: string | undefined): Pick<MenuItemSeed, 'type' | 'path' | 'resourceId'> {
  const pdp = /^pdp-(.+)$/.exec(pageId ?? '');
  if (pdp?.[1]) {
    const product = productByHandle(pdp[1]);
    return {
      type: 'PRODUCT',
      path: `/products/${pdp[1]}`,
      resourceId: product ? `gid://shopify/Product/${product.id}` : null,
    };
  }
  const plp = /^plp-(.+)$/.exec(pageId ?? '');
  if (plp?.[1]) {
    const id = COLLECTION_IDS[plp[1]];
    return {
      type: 'COLLECTION',
      path: `/collections/${plp[1]}`,
      resourceId: id ? `gid://shopify/Collection/${id}` : null,
    };
  }
  if (pageId === 'page-blog') return {type: 'BLOG', path: '/blogs/news', resourceId: 'gid://shopify/Blog/1'};
  if (pageId === 'page-home' || !pageId) return {type: 'FRONTPAGE', path: '/', resourceId: null};
  const slug = pageId.replace(/^(page|quiz)-/, '');
  return {type: 'PAGE', path: `/pages/${slug}`, resourceId: null};
}

function itemOfCta(cta: Entry | undefined, key: string): MenuItemSeed | null {
  if (!cta) return null;
  const title = field<string>(cta, 'displayText') ?? '';
  const type = cta.sys.contentType.sys.id;
  if (type === 'ctaExternal') {
    const url = field<string>(cta, 'url') ?? '';
    return /^https?:\/\//.test(url) ? {key, title, type: 'HTTP', path: url, resourceId: null, items: []} : null;
  }
  const target = field<{sys: {id: string}}>(cta, 'targetPage')?.sys.id;
  // A link that opens a video, not a page, has no place in a store menu.
  if (!target) return null;
  return {key, title, ...resourceOfPage(target), items: []};
}

function menuOfColumns(
  handle: string,
  title: string,
  columnIds: readonly string[],
  byId: Map<string, Entry>,
): MenuSeed {
  const items = columnIds.flatMap((columnId): MenuItemSeed[] => {
    const column = byId.get(columnId);
    const children = linkIds(column, 'links')
      .map((ctaId) => itemOfCta(byId.get(ctaId), `${columnId}/${ctaId}`))
      .filter((item): item is MenuItemSeed => item !== null);
    const heading = field<string>(column, 'heading');
    if (!heading || heading === 'Blank') return children;
    const first = children[0];
    return [
      {
        key: columnId,
        title: heading,
        type: 'CATALOG',
        path: first?.type === 'COLLECTION' ? first.path : '/collections/all',
        resourceId: null,
        items: children,
      },
    ];
  });
  return {handle, title, items};
}

let menus: MenuSeed[] | undefined;

export function seedMenus(): MenuSeed[] {
  if (menus) return menus;
  const entries = shellEntries();
  const byId = new Map(entries.map((entry) => [entry.sys.id, entry]));
  const footer = entries.find((entry) => entry.sys.contentType.sys.id === 'footer');
  menus = [
    menuOfColumns('main-menu', 'Main menu', linkIds(byId.get('navigation-main'), 'columns'), byId),
    menuOfColumns('footer', 'Footer menu', footer ? linkIds(footer, 'columns') : [], byId),
  ];
  return menus;
}

export function menuView(menu: MenuSeed, origin: string) {
  let count = 0;
  const itemView = (item: MenuItemSeed): Record<string, unknown> => {
    count += 1;
    return {
      __typename: 'MenuItem',
      id: `gid://shopify/MenuItem/${Buffer.from(`${menu.handle}/${item.key}`).toString('base64url')}`,
      title: item.title,
      type: item.type,
      url: item.type === 'HTTP' ? item.path : `${origin}${item.path}`,
      resourceId: item.resourceId,
      // The product or collection itself is resolved by id through `node`; the dev store leaves it to that.
      resource: null,
      tags: [],
      items: item.items.map(itemView),
    };
  };
  const items = menu.items.map(itemView);
  return {
    __typename: 'Menu',
    id: `gid://shopify/Menu/${Buffer.from(menu.handle).toString('base64url')}`,
    handle: menu.handle,
    title: menu.title,
    items,
    itemsCount: count,
  };
}
