import {PACKAGES, packageFullPrice} from '../../dev-backend/seed/catalog';
import type {Entry} from '../spaceExport';
import {APP_IMAGE, lifestyleId, VIDEO_WATER, VIDEO_WATER_COVER} from '../assets';
import {assetLinkTo, doc, entry, entryHyperlink, link, links, loc, p} from '../builders';
import {l10n, l10nDoc, US_COPY, type LocaleCopy} from '../l10n';
import {packageId, productId} from './catalog';
import {internalCta, PAGES} from './ctas';

/**
 * The home page (slug 'home') and the modules it stacks, in the order
 * catalog.md asks for: hero, value props, product carousel, highlights grid,
 * equipment comparison, reviews, press quotes, metrics gauge, bento blocks,
 * countdown and FAQ. Some of these modules are reused on other pages.
 */

export const HOME = {
  seo: 'seo-home',
  hero: 'hero-home',
  heroSlideStrength: 'hero-home-slide-strength',
  heroSlideWater: 'hero-home-slide-water',
  valueProps: 'value-props-home',
  carousel: 'carousel-home-rowers',
  highlights: 'highlights-home',
  equipmentCompare: 'equipment-compare-rowing',
  reviews: 'reviews-home',
  press: 'press-quotes-home',
  gauge: 'metrics-gauge-keel-index',
  bento: 'bento-home',
  countdown: 'countdown-package-event',
  faq: 'faq-home',
} as const;

const money = (l: LocaleCopy, pick: (market: 'US' | 'GB') => number) => l.money(pick('US'), pick('GB'));
/** The biggest package saving, per market (Row + Strength: $300 / £281). */
const bestSaving = (market: 'US' | 'GB') =>
  Math.max(...PACKAGES.map((pkg) => packageFullPrice(pkg, market) - pkg.discounted[market]));

// ---------------------------------------------------------------------------

function hero(): Entry[] {
  return [
    entry(HOME.seo, 'seo', {
      internalName: 'SEO: Home',
      slug: 'home',
      seoTitle: loc(
        'Keel: connected rowing machines for home training',
        'Keel: connected rowing machines for training at home',
      ),
      metaDescription: loc(
        'Row on calm water at home. Keel rowers, classes and coaching.',
        'Row on calm water at home. Keel rowers, classes and personalised coaching.',
      ),
      ogImages: [assetLinkTo(lifestyleId('hero-home'))],
      organizationLogoUrl: '/media/app/keel-app.jpg',
      organizationImageUrl: '/media/lifestyle/showroom.jpg',
      organizationSupportEmail: loc('hello@keel.example', 'hello.uk@keel.example'),
      organizationDescription: l10n(
        () => 'Keel makes connected rowing machines, strength equipment and classes for people who train at home.',
      ),
      organizationTelephone: loc('+1-888-555-0142', '+44-808-157-0142'),
      organizationRatingValue: 4.8,
      organizationRatingCount: 3214,
      priceOrganizationalSchemaValidFrom: '2026-11-01T00:00:00.000Z',
      priceOrganizationalSchemaValidUntil: '2027-12-31T23:59:59.000Z',
    }),
    // An A/B test on the hero's main CTA (rules:cms-calls: the CTA's experimentation flag id and component
    // variant id): the GrowthBook stand-in's feature home-hero-cta splits visitors between them.
    internalCta('cta-hero-shop-pro', 'Shop the Pro', PAGES.pdp('keel-pro-rower'), {
      variant: 'Primary',
      experimentationFlagId: 'home-hero-cta',
      experimentationVariantId: 'control',
    }),
    internalCta('cta-hero-shop-pro-packages', 'Shop Pro packages', PAGES.plp('bundles'), {
      variant: 'Primary',
      jumpLinkTarget: 'keel-pro-essentials',
      experimentationFlagId: 'home-hero-cta',
      experimentationVariantId: 'packages',
    }),
    internalCta('cta-hero-compare', 'Compare rowers', PAGES.compare, {
      variant: 'Secondary - Outline',
      modifiers: ['INVERSE'],
    }),
    entry(HOME.hero, 'moduleHero', {
      internalName: 'Hero: Home',
      title: 'Calm water, whenever you row',
      subtitle: 'The Keel Pro Rower',
      description: loc(
        'A 22-inch screen, 26 levels of quiet magnetic resistance and classes that fit your day. Ships in 5-7 days.',
        'A 22-inch screen, 26 levels of quiet magnetic resistance and classes that fit your day. Delivered in 5-7 days, with free returns for 30 days.',
      ),
      heroImage: assetLinkTo(lifestyleId('hero-home')),
      heroImageMobile: assetLinkTo(lifestyleId('hero-home-mobile')),
      backgroundColor: 'Deep Sea',
      textAlignment: 'Left',
      ctas: links(['cta-hero-shop-pro', 'cta-hero-shop-pro-packages', 'cta-hero-compare']),
      slides: links([HOME.heroSlideStrength, HOME.heroSlideWater]),
    }),
    // The hero's slides (rules:cms-constants: up to 5): a package offer, and calm water as a background video.
    internalCta('cta-hero-slide-packages', 'Shop packages', PAGES.plp('bundles'), {variant: 'Primary'}),
    internalCta('cta-hero-slide-quiz', 'Find your rower', PAGES.quiz, {variant: 'Primary'}),
    entry(HOME.heroSlideStrength, 'moduleHero', {
      internalName: 'Hero slide: Row + Strength',
      title: 'Row, then lift',
      subtitle: 'Row + Strength Package',
      description: l10n(
        (l) =>
          `The Keel Pro Rower and the Forge Strength Platform together, ${money(l, bestSaving)} less than buying them apart.`,
      ),
      heroImage: assetLinkTo(lifestyleId('studio-strength')),
      backgroundColor: 'Deep Sea',
      textAlignment: 'Left',
      ctas: links(['cta-hero-slide-packages']),
      valueProps: links([VALUE_PROPS.delivery, VALUE_PROPS.trial, VALUE_PROPS.warranty]),
    }),
    entry(HOME.heroSlideWater, 'moduleHero', {
      internalName: 'Hero slide: Calm water',
      title: 'A river at dawn, in your living room',
      subtitle: 'Scenic rows',
      description:
        'Row filmed routes on calm water with a coach in your ear. Not sure which rower suits you? Two minutes of questions will tell.',
      heroImage: assetLinkTo(VIDEO_WATER_COVER),
      backgroundVideo: assetLinkTo(VIDEO_WATER),
      backgroundColor: 'Deep Sea',
      textAlignment: 'Left',
      ctas: links(['cta-hero-slide-quiz']),
    }),
  ];
}

