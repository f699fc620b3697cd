import {PACKAGES, PRODUCTS, packageFullPrice, type Market} from '../../dev-backend/seed/catalog';
import type {Entry} from '../spaceExport';
import {APP_IMAGE, lifestyleId, portraitId, PEOPLE, VIDEO_ROWING, VIDEO_ROWING_COVER} from '../assets';
import {assetLinkTo, britishSpelling, doc, entry, hyperlink, link, links, loc, p} from '../builders';
import {GB_COPY, l10n, l10nDoc, monthly, perMarket, US_COPY, type LocaleCopy} from '../l10n';
import {BADGES, categoryId, packageId, productId, variantId} from './catalog';
import {configuratorId} from './configurators';
import {externalCta, internalCta, PAGES} from './ctas';
import {FAQ_ITEMS, HOME, valueProp, VALUE_PROPS} from './home';
import {STORE_IDS} from './locations';
import {MODULES} from './modules';

/**
 * The other pages catalog.md asks for: /compare, /about, /personal-coaching
 * (served at /products/services/personal-coaching), /schedule/personal-coaching,
 * the quiz at /find-your-rower, PDPs for the rowers and a few other products,
 * and the five listing pages.
 */

const seo = (
  id: string,
  slug: string,
  title: (l: LocaleCopy) => string,
  description: (l: LocaleCopy) => string,
  extra: Record<string, string> = {},
) =>
  entry(id, 'seo', {
    internalName: `SEO: ${slug}`,
    slug,
    seoTitle: l10n(title),
    metaDescription: l10n(description),
    ...extra,
  });

// ---------------------------------------------------------------------------
// /compare

const ROWER_SPECS: Record<string, (l: LocaleCopy) => string[]> = {
  'keel-pro-rower': (l) => [
    '22-inch HD touchscreen, rotates 180°',
    'Magnetic',
    '26',
    l.pick('86 in', '218 cm'),
    l.pick('22 x 33 in', '56 x 84 cm'),
    l.pick('375 lb', '170 kg'),
    l.pick('110 lb', '50 kg'),
    '5',
  ],
  'keel-wave-rower': (l) => [
    '16-inch HD touchscreen',
    'Magnetic',
    '20',
    l.pick('80 in', '203 cm'),
    l.pick('20 x 30 in', '51 x 76 cm'),
    l.pick('300 lb', '136 kg'),
    l.pick('84 lb', '38 kg'),
    '3',
  ],
  'keel-vista-rower': (l) => [
    '27-inch HD touchscreen, rotates 180°, spatial audio',
    'Water-feel',
    '30',
    l.pick('90 in', '229 cm'),
    l.pick('24 x 36 in', '61 x 91 cm'),
    l.pick('400 lb', '180 kg'),
    l.pick('130 lb', '59 kg'),
    '5',
  ],
};
const ROW_LABELS = [
  'Screen',
  'Resistance',
  'Resistance levels',
  'Length in use',
  'Folded footprint',
  'Maximum rider weight',
  'Rower weight',
  'Colors',
];

function compare(): Entry[] {
  const rowers = PRODUCTS.filter((product) => product.productType === 'ROWER');
  const specs = (handle: string, l: LocaleCopy) => {
    const values = ROWER_SPECS[handle]?.(l) ?? [];
    return ROW_LABELS.map((label, index) => ({
      label: l.gb ? britishSpelling(label) : label,
      value: values[index] ?? '',
    }));
  };
  const badgesFor: Record<string, string[]> = {
    'keel-pro-rower': [BADGES.bestSeller],
    'keel-wave-rower': [BADGES.deliveryUk],
    'keel-vista-rower': [BADGES.new],
  };
  return [
    ...rowers.flatMap((rower) => {
      const price = (market: Market) => rower.variants[0]?.price[market] ?? 0;
      return [
        internalCta(
          `cta-compare-${rower.handle}`,
          `Shop the ${rower.title.replace(/^Keel | Rower$/g, '')}`,
          PAGES.pdp(rower.handle),
          {variant: 'Primary'},
        ),
        entry(`compare-${rower.handle}`, 'productCompareProduct', {
          internalName: `Compare: ${rower.title}`,
          title: rower.title,
          rower: true,
          shopifyId: `gid://shopify/Product/${rower.id}`,
          type: 'ROWER',
          product: link(productId(rower.handle)),
          image: assetLinkTo(`asset-product-${rower.handle}-pirate-black-three-quarter`),
          monthlyPrice: perMarket((market) => monthly(price(market))),
          pdpPrice: perMarket(price),
          badges: links(badgesFor[rower.handle] ?? []),
          variants: links(rower.variants.map((variant) => variantId(rower.handle, variant.color?.slug))),
          specifications: loc(specs(rower.handle, US_COPY), specs(rower.handle, GB_COPY)),
          cta: link(`cta-compare-${rower.handle}`),
        }),
      ];
    }),
    valueProp(
      'value-prop-same-stroke',
      'Water',
      () => 'The same stroke on all three',
      () => 'Every Keel has the same seat, footplates and stroke length.',
    ),
    valueProp(
      'value-prop-same-membership',
      'Classes',
      () => 'One membership',
      () => 'Every class and scenic row works on every Keel rower.',
    ),
    entry('product-comparison-rowers', 'moduleProductComparison', {
      internalName: 'Product comparison: Rowers',
      title: l10n(() => 'Pro, Wave or Vista?'),
      subtitle: l10n(
        () =>
          'The same stroke and the same classes. The difference is the screen, the resistance and the space you have.',
      ),
      products: links(rowers.map((rower) => `compare-${rower.handle}`)),
      rowLabels: loc(ROW_LABELS, ROW_LABELS.map(britishSpelling)),
      valueProps: links([VALUE_PROPS.trial, 'value-prop-same-stroke', 'value-prop-same-membership']),
      cta: link('cta-nav-quiz'),
      backgroundColor: 'White',
      scrollNavigationTitle: l10n(() => 'Compare rowers'),
    }),
    entry('jump-button-back-to-top', 'moduleJumpButton', {
      internalName: 'Jump button: Back to top',
      variant: 'Secondary - Outline',
      displayMode: 'Sticky',
      text: l10n(() => 'Back to top'),
    }),
    seo(
      'seo-compare',
      'compare',
      () => 'Compare Keel rowers: Pro, Wave and Vista',
      () =>
        'Screens, resistance, sizes and prices of the three Keel rowers, side by side, and how rowing compares with cycling, running and the elliptical.',
    ),
    entry(PAGES.compare, 'pageFlexibleLayout', {
      internalName: 'Page: Compare',
      slug: 'compare',
      title: l10n(() => 'Compare rowers'),
      region: 'All',
      modules: links(['product-comparison-rowers', HOME.equipmentCompare, HOME.faq, 'jump-button-back-to-top']),
      useScrollNavigation: true,
      seo: link('seo-compare'),
    }),
  ];
}

