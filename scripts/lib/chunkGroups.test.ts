import {describe, expect, it} from 'vitest';
import {chunkCycle, lateGroup, unusedGroupPaths, type ModuleFacts} from './chunkGroups';

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
    expect(lateGroup(MACHINE, lazyOnly)).toBe('mini-cart');
  });

  it('gives a module to the group that names it most closely', () => {
    // '/app/components/Modal/' (modal-root) and '/app/components/Modal/views/CartView' (mini-cart) both match.
    expect(lateGroup(CART_VIEW, lazyOnly)).toBe('mini-cart');
  });

  it('leaves the other modal views and unlisted modules to the bundler', () => {
    expect(lateGroup(VIDEO_VIEW, lazyOnly)).toBeUndefined();
    expect(lateGroup('/repo/app/components/Countdown/Countdown.tsx', lazyOnly)).toBeUndefined();
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
    expect(lateGroup(CART_VIEW, withCartRoute)).toBe('mini-cart');
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