// ---------------------------------------------------------------------------

export function valueProp(
  id: string,
  icon: string,
  title: (l: LocaleCopy) => string,
  description: (l: LocaleCopy) => string,
): Entry {
  return entry(id, 'valueProp', {
    internalName: `Value prop: ${title(US_COPY)}`,
    title: l10n(title),
    description: l10n(description),
    icon,
  });
}

export const VALUE_PROPS = {
  delivery: 'value-prop-delivery',
  trial: 'value-prop-home-trial',
  warranty: 'value-prop-warranty',
  classes: 'value-prop-classes',
  quiet: 'value-prop-quiet',
} as const;

function valueProps(): Entry[] {
  return [
    valueProp(
      VALUE_PROPS.delivery,
      'Delivery',
      (l) => `${l.ships} in 5-7 days`,
      (l) =>
        l.pick(
          'Free delivery and setup, in the room you choose.',
          'Free delivery to the UK mainland, set up in the room you choose.',
        ),
    ),
    valueProp(
      VALUE_PROPS.trial,
      'Returns',
      () => '30-day home trial',
      () => 'Row for 30 days. If it isn’t for you, we collect it and refund you in full.',
    ),
    valueProp(
      VALUE_PROPS.warranty,
      'Warranty',
      (l) => `5-year frame ${l.pick('warranty', 'guarantee')}`,
      (l) => `And 12 months on parts and labor, with extended plans from ${l.money(199, 179)}.`,
    ),
    valueProp(
      VALUE_PROPS.classes,
      'Classes',
      () => 'First month of classes included',
      () => 'Every class and scenic row for 30 days. Cancel anytime after that.',
    ),
    valueProp(
      VALUE_PROPS.quiet,
      'Quiet',
      () => 'Quieter than a conversation',
      () => 'About 55 dB at full effort, so you can row while the house sleeps.',
    ),
    entry(HOME.valueProps, 'moduleValueProps', {
      internalName: 'Value props: Home',
      items: links([VALUE_PROPS.delivery, VALUE_PROPS.trial, VALUE_PROPS.warranty, VALUE_PROPS.classes]),
      layout: 'Normal',
      backgroundColor: 'Cream',
    }),
  ];
}

