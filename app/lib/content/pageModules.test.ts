import {describe, expect, it, vi} from 'vitest';
import {
  bentoLayout,
  EQUIPMENT_COMPARE_ROWS,
  heroSplitLayout,
  moduleAnchors,
  orderModules,
  ratingFilter,
  scrollNavigation,
  slugify,
} from './pageModules';

describe('orderModules (rules:content-fields: an unknown module is skipped and logged, never a crash)', () => {
  const fetched = new Map([
    ['hero', {sys: {id: 'hero'}, title: 'Hero'}],
    ['faq', {sys: {id: 'faq'}, title: 'FAQ'}],
  ]);
  const known = (typename: string) => ['ModuleHero', 'ModuleFaq'].includes(typename);

  it('keeps the page order and replaces each reference with its entry', () => {
    const onSkip = vi.fn();
    const result = orderModules(
      [
        {__typename: 'ModuleFaq', sys: {id: 'faq'}},
        {__typename: 'ModuleHero', sys: {id: 'hero'}},
      ],
      fetched,
      known,
      onSkip,
    );
    expect(result.map((module) => module.title)).toEqual(['FAQ', 'Hero']);
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('skips an unknown type and a missing entry, reporting each, and keeps the rest', () => {
    const onSkip = vi.fn();
    const result = orderModules(
      [
        {__typename: 'ModuleHologram', sys: {id: 'x'}},
        null,
        {__typename: 'ModuleHero', sys: {id: 'hero'}},
        {__typename: 'ModuleFaq', sys: {id: 'gone'}},
      ],
      fetched,
      known,
      onSkip,
    );
    expect(result.map((module) => module.sys.id)).toEqual(['hero']);
    expect(onSkip).toHaveBeenCalledWith({typename: 'ModuleHologram', id: 'x', reason: 'unknown type'});
    expect(onSkip).toHaveBeenCalledWith({typename: 'ModuleFaq', id: 'gone', reason: 'missing'});
    expect(onSkip).toHaveBeenCalledTimes(2);
  });
});

describe('anchors and scroll navigation (rules:content-fields)', () => {
  it('slugifies titles, accents and punctuation included', () => {
    expect(slugify('Compare rowers')).toBe('compare-rowers');
    expect(slugify('  Café & Crème! ')).toBe('cafe-creme');
  });

  it('takes the anchor from the scroll navigation title, else the module type, else the entry id, and keeps them unique', () => {
    const anchors = moduleAnchors([
      {__typename: 'ModuleFaq', sys: {id: 'faq-home'}, scrollNavigationTitle: 'FAQ'},
      {__typename: 'ModuleContactCard', sys: {id: 'contact-card-about'}},
      {__typename: 'ModuleFaq', sys: {id: 'faq-coaching'}, scrollNavigationTitle: 'FAQ'},
      {__typename: 'EventCountdown', sys: {id: 'countdown-home'}},
      {sys: {id: 'odd-one'}},
    ]);
    expect(anchors).toEqual(['faq', 'contact', 'faq-2', 'event', 'module-odd-one']);
  });

  it('lists only modules with a scroll navigation title, in page order', () => {
    const modules = [
      {scrollNavigationTitle: 'Compare rowers'},
      {scrollNavigationTitle: null},
      {scrollNavigationTitle: ' FAQ '},
    ];
    expect(scrollNavigation(modules, ['compare-rowers', 'module-x', 'faq'])).toEqual([
      {href: '#compare-rowers', label: 'Compare rowers'},
      {href: '#faq', label: 'FAQ'},
    ]);
  });
});

describe('heroSplitLayout (rules:content-fields hero split defaults)', () => {
  it('defaults to text alignment Left and background Cream', () => {
    const layout = heroSplitLayout({});
    expect(layout.textAlignment).toBe('Left');
    expect(layout.backgroundColor).toBe('Cream');
    expect(layout.columns).toEqual([50, 50]);
    expect(layout.titleAboveImage).toBe(false);
    expect(layout.mobileTitleAboveImage).toBe(true);
    expect(layout.imageFirst).toBe(false);
  });

  it('follows the CMS where it says otherwise', () => {
    const layout = heroSplitLayout({
      textAlignment: 'Center',
      backgroundColor: 'Sand',
      splitSize: '60/40',
      titlePlacement: 'Above Image',
      mobileTitlePlacement: 'Above Copy',
      imagePosition: 'Left',
      height: 'Tall',
    });
    expect(layout).toEqual({
      textAlignment: 'Center',
      backgroundColor: 'Sand',
      titleAboveImage: true,
      mobileTitleAboveImage: false,
      columns: [60, 40],
      imageFirst: true,
      height: 'Tall',
    });
  });
});

describe('equipment compare (rules:layout-constants)', () => {
  it('has the five rows in order', () => {
    expect(EQUIPMENT_COMPARE_ROWS.map((row) => row.label)).toEqual([
      'Low Impact',
      'Upper Body',
      'Lower Body',
      'Range of Motion',
      'Core',
    ]);
  });
});

describe('bentoLayout (rules:content-fields, rules:layout-constants)', () => {
  it('puts Tall blocks 3 a row and Wide ones 2 a row', () => {
    expect(bentoLayout('Tall', 1, 6)).toEqual({perRow: 3, visible: 3, collapsible: true});
    expect(bentoLayout('Wide', 2, 6)).toEqual({perRow: 2, visible: 4, collapsible: true});
  });

  it('is not collapsible when every block fits in the initial rows', () => {
    expect(bentoLayout('Tall', 2, 5)).toEqual({perRow: 3, visible: 5, collapsible: false});
    expect(bentoLayout(null, null, 2)).toEqual({perRow: 3, visible: 2, collapsible: false});
  });
});

describe('ratingFilter', () => {
  it('accepts 1 to 5 and nothing else', () => {
    expect(ratingFilter('5')).toBe(5);
    expect(ratingFilter('1')).toBe(1);
    for (const value of ['0', '6', '4.5', 'five', '', null, undefined]) expect(ratingFilter(value)).toBeNull();
  });
});
