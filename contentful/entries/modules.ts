import type {Entry} from '../spaceExport';
import {APP_IMAGE, lifestyleId, VIDEO_ROWING, VIDEO_ROWING_COVER, VIDEO_WATER, type LifestyleName} from '../assets';
import {assetLinkTo, doc, entry, link, links, p} from '../builders';
import {l10n, l10nDoc, type LocaleCopy} from '../l10n';
import type {ActivityLevel} from '../model/enums';
import {BADGES} from './catalog';
import {externalCta, internalCta, PAGES} from './ctas';

/**
 * Modules the PDPs and /about stack besides those of the home page: an app
 * teaser with video, workout activities, a referral form, a blog promo, and
 * the font styles the FAQ modules use.
 */

export const MODULES = {
  appTeaser: 'teaser-keel-app',
  workouts: 'workout-activities-rowing',
  referral: 'referral-give-get',
  blogPromo: 'blog-promo-about',
  faqTitleStyle: 'font-style-faq-title',
  faqQuestionStyle: 'font-style-faq-question',
  faqQuestionLargeStyle: 'font-style-faq-question-large',
} as const;

const ACTIVITIES: Array<{
  key: string;
  name: string;
  level: ActivityLevel;
  short: (l: LocaleCopy) => string;
  long: (l: LocaleCopy) => string;
  image: LifestyleName;
  video?: boolean;
  target?: string;
  badge?: string;
}> = [
  {
    key: 'recovery-row',
    name: 'Recovery rows',
    level: 'Breathe',
    short: () => '15 to 20 minutes at a pace you could chat at, to loosen up the day after a hard session.',
    long: () =>
      'Low stroke rate, long slide, slow breathing. The coach keeps you under 65% of your maximum heart rate and finishes with a five-minute stretch.',
    image: 'recovery-stretch',
  },
  {
    key: 'technique',
    name: 'Technique drills',
    level: 'Steady',
    short: () => 'One part of the stroke at a time: pause drills, legs only, arms and body.',
    long: () =>
      'Ten-minute drills that build the order of the stroke until you stop thinking about it. Start here if you are new to rowing.',
    image: 'coaching-session',
    target: PAGES.article('how-to-row-with-good-form'),
  },
  {
    key: 'steady-state',
    name: 'Steady state',
    level: 'Build',
    short: () => '30 to 60 minutes at one steady effort: the rows that build your engine.',
    long: () =>
      'Hold a stroke rate of 18 to 22 and a split you could keep for an hour. Pick a class with a coach or a scenic row.',
    image: 'river-dawn',
    video: true,
  },
  {
    key: 'intervals',
    name: 'Intervals',
    level: 'Push',
    short: (l) => `Hard pieces of 250 to 1,000 ${l.pick('meters', 'metres')} with rest between, for speed and power.`,
    long: () =>
      'Work and rest are set for you, and the screen shows how your split holds up from the first piece to the last.',
    image: 'morning-row',
  },
  {
    key: 'sprints',
    name: 'Sprints',
    level: 'Sprint',
    short: () => 'Ten to twenty all-out strokes, repeated. Short, hard and over in 20 minutes.',
    long: () => 'For members with a few months of rowing behind them. The coach checks your form between every sprint.',
    image: 'hotel-gym',
  },
  {
    key: 'row-and-lift',
    name: 'Row + Lift',
    level: 'Build',
    short: () => 'Alternate rowing and strength on the Forge in one 40-minute class.',
    long: () => 'Eight minutes on the rower, eight on the Forge, three rounds. Needs the Keel Forge Strength Platform.',
    image: 'studio-strength',
    target: PAGES.pdp('keel-forge-strength-platform'),
    badge: BADGES.new,
  },
];

