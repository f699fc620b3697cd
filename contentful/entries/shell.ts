import {PACKAGES, packageFullPrice} from '../../dev-backend/seed/catalog';
import type {Entry} from '../spaceExport';
import {lifestyleId, VIDEO_ROWING} from '../assets';
import {assetLinkTo, bold, doc, entry, hyperlink, link, links, loc, p, ul} from '../builders';
import {l10n, l10nDoc, type LocaleCopy} from '../l10n';
import {productId} from './catalog';
import {externalCta, internalCta, PAGES} from './ctas';
import {HOME, valueProp, VALUE_PROPS} from './home';

/**
 * The shell around every page (navigation, the promo banners, footer and
 * sub-footer), the cart settings and the order confirmation copy, for both
 * locales.
 */

export const SHELL = {
  navigation: 'navigation-main',
  bannerUs: 'banner-package-event-us',
  bannerUk: 'banner-package-event-uk',
  footer: 'footer-main',
  subFooter: 'sub-footer-main',
  contact: 'contact-main',
  cart: PAGES.cart,
  orderConfirmation: 'order-confirmation',
  newsletter: 'newsletter-footer',
} as const;

const US_PHONE = '(888) 555-0142';
const UK_PHONE = '0808 157 0142';

// ---------------------------------------------------------------------------
// Navigation

function column(
  id: string,
  heading: string | undefined,
  linkIds: string[],
  options: {experimentationTestId?: string; featured?: string} = {},
): Entry {
  return entry(id, 'navigationColumn', {
    internalName: `Column: ${heading ?? 'no heading'} (${id})`,
    heading: heading === undefined ? undefined : l10n(() => heading),
    displayMode: 'All',
    links: links(linkIds),
    featuredCta: options.featured ? link(options.featured) : undefined,
    experimentationTestId: options.experimentationTestId,
  });
}

