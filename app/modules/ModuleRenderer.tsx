import {Fragment, memo, Suspense, type ComponentType, type ReactNode} from 'react';
import {lazyStyled} from '~/lib/lazy/lazyStyled';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {Hero} from './Hero/Hero';
import * as shared from './shared/shared.css';
import {arrive, HeldModule, wasHeld} from './HeldModule';
import type {ModuleEntry, ModuleOf, PageModule, RenderedModule} from './types';

interface RenderProps<Name extends PageModule['__typename']> {
  module: ModuleOf<Name>;
  anchor: string;
  extras: RenderedModule['extras'];
  theme: RenderedModule['theme'];
  priority: boolean;
  now: number;
}

/** Modules a route renders itself (with its own loader data and action), by __typename. */
export type ModuleSlots = Partial<Record<PageModule['__typename'], (module: PageModule, anchor: string) => ReactNode>>;

type Renderer<Name extends PageModule['__typename']> = ComponentType<RenderProps<Name>>;
type Renderers = {[Name in PageModule['__typename']]?: Renderer<Name>};

/**
 * Each module type is its own chunk, loaded only by pages that show it: a
 * page's first-load JavaScript stays the shell's plus the lead hero. The
 * server renders every module in full (streaming SSR waits for the lazy
 * modules), so the HTML is complete and the code only hydrates it; the
 * module's stylesheets are linked before it (`lazyStyled`, decision 0038).
 */
function split<Name extends PageModule['__typename']>(
  id: string,
  load: () => Promise<(props: RenderProps<Name>) => ReactNode>,
): Renderer<Name> {
  return lazyStyled(id, () => load().then((component) => ({default: component as ComponentType<RenderProps<Name>>})));
}

/** The map from the CMS __typename to its component (rules:content-fields, Flexible layout page). */
const RENDERERS: Renderers = {
  ModuleHero: (props) => <Hero module={props.module} anchor={props.anchor} priority={props.priority} />,
  ModuleHeroSplit: split('modules/HeroSplit/HeroSplit', () =>
    import('./HeroSplit/HeroSplit').then((module) => module.HeroSplit),
  ),
  ModuleTeaser: split('modules/Teaser/Teaser', () => import('./Teaser/Teaser').then((module) => module.Teaser)),
  ModuleValueProps: split('modules/ValueProps/ValueProps', () =>
    import('./ValueProps/ValueProps').then((module) => module.ValueProps),
  ),
  ModuleHighlightsGrid: split('modules/HighlightsGrid/HighlightsGrid', () =>
    import('./HighlightsGrid/HighlightsGrid').then((module) => module.HighlightsGrid),
  ),
  ModuleFaq: split('modules/Faq/Faq', () => import('./Faq/Faq').then((module) => module.Faq)),
  ModuleEquipmentCompare: split('modules/EquipmentCompare/EquipmentCompare', () =>
    import('./EquipmentCompare/EquipmentCompare').then((module) => module.EquipmentCompare),
  ),
  ModuleProductComparison: split('modules/ProductComparison/ProductComparison', () =>
    import('./ProductComparison/ProductComparison').then((module) => module.ProductComparison),
  ),
  ModuleReviews: split('modules/Reviews/Reviews', () => import('./Reviews/Reviews').then((module) => module.Reviews)),
  ModulePressQuotes: split('modules/PressQuotes/PressQuotes', () =>
    import('./PressQuotes/PressQuotes').then((module) => module.PressQuotes),
  ),
  ModuleTestimonials: split('modules/Testimonials/Testimonials', () =>
    import('./Testimonials/Testimonials').then((module) => module.Testimonials),
  ),
  ModulePeopleList: split('modules/PeopleList/PeopleList', () =>
    import('./PeopleList/PeopleList').then((module) => module.PeopleList),
  ),
  ModuleCareersList: split('modules/CareersList/CareersList', () =>
    import('./CareersList/CareersList').then((module) => module.CareersList),
  ),
  ModuleNewsletter: split('modules/Newsletter/Newsletter', () =>
    import('./Newsletter/Newsletter').then((module) => module.Newsletter),
  ),
  ModuleContactCard: split('modules/ContactCard/ContactCard', () =>
    import('./ContactCard/ContactCard').then((module) => module.ContactCard),
  ),
  ModuleReferralForm: split('modules/ReferralForm/ReferralForm', () =>
    import('./ReferralForm/ReferralForm').then((module) => module.ReferralForm),
  ),
  ModuleMetricsGauge: split('modules/MetricsGauge/MetricsGauge', () =>
    import('./MetricsGauge/MetricsGauge').then((module) => module.MetricsGauge),
  ),
  ModuleBlogPromo: split('modules/BlogPromo/BlogPromo', () =>
    import('./BlogPromo/BlogPromo').then((module) => module.BlogPromo),
  ),
  ModuleRelatedArticles: split('modules/RelatedArticles/RelatedArticles', () =>
    import('./RelatedArticles/RelatedArticles').then((module) => module.RelatedArticlesModule),
  ),
  ModuleLocator: split('modules/Locator/LocatorModule', () =>
    import('./Locator/LocatorModule').then((module) => module.LocatorModule),
  ),
  ModuleProductCarousel: split('modules/ProductCarousel/ProductCarousel', () =>
    import('./ProductCarousel/ProductCarousel').then((module) => module.ProductCarousel),
  ),
  EventCountdown: split('modules/EventCountdown/EventCountdown', () =>
    import('./EventCountdown/EventCountdown').then((module) => module.EventCountdown),
  ),
  ModuleBento: split('modules/Bento/Bento', () => import('./Bento/Bento').then((module) => module.Bento)),
  ModuleWorkoutActivities: split('modules/WorkoutActivities/WorkoutActivities', () =>
    import('./WorkoutActivities/WorkoutActivities').then((module) => module.WorkoutActivities),
  ),
  ModuleJumpButton: split('modules/JumpButton/JumpButton', () =>
    import('./JumpButton/JumpButton').then((module) => module.JumpButton),
  ),
  ModuleProductSticky: split('modules/ProductSticky/ProductSticky', () =>
    import('./ProductSticky/ProductSticky').then((module) => module.ProductSticky),
  ),
  ModuleCoaches: split('modules/Coaches/Coaches', () => import('./Coaches/Coaches').then((module) => module.Coaches)),
};