// ---------------------------------------------------------------------------

function carousel(): Entry[] {
  return [
    internalCta('cta-shop-all-rowers', 'Shop all rowers', PAGES.plp('rowers'), {variant: 'Link', icon: 'Arrow'}),
    entry(HOME.carousel, 'moduleProductCarousel', {
      internalName: 'Product carousel: Home',
      title: l10n(() => 'Find your rower'),
      subtitle: l10n(() => 'Three rowers with the same stroke, from compact to immersive.'),
      products: links([
        productId('keel-pro-rower'),
        productId('keel-wave-rower'),
        productId('keel-vista-rower'),
        packageId('keel-pro-essentials'),
        productId('keel-forge-strength-platform'),
        productId('heart-rate-monitor'),
        productId('rower-mat'),
      ]),
      showPrices: true,
      autoplay: false,
      cta: link('cta-shop-all-rowers'),
      scrollNavigationTitle: l10n(() => 'Rowers'),
    }),
  ];
}

// ---------------------------------------------------------------------------

const HIGHLIGHTS: Array<
  [string, (l: LocaleCopy) => string, (l: LocaleCopy) => string, Parameters<typeof lifestyleId>[0] | 'app']
> = [
  [
    'quiet',
    () => 'Quiet magnetic resistance',
    () => 'About 55 dB at full effort. No fan, no water, nothing to wake the house.',
    'rower-window',
  ],
  [
    'screen',
    () => 'A screen that turns',
    () => 'The 22-inch screen rotates 180° so the class carries on when you move to the mat.',
    'morning-row',
  ],
  [
    'fold',
    () => 'Folds upright',
    (l) => `Tip it up on its wheels and it stands in ${l.pick('a 22 x 33 in', 'a 56 x 84 cm')} space.`,
    'family-room',
  ],
  [
    'classes',
    () => 'Classes from 10 minutes',
    () => 'Technique, intervals, long steady rows and recovery, live and on demand.',
    'app',
  ],
  [
    'scenic',
    () => 'Scenic rows at water level',
    () => 'Filmed from a boat on 40 rivers and lakes, moving at your pace.',
    'river-dawn',
  ],
  [
    'feedback',
    () => 'Feedback on every stroke',
    () => 'Sensors read your stroke 100 times a second and tell you what to fix, in plain words.',
    'coaching-session',
  ],
  [
    'ash',
    () => 'A solid ash rail',
    () => 'Cut from FSC-certified ash and finished by hand in our workshop.',
    'team-workshop',
  ],
  [
    'recovery',
    () => 'Recovery built in',
    () => 'Every program ends with a stretch, and rest days are part of the plan.',
    'recovery-stretch',
  ],
];

function highlights(): Entry[] {
  return [
    ...HIGHLIGHTS.map(([key, title, description, image]) =>
      entry(`highlight-${key}`, 'highlightCard', {
        internalName: `Highlight: ${title(US_COPY)}`,
        title: l10n(title),
        description: l10n(description),
        image: assetLinkTo(image === 'app' ? APP_IMAGE : lifestyleId(image)),
      }),
    ),
    entry(HOME.highlights, 'moduleHighlightsGrid', {
      internalName: 'Highlights grid: Home',
      title: l10n(() => 'Why members row with Keel'),
      subtitle: l10n(() => 'Eight details that add up over a year of rowing.'),
      cards: links(HIGHLIGHTS.map(([key]) => `highlight-${key}`)),
      collapsible: true,
      slow: false,
      backgroundColor: 'White',
      scrollNavigationTitle: l10n(() => 'Highlights'),
    }),
  ];
}

// ---------------------------------------------------------------------------

export const EFFECTIVENESS = {
  excellent: 'effectiveness-excellent',
  good: 'effectiveness-good',
  fair: 'effectiveness-fair',
  limited: 'effectiveness-limited',
  none: 'effectiveness-none',
} as const;
type Rating = keyof typeof EFFECTIVENESS;

