import {PRODUCTS} from '../../dev-backend/seed/catalog';
import type {Entry} from '../spaceExport';
import {APP_IMAGE, lifestyleId, packageImageId, productImageId} from '../assets';
import {assetLinkTo, bold, doc, entry, li, link, links, p, ul, type RichDocument} from '../builders';
import {l10n, l10nDoc, type LocaleCopy} from '../l10n';
import type {StepDisplayMode, StepId, StepSubType} from '../model/enums';
import {packageId, productId, variantId} from './catalog';
import {externalCta, internalCta, PAGES} from './ctas';

/**
 * The three rower configurators, each with all five steps (rules:cms-calls,
 * Configurator). Display modes are chosen so both post-add paths are
 * reachable (rules:cms, Post-add path): the Pro shows extended_warranty in the
 * first interstitial, the Wave shows accessories in the second ('Our
 * Bundles'), and the Vista keeps every step in the configurator.
 */

const MODALS = {
  packages: 'modal-step-packages',
  color: 'modal-step-color',
  accessories: 'modal-step-accessories',
  membership: 'modal-step-membership',
  extended_warranty: 'modal-step-extended-warranty',
} satisfies Record<StepId, string>;

const NO_PACKAGE = 'text-no-option-package';
const NO_WARRANTY = 'text-no-option-warranty';

const FAQ_CTAS = {
  packages: 'cta-faq-packages',
  delivery: 'cta-faq-delivery',
  membership: 'cta-faq-membership',
  warranty: 'cta-faq-warranty',
};

const FAQ = {
  packages: FAQ_CTAS.packages,
  color: FAQ_CTAS.delivery,
  accessories: FAQ_CTAS.delivery,
  membership: FAQ_CTAS.membership,
  extended_warranty: FAQ_CTAS.warranty,
} satisfies Record<StepId, string>;

function sharedEntries(): Entry[] {
  return [
    entry(NO_PACKAGE, 'text', {
      internalName: 'Configurator no-option: just the rower',
      type: 'Short Text',
      displayMode: 'Standard',
      shortText: 'Just the rower',
    }),
    entry(NO_WARRANTY, 'text', {
      internalName: 'Configurator no-option: no extended warranty',
      type: 'Short Text',
      displayMode: 'Standard',
      shortText: l10n(
        (l) => `No thanks, ${l.pick('the 12-month warranty is enough', 'the 12-month guarantee is enough')}`,
      ),
    }),
    internalCta(FAQ_CTAS.packages, 'Package questions', PAGES.home, {variant: 'Link', jumpLinkTarget: 'faq'}),
    internalCta(FAQ_CTAS.delivery, 'Delivery questions', PAGES.home, {variant: 'Link', jumpLinkTarget: 'faq'}),
    internalCta(FAQ_CTAS.membership, 'Membership questions', PAGES.home, {variant: 'Link', jumpLinkTarget: 'faq'}),
    internalCta(FAQ_CTAS.warranty, 'Warranty questions', PAGES.home, {variant: 'Link', jumpLinkTarget: 'faq'}),
    internalCta('cta-modal-see-bundles', 'See every package', PAGES.plp('bundles'), {variant: 'Secondary - Outline'}),
    internalCta('cta-modal-compare-rowers', 'Compare the rowers', PAGES.compare, {variant: 'Secondary - Outline'}),
    externalCta('cta-modal-warranty-terms', 'Read the plan terms', 'https://www.keel.example/legal/extended-warranty', {
      variant: 'Link',
      newWindow: true,
    }),
    externalCta('cta-modal-membership-classes', 'Browse this week’s classes', 'https://app.keel.example/classes', {
      variant: 'Link',
      newWindow: true,
    }),
    modal(MODALS.packages, 'What’s in a package', packageImageId('keel-pro-complete'), ['cta-modal-see-bundles'], (l) =>
      doc(
        p('A package is a rower with the accessories members add most, at a lower price than buying them one by one.'),
        ul(
          li('The ', bold('Essentials'), ' packages add a mat and a heart rate monitor.'),
          li('The ', bold('Complete'), ' packages add a seat cushion, a phone and tablet holder and a cover as well.'),
        ),
        p(`Everything ${l.pick('ships', 'is delivered')} together, and the saving is applied in your cart.`),
      ),
    ),
    modal(MODALS.color, 'Choosing a color', lifestyleId('showroom'), ['cta-modal-compare-rowers'], () =>
      doc(
        p('Every color has the same solid ash rail; the color is on the frame, the seat and the screen surround.'),
        p('Pirate Black is the one we always have in stock. Limited colors come in small batches and can sell out.'),
      ),
    ),
    modal(MODALS.accessories, 'Accessories', lifestyleId('recovery-stretch'), [], (l) =>
      doc(
        p(
          `Accessories ${l.pick('ship', 'are delivered')} in 2-4 days, separately from the rower, so the mat is there before the rower arrives.`,
        ),
        p('Everything has a 30-day return, like the rower.'),
      ),
    ),
    modal(MODALS.membership, 'What the membership includes', APP_IMAGE, ['cta-modal-membership-classes'], (l) =>
      doc(
        p(
          `The All-Access Membership is ${l.money(44, 39)} a month for up to five profiles on your rower. The first month is included with every rower.`,
        ),
        ul(
          'Live and on-demand classes, 10 to 60 minutes',
          'Scenic rows on 40 rivers and lakes',
          'Programs for technique, endurance and recovery',
        ),
        p('Cancel anytime from the app; there is no contract.'),
      ),
    ),
    modal(
      MODALS.extended_warranty,
      'Extended warranty',
      productImageId('extended-warranty-5-year'),
      ['cta-modal-warranty-terms'],
      (l) =>
        doc(
          p(
            `Every Keel comes with a 12-month ${l.pick('warranty', 'guarantee')}. An extended plan, from our protection-plan partner, adds three or five years of parts and labor, with a technician’s visit at home.`,
          ),
          p('You can add a plan up to 30 days after delivery.'),
        ),
    ),
  ];
}