// ---------------------------------------------------------------------------
// /about

const ROLES: Record<number, [string, string]> = {
  1: [
    'Head of Coaching',
    'Rowed for her university for four years and has coached for twelve. Writes every Keel program.',
  ],
  2: [
    'Co-founder and CEO',
    'Built the first Keel in his garage in 2019 because he wanted a rower he could leave in the living room.',
  ],
  3: ['Lead Physiotherapist', 'Ten years treating rowers. Reviews every program for how much it asks of your body.'],
  4: [
    'Senior Coach',
    'A former collegiate lightweight rower who teaches the early-morning live classes, Eastern time.',
  ],
  5: ['Head of Product Engineering', 'Spent nine years designing train seats before she came to design ours.'],
  6: ['Coach, London', 'Rowed at Putney for a decade and now coaches Keel members across the UK in the mornings.'],
};

function about(): Entry[] {
  return [
    internalCta('cta-about-showrooms', 'Visit a showroom', PAGES.locations, {variant: 'Primary'}),
    entry('hero-split-about', 'moduleHeroSplit', {
      internalName: 'Hero split: About',
      title: l10n(() => 'We build rowers for homes, not gyms'),
      subtitle: l10n(() => 'About Keel'),
      description: l10nDoc(() =>
        doc(
          p(
            'Keel started in 2019 with one rower in a garage in Portland, Maine, and a question: why does home fitness equipment look like it belongs in a gym?',
          ),
          p(
            'Today 64 of us design, build and coach from Portland and London. Our rails are cut from solid ash and every rower is tested for 10 million strokes.',
          ),
        ),
      ),
      textAlignment: 'Left',
      titlePlacement: 'Above Copy',
      mobileTitlePlacement: 'Above Image',
      heroImage: assetLinkTo(lifestyleId('team-workshop')),
      backgroundColor: 'Cream',
      cta: link('cta-about-showrooms'),
      height: 'Medium',
      splitSize: '50/50',
      imagePosition: 'Right',
    }),
    ...PEOPLE.map((person) => {
      const [role, bio] = ROLES[person.n] ?? ['', ''];
      return entry(`person-${person.name.toLowerCase().replace(/\s+/g, '-')}`, 'person', {
        name: person.name,
        role: l10n(() => role),
        bio: l10n(() => bio),
        photo: assetLinkTo(portraitId(person.n)),
        linkedinUrl: `https://www.linkedin.com/in/${person.name.toLowerCase().replace(/\s+/g, '-')}-keel`,
      });
    }),
    entry('people-list-about', 'modulePeopleList', {
      internalName: 'People list: About',
      title: l10n(() => 'The people behind Keel'),
      description: l10n(() => 'Engineers, coaches and a physiotherapist, most of whom row before work.'),
      people: links(PEOPLE.map((person) => `person-${person.name.toLowerCase().replace(/\s+/g, '-')}`)),
      scrollNavigationTitle: l10n(() => 'Our team'),
    }),
    ...(
      [
        [
          'testimonial-lena',
          'Lena Hoffmann',
          (l: LocaleCopy) => l.pick('Chicago, IL', 'Chicago, USA'),
          () =>
            'I bought the Wave for my apartment and row five mornings a week. It stands behind the door when friends come over.',
        ],
        [
          'testimonial-marcus',
          'Marcus Bell',
          (l: LocaleCopy) => l.pick('Leeds, UK', 'Leeds'),
          () =>
            'After a knee operation I could not run. Six months of rowing later I am fitter than before, and my physio is happy.',
        ],
        [
          'testimonial-ana',
          'Ana Ruiz',
          (l: LocaleCopy) => l.pick('Austin, TX', 'Austin, USA'),
          () => 'My husband and I both row on one membership. The Keel Index settles who had the better week.',
        ],
      ] as const
    ).map(([id, name, where, quote]) =>
      entry(id, 'testimonial', {internalName: `Testimonial: ${name}`, name, location: l10n(where), quote: l10n(quote)}),
    ),
    entry('testimonials-about', 'moduleTestimonials', {
      internalName: 'Testimonials: About',
      title: l10n(() => 'Why members chose Keel'),
      testimonials: links(['testimonial-lena', 'testimonial-marcus', 'testimonial-ana']),
      backgroundColor: 'Neutral',
    }),
    internalCta('cta-about-accessories', 'Shop accessories', PAGES.plp('accessories'), {
      variant: 'Link',
      icon: 'Arrow',
    }),
    // The seed's one carousel that moves by itself (decision 0037): the about page's kit strip.
    entry('carousel-about-kit', 'moduleProductCarousel', {
      internalName: 'Product carousel: About kit',
      title: l10n(() => 'Kit for your rower'),
      subtitle: l10n(() => 'Made by the same team, for the same rower.'),
      products: links(
        ['heart-rate-monitor', 'rower-mat', 'seat-cushion', 'device-holder', 'rower-cover', 'cleaning-kit'].map(
          productId,
        ),
      ),
      showPrices: true,
      autoplay: true,
      cta: link('cta-about-accessories'),
    }),
    externalCta('cta-careers-all-roles', 'See all open roles', 'https://jobs.keel.example', {
      variant: 'Secondary - Outline',
      newWindow: true,
    }),
    entry('careers-list-about', 'moduleCareersList', {
      internalName: 'Careers list: About',
      title: l10n(() => 'Work with us'),
      copy: l10n(
        () =>
          'We hire engineers, coaches and people who love good customer service, in Portland, Maine and London. Every role comes with a Keel and a membership.',
      ),
      departments: ['Engineering', 'Coaching', 'Member Support', 'Operations'],
      emptyStateText: l10n(
        (l) => `No open roles right now. Check back soon, or send us your ${l.pick('résumé', 'CV')}.`,
      ),
      cta: link('cta-careers-all-roles'),
      scrollNavigationTitle: l10n(() => 'Careers'),
    }),
    entry('contact-card-about', 'moduleContactCard', {
      internalName: 'Contact card: About',
      title: l10n(() => 'Get in touch'),
      backgroundImage: assetLinkTo(lifestyleId('showroom')),
      supportContactTitle: l10n(() => 'Member support'),
      supportContact: loc('hello@keel.example · (888) 555-0142', 'hello.uk@keel.example · 0808 157 0142'),
      commercialTitle: l10n(() => 'Gyms, hotels and offices'),
      commercialContact: loc('commercial@keel.example', 'commercial.uk@keel.example'),
      pressContactTitle: l10n(() => 'Press'),
      pressContact: 'press@keel.example',
    }),
    entry('locator-about-showrooms', 'moduleLocator', {
      internalName: 'Locator: About (showrooms and stores)',
      title: l10n(() => 'Row with us in person'),
      description: l10n(() => 'Showrooms and partner stores where you can try every Keel rower.'),
      locationTypes: 'Stores',
      stores: links(STORE_IDS),
      searchRadiusMiles: 50,
      mapCenter: {lat: 39.5, lon: -98.35},
      searchPlaceholderText: l10n((l) => l.pick('City or ZIP code', 'Town or postcode')),
    }),
    seo(
      'seo-about',
      'about',
      () => 'About Keel',
      () => 'Who builds Keel rowers, where, and why they are made of ash. Meet the team and see our open roles.',
    ),
    entry(PAGES.about, 'pageFlexibleLayout', {
      internalName: 'Page: About',
      slug: 'about',
      title: l10n(() => 'About Keel'),
      region: 'All',
      modules: links([
        'hero-split-about',
        'people-list-about',
        'testimonials-about',
        'carousel-about-kit',
        MODULES.blogPromo,
        'careers-list-about',
        'contact-card-about',
        'locator-about-showrooms',
        MODULES.referral,
      ]),
      useScrollNavigation: true,
      seo: link('seo-about'),
    }),
  ];
}

