import type {Entry} from '../spaceExport';
import {lifestyleId, portraitId, type LifestyleName} from '../assets';
import {
  assetLinkTo,
  bold,
  britishSpelling,
  doc,
  embeddedAsset,
  embeddedEntry,
  embeddedEntryInline,
  entry,
  entryHyperlink,
  h,
  hr,
  hyperlink,
  italic,
  li,
  link,
  links,
  loc,
  ol,
  p,
  quote,
  table,
  textNode,
  ul,
  type EntryOptions,
  type RichDocument,
} from '../builders';
import {GB_COPY, l10n, l10nDoc, US_COPY, type LocaleCopy} from '../l10n';
import {productId} from './catalog';
import {PAGES} from './ctas';

/**
 * The blog: a landing page at /blog, three categories, three authors with
 * their author cards, nine published articles and one draft. The draft
 * ('A 12-week winter training plan') is linked from a published article's
 * related articles, so the delivery API reports an UNRESOLVABLE_LINK there
 * while the preview API resolves it (rules:cms-errors).
 */

export const CATEGORIES = {
  training: 'blog-category-training',
  recovery: 'blog-category-recovery',
  inside: 'blog-category-inside-keel',
} as const;

export const AUTHORS = {
  maya: 'author-maya-okafor',
  priya: 'author-priya-raman',
  hannah: 'author-hannah-croft',
} as const;

const article = (slug: string) => PAGES.article(slug);

function categories(): Entry[] {
  const list: Array<[string, string, string, (l: LocaleCopy) => string, LifestyleName]> = [
    [
      CATEGORIES.training,
      'Training',
      'training',
      () => 'Technique, plans and workouts, from your first row to your first 10,000 meters.',
      'morning-row',
    ],
    [
      CATEGORIES.recovery,
      'Recovery',
      'recovery',
      () => 'Stretching, sleep, rest days and rowing around aches, from our physiotherapists.',
      'recovery-stretch',
    ],
    [
      CATEGORIES.inside,
      'Inside Keel',
      'inside-keel',
      () => 'How we design, build and test our rowers, from the workshop.',
      'team-workshop',
    ],
  ];
  return list.map(([id, title, slug, description, image]) =>
    entry(id, 'blogCategory', {
      title: l10n(() => title),
      slug,
      description: l10n(description),
      image: assetLinkTo(lifestyleId(image)),
    }),
  );
}

// ---------------------------------------------------------------------------
// Authors and their author cards

/** An author card's Q&A, per locale, spelled the British way in en-GB. */
function qa(write: (l: LocaleCopy) => Array<[string, string]>) {
  const pairs = (l: LocaleCopy) => write(l).map(([question, answer]) => ({question, answer}));
  return loc(
    pairs(US_COPY),
    pairs(GB_COPY).map(({question, answer}) => ({
      question: britishSpelling(question),
      answer: britishSpelling(answer),
    })),
  );
}