function modal(id: string, title: string, image: string, ctas: string[], body: (l: LocaleCopy) => RichDocument): Entry {
  return entry(id, 'configuratorInfoModal', {
    internalName: `Configurator modal: ${title}`,
    title: l10n(() => title),
    description: l10nDoc(body),
    ctas: ctas.length ? links(ctas) : undefined,
    image: assetLinkTo(image),
    mobileImage: assetLinkTo(image),
  });
}

interface StepPlan {
  subType: StepSubType;
  displayMode: StepDisplayMode;
  products: string[];
  defaults?: string[];
  noOption?: string;
  collapsible?: boolean;
}

interface RowerPlan {
  handle: string;
  model: 'pro' | 'wave' | 'vista';
  label: string;
  packages: string[];
  packagesStep: Pick<StepPlan, 'subType' | 'displayMode' | 'defaults' | 'noOption'>;
  displayModes: Partial<Record<StepId, StepDisplayMode>>;
  mediaInsertPosition: number;
}

const ACCESSORIES = [
  'rower-mat',
  'heart-rate-monitor',
  'seat-cushion',
  'device-holder',
  'rower-cover',
  'cleaning-kit',
  'dumbbell-set',
];

const ROWERS: RowerPlan[] = [
  {
    handle: 'keel-pro-rower',
    model: 'pro',
    label: 'Pro',
    packages: ['keel-pro-essentials', 'keel-pro-complete', 'keel-row-and-strength'],
    packagesStep: {subType: 'Single - Unselectable', displayMode: 'Configurator', noOption: NO_PACKAGE},
    displayModes: {extended_warranty: 'Interstitial'},
    mediaInsertPosition: 3,
  },
  {
    handle: 'keel-wave-rower',
    model: 'wave',
    label: 'Wave',
    packages: ['keel-wave-essentials'],
    // Single with a default: the no-option item ('Just the rower') is the default (rules:cms-calls).
    packagesStep: {subType: 'Single', displayMode: 'Configurator', noOption: NO_PACKAGE},
    displayModes: {accessories: 'Interstitial 2'},
    mediaInsertPosition: 2,
  },
  {
    handle: 'keel-vista-rower',
    model: 'vista',
    label: 'Vista',
    packages: ['keel-vista-complete'],
    packagesStep: {subType: 'Single - Unselectable', displayMode: 'All'},
    displayModes: {},
    mediaInsertPosition: 3,
  },
];

const STEP_TEXT: Record<
  StepId,
  {tab: string; full: (rower: string) => string; type: string; body: (l: LocaleCopy, rower: string) => RichDocument}
