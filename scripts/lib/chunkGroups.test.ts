import {describe, expect, it} from 'vitest';
import {
  chunkCycle,
  lateGroup,
  lateGroupInFirstLoad,
  sharedGroup,
  unusedGroupPaths,
  type ModuleFacts,
} from './chunkGroups';

/** A module graph: each module's static importers; the routes are the entries. */
function graph(importers: Record<string, string[]>, routes: string[]) {
  return (id: string): ModuleFacts | null =>
    id in importers || routes.includes(id) ? {isEntry: routes.includes(id), importers: importers[id] ?? []} : null;
}

const FOOTER = '/repo/app/components/Footer/FooterContent.tsx';
const MODAL_ROOT = '/repo/app/components/Modal/ModalRoot.tsx';
const CART_VIEW = '/repo/app/components/Modal/views/CartView.tsx';
const VIDEO_VIEW = '/repo/app/components/Modal/views/VideoView.tsx';
const MACHINE = '/repo/app/lib/cart/miniCartMachine.ts';
const CART_ROUTE = '/repo/app/routes/($locale).cart.tsx';
const ROOT = '/repo/app/root.tsx';

describe('lateGroup', () => {
  // Lazily imported modules have no static importer; the mini cart's machine is imported by its view and,
  // in the second graph, by the cart route.
  const lazyOnly = graph({[FOOTER]: [], [MODAL_ROOT]: [], [CART_VIEW]: [], [VIDEO_VIEW]: [], [MACHINE]: [CART_VIEW]}, [
    ROOT,
  ]);

  it('puts a lazily loaded module in its group', () => {
    expect(lateGroup(FOOTER, lazyOnly)).toBe('shell-late');
    expect(lateGroup(MODAL_ROOT, lazyOnly)).toBe('modal-root');
    expect(lateGroup(MACHINE, lazyOnly)).toBe('modal-root');
  });

  it('gives a module to the group that names it most closely', () => {
    // '/app/lib/payLater/' (modal-root) and '/app/lib/payLater/prequalification.ts' (shell-late) both match.
    const payLater = '/repo/app/lib/payLater/payLater.client.ts';
    const prequalification = '/repo/app/lib/payLater/prequalification.ts';
    const graphOf = graph({[payLater]: [], [prequalification]: []}, [ROOT]);
    expect(lateGroup(payLater, graphOf)).toBe('modal-root');
    expect(lateGroup(prequalification, graphOf)).toBe('shell-late');
  });

  it('leaves the other modal views, the field metrics and unlisted modules to the bundler', () => {
    expect(lateGroup(VIDEO_VIEW, lazyOnly)).toBeUndefined();
    // '/app/lib/tracking/' would take it; the field metrics load only after consent.
    expect(lateGroup('/repo/app/lib/tracking/webVitals.client.ts', graph({}, [ROOT]))).toBeUndefined();
    expect(lateGroup('/repo/app/components/Search/PredictiveSearch.tsx', lazyOnly)).toBeUndefined();
  });

  it('leaves out a module that a route imports statically, directly or through another module', () => {
    const withCartRoute = graph(
      {
        [CART_VIEW]: [],
        [MACHINE]: [CART_VIEW, '/repo/app/lib/cart/lines.ts'],
        '/repo/app/lib/cart/lines.ts': [CART_ROUTE],
      },
      [ROOT, CART_ROUTE],
    );
    expect(lateGroup(MACHINE, withCartRoute)).toBeUndefined();
    expect(lateGroup(CART_VIEW, withCartRoute)).toBe('modal-root');
  });

  it('groups a module the graph shows under a route only through server code, for the first-load check to catch', () => {
    const cta = '/repo/app/lib/content/cta.ts';
    const content = '/repo/app/lib/content/content.ts';
    const throughContent = graph({[cta]: [content], [content]: [CART_ROUTE]}, [ROOT, CART_ROUTE]);
    expect(lateGroup(cta, throughContent)).toBe('shell-late');
  });

  it('counts the strings that grouped a module, for the build to fail on one that groups none', () => {
    lateGroup(FOOTER, lazyOnly);
    expect(unusedGroupPaths()).not.toContain('/app/components/Footer/FooterContent.tsx');
    expect(unusedGroupPaths()).toContain('/app/lib/reviews/');
  });

  it('ends on a cycle of static imports between modules', () => {
    const cyclic = graph({[FOOTER]: [MODAL_ROOT], [MODAL_ROOT]: [FOOTER]}, [ROOT]);
    expect(lateGroup(FOOTER, cyclic)).toBe('shell-late');
  });
});

describe('sharedGroup', () => {
  it('puts the modules of a set in one chunk, whoever imports them', () => {
    expect(sharedGroup('/repo/app/components/CartLines/CartLines.tsx')).toBe('cart-lines');
    expect(sharedGroup('/repo/app/lib/cart/normalizeCart.ts')).toBe('cart-lines');
    expect(sharedGroup('/repo/app/components/Badge/Badge.tsx')).toBe('price');
    expect(sharedGroup('/repo/app/lib/cart/quantity.ts')).toBe('page-common');
    expect(sharedGroup('/repo/app/lib/seo/privatePage.ts')).toBeUndefined();
    expect(unusedGroupPaths()).not.toContain('/app/lib/cart/normalizeCart.ts');
  });
});

describe('lateGroupInFirstLoad', () => {
  const chunk = (name: string, imports: string[], isEntry = false) => ({name, isEntry, imports});

  it('finds a route whose static imports reach a late group, through any chunk', () => {
    expect(
      lateGroupInFirstLoad({
        'route.js': chunk('(en-GB).cart', ['page-common.js'], true),
        'page-common.js': chunk('page-common', ['shell-late.js']),
        'shell-late.js': chunk('shell-late', []),
      }),
    ).toEqual(['route.js', 'page-common.js', 'shell-late.js']);
  });

  it('passes late groups that only lazy chunks import, and shared groups in a first load', () => {
    expect(
      lateGroupInFirstLoad({
        'route.js': chunk('(en-GB).cart', ['cart-lines.js', 'shell.js'], true),
        'cart-lines.js': chunk('cart-lines', ['shell.js']),
        'shell.js': chunk('shell', []),
        'modal-root.js': chunk('modal-root', ['cart-lines.js', 'shell-late.js']),
        'shell-late.js': chunk('shell-late', ['shell.js']),
      }),
    ).toBeNull();
  });
});

describe('chunkCycle', () => {
  it('finds chunks that import each other, through any number of chunks', () => {
    expect(chunkCycle({'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js']})).toEqual([
      'a.js',
      'b.js',
      'c.js',
      'a.js',
    ]);
    expect(chunkCycle({'entry.js': ['a.js'], 'a.js': ['b.js'], 'b.js': ['a.js']})).toEqual(['a.js', 'b.js', 'a.js']);
  });

  it('passes a graph where chunks share imports without a cycle', () => {
    expect(chunkCycle({'a.js': ['shell.js', 'b.js'], 'b.js': ['shell.js'], 'shell.js': []})).toBeNull();
  });
});