// ---------------------------------------------------------------------------
// Personal coaching and its scheduler

export const COACHES: Array<{
  key: string;
  person: 1 | 3 | 4 | 6;
  title: string;
  bio: string;
  specialties: string[];
  timeZone: string;
  availability: Record<string, string[]>;
}> = [
  {
    key: 'maya-okafor',
    person: 1,
    title: 'Head of Coaching',
    bio: 'Maya coaches technique first: in your first session she films your stroke and picks the one change that will make the most difference.',
    specialties: ['Technique', 'Beginners', 'Race preparation'],
    timeZone: 'America/New_York',
    availability: {mon: ['07:00', '12:30'], wed: ['07:00', '18:00'], fri: ['12:30']},
  },
  {
    key: 'priya-raman',
    person: 3,
    title: 'Lead Physiotherapist',
    bio: 'Priya works with members coming back from injury and anyone rowing with a stiff back, knees or shoulders.',
    specialties: ['Return from injury', 'Mobility'],
    timeZone: 'Europe/London',
    availability: {tue: ['09:00', '13:00'], thu: ['09:00', '17:30']},
  },
  {
    key: 'daniel-reyes',
    person: 4,
    title: 'Senior Coach',
    bio: 'Daniel rowed lightweight at college and builds plans for members who want to get faster over 2,000 meters.',
    specialties: ['Endurance', 'Race preparation', 'Weight loss'],
    timeZone: 'America/Chicago',
    availability: {mon: ['06:00', '19:00'], tue: ['06:00'], thu: ['19:00'], sat: ['08:00', '09:00']},
  },
  {
    key: 'sam-whitaker',
    person: 6,
    title: 'Coach, London',
    bio: 'Sam pairs rowing with strength work on the Forge and coaches members across the UK before work.',
    specialties: ['Strength', 'Endurance', 'Beginners'],
    timeZone: 'Europe/London',
    availability: {mon: ['06:30', '07:30'], wed: ['06:30', '12:00'], fri: ['06:30']},
  },
];