function authors(): Entry[] {
  const social = (id: string, icon: string, url: string, name: string) =>
    entry(id, 'socialLink', {
      internalName: `Social: ${name} on ${icon}`,
      icon,
      url,
      alt: l10n(() => `${name} on ${icon}`),
    });
  return [
    social('social-maya-instagram', 'Instagram', 'https://www.instagram.com/maya.rows', 'Maya Okafor'),
    social('social-maya-strava', 'Strava', 'https://www.strava.com/athletes/maya-okafor', 'Maya Okafor'),
    social('social-priya-linkedin', 'LinkedIn', 'https://www.linkedin.com/in/priya-raman-physio', 'Priya Raman'),
    social(
      'social-hannah-linkedin',
      'LinkedIn',
      'https://www.linkedin.com/in/hannah-croft-engineering',
      'Hannah Croft',
    ),
    entry(AUTHORS.maya, 'blogAuthor', {
      fullName: 'Maya Okafor',
      slug: 'maya-okafor',
      title: l10n(() => 'Head of Coaching'),
      shortBio: l10n(
        () =>
          'Maya rowed for her university for four years and has coached for twelve. She writes the Keel programs and still teaches three live classes a week.',
      ),
      longBio: l10nDoc(() =>
        doc(
          p(
            'Maya started rowing at 18 because the boat club had the cheapest membership on campus. Four years and two national finals later, she moved to coaching: first juniors, then adults learning to row for the first time.',
          ),
          p(
            'At Keel she leads the team of 14 coaches and writes every program, from the first four weeks to race preparation.',
          ),
        ),
      ),
      questionsAndAnswers: qa(() => [
        [
          'What is your favorite workout?',
          'Four rounds of 8 minutes at a steady rate of 20, with 2 minutes easy between. Boring on paper, brilliant for your engine.',
        ],
        [
          'The one technique fix you give most?',
          'Slow down the slide. Most people rush forward to the catch and have nothing left for the drive.',
        ],
        ['When do you row?', 'At 6:30, before anyone else is up, with a podcast and no screen.'],
      ]),
      socialMediaLinks: links(['social-maya-instagram', 'social-maya-strava']),
      media: assetLinkTo(portraitId(1)),
    }),
    entry(AUTHORS.priya, 'blogAuthor', {
      fullName: 'Priya Raman',
      slug: 'priya-raman',
      title: l10n(() => 'Lead Physiotherapist'),
      shortBio: l10n(
        () =>
          'Priya is a chartered physiotherapist who has treated rowers for ten years. She writes the Keel recovery sessions and checks every program for load.',
      ),
      longBio: l10nDoc(() =>
        doc(
          p(
            'Priya worked in a sports clinic next to a rowing lake for eight years, where most of her patients had a sore lower back and a race in three weeks.',
          ),
          p(
            'She joined Keel to help people train for years without injury, and reviews every program for how much it asks of your body each week.',
          ),
        ),
      ),
      questionsAndAnswers: qa(() => [
        [
          'What do people get wrong about recovery?',
          'They treat rest days as lost days. Your body adapts on the days you do not train.',
        ],
        [
          'Should rowing hurt your back?',
          'No. A little stiffness after a long row is normal; pain that changes how you move is not. Stop and get it looked at.',
        ],
        ['Your favorite stretch?', 'The figure-four hip stretch, on your back, for a minute a side.'],
      ]),
      socialMediaLinks: links(['social-priya-linkedin']),
      media: assetLinkTo(portraitId(3)),
    }),
    entry(AUTHORS.hannah, 'blogAuthor', {
      fullName: 'Hannah Croft',
      slug: 'hannah-croft',
      title: l10n(() => 'Head of Product Engineering'),
      shortBio: l10n(
        () =>
          'Hannah leads the team that designs and tests Keel rowers. Before Keel she engineered seats for trains, which is more like a rowing seat than you would think.',
      ),
      longBio: l10nDoc(() =>
        doc(
          p(
            'Hannah trained as a mechanical engineer and spent nine years designing seating for rail carriages: parts that take millions of load cycles and still have to feel good.',
          ),
          p(
            'At Keel she runs the workshop and the test lab, where every new part rows 10 million strokes on a rig before it ships.',
          ),
        ),
      ),
      questionsAndAnswers: qa((l) => [
        [
          'What is the hardest part of a rower to get right?',
          `The seat carriage. It has to roll silently under ${l.pick('330 pounds', '150 kilograms')} for ten years.`,
        ],
        ['Why ash?', 'It is strong, it flexes a little instead of cracking, and it feels warm under your hand.'],
        [
          'What is on your workbench now?',
          'A quieter flywheel cover, and a seat cushion prototype that three of us are arguing about.',
        ],
      ]),
      socialMediaLinks: links(['social-hannah-linkedin']),
      media: assetLinkTo(portraitId(5)),
    }),
  ];
}

// ---------------------------------------------------------------------------
// Articles

