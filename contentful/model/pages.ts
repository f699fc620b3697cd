import {
  assetLink,
  boolean,
  contentType,
  date,
  entryLink,
  entryLinks,
  integer,
  json,
  richText,
  symbol,
  symbols,
  text,
} from '../builders';
import {
  color,
  CTA_TYPES,
  cta,
  internalName,
  LIMITS,
  MODULE_TYPES,
  PAGE_TYPES,
  region,
  seo,
  slug,
  title,
} from './common';
import {CART_VARIANTS, FINANCE_MESSAGE_KEYS, OPACITIES, SCROLL_TYPES, SPACINGS} from './enums';

/** Page types: every type a route renders, and the blog's categories and authors. */

const modules = () => entryLinks('modules', 'Modules', MODULE_TYPES, {max: LIMITS.pageModules});

/** What a blog article's body may embed or link to. */
const ARTICLE_ENTRY_TYPES = [
  ...PAGE_TYPES,
  'product',
  'package',
  'ctaInternal',
  'ctaExternal',
  'pressQuote',
  'featuredReview',
];

export const pageTypes = [
  contentType(
    'pageFlexibleLayout',
    'Page: Flexible layout',
    'internalName',
    'A page built from modules, served at /{slug} (rules:cms, Flexible layout page). The home page has the slug home; personal-coaching is served at /products/services/personal-coaching.',
    [
      internalName(),
      slug(),
      title(),
      region(),
      modules(),
      boolean('useScrollNavigation', 'Use scroll navigation', {defaultValue: false}),
      symbol('analyticsPageVariantId', 'Analytics page variant id'),
      seo(),
    ],
  ),

  contentType(
    'pagePdp',
    'Page: PDP',
    'internalName',
    'A product detail page: the product, its configurator, the sidebar blocks beside the carousel, a note banner and modules below (rules:cms, Product carousel).',
    [
      internalName(),
      slug(),
      entryLink('product', 'Product', ['product'], {required: true}),
      entryLink('configurator', 'Configurator', ['configurator']),
      entryLinks('sidebar', 'Sidebar items', ['pdpSidebarItem'], {max: 20}),
      symbol('sidebarSpacing', 'Sidebar item spacing', {in: SPACINGS, defaultValue: 'MEDIUM'}),
      symbol('scrollType', 'Sidebar scroll type', {in: SCROLL_TYPES, defaultValue: 'Sticky'}),
      symbol('noteBannerText', 'Note banner text', {localized: true}),
      color('noteBannerBackgroundColor', 'Note banner background colour'),
      integer('noteBannerOpacity', 'Note banner opacity', {in: OPACITIES, defaultValue: 100}),
      modules(),
      boolean('useScrollNavigation', 'Use scroll navigation', {defaultValue: false}),
      seo(),
    ],
  ),

  contentType(
    'pagePlp',
    'Page: PLP',
    'internalName',
    'A product listing page, served at /listings/{slug}/; the slug is the category (rowers, accessories, bundles, strength, services).',
    [
      internalName(),
      slug(),
      title({required: true}),
      text('description', 'Description', {localized: true}),
      entryLink('productCategory', 'Product category', ['productCategory'], {required: true}),
      entryLinks('products', 'Products', ['product', 'package'], {max: LIMITS.productGrid}),
      entryLinks('categoryFilters', 'Category filters', ['productCategory'], {max: LIMITS.categoryFilters}),
      modules(),
      seo(),
    ],
  ),

  contentType(
    'pageBlogLanding',
    'Page: Blog landing',
    'internalName',
    'The blog landing page at /blog: featured articles, the categories and modules.',
    [
      internalName(),
      slug(),
      title({required: true}),
      text('subtitle', 'Subtitle', {localized: true}),
      assetLink('heroImage', 'Hero image'),
      entryLinks('featuredArticles', 'Featured articles', ['blogArticle'], {max: LIMITS.featuredArticles}),
      entryLinks('categories', 'Categories', ['blogCategory'], {max: 10}),
      modules(),
      seo(),
    ],
  ),

  contentType(
    'pageLocations',
    'Page: Locations',
    'internalName',
    'The stores and hotels page at /{slug}, with the locator (rules:cms, Locations page).',
    [
      internalName(),
      slug(),
      title({required: true}),
      text('description', 'Description', {localized: true}),
      assetLink('heroImage', 'Hero image'),
      entryLinks('stores', 'Stores', ['locationStore'], {max: LIMITS.locations}),
      entryLinks('hotels', 'Hotels', ['locationHotel'], {max: LIMITS.locations}),
      integer('defaultRadiusMiles', 'Default search radius (miles)', {range: {min: 1, max: 500}, defaultValue: 50}),
      modules(),
      seo(),
    ],
  ),

  contentType(
    'blogArticle',
    'Blog article',
    'title',
    'A blog article at /blog/{slug}/, with its category, author, rich body, related articles and author cards (rules:cms-calls, Blog article).',
    [
      title({required: true}),
      slug(),
      assetLink('heroImage', 'Hero image', {required: true}),
      text('articleTeaser', 'Article teaser', {localized: true, required: true, size: {max: 300}}),
      entryLink('blogCategory', 'Blog category', ['blogCategory'], {required: true}),
      entryLink('author', 'Author', ['blogAuthor'], {required: true}),
      richText('articleBody', 'Article body', {localized: true, required: true, entryTypes: ARTICLE_ENTRY_TYPES}),
      date('publishDate', 'Publish date', {required: true}),
      integer('readingTimeMinutes', 'Reading time (minutes)', {range: {min: 1, max: 60}}),
      entryLinks('relatedArticles', 'Related articles', ['blogArticle'], {max: 3}),
      entryLinks('authorCards', 'Author cards', ['blogAuthor'], {max: 3}),
      seo(),
    ],
  ),

  contentType('blogCategory', 'Blog category', 'title', 'A blog category, at /blog/categories/{slug}.', [
    title({required: true}),
    slug(),
    text('description', 'Description', {localized: true}),
    assetLink('image', 'Image'),
    seo(),
  ]),

  contentType(
    'blogAuthor',
    'Blog author',
    'fullName',
    'A blog author and the author card shown under articles: bio, questions and answers, social links and a portrait (rules:cms-calls, Author card).',
    [
      symbol('fullName', 'Full name', {required: true}),
      slug(),
      title(),
      text('shortBio', 'Short bio', {localized: true, required: true, size: {max: 280}}),
      richText('longBio', 'Long bio', {localized: true}),
      // The author card's Q&A: [{"question": "...", "answer": "..."}].
      json('questionsAndAnswers', 'Q&A', {localized: true}),
      entryLinks('socialMediaLinks', 'Social media links', ['socialLink'], {max: LIMITS.socialLinks}),
      assetLink('media', 'Portrait', {required: true}),
    ],
  ),

  contentType(
    'quizPage',
    'Quiz page',
    'internalName',
    'The rower quiz: questions whose answers score towards the Pro, Wave or Vista, and the copy of each result (rules:cms, Quiz page).',
    [
      internalName(),
      slug(),
      title({required: true}),
      text('description', 'Description', {localized: true}),
      symbol('formId', 'Form id', {required: true}),
      symbol('lastQuestionReferenceId', 'Last question reference id', {required: true}),
      // {"questions": [{"id", "question", "answers": [{"id", "label", "scores": {"pro", "wave", "vista"}}]}],
      //  "results": {"pro" | "wave" | "vista": {"title", "copy", "productHandle"}}, "tieBreak": [...]}
      json('questions', 'Questions and results', {localized: true, required: true}),
      entryLinks('resultProducts', 'Result products', ['product'], {max: 3}),
      assetLink('backgroundImage', 'Background image'),
      seo(),
    ],
  ),

  contentType(
    'pageCart',
    'Page: Cart settings',
    'internalName',
    'The cart page and mini cart settings (rules:cms-calls, Cart CMS settings): variant, title, CTAs, the invalid-cart message, the financing block, countdown, urgency messages, value props and product slider.',
    [
      internalName(),
      slug(),
      symbol('variant', 'Variant', {in: CART_VARIANTS, required: true, defaultValue: 'Full'}),
      title({required: true}),
      entryLink('primaryCta', 'Primary CTA', CTA_TYPES),
      entryLink('secondaryCta', 'Secondary CTA', CTA_TYPES),
      entryLinks('additionalCtas', 'Additional CTAs', CTA_TYPES, {max: 3}),
      symbol('errorTitle', 'Invalid cart: error title', {localized: true}),
      // rules:cms: '{rowers}' is replaced by the rowers in the cart.
      text('errorText', 'Invalid cart: error text', {localized: true}),
      boolean('financingEnabled', 'Financing: show the block', {localized: true, defaultValue: false}),
      symbol('financingTitle', 'Financing: title', {localized: true}),
      text('financingText', 'Financing: text', {localized: true}),
      text('financingDescription', 'Financing: description', {localized: true}),
      symbol('financingMessageKey', 'Financing: message key', {in: FINANCE_MESSAGE_KEYS}),
      entryLink('financingModal', 'Financing: modal', ['configuratorInfoModal']),
      entryLink('countdown', 'Countdown', ['eventCountdown']),
      symbols('urgencyMessages', 'Urgency messages', {localized: true, size: {max: 5}}),
      entryLink('valueProps', 'Value props', ['moduleValueProps']),
      entryLink('productSlider', 'Product slider', ['moduleProductCarousel']),
      seo(),
    ],
  ),

  contentType(
    'pageOrderConfirmation',
    'Page: Order confirmation',
    'internalName',
    'The copy of the order confirmation page: the order heading, rich copy, social links and the questions block (rules:cms, Order confirmation screen).',
    [
      internalName(),
      // '{order}' is replaced by the order name: 'Your order is {order}'.
      symbol('title', 'Title', {localized: true, required: true}),
      richText('body', 'Body', {localized: true}),
      entryLinks('socialLinks', 'Social links', ['socialLink'], {max: LIMITS.socialLinks}),
      symbol('questionsTitle', 'Questions title', {localized: true}),
      richText('questionsCopy', 'Questions copy', {localized: true}),
      boolean('showSurvey', 'Show the post-purchase survey', {defaultValue: true}),
      cta(),
    ],
  ),
];