function navigation(): Entry[] {
  return [
    internalCta('cta-nav-pro', 'Keel Pro Rower', PAGES.pdp('keel-pro-rower'), {variant: 'Link'}),
    internalCta('cta-nav-wave', 'Keel Wave Rower', PAGES.pdp('keel-wave-rower'), {variant: 'Link'}),
    internalCta('cta-nav-vista', 'Keel Vista Rower', PAGES.pdp('keel-vista-rower'), {variant: 'Link'}),
    internalCta('cta-nav-compare', 'Compare rowers', PAGES.compare, {variant: 'Link'}),
    internalCta('cta-nav-quiz', 'Find your rower', PAGES.quiz, {variant: 'Link'}),
    internalCta('cta-nav-all-rowers', 'All rowers', PAGES.plp('rowers'), {variant: 'Link', icon: 'Arrow'}),
    internalCta('cta-nav-forge', 'Keel Forge Strength Platform', PAGES.pdp('keel-forge-strength-platform'), {
      variant: 'Link',
    }),
    internalCta('cta-nav-row-strength', 'Row + Strength Package', PAGES.plp('bundles'), {
      variant: 'Link',
      jumpLinkTarget: 'keel-row-and-strength',
    }),
    internalCta('cta-nav-all-strength', 'All strength', PAGES.plp('strength'), {variant: 'Link', icon: 'Arrow'}),
    internalCta('cta-nav-mat', 'Rower Mat', PAGES.pdp('rower-mat'), {variant: 'Link'}),
    internalCta('cta-nav-hrm', 'Heart Rate Monitor', PAGES.pdp('heart-rate-monitor'), {variant: 'Link'}),
    internalCta('cta-nav-cushion', 'Seat Cushion', PAGES.pdp('seat-cushion'), {variant: 'Link'}),
    internalCta('cta-nav-all-accessories', 'All accessories', PAGES.plp('accessories'), {
      variant: 'Link',
      icon: 'Arrow',
    }),
    ...PACKAGES.slice(0, 4).map((pkg) =>
      internalCta(`cta-nav-package-${pkg.handle}`, pkg.title, PAGES.plp('bundles'), {
        variant: 'Link',
        jumpLinkTarget: pkg.handle,
      }),
    ),
    internalCta('cta-nav-all-bundles', 'All packages and bundles', PAGES.plp('bundles'), {
      variant: 'Link',
      icon: 'Arrow',
    }),
    internalCta('cta-nav-blog', 'Blog', PAGES.blog, {variant: 'Link'}),
    internalCta('cta-nav-coaching', 'Personal coaching', PAGES.coaching, {variant: 'Link'}),
    internalCta('cta-nav-locations', 'Stores and hotels', PAGES.locations, {variant: 'Link'}),
    internalCta('cta-nav-about', 'About Keel', PAGES.about, {variant: 'Link'}),
    // A CTA with a videoModal and no target page: it plays the class in a VIDEO modal (rules:cms-calls).
    internalCta('cta-nav-watch', 'Watch a class', undefined, {variant: 'Link', videoModal: assetLinkTo(VIDEO_ROWING)}),
    internalCta('cta-nav-shop-rowers', 'Shop rowers', PAGES.plp('rowers'), {variant: 'Primary', modifiers: ['SHORT']}),
    column('nav-column-rowers', 'Rowers', [
      'cta-nav-pro',
      'cta-nav-wave',
      'cta-nav-vista',
      'cta-nav-compare',
      'cta-nav-quiz',
      'cta-nav-all-rowers',
    ]),
    column('nav-column-strength', 'Strength', ['cta-nav-forge', 'cta-nav-row-strength', 'cta-nav-all-strength']),
    column('nav-column-accessories', 'Accessories', [
      'cta-nav-mat',
      'cta-nav-hrm',
      'cta-nav-cushion',
      'cta-nav-all-accessories',
    ]),
    column(
      'nav-column-bundles',
      'Bundles',
      [...PACKAGES.slice(0, 4).map((pkg) => `cta-nav-package-${pkg.handle}`), 'cta-nav-all-bundles'],
      {experimentationTestId: 'nav-bundles-column-2026-11'},
    ),
    column('nav-column-learn', 'Learn', [
      'cta-nav-compare',
      'cta-nav-watch',
      'cta-nav-blog',
      'cta-nav-coaching',
      'cta-nav-locations',
      'cta-nav-about',
    ]),
    entry(SHELL.navigation, 'navigation', {
      internalName: 'Navigation: Main',
      columns: links([
        'nav-column-rowers',
        'nav-column-strength',
        'nav-column-accessories',
        'nav-column-bundles',
        'nav-column-learn',
      ]),
      cta: link('cta-nav-shop-rowers'),
      logoAltText: l10n(() => 'Keel home'),
      cartLabel: l10n((l) => l.pick('Cart', 'Basket')),
    }),
  ];
}

// ---------------------------------------------------------------------------
// Navigation banners: one US only and one UK only, both counting down to the package event.

const bestSaving = (market: 'US' | 'GB') =>
  Math.max(...PACKAGES.map((pkg) => packageFullPrice(pkg, market) - pkg.discounted[market]));