const EQUIPMENT: Array<{
  key: string;
  name: string;
  icon: string;
  highlighted?: boolean;
  ratings: [Rating, Rating, Rating, Rating, Rating];
}> = [
  // Rows: low impact, upper body, lower body, range of motion, core (rules:cms-constants "Compare table").
  {
    key: 'rowing',
    name: 'Keel rowing',
    icon: 'Rowing',
    highlighted: true,
    ratings: ['excellent', 'excellent', 'excellent', 'excellent', 'excellent'],
  },
  {key: 'cycling', name: 'Cycling', icon: 'Cycling', ratings: ['excellent', 'limited', 'excellent', 'fair', 'limited']},
  {
    key: 'treadmill',
    name: 'Treadmill',
    icon: 'Treadmill',
    ratings: ['limited', 'limited', 'excellent', 'fair', 'fair'],
  },
  {key: 'elliptical', name: 'Elliptical', icon: 'Elliptical', ratings: ['good', 'fair', 'good', 'fair', 'limited']},
];

function equipmentCompare(): Entry[] {
  const ratings: Array<[Rating, string, number, string]> = [
    ['excellent', 'Excellent', 4, 'Full'],
    ['good', 'Good', 3, 'Three Quarters'],
    ['fair', 'Fair', 2, 'Half'],
    ['limited', 'Limited', 1, 'Quarter'],
    ['none', 'None', 0, 'Empty'],
  ];
  return [
    ...ratings.map(([key, title, value, icon]) =>
      entry(EFFECTIVENESS[key], 'effectiveness', {internalName: `Effectiveness: ${title}`, title, value, icon}),
    ),
    ...EQUIPMENT.map(
      ({key, name, icon, highlighted, ratings: [lowImpact, upperBody, lowerBody, rangeOfMotion, core]}) =>
        entry(`equipment-${key}`, 'equipmentCompareItem', {
          internalName: `Equipment: ${name}`,
          name,
          icon,
          isHighlighted: highlighted ?? false,
          lowImpact: link(EFFECTIVENESS[lowImpact]),
          upperBody: link(EFFECTIVENESS[upperBody]),
          lowerBody: link(EFFECTIVENESS[lowerBody]),
          rangeOfMotion: link(EFFECTIVENESS[rangeOfMotion]),
          core: link(EFFECTIVENESS[core]),
        }),
    ),
    entry(HOME.equipmentCompare, 'moduleEquipmentCompare', {
      internalName: 'Equipment compare: Rowing and the rest',
      title: l10n(() => 'Why rowing?'),
      subtitle: l10n(() => 'Each stroke works your legs, core, back and arms, with no impact on your joints.'),
      items: links(EQUIPMENT.map(({key}) => `equipment-${key}`)),
      legend: links([EFFECTIVENESS.excellent, EFFECTIVENESS.good, EFFECTIVENESS.fair, EFFECTIVENESS.limited]),
      backgroundColor: 'Neutral',
      scrollNavigationTitle: l10n(() => 'Why rowing'),
    }),
  ];
}

// ---------------------------------------------------------------------------

function reviews(): Entry[] {
  return [
    entry('review-quiet-flat', 'featuredReview', {
      internalName: 'Review: Rachel M., quiet',
      starRating: 5,
      description: l10n((l) => l.pick('Quieter than my old bike', 'Quieter than my old exercise bike')),
      reviewText: l10n(
        (l) =>
          `I row at 6am in ${l.pick('an apartment', 'a flat')} with thin walls and nobody has complained yet. The screen turns round for the stretch at the end, which I now do every time.`,
      ),
      reviewerName: 'Rachel M.',
      heroImage: assetLinkTo(lifestyleId('rower-window')),
      product: link(productId('keel-pro-rower')),
    }),
    entry('review-consistent', 'featuredReview', {
      internalName: 'Review: James T., consistency',
      starRating: 5,
      description: l10n(() => 'The classes got me consistent'),
      reviewText: l10n(
        () =>
          'Four mornings a week since March. The 20-minute classes are the right length before work, and the coaches tell you exactly what to fix: for me, rushing the slide.',
      ),
      reviewerName: 'James T.',
      heroImage: assetLinkTo(lifestyleId('morning-row')),
      product: link(productId('keel-wave-rower')),
    }),
    entry('review-measure-space', 'featuredReview', {
      internalName: 'Review: Anita K., space',
      starRating: 4,
      description: l10n(() => 'Measure your space first'),
      reviewText: l10n(
        (l) =>
          `Folded, it takes less room than a bookcase. In use it is about ${l.pick('7 feet', '2.2 metres')} long, so measure before you order. The build quality is excellent and setup took 20 minutes.`,
      ),
      reviewerName: 'Anita K.',
      heroImage: assetLinkTo(lifestyleId('family-room')),
      product: link(productId('keel-pro-rower')),
    }),
    entry(HOME.reviews, 'moduleReviews', {
      internalName: 'Reviews: Home',
      title: l10n(() => 'What members say'),
      displayIndividualReviews: true,
      displayRatingsFilter: true,
      reviewLimit: 10,
      featuredReviews: links(['review-quiet-flat', 'review-consistent', 'review-measure-space']),
      scrollNavigationTitle: l10n(() => 'Reviews'),
    }),
  ];
}