function coaching(): Entry[] {
  const coachIds = COACHES.map((coach) => `coach-${coach.key}`);
  return [
    ...COACHES.map((coach) => {
      const person = PEOPLE.find((candidate) => candidate.n === coach.person);
      return entry(`coach-${coach.key}`, 'coach', {
        name: person?.name ?? coach.key,
        slug: coach.key,
        title: l10n(() => coach.title),
        bio: l10n(() => coach.bio),
        photo: assetLinkTo(portraitId(coach.person)),
        specialties: coach.specialties,
        languages: coach.key === 'daniel-reyes' ? ['English', 'Spanish'] : ['English'],
        timeZone: coach.timeZone,
        weeklyAvailability: coach.availability,
      });
    }),
    internalCta('cta-coaching-book', 'Book your first session', PAGES.schedule, {variant: 'Primary'}),
    internalCta('cta-coaching-watch', 'Watch a session', undefined, {
      variant: 'Secondary - Outline',
      videoModal: assetLinkTo(VIDEO_ROWING),
    }),
    entry('hero-split-coaching', 'moduleHeroSplit', {
      internalName: 'Hero split: Personal coaching',
      title: l10n(() => 'A coach who watches every stroke'),
      subtitle: l10n((l) => `Personal Coaching, 4 sessions for ${l.money(249, 219)}`),
      description: l10nDoc(() =>
        doc(
          p(
            'Four 45-minute video sessions with a Keel coach, who watches your stroke through the rower’s camera and writes a plan around your goals and your week.',
          ),
          p('You have 12 weeks to use them. Most members book one every two weeks.'),
        ),
      ),
      textAlignment: 'Left',
      heroImage: assetLinkTo(lifestyleId('coaching-session')),
      insetBackgroundImage: assetLinkTo(VIDEO_ROWING_COVER),
      backgroundColor: 'Cream',
      cta: link('cta-coaching-book'),
      ctAs: links(['cta-coaching-book', 'cta-coaching-watch']),
      height: 'Tall',
      splitSize: '60/40',
      imagePosition: 'Right',
    }),
    // The app variant of the hero split: the app screen whole, with the store links.
    externalCta('cta-app-store', 'Download on the App Store', 'https://apps.apple.com/app/keel-rowing/id6470000000', {
      variant: 'Secondary Dark',
      newWindow: true,
    }),
    externalCta(
      'cta-google-play',
      'Get it on Google Play',
      'https://play.google.com/store/apps/details?id=example.keel.rowing',
      {variant: 'Secondary Dark', newWindow: true},
    ),
    entry('hero-split-coaching-app', 'moduleHeroSplit', {
      internalName: 'Hero split: Coaching in the app',
      title: l10n(() => 'Your coach, between sessions'),
      subtitle: l10n(() => 'The Keel app'),
      description: l10nDoc(() =>
        doc(
          p(
            'Your plan for the week, your coach’s notes on every session and a message thread for questions, on your phone. Free with any rower, on iPhone and Android.',
          ),
        ),
      ),
      textAlignment: 'Left',
      titlePlacement: 'Above Copy',
      mobileTitlePlacement: 'Above Copy',
      heroImage: assetLinkTo(APP_IMAGE),
      backgroundColor: 'Sand',
      appStoreLinks: links(['cta-app-store', 'cta-google-play']),
      appVariant: true,
      height: 'Medium',
      splitSize: '50/50',
      imagePosition: 'Left',
    }),
    valueProp(
      'value-prop-coaching-plan',
      'Coach',
      () => 'A plan written for you',
      () => 'Around your goal, your week and any injuries, updated after every session.',
    ),
    valueProp(
      'value-prop-coaching-video',
      'Screen',
      () => 'Feedback on your stroke',
      () => 'Your coach sees what you see, through the camera on your rower.',
    ),
    valueProp(
      'value-prop-coaching-flexible',
      'Calendar',
      () => '12 weeks to use 4 sessions',
      () => 'Mornings, lunchtimes and evenings, in your time zone.',
    ),
    entry('value-props-coaching', 'moduleValueProps', {
      internalName: 'Value props: Personal coaching',
      title: l10n(() => 'What you get'),
      items: links(['value-prop-coaching-plan', 'value-prop-coaching-video', 'value-prop-coaching-flexible']),
      layout: 'Icon List',
      backgroundColor: 'White',
    }),
    entry('coaches-coaching', 'moduleCoaches', {
      internalName: 'Coaches: Personal coaching',
      title: l10n(() => 'Meet the coaches'),
      description: l10n(() => 'Choose a coach when you book, or we match you by goal and time zone.'),
      coaches: links(coachIds),
      cta: link('cta-coaching-book'),
      scrollNavigationTitle: l10n(() => 'Coaches'),
    }),
    entry('faq-coaching-what-happens', 'faqItem', {
      internalName: 'FAQ: Coaching, first session',
      question: l10n(() => 'What happens in the first session?'),
      answer: l10n(
        () =>
          'Your coach asks about your goals, watches you row for 10 minutes and picks one thing to change. You leave with a plan for the next two weeks.',
      ),
      openOnLoad: true,
    }),
    entry('faq-coaching-camera', 'faqItem', {
      internalName: 'FAQ: Coaching, camera',
      question: l10n(() => 'Do I need a camera?'),
      answer: l10n(
        () =>
          'The Pro and the Vista have one built in. On the Wave, put your phone in the Phone & Tablet Holder and join from the app.',
      ),
      openOnLoad: false,
    }),
    entry('faq-coaching-reschedule', 'faqItem', {
      internalName: 'FAQ: Coaching, rescheduling',
      question: l10n(() => 'Can I move a session?'),
      answer: l10n(() => 'Yes, up to 12 hours before it starts, as many times as you need.'),
      openOnLoad: false,
    }),
    entry('faq-coaching', 'moduleFaq', {
      internalName: 'FAQ: Personal coaching',
      title: l10n(() => 'Coaching questions'),
      items: links([
        'faq-coaching-what-happens',
        'faq-coaching-camera',
        'faq-coaching-reschedule',
        FAQ_ITEMS.membership,
      ]),
      scrollNavigationTitle: l10n(() => 'FAQ'),
      questionFontStyle: link(MODULES.faqQuestionLargeStyle),
    }),
    internalCta('cta-related-blog', 'Read the blog', PAGES.blog, {variant: 'Link', icon: 'Arrow'}),
    entry('related-articles-training', 'moduleRelatedArticles', {
      internalName: 'Related articles: Training',
      title: l10n(() => 'Before your first session'),
      subtitle: l10n(() => 'From our coaches'),
      description: l10n(() => 'Three short reads that make your first session count.'),
      displayCount: 3,
      manualArticleOverrides: links([PAGES.article('how-to-row-with-good-form')]),
      category: link('blog-category-training'),
      fullArticleCta: link('cta-related-blog'),
      scrollNavigationTitle: l10n(() => 'Reading'),
    }),
    entry('product-sticky-coaching', 'moduleProductSticky', {
      internalName: 'Product sticky: Personal coaching',
      product: link(productId('personal-coaching')),
      reviewScore: 4.9,
      totalReviews: 412,
      displayReviews: true,
      displayReviewCount: true,
      displayOnScroll: true,
      cta: link('cta-coaching-book'),
      backgroundColor: 'White',
      desktopPosition: 'Top',
      mobilePosition: 'Bottom',
      hideStrikethrough: false,
    }),
    seo(
      'seo-personal-coaching',
      'personal-coaching',
      () => 'Personal coaching from Keel',
      (l) =>
        `Four one-to-one video sessions with a Keel coach for ${l.money(249, 219)}: a plan around your goals and feedback on every stroke.`,
    ),
    entry(PAGES.coaching, 'pageFlexibleLayout', {
      internalName: 'Page: Personal coaching',
      slug: 'personal-coaching',
      title: l10n(() => 'Personal coaching'),
      region: 'All',
      modules: links([
        'hero-split-coaching',
        'value-props-coaching',
        'coaches-coaching',
        'hero-split-coaching-app',
        'faq-coaching',
        'related-articles-training',
        'product-sticky-coaching',
      ]),
      useScrollNavigation: true,
      seo: link('seo-personal-coaching'),
    }),
    entry('scheduler-personal-coaching', 'moduleCoachingScheduler', {
      internalName: 'Scheduler: Personal coaching',
      title: l10n(() => 'Book a coaching session'),
      description: l10nDoc(() =>
        doc(
          p(
            'Choose a coach, then a time. Times are shown in your time zone; each session is 45 minutes on a video call.',
          ),
          p(
            'Bought your sessions already? Use the e-mail address from your order. Not yet? ',
            hyperlink('/products/services/personal-coaching', 'See what coaching includes'),
            '.',
          ),
        ),
      ),
      coaches: links(coachIds),
      product: link(productId('personal-coaching')),
      sessionLengthMinutes: 45,
      bookingWindowDays: 21,
      confirmationMessage: l10n(
        () => 'You are booked in. We have e-mailed you a calendar invitation and a link to join.',
      ),
      region: 'All',
    }),
    seo(
      'seo-schedule-personal-coaching',
      'schedule/personal-coaching',
      () => 'Book a coaching session',
      () => 'Pick a Keel coach and a time for your personal coaching session.',
    ),
    entry(PAGES.schedule, 'pageFlexibleLayout', {
      internalName: 'Page: Schedule personal coaching',
      slug: 'schedule/personal-coaching',
      title: l10n(() => 'Book a coaching session'),
      region: 'All',
      modules: links(['scheduler-personal-coaching', 'faq-coaching']),
      useScrollNavigation: false,
      seo: link('seo-schedule-personal-coaching'),
    }),
  ];
}