export function moduleEntries(): Entry[] {
  return [
    entry(MODULES.faqTitleStyle, 'fontStyle', {
      internalName: 'Font style: FAQ title',
      titleFontLevel: 'Heading 2',
      titleFontWeight: 'Semi-Bold',
      titleHeadingLevel: 'h2',
      paragraphTextStyle: 'Body',
    }),
    entry(MODULES.faqQuestionStyle, 'fontStyle', {
      internalName: 'Font style: FAQ question',
      titleFontLevel: 'Heading 5',
      titleFontWeight: 'Normal',
      titleHeadingLevel: 'h3',
      paragraphTextStyle: 'Body',
    }),
    // Tall questions (rules:cms-constants: the accordion's 90px rows), on the personal coaching page.
    entry(MODULES.faqQuestionLargeStyle, 'fontStyle', {
      internalName: 'Font style: FAQ question, large',
      titleFontLevel: 'Heading 4',
      titleFontWeight: 'Semi-Bold',
      titleHeadingLevel: 'h3',
      paragraphTextStyle: 'Body',
    }),
    internalCta('cta-teaser-watch', 'Watch a class', undefined, {
      variant: 'Secondary',
      videoModal: assetLinkTo(VIDEO_ROWING),
    }),
    entry(MODULES.appTeaser, 'moduleTeaser', {
      internalName: 'Teaser: Keel app',
      eyebrow: l10n(() => 'The Keel app'),
      title: l10n(() => 'A coach in the room, whenever you row'),
      description: l10n(
        () =>
          'Over 900 classes from 10 to 60 minutes, scenic rows on 40 rivers and lakes, and programs that plan your week. Your first month is included.',
      ),
      image: assetLinkTo(APP_IMAGE),
      video: assetLinkTo(VIDEO_ROWING),
      videoCover: assetLinkTo(VIDEO_ROWING_COVER),
      imagePosition: 'Left',
      cta: link('cta-teaser-watch'),
      backgroundColor: 'Neutral',
      scrollNavigationTitle: l10n(() => 'The app'),
    }),
    ...ACTIVITIES.map((activity) =>
      entry(`workout-${activity.key}`, 'workoutActivity', {
        name: l10n(() => activity.name),
        activityLevel: activity.level,
        shortDescription: l10n(activity.short),
        longDescription: l10nDoc((l) => doc(p(activity.long(l)))),
        image: assetLinkTo(lifestyleId(activity.image)),
        video: activity.video ? assetLinkTo(VIDEO_WATER) : undefined,
        targetPage: activity.target ? link(activity.target) : undefined,
        badge: activity.badge ? link(activity.badge) : undefined,
      }),
    ),
    internalCta('cta-workouts-quiz', 'Find the rower for how you train', PAGES.quiz, {variant: 'Link', icon: 'Arrow'}),
    entry(MODULES.workouts, 'moduleWorkoutActivities', {
      internalName: 'Workout activities: Rowing',
      title: l10n(() => 'Every kind of row'),
      subtitle: l10n(() => 'From a 15-minute recovery row to all-out sprints.'),
      activities: links(ACTIVITIES.map((activity) => `workout-${activity.key}`)),
      cta: link('cta-workouts-quiz'),
      scrollNavigationTitle: l10n(() => 'Workouts'),
    }),
    externalCta('cta-referral-terms', 'Referral terms', 'https://www.keel.example/legal/referrals', {
      variant: 'Link',
      newWindow: true,
    }),
    entry(MODULES.referral, 'moduleReferralForm', {
      internalName: 'Referral form: Give and get',
      title: l10n((l) => `Give ${l.money(100, 75)}, get ${l.money(100, 75)}`),
      copy: l10n(
        (l) =>
          `Share your link with a friend. They get ${l.money(100, 75)} off their first rower, and when it is delivered you get ${l.money(100, 75)} back on your card. No limit on how many friends.`,
      ),
      useReferralApi: true,
      backgroundImage: assetLinkTo(lifestyleId('family-room')),
      cta: link('cta-referral-terms'),
    }),
    internalCta('cta-blog-promo', 'Read the blog', PAGES.blog, {variant: 'Link', icon: 'Arrow'}),
    entry(MODULES.blogPromo, 'moduleBlogPromo', {
      internalName: 'Blog promo: About',
      title: l10n(() => 'Notes from the workshop'),
      subtitle: l10n(() => 'How we design, build and test Keel rowers.'),
      articles: links([
        PAGES.article('why-we-build-in-ash'),
        PAGES.article('designing-a-quiet-rower'),
        PAGES.article('how-to-row-with-good-form'),
      ]),
      cta: link('cta-blog-promo'),
      backgroundColor: 'Alabaster',
    }),
  ];
}