function banners(): Entry[] {
  const item = (id: string, type: string, fields: Record<string, unknown>) =>
    entry(id, 'bannerContentItem', {internalName: `Banner item: ${id}`, type, ...fields});
  return [
    internalCta('cta-banner-packages', 'Shop packages', PAGES.plp('bundles'), {
      variant: 'Link - Dark',
      icon: 'Chevron Right',
      modifiers: ['INVERSE'],
    }),
    internalCta('cta-banner-showrooms', 'Visit a showroom', PAGES.locations, {
      variant: 'Link - Dark',
      icon: 'Chevron Right',
      modifiers: ['INVERSE'],
    }),
    item('banner-item-us-saving', 'TEXT', {text: `Save up to $${bestSaving('US')} on rower packages`}),
    item('banner-item-us-countdown', 'COUNTDOWN', {item: link(HOME.countdown)}),
    item('banner-item-us-cta', 'CTA', {item: link('cta-banner-packages')}),
    item('banner-item-us-financing', 'TEXT', {text: 'Pay over 48 months at checkout'}),
    item('banner-item-uk-saving', 'TEXT', {text: `Save up to £${bestSaving('GB')} on rower packages`}),
    item('banner-item-uk-delivery', 'TEXT', {text: 'Free delivery to the UK mainland, and 30 days to decide'}),
    item('banner-item-uk-countdown', 'COUNTDOWN', {item: link(HOME.countdown)}),
    item('banner-item-uk-cta', 'CTA', {item: link('cta-banner-showrooms')}),
    entry(SHELL.bannerUs, 'navigationBanner', {
      internalName: 'Banner: Package event (US only)',
      type: 'Scroll',
      backgroundColor: 'Deep Sea',
      cta: link('cta-banner-packages'),
      countdown: link(HOME.countdown),
      inline: false,
      excludeURLs: ['/cart', '/cart/', '/order'],
      excludeCTAURLs: ['/listings/bundles/'],
      closeable: true,
      height: 'Standard',
      alignment: 'Center',
      mobileAlignment: 'Center',
      mobileDirection: 'Column',
      speed: 5,
      spacing: 40,
      content: links([
        'banner-item-us-saving',
        'banner-item-us-countdown',
        'banner-item-us-cta',
        'banner-item-us-financing',
      ]),
      region: 'US Only',
    }),
    entry(SHELL.bannerUk, 'navigationBanner', {
      internalName: 'Banner: Package event (UK only)',
      type: 'Static',
      backgroundColor: 'Harbour',
      cta: link('cta-banner-showrooms'),
      countdown: link(HOME.countdown),
      inline: true,
      excludeURLs: ['/cart', '/cart/', '/order'],
      excludeCTAURLs: ['/locations'],
      closeable: true,
      height: 'Standard',
      alignment: 'Center',
      mobileAlignment: 'Left',
      mobileDirection: 'Column',
      speed: 5,
      spacing: 32,
      content: links([
        'banner-item-uk-saving',
        'banner-item-uk-delivery',
        'banner-item-uk-countdown',
        'banner-item-uk-cta',
      ]),
      region: 'UK Only',
    }),
  ];
}

// ---------------------------------------------------------------------------
// Footer

