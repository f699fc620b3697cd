import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      '.react-router/**',
      'node_modules/**',
      '*.generated.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'dev-backend/media/video/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      'no-console': ['error', {allow: ['info', 'warn', 'error', 'log']}],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A lazy part the server renders goes through lazySection (app/lib/lazy/README.md,
    // docs/rules/performance.md#perf-lazy-section): it names its module for the build, links its
    // stylesheets and brings memo and its own Suspense.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/lib/lazy/**',
      // Loaded on demand, never in the server's HTML: a modal, the predictive search, the PDP configurator.
      'app/components/Modal/ModalBridge.tsx',
      'app/components/Modal/registry.ts',
      'app/components/Header/HeaderSearch.tsx',
      'app/components/ProductPage/Sidebar.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(lazy|lazyPart)$/], CallExpression[callee.property.name="lazy"]',
          message: 'A lazy section is `lazySection(() => import(…))` (app/lib/lazy/README.md).',
        },
        {
          selector:
            'CallExpression[callee.name="lazySection"]:not([arguments.0.type="ArrowFunctionExpression"][arguments.0.params.length=0][arguments.0.body.type="ImportExpression"][arguments.0.body.source.type="Literal"])',
          message: "lazySection takes one static `() => import('…')`: the build names the section by it.",
        },
        {
          selector:
            'CallExpression[callee.name="lazySection"] > ObjectExpression > Property[key.name="name"]:not(:first-child), CallExpression[callee.name="lazySection"] > ObjectExpression > Property[key.name="name"]:not([value.type="Literal"])',
          message:
            'lazySection’s `name` comes first in its options, as a string: the build turns it into a static pick.',
        },
      ],
    },
  },
  {
    // Declaration merging of Hydrogen's global context interfaces needs empty interfaces.
    files: ['app/lib/context.ts', 'env.d.ts'],
    rules: {'@typescript-eslint/no-empty-object-type': 'off'},
  },
);
