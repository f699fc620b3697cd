import {describe, expect, it} from 'vitest';
import {tableLayout} from './richText';
import {
  adjustBannerType,
  filterForLocale,
  gaugeStats,
  highlightsCollapsedCount,
  highlightsExpandMs,
  highlightsScrollTop,
  isShownInLocale,
  jumpLinks,
  relatedArticles,
  REVIEWS_OFFSET,
  starFills,
} from './content';

describe('regional display (rules:content-fields)', () => {
  it('shows All and unset everywhere, US Only in en-US and UK Only in en-GB', () => {
    expect(isShownInLocale(undefined, 'en-GB')).toBe(true);
    expect(isShownInLocale('All', 'en-US')).toBe(true);
    expect(isShownInLocale('US Only', 'en-US')).toBe(true);
    expect(isShownInLocale('US Only', 'en-GB')).toBe(false);
    expect(isShownInLocale('UK Only', 'en-GB')).toBe(true);
    expect(isShownInLocale('UK Only', 'en-US')).toBe(false);
  });

  it('filters region-limited items', () => {
    const badges = [{text: 'New'}, {text: 'Save $150', region: 'US Only'}, {text: 'Save £110', region: 'UK Only'}];
    expect(filterForLocale(badges, 'en-GB').map((badge) => badge.text)).toEqual(['New', 'Save £110']);
  });
});

describe('banner type adjustments (rules:content-states)', () => {
  it('turns Static with one linked item into Static List', () => {
    expect(adjustBannerType('Static', [{url: '/listings/bundles/'}])).toBe('Static List');
    expect(adjustBannerType('Static', [{url: null}])).toBe('Static');
  });

  it('turns Scroll Fade with one item into Static, and Extra Tall Static into Static Large', () => {
    expect(adjustBannerType('Scroll Fade', [{}])).toBe('Static');
    expect(adjustBannerType('Scroll Fade', [{}, {}])).toBe('Scroll Fade');
    expect(adjustBannerType('Static', [{}, {}], 'Extra Tall')).toBe('Static Large');
  });
});

describe('gauge and highlights (rules:content-fields, rules:layout-constants)', () => {
  it('shows the first 3 stats, capped at 1000', () => {
    expect(gaugeStats([{value: 1200}, {value: 640}, {value: -5}, {value: 10}]).map((stat) => stat.value)).toEqual([
      1000, 640, 0,
    ]);
  });

  it('collapses to 2 rows on desktop and 3 on mobile, 2 cards a row', () => {
    expect(highlightsCollapsedCount(false)).toBe(4);
    expect(highlightsCollapsedCount(true)).toBe(6);
  });

  it('expands at 400 ms a row when slow, else 300 ms, and scrolls to the header offset + 40', () => {
    expect(highlightsExpandMs(3, true)).toBe(1200);
    expect(highlightsExpandMs(3, false)).toBe(300);
    expect(highlightsScrollTop(1000, 120)).toBe(840);
  });
});

describe('related articles (rules:content-fields)', () => {
  const all = [
    {slug: 'a', category: 'training'},
    {slug: 'b', category: 'training'},
    {slug: 'c', category: 'recovery'},
    {slug: 'd', category: 'training'},
    {slug: 'e', category: 'training'},
  ];

  it('puts manual overrides first, then the category, leaving the current article out', () => {
    expect(
      relatedArticles({current: {slug: 'a', category: 'training'}, overrides: [all[2]!], all}).map(
        (article) => article.slug,
      ),
    ).toEqual(['c', 'b', 'd']);
  });

  it('honours displayCount and never repeats an article', () => {
    expect(
      relatedArticles({current: {slug: 'b', category: 'training'}, overrides: [all[0]!], all, displayCount: 5}).map(
        (article) => article.slug,
      ),
    ).toEqual(['a', 'd', 'e']);
    expect(
      relatedArticles({
        current: {slug: 'a', category: 'training'},
        overrides: [all[0]!, all[1]!],
        all,
        displayCount: 2,
      }).map((article) => article.slug),
    ).toEqual(['b', 'd']);
  });

  it('shows 3 when the CMS sets no displayCount (rules:layout-constants)', () => {
    expect(relatedArticles({current: {slug: 'x', category: 'training'}, all, displayCount: null})).toHaveLength(3);
    expect(relatedArticles({current: {slug: 'x', category: 'training'}, all})).toHaveLength(3);
  });
});

describe('jump links, tables and stars', () => {
  it('scrolls the reviews section to 70px below the top (rules:content-fields "Scroll to reviews", rules:layout-constants): the offset RatingSummary subtracts', () => {
    expect(REVIEWS_OFFSET).toBe(70);
  });

  it('makes a jump-link list of several targets with title-cased labels', () => {
    expect(jumpLinks('compare-rowers, #faq, reviews')).toEqual([
      {href: '#compare-rowers', label: 'Compare Rowers'},
      {href: '#faq', label: 'Faq'},
      {href: '#reviews', label: 'Reviews'},
    ]);
    expect(jumpLinks('faq')).toBeNull();
  });

  it('fixes tables of up to 3 columns and scrolls wider ones (rules:layout-constants)', () => {
    expect(tableLayout(3)).toBe('fixed');
    expect(tableLayout(4)).toBe('scroll');
  });

  it('fills stars fractionally out of 5', () => {
    expect(starFills(4.6).map((fill) => Number(fill.toFixed(2)))).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});
