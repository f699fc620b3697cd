import {boolean, entryLink, symbol, type FieldOptions, type SeedField} from '../builders';
import {PALETTE, REGIONS} from './enums';

/** Page types a CTA may target (rules:cms "More route rules"; a cart page type also exists). */
export const PAGE_TYPES = [
  'pageFlexibleLayout',
  'pagePdp',
  'pagePlp',
  'pageBlogLanding',
  'pageLocations',
  'blogArticle',
  'quizPage',
  'pageCart',
] as const;

/** Every module a flexible page, PDP or PLP can stack (rules:cms "Flexible layout page"). */
export const MODULE_TYPES = [
  'moduleHero',
  'moduleHeroSplit',
  'moduleTeaser',
  'moduleValueProps',
  'moduleHighlightsGrid',
  'moduleFaq',
  'moduleEquipmentCompare',
  'moduleProductComparison',
  'moduleReviews',
  'modulePressQuotes',
  'moduleTestimonials',
  'modulePeopleList',
  'moduleCareersList',
  'moduleNewsletter',
  'moduleContactCard',
  'moduleReferralForm',
  'moduleMetricsGauge',
  'moduleBlogPromo',
  'moduleRelatedArticles',
  'moduleLocator',
  'moduleProductCarousel',
  'eventCountdown',
  'moduleBento',
  'moduleWorkoutActivities',
  'moduleJumpButton',
  'moduleProductSticky',
  'moduleCoaches',
  'moduleCoachingScheduler',
] as const;

export const CTA_TYPES = ['ctaInternal', 'ctaExternal'] as const;

/** rules:cms-constants "CMS collection limits". */
export const LIMITS = {
  pageModules: 15,
  bentoBlocks: 15,
  carouselProducts: 15,
  productGrid: 20,
  badges: 3,
  productCategories: 3,
  categoryFilters: 5,
  badgeVariants: 5,
  baseComponentVariants: 5,
  featuredArticles: 4,
  heroSlides: 5,
  compareTables: 10,
  tableSections: 20,
  comparisonProducts: 3,
  heroValueProps: 10,
  comparisonValueProps: 5,
  navColumns: 10,
  footerLinks: 10,
  socialLinks: 6,
  imageLinks: 10,
  linkColumns: 6,
  basePackages: 3,
  additionalComponents: 2,
  bannerContent: 5,
  variants: 10,
  locations: 175,
  productsSold: 3,
} as const;

export const SLUG_PATTERN = '^[a-z0-9]+(?:[-/][a-z0-9]+)*$';

export const internalName = () =>
  symbol('internalName', 'Internal name', {required: true, message: 'Name the entry so editors can find it.'});

export const slug = (options: FieldOptions = {}) =>
  symbol('slug', 'Slug', {
    required: true,
    unique: true,
    regexp: {pattern: SLUG_PATTERN},
    message: 'Lower-case letters, digits, hyphens and slashes, e.g. schedule/personal-coaching',
    ...options,
  });

export const seo = () => entryLink('seo', 'SEO', ['seo']);

export const scrollNavigationTitle = () =>
  symbol('scrollNavigationTitle', 'Scroll navigation title', {localized: true});

export const color = (id: string, name: string, options: FieldOptions = {}): SeedField =>
  symbol(id, name, {in: PALETTE, ...options});

export const backgroundColor = (options: FieldOptions = {}) => color('backgroundColor', 'Background colour', options);

export const region = () => symbol('region', 'Region', {in: REGIONS, defaultValue: 'All'});

export const title = (options: FieldOptions = {}) => symbol('title', 'Title', {localized: true, ...options});

export const cta = (id = 'cta', name = 'CTA') => entryLink(id, name, CTA_TYPES);

export const flag = (id: string, name: string, defaultValue?: boolean) =>
  boolean(id, name, defaultValue === undefined ? {} : {defaultValue});