interface ArticleSpec {
  slug: string;
  title: string;
  teaser: (l: LocaleCopy) => string;
  category: string;
  author: string;
  heroImage: LifestyleName;
  publishDate: string;
  readingTimeMinutes: number;
  body: (l: LocaleCopy) => RichDocument;
  related?: string[];
  authorCards?: string[];
  options?: EntryOptions;
}

const ARTICLES: ArticleSpec[] = [
  {
    slug: 'how-to-row-with-good-form',
    title: 'The four parts of a good stroke',
    teaser: () =>
      'Catch, drive, finish, recovery: what each part of the stroke should feel like, and the one mistake to fix in each.',
    category: CATEGORIES.training,
    author: AUTHORS.maya,
    heroImage: 'morning-row',
    publishDate: '2026-02-03T08:00:00.000Z',
    readingTimeMinutes: 6,
    related: [article('your-first-four-weeks'), article('stroke-rate-explained')],
    body: () =>
      doc(
        p(
          'A rowing stroke has four parts, and the order of your body in each one matters more than how hard you pull. Get the order right and the power follows. Your Keel shows your stroke on screen as you row, so you can check each part as you go.',
        ),
        h(2, 'The four parts'),
        ol(
          li(
            bold('Catch. '),
            'Shins vertical, arms straight, body leaning slightly forward from the hips. Your heels can lift a little.',
          ),
          li(
            bold('Drive. '),
            'Push with your legs first. Your arms stay straight until your legs are nearly flat; then lean back and pull.',
          ),
          li(
            bold('Finish. '),
            'Legs flat, a slight lean back, the handle just under your ribs, elbows past your body.',
          ),
          li(
            bold('Recovery. '),
            'The drive in reverse: arms away, lean forward, then let the knees come up. Take twice as long as the drive.',
          ),
        ),
        embeddedAsset(lifestyleId('coaching-session')),
        h(2, 'The one mistake in each part'),
        ul(
          'At the catch: reaching so far forward that your back rounds.',
          'On the drive: bending your arms early, so your legs push into nothing.',
          'At the finish: lying back too far. A slight lean, to about 11 o’clock, is plenty.',
          li(
            'On the recovery: rushing the slide. This is the most common one by far; see ',
            entryHyperlink(article('stroke-rate-explained'), 'why a slower slide is faster'),
            '.',
          ),
        ),
        quote(
          'Legs, body, arms on the way back. Arms, body, legs on the way forward. Say it out loud for your first week.',
        ),
        p(
          'If you are new to rowing, start with the ',
          italic('Technique Foundations'),
          ' program in the app: ten classes of 15 minutes, one part of the stroke at a time.',
        ),
      ),
  },
  {
    slug: 'your-first-four-weeks',
    title: 'Your first four weeks on a Keel',
    teaser: () =>
      'A plan for the first month: three short rows a week, one new skill at a time, and how to tell when you are ready for more.',
    category: CATEGORIES.training,
    author: AUTHORS.maya,
    heroImage: 'rower-window',
    publishDate: '2026-02-17T08:00:00.000Z',
    readingTimeMinutes: 5,
    related: [article('how-to-row-with-good-form'), article('stretches-after-rowing')],
    body: (l) =>
      doc(
        p(
          'The first month is about habits, not fitness. Three rows a week at an easy pace will do more for you than two hard weeks followed by a sore back and a month off.',
        ),
        h(2, 'The plan'),
        table(
          ['Week', 'Sessions', 'Length', 'Focus'],
          [
            ['1', '3', '15 minutes', 'The order of the stroke: legs, body, arms'],
            ['2', '3', '20 minutes', 'A slower recovery than drive'],
            ['3', '3', '20-25 minutes', 'Holding a stroke rate of 20-22'],
            ['4', {content: 'Two of the above, plus one 30-minute steady row', colspan: 2}, 'Putting it together'],
          ],
        ),
        p(
          textNode(
            'Easy means you could hold a conversation. On the Keel Index, keep your Power stat below 600 for the whole month.',
          ),
        ),
        h(2, 'How to know you are ready for more'),
        ul(
          'You can row 30 minutes without stopping, at a rate of 20-24.',
          `Your split (time per 500 ${l.pick('meters', 'metres')}) stays within 5 seconds from start to finish.`,
          'You feel you could have done another ten minutes.',
        ),
        p(
          'When all three are true, try the ',
          entryHyperlink(article('stroke-rate-explained'), 'interval classes'),
          '. If one is not, repeat week 4. There is no rush.',
        ),
        hr(),
        p(italic('Maya writes the Keel programs and coaches three live classes a week.')),
      ),
  },
  {
    slug: 'rowing-for-runners',
    title: 'Rowing for runners: what carries over',
    teaser: () =>
      'Your heart and lungs are ready. Your back, arms and timing are not, yet. How runners can row without undoing their running.',
    category: CATEGORIES.training,
    author: AUTHORS.maya,
    heroImage: 'river-dawn',
    publishDate: '2026-03-10T08:00:00.000Z',
    readingTimeMinutes: 5,
    // The second related article is the never-published draft: delivery reports UNRESOLVABLE_LINK, preview resolves it.
    related: [article('how-to-row-with-good-form'), article('draft-winter-training-plan')],
    body: (l) =>
      doc(
        p(
          'Runners take to rowing fast: the aerobic engine is already there. What catches them out is that rowing is 60% legs, and the other 40% uses muscles running barely touches.',
        ),
        h(2, 'What carries over'),
        ul(
          'Pacing: you already know what a steady effort feels like.',
          'Breathing: one breath per stroke at easy rates, two at hard ones.',
          'Patience with long, easy sessions.',
        ),
        h(2, 'What does not'),
        ul(
          'Upper back and arm endurance. Expect your grip and shoulders to tire before your lungs do.',
          'Timing. Running rewards quick turnover; rowing rewards a slow recovery.',
          `Impact. There is none, so rowing fits on the day after a long run, when another ${l.pick('10 miles', '16 kilometres')} would not.`,
        ),
        quote('Row on your easy run days, not instead of your long run. Your running will thank you.'),
        p('A good start is two 20-minute rows a week at rate 20, in place of two easy runs.'),
      ),
  },
  {
    slug: 'stroke-rate-explained',
    title: 'Stroke rate, split and watts, explained',
    teaser: (l) =>
      `The three numbers on your screen: strokes per minute, time per 500 ${l.pick('meters', 'metres')} and power. Which one to watch, and when.`,
    category: CATEGORIES.training,
    author: AUTHORS.maya,
    heroImage: 'morning-row',
    publishDate: '2026-04-07T08:00:00.000Z',
    readingTimeMinutes: 4,
    body: (l) =>
      doc(
        p(
          'Your screen shows three numbers while you row. They measure different things, and a class will usually ask you to hold one of them.',
        ),
        table(
          ['Number', 'What it measures', 'A typical easy value'],
          [
            ['Stroke rate (spm)', 'Strokes per minute', '18-22'],
            ['Split (/500 m)', `Time to row 500 ${l.pick('meters', 'metres')} at this pace`, '2:20-2:40'],
            ['Watts', 'The power of each stroke', '80-140'],
          ],
        ),
        h(2, 'Why a slower slide is faster'),
        p(
          'Rate and power are not the same. At rate 20 with a strong drive you will often go faster than at rate 30 with a rushed one, because each stroke carries you further. The Precision stat in your ',
          textNode('Keel Index', 'bold'),
          ' rewards exactly this.',
        ),
        p(
          'Split is the number to race with; watts are the number to train with. Power goes up with the cube of speed: at a 2:00 split, rowing 2 seconds per 500 faster takes about 5% more power.',
        ),
        p(
          'Power = 2.80 / pace',
          textNode('3', 'superscript'),
          ', where pace is in seconds per ',
          l.pick('meter', 'metre'),
          `. You do not need the formula; the screen does the ${l.pick('math', 'maths')}. `,
          hyperlink('https://help.keel.example/en-us/metrics', 'How Keel measures your stroke'),
          '.',
        ),
      ),
  },
  {
    slug: 'stretches-after-rowing',
    title: 'Five stretches for after you row',
    teaser: () =>
      'Eight minutes on the mat after every row keeps your hamstrings, hips and lower back happy. Here is the routine our physiotherapists use.',
    category: CATEGORIES.recovery,
    author: AUTHORS.priya,
    heroImage: 'recovery-stretch',
    publishDate: '2026-02-24T08:00:00.000Z',
    readingTimeMinutes: 4,
    related: [article('rowing-with-a-stiff-back'), article('why-easy-days-matter')],
    authorCards: [AUTHORS.priya, AUTHORS.maya],
    body: () =>
      doc(
        p(
          'Rowing shortens the muscles at the back of your legs and the front of your hips. These five stretches undo that. Hold each for 45 seconds a side, breathing slowly.',
        ),
        ol(
          li(bold('Seated hamstring reach. '), 'Legs straight, reach for your shins, not your toes.'),
          li(bold('Figure-four. '), 'On your back, ankle over the opposite knee, pull the knee towards you.'),
          li(
            bold('Kneeling hip flexor. '),
            'One knee down, push your hips forward until you feel the front of the hip.',
          ),
          li(bold('Child’s pose. '), 'Knees wide, arms long, let your lower back round.'),
          li(bold('Thread the needle. '), 'On all fours, slide one arm under the other and rest your shoulder down.'),
        ),
        embeddedAsset(lifestyleId('recovery-stretch')),
        p(
          'The screen on the Pro and the Vista turns towards the mat, so you can follow the 8-minute ',
          italic('Post-Row Stretch'),
          ' class without moving your rower.',
        ),
        embeddedEntry(productId('rower-mat')),
      ),
  },
  {
    slug: 'rowing-with-a-stiff-back',
    title: 'Rowing with a stiff back: what to change',
    teaser: () =>
      'Most back stiffness after rowing comes from two habits. How to spot them, and when to stop and see someone.',
    category: CATEGORIES.recovery,
    author: AUTHORS.priya,
    heroImage: 'family-room',
    publishDate: '2026-05-12T08:00:00.000Z',
    readingTimeMinutes: 5,
    body: (l) =>
      doc(
        p(
          'A little stiffness after a long row is normal and passes in a day. If it lasts longer, or if it is worse on the day after than straight away, one of two habits is usually the cause.',
        ),
        h(2, '1. Reaching with your back, not your hips'),
        p(
          `At the catch, hinge forward from the hips with a long spine. If your lower back rounds to get further forward, shorten your reach by ${l.pick('an inch or two', 'a few centimetres')}. You lose almost nothing.`,
        ),
        h(2, '2. Leaning too far back at the finish'),
        p(
          'Past about 11 o’clock, your lower back takes the load your legs should. Finish with a slight lean and your ribs up.',
        ),
        quote(
          'Pain that changes how you move is a reason to stop, not to push through. See a physiotherapist before your next row.',
        ),
        p(
          'Rowing itself is kind to backs when the order of the stroke is right. Read ',
          entryHyperlink(article('how-to-row-with-good-form'), 'the four parts of a good stroke'),
          ' to check yours.',
        ),
      ),
  },
  {
    slug: 'why-easy-days-matter',
    title: 'Why your easy days matter',
    teaser: () =>
      'You get fitter between sessions, not during them. How to plan rest and easy rows so the hard ones count.',
    category: CATEGORIES.recovery,
    author: AUTHORS.priya,
    heroImage: 'rower-window',
    publishDate: '2026-06-16T08:00:00.000Z',
    readingTimeMinutes: 4,
    body: () =>
      doc(
        p(
          'Training is a stress; getting fitter is your body’s answer to it, and that answer happens while you rest. Skip the rest and you collect the stress without the answer.',
        ),
        h(2, 'A week that works'),
        ul(
          'Two hard sessions, never on consecutive days.',
          'Two or three easy rows you could hold a conversation through.',
          'One full rest day, or a walk.',
        ),
        h(3, 'Signs you need more rest'),
        ul(
          'Your resting heart rate is 5 or more beats above normal in the morning.',
          'Easy rows feel hard.',
          'You sleep badly after training.',
        ),
        p(
          'Pair a Heart Rate Monitor with your rower and the app tracks your resting heart rate for you: ',
          embeddedEntryInline(productId('heart-rate-monitor')),
          '.',
        ),
      ),
  },
  {
    slug: 'why-we-build-in-ash',
    title: 'Why we build our rails from ash',
    teaser: () =>
      'Aluminum would be cheaper. Here is why every Keel Pro and Vista still has a rail cut from solid ash, and how we make it last.',
    category: CATEGORIES.inside,
    author: AUTHORS.hannah,
    heroImage: 'team-workshop',
    publishDate: '2026-04-21T08:00:00.000Z',
    readingTimeMinutes: 6,
    related: [article('designing-a-quiet-rower')],
    body: (l) =>
      doc(
        p(
          'Ash has been used for oars, tool handles and cricket bats for centuries for one reason: it bends a little under load and springs back, where other woods crack.',
        ),
        h(2, 'Where our ash comes from'),
        p(
          `Every rail is cut from FSC-certified ash grown in ${l.pick('Pennsylvania and New York', 'the United States')}, dried for eight weeks and finished with three coats of hard wax oil.`,
        ),
        h(2, 'How we test it'),
        ol(
          'Each new batch of timber is load-tested to three times the rider limit.',
          'A sample rail rows 10 million strokes on our test rig; that is about 15 years of daily rowing.',
          'Every finished rail is checked by hand for knots on the seat track.',
        ),
        embeddedAsset(lifestyleId('team-workshop')),
        quote('Aluminum feels like a machine. Ash feels like something you want in your living room.'),
        p(
          'The Pro and the Vista have ash rails; the Wave uses an aluminum rail with an ash seat to keep its weight down.',
        ),
        embeddedEntry(productId('keel-pro-rower')),
      ),
  },
  {
    slug: 'designing-a-quiet-rower',
    title: 'How we made the Pro quieter than a conversation',
    teaser: () =>
      'From 68 dB to 55 dB in three prototypes: the flywheel, the seat wheels and a strap that stopped slapping.',
    category: CATEGORIES.inside,
    author: AUTHORS.hannah,
    heroImage: 'rower-window',
    publishDate: '2026-07-28T08:00:00.000Z',
    readingTimeMinutes: 5,
    // Published, then edited in a draft that is not yet published (Contentful's 'changed' status).
    options: {changed: true},
    body: () =>
      doc(
        p(
          'Our first Pro prototype measured 68 dB at full effort, 1 meter from the rower: about as loud as a vacuum cleaner in the next room. Members told us they rowed when nobody was home. We wanted a rower you could use while the house slept.',
        ),
        h(2, 'Three changes'),
        table(
          ['Change', 'Noise at full effort'],
          [
            ['First prototype', '68 dB'],
            ['Magnetic brake instead of a fan', '61 dB'],
            ['Polyurethane seat wheels on a sealed track', '57 dB'],
            ['A woven strap in place of a chain', '55 dB'],
          ],
        ),
        p('Because decibels are logarithmic, 13 dB quieter sounds less than half as loud.'),
        p(
          'We measure with a calibrated class 1 sound analyzer, 1 meter from the flywheel, at ',
          textNode('300 W', 'code'),
          ' sustained.',
        ),
        quote(
          'The strap was the surprise: the chain was only 2 dB, but it was the click people heard through the floor.',
        ),
      ),
  },
  {
    slug: 'winter-training-plan',
    title: 'A 12-week winter training plan',
    teaser: () =>
      'Three phases, four rows a week: build a base in December, add speed in January and test yourself in February.',
    category: CATEGORIES.training,
    author: AUTHORS.maya,
    heroImage: 'river-dawn',
    publishDate: '2026-12-01T08:00:00.000Z',
    readingTimeMinutes: 8,
    options: {draft: true},
    body: (l) =>
      doc(
        p('Winter is the best time to build your engine: the long, easy rows that make spring racing feel easy.'),
        h(2, 'Phase 1: base (weeks 1-4)'),
        p(
          `Four rows a week, all easy, building from 30 to 45 minutes. One of them is a long row of ${l.pick('10,000 meters', '10,000 metres')}.`,
        ),
        h(2, 'Phase 2: speed (weeks 5-8)'),
        p('Swap one easy row for intervals: 8 x 500 with 2 minutes rest.'),
        h(2, 'Phase 3: test (weeks 9-12)'),
        p('Taper in week 11, then row a 2,000 test in week 12.'),
      ),
  },
];