// ---------------------------------------------------------------------------
// The quiz

type Scores = {pro: number; wave: number; vista: number};

function quizJson(l: LocaleCopy) {
  const answer = (id: string, label: string, scores: Scores) => ({id, label, scores});
  const spell = (value: string) => (l.gb ? britishSpelling(value) : value);
  const questions = [
    {
      id: 'q1-space',
      question: 'How much floor space do you have?',
      answers: [
        answer('q1-corner', l.pick('A corner of a small apartment', 'A corner of a small flat'), {
          pro: 1,
          wave: 3,
          vista: 0,
        }),
        answer('q1-living-room', 'Room in the living room or bedroom', {pro: 3, wave: 2, vista: 1}),
        answer('q1-spare-room', 'A spare room, studio or garage', {pro: 2, wave: 1, vista: 3}),
      ],
    },
    {
      id: 'q2-goal',
      question: 'What do you want most from rowing?',
      answers: [
        answer('q2-short', 'Get fit in short sessions', {pro: 2, wave: 3, vista: 1}),
        answer('q2-train', 'Train seriously and track my progress', {pro: 3, wave: 1, vista: 2}),
        answer('q2-motivation', 'Enjoy the view and stay motivated', {pro: 1, wave: 1, vista: 3}),
      ],
    },
    {
      id: 'q3-who',
      question: 'Who will row?',
      answers: [
        answer('q3-me', 'Just me', {pro: 2, wave: 3, vista: 1}),
        answer('q3-two', 'Two of us', {pro: 3, wave: 2, vista: 2}),
        answer('q3-household', 'The whole household', {pro: 2, wave: 1, vista: 3}),
      ],
    },
    {
      id: 'q4-style',
      question: 'How do you like to train?',
      answers: [
        answer('q4-classes', 'Classes with a coach', {pro: 3, wave: 2, vista: 2}),
        answer('q4-scenic', 'Scenic rows on rivers and lakes', {pro: 1, wave: 1, vista: 3}),
        answer('q4-numbers', 'Just row and watch my numbers', {pro: 2, wave: 3, vista: 1}),
      ],
    },
    {
      id: 'q5-budget',
      question: 'What would you like to spend on the rower?',
      answers: [
        answer('q5-under', `Under ${l.money(2000, 1800)}`, {pro: 0, wave: 3, vista: 0}),
        answer('q5-middle', `${l.money(2000, 1800)} to ${l.money(2700, 2500)}`, {pro: 3, wave: 1, vista: 0}),
        answer('q5-best', 'Whatever gets the best experience', {pro: 1, wave: 0, vista: 3}),
      ],
    },
  ];
  const result = (handle: string, title: string, copy: string) => ({
    title,
    copy: spell(copy),
    productHandle: handle,
    path: `/products/rowers/${handle}/`,
  });
  return {
    questions: questions.map((question) => ({
      ...question,
      question: spell(question.question),
      answers: question.answers.map((item) => ({...item, label: spell(item.label)})),
    })),
    results: {
      pro: result(
        'keel-pro-rower',
        'The Keel Pro Rower',
        `The all-rounder: a 22-inch screen that turns, 26 levels of quiet resistance and a frame that folds upright. ${l.money(2495, 2295)}${l.gb ? '' : ', or from $52/mo'}.`,
      ),
      wave: result(
        'keel-wave-rower',
        'The Keel Wave Rower',
        `The compact one: the same stroke in a smaller frame, with a 16-inch screen. It stands behind a door. ${l.money(1895, 1695)}${l.gb ? '' : ', or from $40/mo'}.`,
      ),
      vista: result(
        'keel-vista-rower',
        'The Keel Vista Rower',
        `The immersive one: a 27-inch screen, water-feel resistance and scenic rows filmed at water level. ${l.money(2995, 2795)}${l.gb ? '' : ', or from $63/mo'}.`,
      ),
    },
    // When scores tie, recommend in this order.
    tieBreak: ['pro', 'wave', 'vista'],
  };
}