function ModuleBody({entry, priority, now}: {entry: RenderedModule; priority: boolean; now: number}) {
  const Component = RENDERERS[entry.module.__typename] as Renderer<PageModule['__typename']> | undefined;
  // The server drops unknown types; this guards a stale client bundle against a newer CMS type.
  if (!Component) return null;
  return (
    <Component
      module={entry.module}
      anchor={entry.anchor}
      extras={entry.extras}
      theme={entry.theme}
      priority={priority}
      now={now}
    />
  );
}

/**
 * One module behind memo and its own Suspense boundary: a parent update must
 * not reach a boundary that is still hydrating, or React drops its server
 * HTML (React error 421; see ProductPage). Equal content, no re-render. A
 * held module (decision 0105) hydrates as a copy of its server HTML until its data arrives (decision 0145).
 */
const ModuleBoundary = memo(
  function ModuleBoundary({entry, priority, now}: {entry: ModuleEntry; priority: boolean; now: number}) {
    return (
      <Suspense fallback={null}>
        {'held' in entry || wasHeld(entry.module.sys.id) ? (
          <HeldModule entry={entry}>{(full) => <ModuleBody entry={full} priority={priority} now={now} />}</HeldModule>
        ) : (
          <ModuleBody entry={entry} priority={priority} now={now} />
        )}
      </Suspense>
    );
  },
  (before, after) => before.priority === after.priority && JSON.stringify(before.entry) === JSON.stringify(after.entry),
);

/** An entry's CMS type and id, held or not. */
export const entryType = (entry: ModuleEntry) => ('held' in entry ? entry.held.__typename : entry.module.__typename);
const entryId = (entry: ModuleEntry) => ('held' in entry ? entry.held.id : entry.module.sys.id);

/** rules:content-fields: the scroll navigation, built from the modules' scrollNavigationTitle. */
export function ScrollNavigation({links}: {links: ReadonlyArray<{href: string; label: string}>}) {
  if (links.length < 2) return null;
  return (
    <nav aria-label="On this page" className={shared.scrollNav} data-testid="scroll-navigation">
      <ul className={shared.scrollNavList}>
        {links.map((link) => (
          <li key={link.href}>
            <LocaleLink to={link.href} className={shared.scrollNavLink}>
              {link.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A flexible layout page's modules, in order (rules:content-fields). The first one is the
 * page's h1 when it is a hero, and loads its image eagerly.
 */
export function ModuleList({
  modules,
  now,
  navigation = [],
  slots = {},
}: {
  modules: readonly ModuleEntry[];
  now: number;
  navigation?: ReadonlyArray<{href: string; label: string}>;
  slots?: ModuleSlots;
}) {
  // Whole entries of modules this document held reach their waiting boundaries first (decision 0105).
  for (const entry of modules) if (!('held' in entry)) arrive(entry);
  const first = modules[0];
  const leadsWithHero = first ? ['ModuleHero', 'ModuleHeroSplit'].includes(entryType(first)) : false;
  return (
    <>
      {leadsWithHero && first ? <ModuleBoundary entry={first} priority now={now} /> : null}
      <ScrollNavigation links={navigation} />
      {modules.slice(leadsWithHero ? 1 : 0).map((entry) => {
        // A module the route renders itself (it needs the route's own data and action).
        // (A route with slots holds no modules back.)
        const slot = 'held' in entry ? undefined : slots[entry.module.__typename];
        return (
          <Fragment key={entryId(entry)}>
            {slot && !('held' in entry) ? (
              slot(entry.module, entry.anchor)
            ) : (
              <ModuleBoundary entry={entry} priority={false} now={now} />
            )}
          </Fragment>
        );
      })}
    </>
  );
}
