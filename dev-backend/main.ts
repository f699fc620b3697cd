import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {loadAppEnv} from '../scripts/lib/env';
import {DEV_LEGACY_ADMIN_TOKEN} from './admin/accessTokens';
import {startBackend, type BackendTokens, type RunningBackend} from './server';

/** Starts the dev backend with the app's environment (see .env.example). */
export async function startBackendFromEnv(
  options: {
    port?: number;
    dataDir?: string;
    quiet?: boolean;
    storefrontUrl?: string;
    contentFile?: string;
    clock?: () => number;
    adminTokenLifetimeSeconds?: number;
  } = {},
): Promise<RunningBackend> {
  const env = loadAppEnv();
  const port = options.port ?? Number(process.env.BACKEND_PORT ?? 4000);
  const dataDir = options.dataDir ?? resolve(process.env.BACKEND_DATA_DIR ?? '.data/backend');
  return startBackend({
    port,
    dataDir,
    storefrontUrl: options.storefrontUrl ?? process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000',
    contentFile: options.contentFile,
    // decision 0124: CHECKOUT_MODE=thank-you shows Shopify's Thank you page instead of the spec's redirect.
    checkoutMode: process.env.CHECKOUT_MODE === 'thank-you' ? 'thank-you' : 'redirect',
    tokens: env as unknown as BackendTokens,
    // decision 0138: the Dev Dashboard app of ADMIN_API_CLIENT_ID; the legacy app stays installed with its static token.
    adminApps: {
      clientId: env.ADMIN_API_CLIENT_ID ?? '',
      clientSecret: env.PRIVATE_ADMIN_API_CLIENT_SECRET ?? '',
      legacyToken: env.PRIVATE_ADMIN_API_TOKEN || DEV_LEGACY_ADMIN_TOKEN,
      ...(options.adminTokenLifetimeSeconds ? {tokenLifetimeSeconds: options.adminTokenLifetimeSeconds} : {}),
    },
    customerAccount: {
      SHOP_ID: env.SHOP_ID,
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
      CUSTOMER_ACCOUNT_CALLBACK_URIS: env.CUSTOMER_ACCOUNT_CALLBACK_URIS ?? process.env.CUSTOMER_ACCOUNT_CALLBACK_URIS,
    },
    ...(env.KLAVIYO_NEWSLETTER_LIST_ID ? {marketingListId: env.KLAVIYO_NEWSLETTER_LIST_ID} : {}),
    ...(options.clock ? {clock: options.clock} : {}),
    ...(env.PROTECTION_PLAN_SECRET ? {protectionPlanSecret: env.PROTECTION_PLAN_SECRET} : {}),
    ...(env.SENTRY_DSN ? {sentryPublicKey: new URL(env.SENTRY_DSN).username} : {}),
    log: options.quiet ? undefined : (line) => console.log(`[backend] ${line}`),
  });
}

export function resetBackendData(dataDir = resolve(process.env.BACKEND_DATA_DIR ?? '.data/backend')): void {
  rmSync(dataDir, {recursive: true, force: true});
}

const isMain = process.argv[1] && resolve(process.argv[1]).endsWith('dev-backend/main.ts');
if (isMain) {
  if (process.argv.includes('--reset-only')) {
    resetBackendData();
    console.log('Dev backend data reset to the seed.');
  } else {
    const backend = await startBackendFromEnv();
    console.log(`Dev backend on ${backend.origin}`);
    const stop = () => void backend.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
}