> = {
  packages: {
    tab: 'Package',
    full: (rower) => `Add a ${rower} package`,
    type: 'PACKAGE',
    body: () => doc(p('A package adds the accessories members choose most, for less than buying them one by one.')),
  },
  color: {
    tab: 'Color',
    full: () => 'Choose your color',
    type: 'VARIANT',
    body: () => doc(p('Same ash rail, same stroke. Pick the color that suits your room.')),
  },
  accessories: {
    tab: 'Accessories',
    full: () => 'Add accessories',
    type: 'SECONDARY',
    body: (l) => doc(p(`Choose as many as you like. They ${l.pick('ship', 'are delivered')} in 2-4 days.`)),
  },
  membership: {
    tab: 'Membership',
    full: () => 'Your membership',
    type: 'SECONDARY',
    body: (l) =>
      doc(
        p(
          `Classes, scenic rows and programs for ${l.money(44, 39)} a month. The first month is on us; cancel anytime.`,
        ),
      ),
  },
  extended_warranty: {
    tab: 'Warranty',
    full: (rower) => `Protect your ${rower}`,
    type: 'WARRANTY',
    body: (l) => doc(p(`Add 3 or 5 years of parts and labor to the 12-month ${l.pick('warranty', 'guarantee')}.`)),
  },
};

const STEP_IDS: StepId[] = ['packages', 'color', 'accessories', 'membership', 'extended_warranty'];

function plan(rower: RowerPlan, stepId: StepId): StepPlan {
  const seed = PRODUCTS.find((product) => product.handle === rower.handle);
  if (!seed) throw new Error(`No rower ${rower.handle}`);
  const displayMode = rower.displayModes[stepId] ?? 'Configurator';
  switch (stepId) {
    case 'packages':
      return {...rower.packagesStep, products: rower.packages.map(packageId)};
    case 'color':
      return {
        subType: 'Single',
        displayMode: 'All',
        products: seed.variants.map((variant) => variantId(rower.handle, variant.color?.slug)),
        defaults: [variantId(rower.handle, 'pirate-black')],
      };
    case 'accessories':
      return {subType: 'Multi-select', displayMode, products: ACCESSORIES.map(productId), collapsible: true};
    case 'membership':
      return {
        subType: 'Single - Unselectable',
        displayMode,
        products: [productId('all-access-membership')],
        defaults: [productId('all-access-membership')],
      };
    case 'extended_warranty':
      return {
        subType: 'Single - Unselectable',
        displayMode,
        products: [productId('extended-warranty-3-year'), productId('extended-warranty-5-year')],
        noOption: NO_WARRANTY,
      };
  }
}

const stepEntryId = (model: string, stepId: StepId) => `step-keel-${model}-${stepId.replace('_', '-')}`;
export const configuratorId = (model: string) => `configurator-keel-${model}`;

function steps(rower: RowerPlan): Entry[] {
  return STEP_IDS.map((stepId) => {
    const step = plan(rower, stepId);
    const text = STEP_TEXT[stepId];
    return entry(stepEntryId(rower.model, stepId), 'configuratorStep', {
      internalName: `Step: ${rower.label} / ${stepId}`,
      stepId,
      type: text.type,
      subType: step.subType,
      displayMode: step.displayMode,
      stepTabName: l10n(() => text.tab),
      stepFullName: l10n(() => text.full(rower.label)),
      stepDescriptionRichText: l10nDoc((l) => text.body(l, rower.label)),
      stepDescriptionFontSize: 'Medium',
      products: links(step.products),
      defaultProducts: step.defaults ? links(step.defaults) : undefined,
      includeNoOption: step.noOption !== undefined,
      noOption: step.noOption ? link(step.noOption) : undefined,
      noOptionPosition: step.noOption ? 'First' : undefined,
      soldOutText: l10n(() => (stepId === 'color' ? 'Sold out: back in 6-8 weeks' : 'Sold out')),
      faqLink: link(FAQ[stepId]),
      collapsible: step.collapsible ?? false,
      hidePrices: false,
      modal: link(MODALS[stepId]),
    });
  });
}

function configurator(rower: RowerPlan): Entry {
  return entry(configuratorId(rower.model), 'configurator', {
    internalName: `Configurator: Keel ${rower.label} Rower`,
    product: link(productId(rower.handle)),
    steps: links(STEP_IDS.map((stepId) => stepEntryId(rower.model, stepId))),
    autoScroll: true,
    mediaInsertPosition: rower.mediaInsertPosition,
  });
}

export function configuratorEntries(): Entry[] {
  return [...sharedEntries(), ...ROWERS.flatMap((rower) => [configurator(rower), ...steps(rower)])];
}
