import {describe, expect, it} from 'vitest';
import {collectLazyCss, lazySectionPlugin, lazyModuleIds, withSectionIds, type ChunkInfo} from './lazyCss';

const root = '/repo';
const chunk = (fields: Partial<ChunkInfo> & {css?: string[]}): ChunkInfo => ({
  type: 'chunk',
  imports: fields.imports ?? [],
  moduleIds: fields.moduleIds ?? (fields.facadeModuleId ? [fields.facadeModuleId] : []),
  facadeModuleId: fields.facadeModuleId ?? null,
  isDynamicEntry: fields.isDynamicEntry ?? false,
  viteMetadata: {importedCss: new Set(fields.css ?? [])},
});

/** A client build: the root route (with the shell), a lazy FAQ module on a shared chunk, a countdown inside a larger chunk. */
const bundle: Record<string, ChunkInfo> = {
  'assets/root-1.js': chunk({
    facadeModuleId: '/repo/app/root.tsx?__react-router-build-client-route',
    imports: ['assets/shell-1.js'],
    css: ['assets/root-1.css'],
  }),
  'assets/shell-1.js': chunk({moduleIds: ['/repo/app/lib/i18n.ts'], css: ['assets/shell-1.css']}),
  'assets/Faq-1.js': chunk({
    facadeModuleId: '/repo/app/modules/Faq/Faq.tsx',
    isDynamicEntry: true,
    imports: ['assets/shared-1.js', 'assets/shell-1.js'],
    css: ['assets/Faq-1.css'],
  }),
  'assets/shared-1.js': chunk({
    moduleIds: ['/repo/app/modules/shared/Section.tsx'],
    imports: ['assets/shell-1.js'],
    css: ['assets/shared-1.css'],
  }),
  'assets/EventCountdown-1.js': chunk({
    facadeModuleId: '/repo/app/modules/EventCountdown/EventCountdown.tsx',
    moduleIds: ['/repo/app/components/Countdown/Countdown.tsx', '/repo/app/modules/EventCountdown/EventCountdown.tsx'],
    isDynamicEntry: true,
  }),
  'assets/fonts-1.css': {type: 'asset'},
};

describe('collectLazyCss', () => {
  it('lists a lazy module’s own stylesheets and those of the chunks it imports, less what the root route links on every page', () => {
    expect(collectLazyCss(bundle, {root, used: new Set(['modules/Faq/Faq'])})).toEqual({
      'modules/Faq/Faq': ['/assets/Faq-1.css', '/assets/shared-1.css'],
    });
  });

  it('finds a module that is part of a larger chunk, and leaves out modules without styles', () => {
    expect(
      collectLazyCss(bundle, {root, used: new Set(['components/Countdown/Countdown', 'modules/Faq/Faq'])}),
    ).toEqual({'modules/Faq/Faq': ['/assets/Faq-1.css', '/assets/shared-1.css']});
  });

  it('prefixes the public base path', () => {
    expect(
      collectLazyCss(bundle, {root, base: '/shop/', used: new Set(['modules/Faq/Faq'])})['modules/Faq/Faq'],
    ).toEqual(['/shop/assets/Faq-1.css', '/shop/assets/shared-1.css']);
  });

  it('fails the build on a name the build does not contain, so styles are never silently missing', () => {
    expect(() => collectLazyCss(bundle, {root, used: new Set(['modules/Faq/Faqs'])})).toThrow(
      'lazy sections name modules the client build does not contain: modules/Faq/Faqs',
    );
  });
});

describe('lazyModuleIds', () => {
  it('reads the module names given with their loaders, in TypeScript and in the JavaScript esbuild makes of it', () => {
    const source = `const A = lazySection('components/Reviews/ReviewsSection', () => import('~/components/Reviews/ReviewsSection'));
      const B = lazySection("components/Footer/FooterContent", () => import("./FooterContent"), {early: true});
      ModuleFaq: lazySection('modules/Faq/Faq', () => import('./Faq/Faq').then((m) => ({default: m.Faq})), {boundary: 'caller'}),
      const label = 'modules/Faq/Faq';`;
    expect(lazyModuleIds(source)).toEqual([
      'components/Reviews/ReviewsSection',
      'components/Footer/FooterContent',
      'modules/Faq/Faq',
    ]);
  });
});

describe('withSectionIds', () => {
  const file = '/shop/app/components/ProductPage/ProductPage.tsx';

  it('gives each lazySection call the path under app/ of the module its loader imports, in TypeScript and in JavaScript', () => {
    const source = `const A = lazySection(() => import('~/components/Reviews/ReviewsSection'));
      const B = lazySection(() =>
        import("./Sidebar"), {fallback: null});
      const C = lazySection(() => import('../Slider/Slider.tsx'));`;
    expect(withSectionIds(source, file, '/shop/app'))
      .toBe(`const A = lazySection('components/Reviews/ReviewsSection', () => import('~/components/Reviews/ReviewsSection'));
      const B = lazySection('components/ProductPage/Sidebar', () => import("./Sidebar"), {fallback: null});
      const C = lazySection('components/Slider/Slider', () => import('../Slider/Slider.tsx'));`);
    expect(lazyModuleIds(withSectionIds(source, file, '/shop/app'))).toEqual([
      'components/Reviews/ReviewsSection',
      'components/ProductPage/Sidebar',
      'components/Slider/Slider',
    ]);
  });

  it('turns a named export into a static pick, so the bundler keeps only that export of the module', () => {
    expect(
      withSectionIds(`lazySection(() => import('./Faq/Faq'), {name: 'Faq', boundary: 'caller'})`, file, '/shop/app'),
    ).toBe(
      `lazySection('components/ProductPage/Faq/Faq', () => import('./Faq/Faq').then((m) => ({default: m.Faq})), {boundary: 'caller'})`,
    );
    expect(withSectionIds(`lazySection(() => import("./Faq/Faq"), { name: "Faq" })`, file, '/shop/app')).toBe(
      `lazySection('components/ProductPage/Faq/Faq', () => import("./Faq/Faq").then((m) => ({default: m.Faq})), {})`,
    );
  });

  it('leaves code without a lazySection call alone', () => {
    const source = `export function lazySection(...args) { return args; }\nconst x = lazy(() => import('./X'));`;
    expect(withSectionIds(source, file, '/shop/app')).toBe(source);
  });

  it('fails on a call whose loader is not one static import (the build could not name its module)', () => {
    expect(() => withSectionIds(`lazySection(load)`, file, '/shop/app')).toThrow(/static import/);
    expect(() => withSectionIds(`lazySection(() => import(path))`, file, '/shop/app')).toThrow(/static import/);
    expect(() =>
      withSectionIds(`lazySection(() => import('./X').then((m) => ({default: m.X})))`, file, '/shop/app'),
    ).toThrow(/static import/);
  });

  it('runs before the development server’s React refresh transform, whose names it could not read', () => {
    // `npm run dev` failed on every page with a lazy section: React's refresh transform had named the loader first.
    expect(() => withSectionIds(`lazySection(_c5 = () => import('~/x/Y'))`, file, '/shop/app')).toThrow(
      /static import/,
    );
    expect(lazySectionPlugin().enforce).toBe('pre');
  });
});