function press(): Entry[] {
  const quotes: Array<[string, string, (l: LocaleCopy) => string, string, string]> = [
    [
      'press-home-fitness-review',
      'Home Fitness Review',
      () => 'The quietest rower we have tested, and the only one we would leave out in the living room.',
      'https://www.homefitnessreview.example/rowers/keel-pro',
      '2026-03-14',
    ],
    [
      'press-training-desk',
      'The Training Desk',
      () => 'Keel’s stroke feedback is specific enough to change how you row within a week.',
      'https://www.thetrainingdesk.example/reviews/keel',
      '2026-05-02',
    ],
    [
      'press-gear-weekly',
      'Gear Weekly',
      (l) => `The Wave packs the Pro’s stroke into a frame that suits ${l.pick('a city apartment', 'a city flat')}.`,
      'https://www.gearweekly.example/keel-wave',
      '2026-08-21',
    ],
    [
      'press-quiet-rooms',
      'Quiet Rooms',
      () => 'Solid ash and a screen that turns: a machine designed for a home, not a gym.',
      'https://www.quietrooms.example/design/keel',
      '2026-09-30',
    ],
  ];
  return [
    ...quotes.map(([id, publication, quote, url, date]) =>
      entry(id, 'pressQuote', {
        internalName: `Press: ${publication}`,
        publication,
        quote: l10n(quote),
        url,
        publishedDate: date,
      }),
    ),
    entry(HOME.press, 'modulePressQuotes', {
      internalName: 'Press quotes: Home',
      title: l10n(() => 'In the press'),
      quotes: links(quotes.map(([id]) => id)),
      autoplay: true,
      backgroundColor: 'Sand',
    }),
  ];
}

function gauge(): Entry[] {
  const stats: Array<[string, string, number, string, string]> = [
    [
      'precision',
      'Precision',
      812,
      'Tide',
      'How evenly you hold your stroke rate and split when the coach asks for it.',
    ],
    ['power', 'Power', 688, 'Cedar', 'The force of your drive, from the average watts of your hardest strokes.'],
    [
      'endurance',
      'Endurance',
      726,
      'Seagrass',
      'How well you hold your pace as a row goes on, from minute 10 to the end.',
    ],
  ];
  return [
    ...stats.map(([key, label, value, arcColor, description]) =>
      entry(`gauge-stat-${key}`, 'gaugeStat', {
        internalName: `Gauge stat: ${label}`,
        label: l10n(() => label),
        value,
        arcColor,
        description: l10n(() => description),
      }),
    ),
    entry(HOME.gauge, 'moduleMetricsGauge', {
      internalName: 'Metrics gauge: Keel Index',
      heading: l10n(() => 'Know where you stand'),
      subheading: l10n(() => 'One score after every row'),
      bodyText: l10n(
        () =>
          'The Keel Index scores your rowing out of 1000 on precision, power and endurance, and shows which one to work on next. It compares you with you, not with anyone else.',
      ),
      image: assetLinkTo(APP_IMAGE),
      totalScore: 742,
      badgeText: l10n(() => 'Up 38 this month'),
      infoCardHeading: l10n(() => 'Keel Index'),
      infoCardDescription: l10n(
        () => 'An in-depth look at the metrics that matter most to your health and fitness journey.',
      ),
      gaugeStats: links(stats.map(([key]) => `gauge-stat-${key}`)),
      scrollNavigationTitle: l10n(() => 'Keel Index'),
    }),
  ];
}