function quiz(): Entry[] {
  return [
    seo(
      'seo-quiz',
      'find-your-rower',
      () => 'Find your rower: a 1-minute quiz',
      () => 'Five questions about your space, your goals and your budget, and the Keel rower that fits.',
    ),
    entry(PAGES.quiz, 'quizPage', {
      internalName: 'Quiz: Find your rower',
      slug: 'find-your-rower',
      title: l10n(() => 'Find your rower'),
      description: l10n(
        () => 'Five questions, one minute. We will suggest the Keel that fits your space, your goals and your budget.',
      ),
      formId: 'quiz-find-your-rower-2026',
      lastQuestionReferenceId: 'q5-budget',
      questions: loc(quizJson(US_COPY), quizJson(GB_COPY)),
      resultProducts: links(['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower'].map(productId)),
      backgroundImage: assetLinkTo(lifestyleId('river-dawn')),
      seo: link('seo-quiz'),
    }),
  ];
}

// ---------------------------------------------------------------------------
// PDPs

function sidebarItem(id: string, blockType: string, fields: Record<string, unknown> = {}): Entry {
  return entry(id, 'pdpSidebarItem', {
    internalName: `Sidebar: ${id.replace(/^sidebar-/, '')}`,
    blockType,
    spacing: 'MEDIUM',
    displayMode: 'All',
    ...fields,
  });
}

function sharedSidebar(): Entry[] {
  return [
    entry('base-prequalification-us', 'baseComponent', {
      internalName: 'Base component: Prequalification widget (US only)',
      displayMode: 'US Only',
      component: 'Prequalification Widget',
      props: {placement: 'pdp-sidebar', showRatesFrom: true},
    }),
    entry('base-trust-badges-uk', 'baseComponent', {
      internalName: 'Base component: Trust badges (UK only)',
      displayMode: 'UK Only',
      component: 'Trust Badges',
      props: {badges: ['30-day home trial', 'Free mainland delivery', 'UK support team']},
    }),
    sidebarItem('sidebar-price', 'Price'),
    sidebarItem('sidebar-price-tabs', 'Price Tabs', {region: 'US Only'}),
    sidebarItem('sidebar-badge', 'Badge'),
    sidebarItem('sidebar-rating', 'Rating', {spacing: 'SMALL'}),
    sidebarItem('sidebar-value-props', 'Value Props', {content: link(HOME.valueProps)}),
    sidebarItem('sidebar-prequalification', 'Prequalification Widget', {
      content: link('base-prequalification-us'),
      region: 'US Only',
    }),
    sidebarItem('sidebar-trust-badges', 'Base Component', {content: link('base-trust-badges-uk'), region: 'UK Only'}),
    sidebarItem('sidebar-countdown', 'Event Countdown', {content: link(HOME.countdown)}),
    sidebarItem('sidebar-accessory-add', 'Accessory Add To Cart'),
    sidebarItem('sidebar-cta-compare', 'CTA', {content: link('cta-modal-compare-rowers')}),
    // rules:cms-calls Text: a rich text block in a palette colour and a small paragraph style, on the accessory pages.
    entry('font-style-body-small', 'fontStyle', {
      internalName: 'Font style: body small',
      paragraphTextStyle: 'Body Small',
    }),
    entry('text-accessory-fits', 'text', {
      internalName: 'Text: fits every rower',
      type: 'Rich Text',
      displayMode: 'Standard',
      richText: l10nDoc(() => doc(p('Fits every Keel --- rower, and ships free with a rower order.'))),
      color: 'Deep Sea',
      fontStyle: link('font-style-body-small'),
    }),
    sidebarItem('sidebar-text-fits', 'Text', {content: link('text-accessory-fits')}),
    // rules:cms-constants displayMode (layout): how to look closer at the pictures, one text per kind of screen (decision 0084).
    entry('text-zoom-desktop', 'text', {
      internalName: 'Text: zoom hint (desktop)',
      type: 'Short Text',
      displayMode: 'Standard',
      shortText: 'Select Zoom in on image for a closer look.',
    }),
    entry('text-zoom-mobile', 'text', {
      internalName: 'Text: zoom hint (mobile)',
      type: 'Short Text',
      displayMode: 'Standard',
      shortText: 'Tap Zoom in on image, then pinch for a closer look.',
    }),
    sidebarItem('sidebar-text-zoom-desktop', 'Text', {content: link('text-zoom-desktop'), displayMode: 'Desktop'}),
    sidebarItem('sidebar-text-zoom-mobile', 'Text', {content: link('text-zoom-mobile'), displayMode: 'Mobile'}),
  ];
}

