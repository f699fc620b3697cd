import {defineConfig} from 'vitest/config';
import {vanillaExtractPlugin} from '@vanilla-extract/vite-plugin';
import {lazySectionPlugin} from './scripts/lib/lazyCss.ts';
import {iconSpriteDefine} from './scripts/lib/iconSprite.ts';

export default defineConfig({
  // lazySection's module ids are written by the build, in the tests too (app/lib/lazy/README.md).
  plugins: [vanillaExtractPlugin(), lazySectionPlugin()],
  resolve: {tsconfigPaths: true},
  define: iconSpriteDefine(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'dev-backend/**/*.test.ts',
            'contentful/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'extensions/*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // Threads, and one module graph per thread instead of one per file: 21 s instead of 57 s on
          // two cores (decision 0079). A file that stubs a global or the clock undoes it after itself.
          pool: 'threads',
          isolate: false,
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/content/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/worker/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Faults and load against the built worker (issue 15): needs `npm run build`.
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/worker/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