/** The draft's id says what it is, so nobody publishes it by mistake while it anchors the seed's UNRESOLVABLE_LINK. */
const articleEntryId = (spec: ArticleSpec) =>
  spec.options?.draft ? article(`draft-${spec.slug}`) : article(spec.slug);

function articles(): Entry[] {
  return ARTICLES.map((spec) =>
    entry(
      articleEntryId(spec),
      'blogArticle',
      {
        title: l10n(() => spec.title),
        slug: spec.slug,
        heroImage: assetLinkTo(lifestyleId(spec.heroImage)),
        articleTeaser: l10n(spec.teaser),
        blogCategory: link(spec.category),
        author: link(spec.author),
        articleBody: l10nDoc(spec.body),
        publishDate: spec.publishDate,
        readingTimeMinutes: spec.readingTimeMinutes,
        relatedArticles: spec.related ? links(spec.related) : undefined,
        authorCards: links(spec.authorCards ?? [spec.author]),
      },
      spec.options,
    ),
  );
}

function landing(): Entry[] {
  return [
    entry('seo-blog', 'seo', {
      internalName: 'SEO: Blog',
      slug: 'blog',
      seoTitle: l10n(() => 'The Keel blog: training, recovery and how we build our rowers'),
      metaDescription: l10n(
        () =>
          'Technique, training plans, recovery and stories from the Keel workshop, written by our coaches, physiotherapists and engineers.',
      ),
    }),
    entry('newsletter-blog', 'moduleNewsletter', {
      internalName: 'Newsletter: Blog',
      title: l10n(() => 'New articles, once a month'),
      inputPlaceholderText: l10n(() => 'Your e-mail address'),
      emailNotification: l10n(() => 'One e-mail a month. Unsubscribe from any e-mail.'),
      confirmationMessage: l10n(() => 'Thanks. The next one arrives at the start of the month.'),
      formId: 'newsletter-blog-2026',
      buttonText: l10n(() => 'Sign up'),
      backgroundColor: 'Sand',
      backgroundImage: assetLinkTo(lifestyleId('morning-row')),
    }),
    entry(PAGES.blog, 'pageBlogLanding', {
      internalName: 'Page: Blog',
      slug: 'blog',
      title: l10n(() => 'The Keel blog'),
      subtitle: l10n(
        () => 'Technique, training and recovery from our coaches and physiotherapists, and notes from the workshop.',
      ),
      heroImage: assetLinkTo(lifestyleId('river-dawn')),
      featuredArticles: links([
        article('how-to-row-with-good-form'),
        article('stretches-after-rowing'),
        article('why-we-build-in-ash'),
        article('your-first-four-weeks'),
      ]),
      categories: links(Object.values(CATEGORIES)),
      modules: links(['newsletter-blog']),
      seo: link('seo-blog'),
    }),
  ];
}

export function blogEntries(): Entry[] {
  return [...categories(), ...authors(), ...articles(), ...landing()];
}
