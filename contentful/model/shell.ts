import {assetLink, boolean, contentType, entryLink, entryLinks, integer, richText, symbol, symbols} from '../builders';
import {backgroundColor, CTA_TYPES, cta, internalName, LIMITS, region} from './common';
import {
  BANNER_CONTENT_TYPES,
  BANNER_HEIGHTS,
  BANNER_TYPES,
  DIRECTIONS,
  LAYOUT_DISPLAY_MODES,
  TEXT_ALIGNMENTS,
} from './enums';

/** The shell around every page: navigation, the promo banner, footer and sub-footer. */

const PATH = {pattern: '^/[^\\s]*$'};

export const shellTypes = [
  contentType(
    'navigation',
    'Navigation',
    'internalName',
    'The top navigation: its columns (subsections), a CTA and the mini cart label (rules:cms, Top navigation).',
    [
      internalName(),
      entryLinks('columns', 'Columns', ['navigationColumn'], {max: LIMITS.navColumns}),
      cta(),
      symbol('logoAltText', 'Logo alt text', {localized: true}),
      symbol('cartLabel', 'Cart label', {localized: true}),
    ],
  ),

  contentType(
    'navigationColumn',
    'Navigation column',
    'internalName',
    'A column of links in the navigation or footer. A heading of Blank renders a spacer; the footer’s last column shows its links without a heading (rules:cms, Footer).',
    [
      internalName(),
      symbol('heading', 'Heading', {localized: true}),
      symbol('displayMode', 'Display mode', {in: LAYOUT_DISPLAY_MODES, defaultValue: 'All'}),
      entryLinks('links', 'Links', [...CTA_TYPES, 'contact'], {max: LIMITS.footerLinks}),
      entryLink('featuredCta', 'Featured CTA', CTA_TYPES),
      assetLink('image', 'Image'),
      symbol('experimentationTestId', 'Experimentation test id'),
    ],
  ),

  contentType(
    'navigationBanner',
    'Navigation banner',
    'internalName',
    'The promo bar above the navigation: text, images, countdowns and CTAs, optionally closeable and limited to one region (rules:cms-calls, Navigation banner).',
    [
      internalName(),
      symbol('type', 'Type', {in: BANNER_TYPES, required: true, defaultValue: 'Static'}),
      backgroundColor({defaultValue: 'Deep Sea'}),
      cta(),
      entryLink('countdown', 'Countdown', ['eventCountdown']),
      boolean('inline', 'Inline', {defaultValue: false}),
      symbols('excludeURLs', 'Exclude URLs', {regexp: PATH, size: {max: 20}}),
      symbols('excludeCTAURLs', 'Exclude the CTA on URLs', {regexp: PATH, size: {max: 20}}),
      boolean('closeable', 'Closeable', {defaultValue: false}),
      symbol('height', 'Height', {in: BANNER_HEIGHTS, defaultValue: 'Standard'}),
      symbol('alignment', 'Alignment', {in: TEXT_ALIGNMENTS, defaultValue: 'Center'}),
      symbol('mobileAlignment', 'Mobile alignment', {in: TEXT_ALIGNMENTS, defaultValue: 'Center'}),
      symbol('mobileDirection', 'Mobile direction', {in: DIRECTIONS, defaultValue: 'Column'}),
      integer('speed', 'Speed (seconds per item)', {range: {min: 1, max: 30}, defaultValue: 5}),
      integer('spacing', 'Spacing (px between items)', {range: {min: 0, max: 200}, defaultValue: 40}),
      entryLinks('content', 'Content', ['bannerContentItem'], {max: LIMITS.bannerContent}),
      region(),
    ],
  ),

  contentType(
    'bannerContentItem',
    'Banner content item',
    'internalName',
    'One item of a navigation banner: TEXT, IMAGE, COUNTDOWN, CTA or BASE (a base component).',
    [
      internalName(),
      symbol('type', 'Type', {in: BANNER_CONTENT_TYPES, required: true}),
      symbol('text', 'Text', {localized: true}),
      assetLink('image', 'Image'),
      entryLink('item', 'Item', ['eventCountdown', ...CTA_TYPES, 'baseComponent', 'text']),
    ],
  ),

  contentType(
    'footer',
    'Footer',
    'internalName',
    'The footer: link columns, the CONNECT section (contact and socials) and the sub-footer (rules:cms-calls, Footer).',
    [
      internalName(),
      entryLinks('columns', 'Columns', ['navigationColumn'], {max: LIMITS.linkColumns}),
      symbol('connectTitle', 'Connect title', {localized: true}),
      entryLink('contact', 'Contact', ['contact']),
      entryLinks('socials', 'Socials', ['socialLink'], {max: LIMITS.socialLinks}),
      entryLink('newsletter', 'Newsletter', ['moduleNewsletter']),
      entryLink('subsection', 'Sub-footer', ['subFooter']),
    ],
  ),

  contentType(
    'subFooter',
    'Sub-footer',
    'internalName',
    'The legal line: terms, privacy, acknowledgement and sitemap links, financing terms and the copyright blurb after © {year} (rules:cms-calls, Sub-footer).',
    [
      internalName(),
      entryLink('termsAndConditions', 'Terms and conditions', CTA_TYPES),
      entryLink('privacyPolicy', 'Privacy policy', CTA_TYPES),
      entryLink('acknowledgement', 'Acknowledgement', CTA_TYPES),
      entryLink('sitemap', 'Sitemap', CTA_TYPES),
      symbol('copyrightBlurb', 'Copyright blurb', {localized: true}),
      richText('financingTerms', 'Financing terms', {localized: true}),
    ],
  ),
];
