/**
 * The dev backend's fidelity test (issue 20; decision 0077): Shopify's own
 * Hydrogen starter, taken unmodified from the template inside the npm package
 * @shopify/cli-hydrogen (pinned in scripts/lib/starter.ts), pointed at the dev backend by its
 * `.env` only, built with its own build command and served with its own
 * preview. Home, /collections/all, a product page, search, the cart, an add
 * to cart through the starter's own cart action and its checkout link must
 * answer 200 with the catalog's titles and no error page. Then its account routes: a
 * shopper signs in through the Customer Account API stand-in and sees the order the checkout
 * made (decision 0133; the starter's calls to https://shopify.com go through scripts/lib/shopifyProxy.ts).
 *
 * Installing, building and serving the starter: scripts/lib/starter.ts.
 *
 *   npx tsx scripts/starter-fidelity.ts
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {tmpdir} from 'node:os';
import {startBackendFromEnv} from '../dev-backend/main';
import {loadAppEnv} from './lib/env';
import {startShopifyProxy, SHOPIFY_HOST, type ShopifyProxy} from './lib/shopifyProxy';
import {
  addToStarterCart,
  buildStarter,
  firstVariant,
  freePort,
  installStarter,
  seconds,
  serveStarter,
  writeStarterEnv,
  type RunningStarter,
} from './lib/starter';

const SHOPPER = 'rowan@example.com';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A page answers 200, names what it must, and is not the starter's error page. */
async function page(
  origin: string,
  path: string,
  expected: readonly string[],
  cookie?: string,
): Promise<Check & {html: string}> {
  const response = await fetch(`${origin}${path}`, {
    headers: cookie ? {Cookie: cookie} : {},
    signal: AbortSignal.timeout(20_000),
  });
  const html = await response.text();
  const missing = expected.filter((text) => !html.includes(text));
  const errorPage = html.includes('class="route-error"');
  const ok = response.status === 200 && missing.length === 0 && !errorPage;
  return {
    name: `GET ${path}`,
    ok,
    detail: ok
      ? '200'
      : `${response.status}${missing.length ? `, missing ${missing.join(', ')}` : ''}${errorPage ? ', error page' : ''}`,
    html,
  };
}

/** A cookie jar for one shopper: the starter's session cookie changes on every sign-in step. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const pair = cookie.split(';')[0] ?? '';
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
    },
  };
}

/**
 * Signs in as a shopper would, following the redirects by hand: the starter's /account/login to
 * Shopify's authorize page (the stand-in's), the e-mail and code steps, and back to the starter's
 * https callback, which the preview serves on http.
 */
async function signInToStarter(
  origin: string,
  backendOrigin: string,
  jar: ReturnType<typeof cookieJar>,
): Promise<Check> {
  const step = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: {...(init.headers as Record<string, string>), Cookie: jar.header()},
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    jar.keep(response);
    return response;
  };
  const failed = (detail: string): Check => ({name: 'sign in through /account/login', ok: false, detail});
  const login = await step(`${origin}/account/login`);
  const authorize = login.headers.get('location') ?? '';
  if (!authorize.startsWith(`https://${SHOPIFY_HOST}/authentication/`))
    return failed(`/account/login answered ${login.status} to ${authorize || 'nowhere'}`);
  const page = authorize.replace(`https://${SHOPIFY_HOST}`, backendOrigin);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
  });
  const emailStep = await (await fetch(page, form({email: SHOPPER}))).text();
  const code = /id="dev-code"[^>]*>(\d{6})</.exec(emailStep)?.[1];
  const loginId = /name="login" value="([^"]+)"/.exec(emailStep)?.[1];
  if (!code || !loginId) return failed('no code step on the sign-in page');
  const back = await fetch(page, {...form({login: loginId, code}), redirect: 'manual'});
  const callback = new URL(back.headers.get('location') ?? '', origin);
  if (callback.searchParams.get('code') === null)
    return failed(`the sign-in page answered ${back.status} without a code`);
  callback.protocol = 'http:';
  const authorized = await step(callback.toString());
  const landing = authorized.headers.get('location') ?? '';
  const ok = authorized.status === 302 && landing.startsWith('/account');
  return {
    name: 'sign in through /account/login',
    ok,
    detail: ok ? `302 to ${landing}` : `${authorized.status} ${(await authorized.text()).slice(0, 200)}`,
  };
}

