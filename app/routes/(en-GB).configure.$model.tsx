import {lazySection} from '~/lib/lazy/lazySection';
import type {ShouldRevalidateFunction} from 'react-router';
import {loadConfigurator, configuratorIdForProduct} from '~/lib/configurator/load.server';
import {initialState, selectionFromSearch} from '~/lib/configurator/configuratorRules';
import {rowerForConfiguratorSlug} from '~/lib/product/productPaths';
import {seoMeta} from '~/lib/seo/seo';
import * as configuratorStyles from '~/components/Configurator/Configurator.css';
import * as styles from '~/components/ProductPage/ProductPage.css';
import type {Route} from './+types/(en-GB).configure.$model';

/** The configurator's code (and XState's) loads with this page's content, outside the first-load bundle. */
const LazyConfigurator = lazySection(() => import('~/components/Configurator/Configurator'), {
  fallback: <p role="status">Loading the configurator…</p>,
});

export const meta: Route.MetaFunction = ({data, location}) =>
  data ? seoMeta({...data.seo, pathname: location.pathname, locale: data.locale}) : [{title: 'Keel'}];

/** The selections live in the query: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

/**
 * /configure/{model} (rules:configurator-states): the rower configurator on its own page. The
 * query holds a configuration (one parameter per step, item keys
 * comma-joined) and may name a preselection with `variant`; sold-out or
 * unknown items in it are dropped and named on the page.
 */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const handle = rowerForConfiguratorSlug(params.model);
  if (!handle) throw new Response(`No configurator ${params.model}`, {status: 404});
  const id = await configuratorIdForProduct(context, handle);
  const configurator = id ? await loadConfigurator(context, id) : null;
  if (!configurator) throw new Response(`No configurator ${params.model}`, {status: 404});
  const url = new URL(request.url);
  const variant = url.searchParams.get('variant');
  const {state, dropped} = selectionFromSearch(configurator, url.searchParams, initialState(configurator, variant));
  return {
    configurator,
    state,
    dropped,
    variant,
    locale: context.locale,
    seo: {
      origin: url.origin,
      title: `Build your ${configurator.product.title} | Keel`,
      description: `Choose a package, a colour, accessories, a membership and a warranty for the ${configurator.product.title}, and add it all to your cart at once.`,
    },
  };
}

export default function ConfigurePage({loaderData}: Route.ComponentProps) {
  const {configurator, state, dropped, variant} = loaderData;
  return (
    <article className={configuratorStyles.page} aria-labelledby="configure-title">
      <h1 id="configure-title" className={styles.title}>
        Build your {configurator.product.title}
      </h1>
      <LazyConfigurator
        configurator={configurator}
        initialState={state}
        dropped={dropped}
        variantParam={variant}
        mode="page"
      />
    </article>
  );
}
