import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {vanillaExtractPlugin} from '@vanilla-extract/vite-plugin';
import {loadAppEnv} from './scripts/lib/env.ts';
import {chunkGroupsPlugin, dependenciesOnly, lateGroup, sharedGroup} from './scripts/lib/chunkGroups.ts';
import {iconSpriteDefine} from './scripts/lib/iconSprite.ts';
import {lazyCssPlugin, lazySectionPlugin} from './scripts/lib/lazyCss.ts';
import {routerTransitionPlugin} from './scripts/lib/routerTransition.ts';
import {compactManifestPlugin} from './scripts/lib/compactManifest.ts';
import {reactRouterProductionAliases} from './scripts/lib/reactRouterBuild.ts';
import {scriptPriorityPlugin} from './scripts/lib/scriptPriority.ts';
import {siteCssPlugin} from './scripts/lib/siteCss.ts';

const SHELL_MODULES = [
  '/app/lib/i18n.ts',
  '/app/lib/money.ts',
  '/app/lib/content/bundleLink.ts',
  '/app/lib/useLocale.ts',
  '/app/lib/product/pricing.ts',
  '/app/lib/lazy/lazySection.tsx',
  '/app/components/LocaleLink/',
  '/app/components/Modal/ModalBridge.tsx',
  // The cart count's client request (decision 0070): the header and the mini cart share it.
  '/app/lib/cart/KnownCartProvider.tsx',
  // Small modules nearly every page imports (each on its own chunk costs its import boilerplate on every route).
  '/app/lib/cart/cartClient.ts',
  '/app/lib/tracking/queue.ts',
  // The root's tracking boot and the countdowns wait for idle time with it.
  '/app/lib/idle.ts',
  '/app/lib/nonce.tsx',
  // What a part reads of the server's document-only data (decision 0168): in the browser, a function returning nothing.
  '/app/lib/lazy/documentOnly.tsx',
  // The icon mechanism (decision 0103): the header, CTAs and most pages draw icons with it.
  '/app/components/Icon/Icon.tsx',
  // The shell's class names: its code hydrates lazily, its styles are in the first load (decision 0020).
  '/app/components/Header/Header.css.ts',
  '/app/components/Footer/Footer.css.ts',
  '/app/components/NavigationBanner/NavigationBanner.css.ts',
  '/app/components/PriceBlock/priceMode.tsx',
  '/app/styles/',
  // Image URLs and sizes: half the routes draw images first, and every page loads it with its footer anyway
  // (decision 0172).
  '/app/lib/images.ts',
];
// Under a shell path, but only the CMS CTA mapping in lazy chunks uses it in the browser.
const NOT_SHELL = ['/app/styles/buttonVariants.ts'];
const inShell = (id: string) =>
  SHELL_MODULES.some((module) => id.includes(module)) && !NOT_SHELL.some((module) => id.includes(module));

export default defineConfig(({command}) => ({
  // In dev the worker gets the same environment as `npm start` (.env over .env.example, see scripts/dev.ts).
  plugins: [
    hydrogen(),
    oxygen(command === 'serve' ? {env: loadAppEnv()} : {}),
    reactRouter(),
    vanillaExtractPlugin(),
    lazySectionPlugin(),
    lazyCssPlugin(),
    siteCssPlugin(),
    routerTransitionPlugin(),
    compactManifestPlugin(),
    scriptPriorityPlugin(),
    chunkGroupsPlugin(),
  ],
  resolve: {
    tsconfigPaths: true,
    // React Router's production build in the shop's bundles (decision 0170).
    alias: reactRouterProductionAliases(command),
  },
  define: iconSpriteDefine(),
  build: {
    // A strict Content-Security-Policy forbids inlined base64 assets.
    assetsInlineLimit: 0,
    // A dynamic import's preload links name the chunks it imports, not itself (decision 0176).
    modulePreload: {resolveDependencies: dependenciesOnly},
  },
  environments: {
    client: {
      build: {
        // One stylesheet for the whole shop (decision 0071): 12 KB gzipped, cached across pages,
        // instead of five to eight render-blocking ones per page.
        cssCodeSplit: false,
        rollupOptions: {
          // Required with a group that leaves its modules' imports out (rolldown's codeSplitting).
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              groups: [
                // The shell's small modules (loaded by every page anyway) in one chunk: each
                // chunk costs its own import boilerplate, and the budget is 100 KiB per route.
                {name: (id) => (inShell(id) ? 'shell' : undefined), debugName: 'shell'},
                // Lazy modules a page loads at one moment, a chunk per set (decision 0166). Only the listed
                // modules: their imports stay where they are, in the first load or elsewhere.
                {
                  name: (id, chunking) => lateGroup(id, (moduleId) => chunking.getModuleInfo(moduleId)),
                  debugName: 'late',
                  includeDependenciesRecursively: false,
                },
                // Small chunks that the pages load together, in a first load or later (decision 0172).
                {name: (id) => sharedGroup(id), debugName: 'shared', includeDependenciesRecursively: false},
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    optimizeDeps: {
      include: ['react-router > set-cookie-parser', 'react-router > cookie', 'react-router'],
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
  },
}));