function footer(): Entry[] {
  const help = (path: string) =>
    loc(`https://help.keel.example/en-us/${path}`, `https://help.keel.example/en-gb/${path}`);
  return [
    internalCta('cta-footer-rowers', 'Rowers', PAGES.plp('rowers'), {variant: 'Link'}),
    internalCta('cta-footer-strength', 'Strength', PAGES.plp('strength'), {variant: 'Link'}),
    internalCta('cta-footer-accessories', 'Accessories', PAGES.plp('accessories'), {variant: 'Link'}),
    internalCta('cta-footer-bundles', 'Packages and bundles', PAGES.plp('bundles'), {variant: 'Link'}),
    internalCta('cta-footer-coaching', 'Personal coaching', PAGES.coaching, {variant: 'Link'}),
    externalCta('cta-footer-help', (l) => l.pick('Help center', 'Help centre'), help(''), {variant: 'Link'}),
    externalCta(
      'cta-footer-delivery',
      (l) => l.pick('Shipping and returns', 'Delivery and returns'),
      help('delivery-and-returns'),
      {variant: 'Link'},
    ),
    externalCta('cta-footer-warranty', (l) => l.pick('Warranty', 'Guarantee'), help('warranty'), {variant: 'Link'}),
    externalCta('cta-footer-track', 'Track your order', help('track-your-order'), {variant: 'Link'}),
    internalCta('cta-footer-about', 'About Keel', PAGES.about, {variant: 'Link'}),
    internalCta('cta-footer-careers', 'Careers', PAGES.about, {variant: 'Link', jumpLinkTarget: 'careers'}),
    internalCta('cta-footer-blog', 'Blog', PAGES.blog, {variant: 'Link'}),
    externalCta('cta-footer-press', 'Press', 'mailto:press@keel.example', {variant: 'Link'}),
    internalCta('cta-footer-locations', 'Stores and hotels', PAGES.locations, {variant: 'Link'}),
    internalCta('cta-footer-quiz', 'Find your rower', PAGES.quiz, {variant: 'Link'}),
    internalCta('cta-footer-compare', 'Compare rowers', PAGES.compare, {variant: 'Link'}),
    column('footer-column-shop', 'Shop', [
      'cta-footer-rowers',
      'cta-footer-strength',
      'cta-footer-accessories',
      'cta-footer-bundles',
      'cta-footer-coaching',
    ]),
    column('footer-column-support', 'Support', [
      'cta-footer-help',
      'cta-footer-delivery',
      'cta-footer-warranty',
      'cta-footer-track',
    ]),
    column('footer-column-company', 'Company', ['cta-footer-about', 'cta-footer-careers']),
    // rules:cms: a heading of 'Blank' renders a spacer, so these links line up under 'Company'.
    column('footer-column-company-more', 'Blank', ['cta-footer-blog', 'cta-footer-press']),
    // rules:cms: the last column shows its links without a heading.
    column('footer-column-last', undefined, ['cta-footer-locations', 'cta-footer-quiz', 'cta-footer-compare']),
    entry(SHELL.contact, 'contact', {
      internalName: 'Contact: Main',
      phoneNumberTitle: l10n(() => 'Call us'),
      phoneNumber: loc(US_PHONE, UK_PHONE),
      storeHoursTitle: l10n((l) => l.pick('Support hours', 'Opening hours')),
      storeHours: loc(
        'Monday to Friday, 8 am to 8 pm ET\nSaturday and Sunday, 9 am to 5 pm ET',
        'Monday to Friday, 8:00 to 20:00\nSaturday and Sunday, 9:00 to 17:00',
      ),
      pressEmailTitle: l10n(() => 'Press'),
      pressEmail: 'press@keel.example',
      commercialEmailTitle: l10n(() => 'Gyms, hotels and offices'),
      commercialEmail: loc('commercial@keel.example', 'commercial.uk@keel.example'),
      prePurchaseEmailTitle: l10n(() => 'Questions before you buy'),
      prePurchaseEmail: loc('hello@keel.example', 'hello.uk@keel.example'),
    }),
    ...(
      [
        ['instagram', 'Instagram', 'https://www.instagram.com/keelrowing'],
        ['facebook', 'Facebook', 'https://www.facebook.com/keelrowing'],
        ['youtube', 'YouTube', 'https://www.youtube.com/@keelrowing'],
        ['tiktok', 'TikTok', 'https://www.tiktok.com/@keelrowing'],
        ['strava', 'Strava', 'https://www.strava.com/clubs/keelrowing'],
      ] as const
    ).map(([key, icon, url]) =>
      entry(`social-${key}`, 'socialLink', {
        internalName: `Social: ${icon}`,
        icon,
        url,
        alt: l10n(() => `Keel on ${icon}`),
      }),
    ),
    entry(SHELL.newsletter, 'moduleNewsletter', {
      internalName: 'Newsletter: Footer',
      title: l10n(() => 'Training notes, once a month'),
      description: l10n(() => 'One e-mail a month: a workout to try, a technique fix and news from the workshop.'),
      inputPlaceholderText: l10n(() => 'Your e-mail address'),
      emailNotification: l10n(
        () => 'We send one e-mail a month and never share your address. Unsubscribe from any e-mail.',
      ),
      confirmationMessage: l10n(() => 'Thanks. Your first training notes arrive at the start of next month.'),
      formId: 'newsletter-footer-2026',
      buttonText: l10n(() => 'Sign up'),
      backgroundColor: 'Deep Sea',
    }),
    externalCta(
      'cta-legal-terms',
      'Terms and conditions',
      loc('https://www.keel.example/legal/terms', 'https://www.keel.example/en-gb/legal/terms'),
      {variant: 'Link'},
    ),
    externalCta(
      'cta-legal-privacy',
      'Privacy policy',
      loc('https://www.keel.example/legal/privacy', 'https://www.keel.example/en-gb/legal/privacy'),
      {variant: 'Link'},
    ),
    externalCta('cta-legal-accessibility', 'Accessibility statement', 'https://www.keel.example/legal/accessibility', {
      variant: 'Link',
    }),
    externalCta('cta-legal-sitemap', 'Sitemap', '/sitemap.xml', {variant: 'Link'}),
    entry(SHELL.subFooter, 'subFooter', {
      internalName: 'Sub-footer: Main',
      termsAndConditions: link('cta-legal-terms'),
      privacyPolicy: link('cta-legal-privacy'),
      acknowledgement: link('cta-legal-accessibility'),
      sitemap: link('cta-legal-sitemap'),
      copyrightBlurb: loc(
        'Keel Rowing, Inc. All rights reserved.',
        'Keel Rowing Ltd. All rights reserved. Registered in England and Wales.',
      ),
      financingTerms: loc(
        doc(
          p(
            bold('Financing: '),
            'rates from 0% to 29.99% APR over 12 to 48 months, subject to credit approval by our pay-later partner. Checking your rate does not affect your credit score.',
          ),
          p(
            'Example: a $2,495 Keel Pro Rower at 0% APR over 48 months is $52 a month (48 payments; total $2,495). Monthly prices shown are rounded up to the next dollar.',
          ),
        ),
        doc(
          p(
            'Prices include VAT. Delivery to the Scottish Highlands and islands, Northern Ireland and the Isles of Scilly can take up to 5 extra days.',
          ),
        ),
      ),
    }),
    entry(SHELL.footer, 'footer', {
      internalName: 'Footer: Main',
      columns: links([
        'footer-column-shop',
        'footer-column-support',
        'footer-column-company',
        'footer-column-company-more',
        'footer-column-last',
      ]),
      connectTitle: l10n(() => 'CONNECT'),
      contact: link(SHELL.contact),
      socials: links(['social-instagram', 'social-facebook', 'social-youtube', 'social-tiktok', 'social-strava']),
      newsletter: link(SHELL.newsletter),
      subsection: link(SHELL.subFooter),
    }),
  ];
}