function bento(): Entry[] {
  const blocks: Array<[string, string, (l: LocaleCopy) => string, Parameters<typeof lifestyleId>[0], string, string]> =
    [
      [
        'classes',
        'Classes from 10 minutes',
        () => 'Over 900 classes, from a 10-minute technique drill to a 60-minute steady row, with new ones every week.',
        'morning-row',
        'See the rowers',
        PAGES.plp('rowers'),
      ],
      [
        'scenic',
        'Scenic rows',
        () => 'Row the Thames at dawn, Lake Bled at noon or the Charles in autumn, filmed from a boat at water level.',
        'river-dawn',
        'Compare rowers',
        PAGES.compare,
      ],
      [
        'strength',
        'Strength on the Forge',
        (l) =>
          `Cable training with up to ${l.pick('100 lb', '45 kg')} of digital resistance, planned around your rows.`,
        'studio-strength',
        'Meet the Forge',
        PAGES.pdp('keel-forge-strength-platform'),
      ],
      [
        'coaching',
        'Personal coaching',
        () => 'Four one-to-one sessions with a Keel coach who watches your stroke and writes your plan.',
        'coaching-session',
        'Book a coach',
        PAGES.coaching,
      ],
      [
        'hotels',
        'Row when you travel',
        () => 'Keel rowers are in hotel gyms and rooms in 13 cities. Your profile logs in on any of them.',
        'hotel-gym',
        'Find a hotel',
        PAGES.locations,
      ],
      [
        'stories',
        'Members’ stories',
        () => 'How members fit rowing into early starts, small spaces and busy weeks.',
        'recovery-stretch',
        'Read the blog',
        PAGES.blog,
      ],
    ];
  return [
    ...blocks.flatMap(([key, title, description, image, ctaText, target]) => [
      internalCta(`cta-bento-${key}`, ctaText, target, {variant: 'Link', icon: 'Arrow'}),
      entry(`bento-block-${key}`, 'bentoBlock', {
        internalName: `Bento block: ${title}`,
        title: l10n(() => title),
        description: l10n(description),
        image: assetLinkTo(lifestyleId(image)),
        cta: link(`cta-bento-${key}`),
      }),
    ]),
    entry(HOME.bento, 'moduleBento', {
      internalName: 'Bento: Home',
      title: l10n(() => 'More than a rower'),
      subtitle: l10n(() => 'Classes, strength, coaching and somewhere to row when you travel.'),
      layout: 'Tall',
      initialRowDisplayCount: 1,
      blocks: links(blocks.map(([key]) => `bento-block-${key}`)),
    }),
  ];
}

function countdown(): Entry[] {
  return [
    entry('badge-limited-time', 'badge', {
      internalName: 'Badge: Limited time',
      region: 'All',
      type: 'Promo',
      size: 'Small',
      text: l10n(() => 'Limited time'),
      backgroundColor: 'Cedar',
    }),
    internalCta('cta-countdown-packages', 'Shop packages', PAGES.plp('bundles'), {variant: 'Primary'}),
    entry(HOME.countdown, 'eventCountdown', {
      internalName: 'Countdown: New Year Package Event',
      title: l10n(() => 'The New Year Package Event'),
      subtitle: l10n(
        (l) => `Save up to ${money(l, bestSaving)} on a rower package until ${l.pick('January 31', '31 January')}.`,
      ),
      backgroundImage: assetLinkTo(lifestyleId('river-dawn')),
      backgroundColor: 'Deep Sea',
      cta: link('cta-countdown-packages'),
      // Midnight at the end of January 31 in each market: ET in the US, GMT in the UK.
      endDate: loc('2027-02-01T04:59:00.000Z', '2027-01-31T23:59:00.000Z'),
      dateTextTop: l10n((l) => l.pick('Ends January 31', 'Ends 31 January')),
      dateTextBottom: l10n((l) => l.pick('at 11:59 pm ET', 'at 23:59')),
      financingText: 'Or pay over 48 months at checkout',
      financingMessageKey: 'Package',
      reversed: false,
      badge: link('badge-limited-time'),
      height: 'TALL',
      region: 'All',
    }),
  ];
}

export const FAQ_ITEMS = {
  delivery: 'faq-delivery',
  space: 'faq-space',
  trial: 'faq-home-trial',
  membership: 'faq-membership',
  noise: 'faq-noise',
  warranty: 'faq-warranty',
} as const;