interface PdpPlan {
  handle: string;
  configurator?: string;
  packages?: string[];
  note?: (l: LocaleCopy) => string;
  noteColor?: string;
  modules: string[];
  title: string;
  description: (l: LocaleCopy) => string;
  /** rules:cms-constants scrollType; Sticky (the CMS default) unless set. */
  scrollType?: 'Sticky' | 'Static';
}

const PDPS: PdpPlan[] = [
  {
    handle: 'keel-pro-rower',
    configurator: configuratorId('pro'),
    packages: ['keel-pro-essentials', 'keel-pro-complete', 'keel-row-and-strength'],
    note: () => 'Forest is sold out. Back in 6-8 weeks',
    noteColor: 'Sand',
    modules: [MODULES.appTeaser, HOME.highlights, MODULES.workouts, HOME.reviews, HOME.faq],
    title: 'Keel Pro Rower',
    description: (l) =>
      `The Keel Pro Rower: a 22-inch rotating screen, 26 levels of magnetic resistance and a solid ash rail. ${l.money(2495, 2295)}.`,
  },
  {
    handle: 'keel-wave-rower',
    configurator: configuratorId('wave'),
    packages: ['keel-wave-essentials'],
    modules: [HOME.reviews, MODULES.referral, HOME.faq],
    title: 'Keel Wave Rower',
    description: (l) =>
      `The compact Keel Wave Rower: a 16-inch screen and quiet magnetic resistance in a frame that fits ${l.pick('an apartment', 'a flat')}. ${l.money(1895, 1695)}.`,
  },
  {
    handle: 'keel-vista-rower',
    configurator: configuratorId('vista'),
    packages: ['keel-vista-complete'],
    note: () => 'New: scenic rows on 40 rivers and lakes',
    noteColor: 'Light Blue',
    modules: [MODULES.appTeaser, HOME.highlights, HOME.reviews, HOME.faq],
    title: 'Keel Vista Rower',
    description: (l) =>
      `The Keel Vista Rower: a 27-inch screen, water-feel resistance and scenic rows. ${l.money(2995, 2795)}.`,
  },
  {
    handle: 'keel-forge-strength-platform',
    packages: ['keel-row-and-strength'],
    modules: [HOME.faq],
    title: 'Keel Forge Strength Platform',
    description: (l) =>
      `Cable strength training with up to ${l.pick('100 lb', '45 kg')} of digital resistance. ${l.money(1495, 1395)}.`,
  },
  {
    handle: 'rower-mat',
    modules: [],
    title: 'Rower Mat',
    description: (l) => `A dense 6 mm mat that protects floors and quiets the glide. ${l.money(129, 115)}.`,
  },
  {
    handle: 'heart-rate-monitor',
    modules: [],
    scrollType: 'Static',
    title: 'Heart Rate Monitor',
    description: (l) => `A chest strap that shows your heart rate zones live on your Keel. ${l.money(89, 79)}.`,
  },
  {
    handle: 'seat-cushion',
    modules: [],
    title: 'Seat Cushion',
    description: (l) => `Memory-foam comfort for long rows. ${l.money(59, 49)}.`,
  },
];