// ---------------------------------------------------------------------------
// Cart settings (rules:cms-calls "Cart CMS settings"): one entry, localized

function cart(): Entry[] {
  return [
    internalCta('cta-cart-checkout', (l) => l.pick('Check out', 'Checkout'), undefined, {
      variant: 'Primary',
      icon: 'Cart',
    }),
    internalCta('cta-cart-keep-shopping', 'Keep shopping', PAGES.plp('rowers'), {
      variant: 'Secondary - Outline',
      icon: 'Chevron Left',
    }),
    internalCta('cta-cart-compare', 'Compare rowers', PAGES.compare, {variant: 'Link'}),
    externalCta(
      'cta-cart-call',
      (l) => `Questions? Call ${l.pick(US_PHONE, UK_PHONE)}`,
      loc('tel:+18885550142', 'tel:+448081570142'),
      {variant: 'Link'},
    ),
    externalCta('cta-financing-how-it-works', 'How financing works', 'https://help.keel.example/en-us/financing', {
      variant: 'Link',
      newWindow: true,
    }),
    entry('modal-cart-financing', 'configuratorInfoModal', {
      internalName: 'Cart modal: Financing',
      title: 'Pay over time',
      description: doc(
        p(
          'Choose financing at checkout and pay over 12, 24 or 48 months. You get a decision in seconds, and checking your rate does not affect your credit score.',
        ),
        ul(
          'No fees for paying early',
          'Rates from 0% to 29.99% APR, subject to approval',
          'A Keel Pro Rower is from $52 a month over 48 months',
        ),
      ),
      ctas: [link('cta-financing-how-it-works')],
      image: assetLinkTo(lifestyleId('morning-row')),
    }),
    valueProp(
      'value-prop-cart-secure',
      'Support',
      () => 'Secure checkout',
      (l) => `Pay by card, Apple Pay or ${l.pick('financing', 'bank transfer')}.`,
    ),
    entry('value-props-cart', 'moduleValueProps', {
      internalName: 'Value props: Cart',
      items: links([VALUE_PROPS.delivery, VALUE_PROPS.trial, 'value-prop-cart-secure']),
      layout: 'Icon List',
    }),
    entry('carousel-cart-add-ons', 'moduleProductCarousel', {
      internalName: 'Product carousel: Cart add-ons',
      title: l10n(() => 'Add to your order'),
      products: links([
        productId('rower-mat'),
        productId('heart-rate-monitor'),
        productId('seat-cushion'),
        productId('device-holder'),
        productId('rower-cover'),
        productId('cleaning-kit'),
        productId('extended-warranty-3-year'),
      ]),
      showPrices: true,
      autoplay: false,
    }),
    entry(SHELL.cart, 'pageCart', {
      internalName: 'Cart settings',
      slug: 'cart',
      variant: 'Full',
      title: l10n((l) => l.pick('Your cart', 'Your basket')),
      primaryCta: link('cta-cart-checkout'),
      secondaryCta: link('cta-cart-keep-shopping'),
      additionalCtas: links(['cta-cart-compare', 'cta-cart-call']),
      errorTitle: l10n(() => 'One rower per order'),
      errorText: l10n(
        (l) =>
          `Your ${l.pick('cart', 'basket')} has {rowers}. We deliver one rower per order, so remove one to check out, or call us on ${l.pick(US_PHONE, UK_PHONE)} to order more.`,
      ),
      // rules:cms-constants: financing messaging is shown for en-US only.
      financingEnabled: loc(true, false),
      financingTitle: 'Pay over time',
      financingText: 'Pay monthly over 12, 24 or 48 months. Choose financing at checkout.',
      financingDescription: 'Subject to credit approval. Checking your rate does not affect your credit score.',
      financingMessageKey: 'Rower',
      financingModal: link('modal-cart-financing'),
      countdown: link(HOME.countdown),
      urgencyMessages: loc(
        ['Order by 2 pm ET and your rower ships in 5-7 days', 'Free delivery and setup on every rower'],
        ['Order by 2 pm and your rower is delivered in 5-7 days', 'Free delivery to the UK mainland'],
      ),
      valueProps: link('value-props-cart'),
      productSlider: link('carousel-cart-add-ons'),
    }),
  ];
}