async function main() {
  installStarter();
  const env = loadAppEnv();
  const dataDir = mkdtempSync(join(tmpdir(), 'starter-backend-'));
  const port = await freePort();
  // The backend registers the starter's https callback (its origin with https, as Hydrogen sends it).
  const backend = await startBackendFromEnv({
    port: await freePort(),
    dataDir,
    quiet: true,
    storefrontUrl: `http://127.0.0.1:${port}`,
  });
  writeStarterEnv(backend.origin, env);
  let preview: RunningStarter | undefined;
  let proxy: ShopifyProxy | undefined;
  const checks: Check[] = [];
  try {
    buildStarter();
    proxy = await startShopifyProxy(backend.origin);
    preview = await serveStarter({port, env: proxy.env});
    const {origin} = preview;

    checks.push(await page(origin, '/', ['Keel Pro Rower']));
    checks.push(await page(origin, '/collections/all', ['Keel Pro Rower', 'Rower Mat', 'Heart Rate Monitor']));
    checks.push(await page(origin, '/collections/rowers', ['Keel Pro Rower', 'Keel Wave Rower']));
    const product = await page(origin, '/products/keel-pro-rower', ['Keel Pro Rower', 'Pirate Black', '2,495']);
    checks.push(product);
    checks.push(await page(origin, '/search?q=rower', ['Keel Pro Rower', 'Rower Mat']));
    checks.push(await page(origin, '/cart', []));

    const add = await addToStarterCart(origin, firstVariant(product.html));
    const {cookie} = add;
    checks.push({
      name: 'POST /cart LinesAdd',
      ok: add.status === 200 && cookie.startsWith('cart='),
      detail: `${add.status} ${cookie ? 'cart cookie set' : 'no cart cookie'}`,
    });
    const cart = await page(origin, '/cart', ['Keel Pro Rower'], cookie);
    checks.push({...cart, name: 'GET /cart with the line'});
    const checkoutUrl = new RegExp(`href="(${backend.origin.replace(/[.:/]/g, '\\$&')}/cart/c/[^"]+)"`)
      .exec(cart.html)?.[1]
      ?.replaceAll('&amp;', '&');
    const checkout = checkoutUrl ? await fetch(checkoutUrl, {signal: AbortSignal.timeout(20_000)}) : null;
    const checkoutHtml = checkout ? await checkout.text() : '';
    checks.push({
      name: 'GET the checkout link',
      ok: checkout?.status === 200 && checkoutHtml.includes('Keel Pro Rower'),
      detail: checkout ? String(checkout.status) : 'no checkout link on the cart page',
    });

    // The shopper pays with their account's e-mail, signs in and finds the order.
    const paid = checkoutUrl
      ? await fetch(checkoutUrl, {
          method: 'POST',
          headers: {'Content-Type': 'application/x-www-form-urlencoded'},
          body: new URLSearchParams({
            email: SHOPPER,
            firstName: 'Rowan',
            lastName: 'Price',
            address1: '12 Harbor Street',
            city: 'Portland',
            province: 'OR',
            zip: '97201',
            cardNumber: '4242424242424242',
            cardExpiry: '12/30',
            cardCvc: '123',
            cardName: 'Rowan Price',
          }),
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        })
      : null;
    const orderId = /\/order\/(\d+)\?/.exec(paid?.headers.get('location') ?? '')?.[1];
    checks.push({
      name: 'POST the checkout',
      ok: Boolean(orderId),
      detail: paid ? `${paid.status}${orderId ? ` order ${orderId}` : ', no order'}` : 'no checkout link',
    });
    const jar = cookieJar();
    checks.push(await signInToStarter(origin, backend.origin, jar));
    const orderPath = `/account/orders/${btoa(`gid://shopify/Order/${orderId}`)}`;
    const orders = await page(origin, '/account/orders', [orderPath], jar.header());
    checks.push({...orders, name: 'GET /account/orders lists the order'});
    const order = await page(origin, orderPath, ['Keel Pro Rower'], jar.header());
    checks.push({...order, name: 'GET the order page'});
  } finally {
    preview?.close();
    await proxy?.close();
    await backend.close();
    rmSync(dataDir, {recursive: true, force: true});
  }

  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`starter fidelity: ${checks.length - failed} passed, ${failed} failed (${seconds()})`);
  // `npm test` sums every suite's report (scripts/test-summary.ts): this one in Vitest's fields.
  if (process.env.STARTER_REPORT)
    writeFileSync(
      process.env.STARTER_REPORT,
      JSON.stringify({
        numPassedTests: checks.length - failed,
        numFailedTests: failed,
        numPendingTests: 0,
        numTodoTests: 0,
      }),
    );
  if (failed) process.exit(1);
}

await main();
