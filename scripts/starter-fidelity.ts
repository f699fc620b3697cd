/**
 * The dev backend's fidelity test (issue 20; decision 0077): Shopify's own
 * Hydrogen starter, taken unmodified from the template inside the npm package
 * @shopify/cli-hydrogen (pinned in scripts/lib/starter.ts), pointed at the dev backend by its
 * `.env` only, built with its own build command and served with its own
 * preview. Home, /collections/all, a product page, search, the cart, an add
 * to cart through the starter's own cart action and its checkout link must
 * answer 200 with the catalog's titles and no error page.
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
import {addToStarterCart, buildStarter, firstVariant, freePort, installStarter, seconds, serveStarter, writeStarterEnv, type RunningStarter} from './lib/starter';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A page answers 200, names what it must, and is not the starter's error page. */
async function page(origin: string, path: string, expected: readonly string[], cookie?: string): Promise<Check & {html: string}> {
  const response = await fetch(`${origin}${path}`, {headers: cookie ? {Cookie: cookie} : {}, signal: AbortSignal.timeout(20_000)});
  const html = await response.text();
  const missing = expected.filter((text) => !html.includes(text));
  const errorPage = html.includes('class="route-error"');
  const ok = response.status === 200 && missing.length === 0 && !errorPage;
  return {
    name: `GET ${path}`,
    ok,
    detail: ok ? '200' : `${response.status}${missing.length ? `, missing ${missing.join(', ')}` : ''}${errorPage ? ', error page' : ''}`,
    html,
  };
}

async function main() {
  installStarter();
  const env = loadAppEnv();
  const dataDir = mkdtempSync(join(tmpdir(), 'starter-backend-'));
  const backend = await startBackendFromEnv({port: await freePort(), dataDir, quiet: true});
  writeStarterEnv(backend.origin, env);
  let preview: RunningStarter | undefined;
  const checks: Check[] = [];
  try {
    buildStarter();
    preview = await serveStarter();
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
    checks.push({name: 'POST /cart LinesAdd', ok: add.status === 200 && cookie.startsWith('cart='), detail: `${add.status} ${cookie ? 'cart cookie set' : 'no cart cookie'}`});
    const cart = await page(origin, '/cart', ['Keel Pro Rower'], cookie);
    checks.push({...cart, name: 'GET /cart with the line'});
    const checkoutUrl = new RegExp(`href="(${backend.origin.replace(/[.:/]/g, '\\$&')}/cart/c/[^"]+)"`).exec(cart.html)?.[1]?.replaceAll('&amp;', '&');
    const checkout = checkoutUrl ? await fetch(checkoutUrl, {signal: AbortSignal.timeout(20_000)}) : null;
    const checkoutHtml = checkout ? await checkout.text() : '';
    checks.push({
      name: 'GET the checkout link',
      ok: checkout?.status === 200 && checkoutHtml.includes('Keel Pro Rower'),
      detail: checkout ? String(checkout.status) : 'no checkout link on the cart page',
    });
  } finally {
    preview?.close();
    await backend.close();
    rmSync(dataDir, {recursive: true, force: true});
  }

  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`starter fidelity: ${checks.length - failed} passed, ${failed} failed (${seconds()})`);
  // `npm test` sums every suite's report (scripts/test-summary.ts): this one in Vitest's fields.
  if (process.env.STARTER_REPORT) writeFileSync(process.env.STARTER_REPORT, JSON.stringify({numPassedTests: checks.length - failed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0}));
  if (failed) process.exit(1);
}

await main();