function orderConfirmation(): Entry {
  return entry(SHELL.orderConfirmation, 'pageOrderConfirmation', {
    internalName: 'Order confirmation',
    title: l10n(() => 'Your order is {order}'),
    body: l10nDoc((l: LocaleCopy) =>
      doc(
        p(
          `Thanks for rowing with us. We have e-mailed your receipt. Rowers ${l.pick('ship', 'are delivered')} in 5-7 days; two days before, we e-mail you a two-hour delivery window.`,
        ),
        p(
          'While you wait, download the Keel app and set up your profile, so your first row starts where you want it to.',
        ),
      ),
    ),
    socialLinks: links(['social-instagram', 'social-youtube', 'social-strava']),
    questionsTitle: l10n(() => 'Questions?'),
    questionsCopy: l10nDoc((l) =>
      doc(
        p(
          `Call us on ${l.pick(US_PHONE, UK_PHONE)} or e-mail `,
          hyperlink(
            l.pick('mailto:hello@keel.example', 'mailto:hello.uk@keel.example'),
            l.pick('hello@keel.example', 'hello.uk@keel.example'),
          ),
          '. Have your order number to hand.',
        ),
      ),
    ),
    showSurvey: true,
  });
}

export function shellEntries(): Entry[] {
  return [...navigation(), ...banners(), ...footer(), ...cart(), orderConfirmation()];
}
