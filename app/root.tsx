import {useNonce} from '~/lib/nonce';
import {useEffect, type ReactNode} from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import {Footer} from '~/components/Footer/Footer';
import {DOCUMENT_ONLY} from '~/lib/lazy/documentOnly';
import {keepForDocument} from '~/lib/lazy/documentOnly.server';
import {Header} from '~/components/Header/Header';
import {ThirdParty} from '~/components/ThirdParty/ThirdParty';
import {NavigationBanner} from '~/components/NavigationBanner/NavigationBanner';
import {ModalBridgeProvider} from '~/components/Modal/ModalBridge';
import {KnownCartProvider} from '~/lib/cart/KnownCartProvider';
import {Tracking} from '~/components/Tracking/Tracking';
import {PriceModeProvider} from '~/components/PriceBlock/priceMode';
import {DEFAULT_LOCALE, LOCALES} from '~/lib/i18n';
import {loadShell} from '~/lib/shell/shell.server';
import {applyColumnExperiments, Exposures} from '~/lib/experiments/experiments';
import {payLaterShown} from '~/lib/payLater/payLater';
import {LAZY_CSS} from '~/lib/lazy/lazyCss.server';
import {lazySection} from '~/lib/lazy/lazySection';
import {SITE_CSS} from '~/lib/shell/siteCss.server';
import {shopifySettings} from '~/lib/tracking/shopifySettings.server';
import {skipLink} from '~/styles/global.css';
import {fontLinks} from '~/styles/fonts';
import type {Route} from './+types/root';

export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl}) => {
  // Revalidate after a cart change, or when the locale (the first segment) changes.
  if (formMethod && formMethod !== 'GET') return true;
  return currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1];
};

/** The title when a page has none of its own, or when the root error boundary shows. */
export const meta: Route.MetaFunction = ({error}) => {
  if (!error) return [{title: 'Keel'}];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {title: notFound ? 'Page not found | Keel' : 'Something went wrong | Keel'},
    {name: 'robots', content: 'noindex'},
  ];
};

export function links() {
  return [...fontLinks, {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'}];
}

export async function loader({context}: Route.LoaderArgs) {
  const {cms, locale, env} = context;
  // decision 0070: nothing here depends on the shopper, so the page can be cached for everyone.
  // The header's cart count and the mini cart's lines come from the browser after hydration
  // (KnownCartProvider, /api/cart).
  // The shell (navigation, banner, footer) is above and around the first paint: awaited.
  const [loadedShell, assign, shopify] = await Promise.all([
    loadShell(cms, locale),
    context.experiments(),
    shopifySettings(context.storefront, env),
  ]);
  // rules:shell-fields: a navigation column's experiment is decided here, so the first HTML is final.
  const exposures = new Exposures();
  const navigation = loadedShell.navigation
    ? {
        ...loadedShell.navigation,
        columns: applyColumnExperiments(loadedShell.navigation.columns, assign, exposures),
      }
    : loadedShell.navigation;
  // decision 0168: a document's footer is drawn by the server and fetched by the browser when it nears the
  // screen; a data request (a client-side navigation, a revalidation) gets it whole.
  const footer = keepForDocument(context, DOCUMENT_ONLY.footer, loadedShell.footer);
  const shell = {...loadedShell, navigation, footer};
  return {
    localeCode: locale.code,
    year: new Date().getUTCFullYear(),
    // The server's clock, so a banner countdown renders the same text on both sides.
    now: Date.now(),
    shell,
    experiments: exposures.list(),
    // What the browser's third-party code (loaded after idle) needs: rules:modal-size-and-backdrop, pay-later messaging in en-US only.
    thirdParty: {
      payLaterScript: payLaterShown(locale.code, env.KLARNA_SCRIPT_URL) ? (env.KLARNA_SCRIPT_URL ?? null) : null,
      payLaterClientId: env.KLARNA_CLIENT_ID ?? '',
      // The error-reporting DSN is public by design (Sentry's browser SDK ships it too).
      errors: env.SENTRY_DSN
        ? {
            dsn: env.SENTRY_DSN,
            release: env.SENTRY_RELEASE || 'keel-storefront@dev',
            environment: env.SENTRY_ENVIRONMENT || 'production',
            locale: locale.code,
          }
        : null,
    },
    // The shop's one stylesheet (decision 0071), and those of lazily loaded parts the server renders (decision 0038).
    stylesheets: SITE_CSS,
    lazyCss: LAZY_CSS,
    // rules:shell-and-modals: the marketing-CRM flag (the same for every shopper, so pages stay cacheable).
    crmEnabled: context.env.CRM_ENABLED === 'true',
    // decision 0125: Shopify's analytics and Customer Privacy API, per locale (the same for every shopper).
    shopify,
  };
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): what the
 * end-to-end tests wait on before they use a page, instead of a sleep or network idle. Route
 * discovery starts once the page has settled (decision 0145).
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    void import('~/lib/lazy/routeDiscoveryRelease').then((module) => module.releaseWhenSettled());
  }, []);
  return null;
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = (data && LOCALES[data.localeCode]) ?? DEFAULT_LOCALE;
  return (
    <html lang={locale.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        {/* No first paint of a half-parsed header (a Menu button without its label, then a shift): rendering waits for <main> (decision 0067). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        {(data?.stylesheets ?? []).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <Links />
      </head>
      <body>
        <KnownCartProvider locale={locale.code} revision={data}>
          <PriceModeProvider>
            <ModalBridgeProvider>
              {/* First in the body, so the cookie choice is first in the focus order when it shows. */}
              <Tracking crmEnabled={data?.crmEnabled ?? false} shopify={data?.shopify ?? null} />
              <a href="#main" className={skipLink}>
                Skip to content
              </a>
              {data?.shell.banner ? (
                <NavigationBanner banner={data.shell.banner} now={data.now} locale={locale} />
              ) : null}
              <Header navigation={data?.shell.navigation ?? null} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <Footer
                locale={locale}
                year={data?.year ?? new Date().getUTCFullYear()}
                footer={data?.shell.footer ?? null}
              />
            </ModalBridgeProvider>
          </PriceModeProvider>
        </KnownCartProvider>
        <HydrationMarker />
        <ThirdParty />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Only a failed page shows it, so its code is not in every page's first load.
const ErrorPage = lazySection(() => import('~/components/ErrorPage/ErrorPage'));

export function ErrorBoundary() {
  const error = useRouteError();
  const {pathname} = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The order page's own failure (rules:order-unavailable): a 503 that never reads as "no such order".
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  // decision 0137: accounts turned off by their settings say so; the rest of the shop is open.
  const kind = notFound
    ? 'not-found'
    : /^(\/en-GB)?\/order\//.test(pathname)
      ? 'order-unavailable'
      : unavailable && /^(\/en-GB)?\/account(\/|$)/.test(pathname)
        ? 'accounts-unavailable'
        : 'error';
  return <ErrorPage kind={kind} />;
}
