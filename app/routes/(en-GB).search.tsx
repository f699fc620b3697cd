import {Form, useSubmit} from 'react-router';
import * as styles from '~/components/Search/Search.css';
import {CursorPager} from '~/components/CursorPager/CursorPager';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {localePath} from '~/lib/i18n';
import {imageUrl} from '~/lib/images';
import {formatMoney} from '~/lib/money';
import {
  MAX_QUERY_LENGTH,
  resultCount,
  SEARCH_LISTINGS,
  SEARCH_SORTS,
  SEARCH_SUGGESTIONS,
  searchHref,
  type SearchSort,
} from '~/lib/search/search';
import {searchSite, type ContentResult, type ProductResult} from '~/lib/search/search.server';
import {parseSearchParams} from '~/lib/searchParams';
import {useLocale} from '~/lib/useLocale';
import {button} from '~/styles/button';
import {visuallyHidden} from '~/styles/global.css';
import type {Route} from './+types/(en-GB).search';

export const meta: Route.MetaFunction = ({data}) => [
  {title: data?.q ? `Search: ${data.q} | Keel` : 'Search | Keel'},
  // Result pages are endless and thin: kept out of the index, their links followed.
  {name: 'robots', content: 'noindex,follow'},
];

/**
 * The search page (decision 0078) at /search?q= and /en-GB/search?q=: products
 * from the Storefront API's search (sorted, 12 a page, cursor-paged), and the
 * articles and pages from the CMS. The query only ever reaches the page as
 * text React escapes.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const params = parseSearchParams(new URL(request.url).searchParams);
  if (!params.q) return {q: '', sort: params.sort, results: null};
  const results = await searchSite(context, params);
  return {q: params.q, sort: params.sort, results};
}

export default function SearchPage({loaderData}: Route.ComponentProps) {
  const {q, sort, results} = loaderData;
  const locale = useLocale();
  const submit = useSubmit();
  const action = localePath('/search', locale);
  const total = results ? results.productCount + results.articles.length + results.pages.length : 0;

  return (
    <section aria-labelledby="search-title" className={styles.page}>
      <h1 id="search-title" className={styles.title}>
        {q ? <>Search results for “{q}”</> : 'Search'}
      </h1>
      <Form method="get" action={action} role="search" aria-label="Site" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="search-page-q" className={styles.label}>
            Search the shop
          </label>
          <input
            id="search-page-q"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        {sort !== 'relevance' ? <input type="hidden" name="sort" value={sort} /> : null}
        <button type="submit" className={button({variant: 'PRIMARY'})}>
          Search
        </button>
      </Form>

      {results && total > 0 ? (
        <>
          <div className={styles.form}>
            <p className={styles.summary} role="status" data-testid="search-count">
              {resultCount(results.productCount, 'product')}
              {results.articles.length ? `, ${resultCount(results.articles.length, 'article')}` : ''}
              {results.pages.length ? `, ${resultCount(results.pages.length, 'page')}` : ''}
            </p>
            {results.productCount > 1 ? (
              <Form
                method="get"
                action={action}
                className={styles.form}
                onChange={(event) => void submit(event.currentTarget)}
              >
                <input type="hidden" name="q" value={q} />
                <div className={styles.sortField}>
                  <label htmlFor="search-sort" className={styles.label}>
                    Sort by
                  </label>
                  <select id="search-sort" name="sort" className={styles.select} defaultValue={sort} key={sort}>
                    {(Object.keys(SEARCH_SORTS) as SearchSort[]).map((key) => (
                      <option key={key} value={key}>
                        {SEARCH_SORTS[key].label}
                      </option>
                    ))}
                  </select>
                </div>
                <noscript>
                  <button type="submit" className={button({variant: 'SECONDARY_OUTLINE'})}>
                    Sort
                  </button>
                </noscript>
              </Form>
            ) : null}
          </div>

          {results.products.length ? (
            <section aria-labelledby="search-products-title" className={styles.section}>
              <h2 id="search-products-title" className={styles.sectionTitle}>
                Products
              </h2>
              <ul className={styles.grid} data-testid="search-products">
                {results.products.map((product, index) => (
                  <ProductResultCard key={product.id} product={product} eager={index < 4} />
                ))}
              </ul>
              <CursorPager
                label="Search result pages"
                cursors={results.pageInfo}
                previous={{label: 'Previous products', to: (before) => searchHref(q, {sort, before})}}
                next={{label: 'More products', to: (after) => searchHref(q, {sort, after})}}
                className={styles.pagination}
                linkClassName={button({variant: 'SECONDARY_OUTLINE'})}
              />
            </section>
          ) : null}

          <ContentResults part="articles" title="Articles" items={results.articles} />
          <ContentResults part="pages" title="Pages" items={results.pages} />
        </>
      ) : (
        <div className={styles.empty} data-testid="search-empty">
          {q ? (
            <p role="status">Nothing matches “{q}”. Check the spelling, try fewer words, or start from one of these.</p>
          ) : (
            <p>Search for a rower, an accessory or an article, or start from one of these.</p>
          )}
          <h2 className={styles.sectionTitle}>Popular searches</h2>
          <ul className={styles.chips}>
            {SEARCH_SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <LocaleLink to={searchHref(suggestion)} className={styles.chip}>
                  {suggestion}
                </LocaleLink>
              </li>
            ))}
          </ul>
          <h2 className={styles.sectionTitle}>Shop</h2>
          <ul className={styles.chips}>
            {SEARCH_LISTINGS.map((listing) => (
              <li key={listing.to}>
                <LocaleLink to={listing.to} className={styles.chip}>
                  {listing.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A list of CMS results (articles or pages): each a link with its description, when it has one. */
function ContentResults({part, title, items}: {part: 'articles' | 'pages'; title: string; items: ContentResult[]}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={`search-${part}-title`} className={styles.section}>
      <h2 id={`search-${part}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.contentList} data-testid={`search-${part}`}>
        {items.map((item) => (
          <li key={item.id}>
            <LocaleLink to={item.path} className={styles.contentLink}>
              {item.title}
            </LocaleLink>
            {item.description ? <p className={styles.muted}>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductResultCard({product, eager}: {product: ProductResult; eager: boolean}) {
  const locale = useLocale();
  const money = (amount: number) =>
    formatMoney(amount, {code: locale.code, currency: product.price?.currencyCode ?? locale.currency});
  return (
    <li className={styles.card} data-testid="search-product">
      {product.image ? (
        <img
          className={styles.cardImage}
          src={imageUrl(product.image.url, {width: 480, format: 'webp'})}
          alt=""
          width={product.image.width ?? 480}
          height={product.image.height ?? 360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <LocaleLink to={product.path} className={styles.cardLink}>
        {product.title}
      </LocaleLink>
      {product.price ? (
        <p className={styles.price}>
          {product.compareAt ? (
            <s className={styles.struck}>
              <span className={visuallyHidden}>Was </span>
              {money(product.compareAt)}
            </s>
          ) : null}
          {money(product.price.amount)}
        </p>
      ) : null}
      {product.availableForSale ? null : <p className={styles.soldOut}>Sold out</p>}
    </li>
  );
}