function pdps(): Entry[] {
  return PDPS.flatMap((plan) => {
    const rower = plan.configurator !== undefined;
    const packageItems = plan.packages?.map(packageId) ?? [];
    const extras: Entry[] = [];
    const sidebar = rower
      ? [
          'sidebar-badge',
          'sidebar-price-tabs',
          'sidebar-price',
          'sidebar-rating',
          `sidebar-configurator-${plan.handle}`,
          'sidebar-prequalification',
          'sidebar-trust-badges',
          `sidebar-packages-${plan.handle}`,
          'sidebar-cta-compare',
          'sidebar-countdown',
          'sidebar-value-props',
        ]
      : [
          'sidebar-badge',
          'sidebar-price',
          'sidebar-rating',
          'sidebar-accessory-add',
          'sidebar-text-fits',
          'sidebar-text-zoom-desktop',
          'sidebar-text-zoom-mobile',
          'sidebar-value-props',
        ];
    if (rower && plan.configurator) {
      extras.push(
        sidebarItem(`sidebar-configurator-${plan.handle}`, 'Configurator', {content: link(plan.configurator)}),
      );
      extras.push(
        sidebarItem(`sidebar-packages-${plan.handle}`, 'Package Accordion', {
          title: l10n(() => 'Save *** with a package'),
          items: links(packageItems),
        }),
      );
    } else if (packageItems.length) {
      extras.push(
        sidebarItem(`sidebar-packages-${plan.handle}`, 'Product Block', {
          title: l10n(() => 'Save *** with the Row + Strength Package'),
          content: link(packageItems[0] ?? ''),
        }),
      );
      extras.push(
        sidebarItem(`sidebar-package-modal-${plan.handle}`, 'Package Modal', {
          title: l10n(() => 'What’s in the package'),
          content: link(packageItems[0] ?? ''),
        }),
      );
      sidebar.push(`sidebar-packages-${plan.handle}`, `sidebar-package-modal-${plan.handle}`);
    }
    return [
      ...extras,
      seo(
        `seo-pdp-${plan.handle}`,
        plan.handle,
        () => `${plan.title} | Keel`,
        plan.description,
        // rules:cms-calls SEO: the window the rowers' price list holds in, for the product schema's validFrom / priceValidUntil.
        rower
          ? {
              priceOrganizationalSchemaValidFrom: '2026-11-01T00:00:00.000Z',
              priceOrganizationalSchemaValidUntil: '2027-12-31T23:59:59.000Z',
            }
          : {},
      ),
      entry(PAGES.pdp(plan.handle), 'pagePdp', {
        internalName: `PDP: ${plan.title}`,
        slug: plan.handle,
        product: link(productId(plan.handle)),
        configurator: plan.configurator ? link(plan.configurator) : undefined,
        sidebar: links(sidebar),
        sidebarSpacing: 'MEDIUM',
        scrollType: plan.scrollType ?? 'Sticky',
        noteBannerText: plan.note ? l10n(plan.note) : undefined,
        noteBannerBackgroundColor: plan.noteColor,
        noteBannerOpacity: plan.note ? 100 : undefined,
        modules: plan.modules.length ? links(plan.modules) : undefined,
        useScrollNavigation: rower,
        seo: link(`seo-pdp-${plan.handle}`),
      }),
    ];
  });
}

// ---------------------------------------------------------------------------
// PLPs (/listings/{slug}/)

function plps(): Entry[] {
  const bestSaving = (market: Market) =>
    Math.max(...PACKAGES.map((pkg) => packageFullPrice(pkg, market) - pkg.discounted[market]));
  const list: Array<{
    slug: 'rowers' | 'accessories' | 'bundles' | 'strength' | 'services';
    title: string;
    category: string;
    description: (l: LocaleCopy) => string;
    products: string[];
    modules: string[];
    filters?: string[];
  }> = [
    {
      slug: 'rowers',
      title: 'Rowers',
      category: 'rowers',
      description: (l) =>
        `Three rowers with the same stroke and the same classes. Free delivery and setup, ${l.pick('ships', 'delivered')} in 5-7 days, and 30 days to decide.`,
      products: ['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower'].map(productId),
      modules: ['product-comparison-rowers', HOME.valueProps, HOME.faq],
    },
    {
      slug: 'accessories',
      title: 'Accessories',
      category: 'accessories',
      description: (l) =>
        `Mats, heart rate monitors, covers and more, made for Keel rowers. ${l.pick('Ships', 'Delivered')} in 2-4 days.`,
      products: [
        'rower-mat',
        'heart-rate-monitor',
        'seat-cushion',
        'device-holder',
        'rower-cover',
        'cleaning-kit',
        'dumbbell-set',
      ].map(productId),
      modules: [HOME.valueProps],
      filters: [categoryId('accessories'), categoryId('memberships'), categoryId('warranties')],
    },
    {
      slug: 'bundles',
      title: 'Packages and bundles',
      category: 'bundles',
      description: (l) =>
        `A rower with the accessories members add first, for up to ${l.money(bestSaving('US'), bestSaving('GB'))} less than buying them one by one.`,
      products: [...PACKAGES.map((pkg) => packageId(pkg.handle)), productId('keel-wave-starter-bundle')],
      modules: [HOME.countdown, HOME.faq],
    },
    {
      slug: 'strength',
      title: 'Strength',
      category: 'strength',
      description: () =>
        'The Keel Forge Strength Platform, and the Row + Strength Package for a week of rowing and lifting.',
      products: [
        productId('keel-forge-strength-platform'),
        packageId('keel-row-and-strength'),
        productId('dumbbell-set'),
      ],
      modules: [HOME.faq],
    },
    {
      slug: 'services',
      title: 'Services',
      category: 'services',
      description: () => 'Personal coaching, the All-Access Membership and extended warranties for your Keel.',
      products: [
        'personal-coaching',
        'all-access-membership',
        'extended-warranty-3-year',
        'extended-warranty-5-year',
      ].map(productId),
      modules: ['value-props-coaching'],
    },
  ];
  return list.flatMap((plp) => [
    seo(`seo-plp-${plp.slug}`, `listings/${plp.slug}`, () => `${plp.title} | Keel`, plp.description),
    entry(PAGES.plp(plp.slug), 'pagePlp', {
      internalName: `PLP: ${plp.title}`,
      slug: plp.slug,
      title: l10n(() => plp.title),
      description: l10n(plp.description),
      productCategory: link(categoryId(plp.category)),
      products: links(plp.products),
      categoryFilters: plp.filters ? links(plp.filters) : undefined,
      modules: plp.modules.length ? links(plp.modules) : undefined,
      seo: link(`seo-plp-${plp.slug}`),
    }),
  ]);
}

export function pageEntries(): Entry[] {
  return [...compare(), ...about(), ...coaching(), ...quiz(), ...sharedSidebar(), ...pdps(), ...plps()];
}