function faq(): Entry[] {
  return [
    entry(FAQ_ITEMS.delivery, 'faqItem', {
      internalName: 'FAQ: Delivery',
      question: l10n(() => 'How long does delivery take?'),
      answer: l10n(
        (l) =>
          `Rowers ${l.pick('ship', 'are delivered')} in 5-7 days (the Vista in 7-10). Two days before, we e-mail you a two-hour window. Our team carries the rower to the room you choose and sets it up in about 20 minutes.`,
      ),
      openOnLoad: true,
    }),
    entry(FAQ_ITEMS.space, 'faqItem', {
      internalName: 'FAQ: Space',
      question: l10n(() => 'How much space do I need?'),
      answer: l10n(
        (l) =>
          `In use, the Pro is ${l.pick('86 in long and 22 in wide', '218 cm long and 56 cm wide')}; leave ${l.pick('20 in', '50 cm')} behind it and at each side. Folded upright, it stands in ${l.pick('22 x 33 in', '56 x 84 cm')}. The Wave is ${l.pick('6 in', '15 cm')} shorter.`,
      ),
      openOnLoad: false,
    }),
    entry(FAQ_ITEMS.trial, 'faqItem', {
      internalName: 'FAQ: Home trial',
      question: l10n(() => 'Can I try it at home first?'),
      answer: l10n(
        () =>
          'Yes. You have 30 days from delivery. If it isn’t for you, we collect it for free and refund you in full, delivery included.',
      ),
      openOnLoad: false,
    }),
    entry(FAQ_ITEMS.membership, 'faqItem', {
      internalName: 'FAQ: Membership',
      question: l10n(() => 'Do I need the membership?'),
      answer: l10n(
        (l) =>
          `No. Without it, Just Row shows your split, stroke rate and distance. Classes, scenic rows and programs need the All-Access Membership at ${l.money(44, 39)} a month; the first month is included with every rower.`,
      ),
      answerRichText: l10nDoc((l) =>
        doc(
          p(
            'No. Without it, Just Row shows your split, stroke rate and distance. Classes, scenic rows and programs need the All-Access Membership',
            ` at ${l.money(44, 39)} a month; the first month is included with every rower. `,
            entryHyperlink(PAGES.compare, 'Compare what each rower includes'),
            '.',
          ),
        ),
      ),
      openOnLoad: false,
    }),
    entry(FAQ_ITEMS.noise, 'faqItem', {
      internalName: 'FAQ: Noise',
      question: l10n(() => 'How loud is it?'),
      answer: l10n(
        () =>
          'About 55 dB at full effort, the level of a quiet conversation. Magnetic resistance has no fan or water to make noise.',
      ),
      openOnLoad: false,
    }),
    entry(FAQ_ITEMS.warranty, 'faqItem', {
      internalName: 'FAQ: Warranty',
      question: l10n((l) => `What ${l.pick('warranty', 'guarantee')} do I get?`),
      answer: l10n(
        (l) =>
          `Five years on the frame and 12 months on parts and labor. Extended plans add three years (${l.money(199, 179)}) or five years (${l.money(299, 269)}), and you can add one up to 30 days after delivery.`,
      ),
      openOnLoad: false,
    }),
    internalCta('cta-faq-contact', 'More questions? Talk to us', PAGES.about, {
      variant: 'Link',
      jumpLinkTarget: 'contact',
    }),
    entry(HOME.faq, 'moduleFaq', {
      internalName: 'FAQ: Home',
      title: l10n(() => 'Questions, answered'),
      items: links(Object.values(FAQ_ITEMS)),
      cta: link('cta-faq-contact'),
      scrollNavigationTitle: l10n(() => 'FAQ'),
      fontStyle: link('font-style-faq-title'),
      questionFontStyle: link('font-style-faq-question'),
    }),
  ];
}

export function homeEntries(): Entry[] {
  return [
    ...hero(),
    ...valueProps(),
    ...carousel(),
    ...highlights(),
    ...equipmentCompare(),
    ...reviews(),
    ...press(),
    ...gauge(),
    ...bento(),
    ...countdown(),
    ...faq(),
    entry(PAGES.home, 'pageFlexibleLayout', {
      internalName: 'Page: Home',
      slug: 'home',
      title: l10n(() => 'Keel'),
      region: 'All',
      modules: links([
        HOME.hero,
        HOME.valueProps,
        HOME.carousel,
        HOME.highlights,
        HOME.equipmentCompare,
        HOME.reviews,
        HOME.press,
        HOME.gauge,
        HOME.bento,
        HOME.countdown,
        HOME.faq,
      ]),
      useScrollNavigation: false,
      analyticsPageVariantId: 'home-2026-11',
      seo: link(HOME.seo),
    }),
  ];
}
