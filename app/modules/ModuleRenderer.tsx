import {Fragment, memo, Suspense, type ComponentType, type ReactNode} from 'react';
import {lazySection} from '~/lib/lazy/lazySection';
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
 * server renders every module it does not hold back in full (streaming SSR waits for the lazy
 * modules), so the HTML is complete and the code only hydrates it. Each sits
 * in `ModuleBoundary` (memo and Suspense), so it brings none of its own (app/lib/lazy/README.md). The map from the CMS
 * __typename to its component (rules:content-fields, Flexible layout page).
 */
const RENDERERS: Renderers = {
  ModuleHero: (props) => <Hero module={props.module} anchor={props.anchor} priority={props.priority} />,
  ModuleHeroSplit: lazySection(() => import('./HeroSplit/HeroSplit'), {name: 'HeroSplit', boundary: 'caller'}),
  ModuleTeaser: lazySection(() => import('./Teaser/Teaser'), {name: 'Teaser', boundary: 'caller'}),
  ModuleValueProps: lazySection(() => import('./ValueProps/ValueProps'), {name: 'ValueProps', boundary: 'caller'}),
  ModuleHighlightsGrid: lazySection(() => import('./HighlightsGrid/HighlightsGrid'), {
    name: 'HighlightsGrid',
    boundary: 'caller',
  }),
  ModuleFaq: lazySection(() => import('./Faq/Faq'), {name: 'Faq', boundary: 'caller'}),
  ModuleEquipmentCompare: lazySection(() => import('./EquipmentCompare/EquipmentCompare'), {
    name: 'EquipmentCompare',
    boundary: 'caller',
  }),
  ModuleProductComparison: lazySection(() => import('./ProductComparison/ProductComparison'), {
    name: 'ProductComparison',
    boundary: 'caller',
  }),
  ModuleReviews: lazySection(() => import('./Reviews/Reviews'), {name: 'Reviews', boundary: 'caller'}),
  ModulePressQuotes: lazySection(() => import('./PressQuotes/PressQuotes'), {name: 'PressQuotes', boundary: 'caller'}),
  ModuleTestimonials: lazySection(() => import('./Testimonials/Testimonials'), {
    name: 'Testimonials',
    boundary: 'caller',
  }),
  ModulePeopleList: lazySection(() => import('./PeopleList/PeopleList'), {name: 'PeopleList', boundary: 'caller'}),
  ModuleCareersList: lazySection(() => import('./CareersList/CareersList'), {name: 'CareersList', boundary: 'caller'}),
  ModuleNewsletter: lazySection(() => import('./Newsletter/Newsletter'), {name: 'Newsletter', boundary: 'caller'}),
  ModuleContactCard: lazySection(() => import('./ContactCard/ContactCard'), {name: 'ContactCard', boundary: 'caller'}),
  ModuleReferralForm: lazySection(() => import('./ReferralForm/ReferralForm'), {
    name: 'ReferralForm',
    boundary: 'caller',
  }),
  ModuleMetricsGauge: lazySection(() => import('./MetricsGauge/MetricsGauge'), {
    name: 'MetricsGauge',
    boundary: 'caller',
  }),
  ModuleBlogPromo: lazySection(() => import('./BlogPromo/BlogPromo'), {name: 'BlogPromo', boundary: 'caller'}),
  ModuleRelatedArticles: lazySection(() => import('./RelatedArticles/RelatedArticles'), {
    name: 'RelatedArticlesModule',
    boundary: 'caller',
  }),
  ModuleLocator: lazySection(() => import('./Locator/LocatorModule'), {name: 'LocatorModule', boundary: 'caller'}),
  ModuleProductCarousel: lazySection(() => import('./ProductCarousel/ProductCarousel'), {
    name: 'ProductCarousel',
    boundary: 'caller',
  }),
  EventCountdown: lazySection(() => import('./EventCountdown/EventCountdown'), {
    name: 'EventCountdown',
    boundary: 'caller',
  }),
  ModuleBento: lazySection(() => import('./Bento/Bento'), {name: 'Bento', boundary: 'caller'}),
  ModuleWorkoutActivities: lazySection(() => import('./WorkoutActivities/WorkoutActivities'), {
    name: 'WorkoutActivities',
    boundary: 'caller',
  }),
  ModuleJumpButton: lazySection(() => import('./JumpButton/JumpButton'), {name: 'JumpButton', boundary: 'caller'}),
  ModuleProductSticky: lazySection(() => import('./ProductSticky/ProductSticky'), {
    name: 'ProductSticky',
    boundary: 'caller',
  }),
  ModuleCoaches: lazySection(() => import('./Coaches/Coaches'), {name: 'Coaches', boundary: 'caller'}),
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
 * held module (decision 0105) is an empty wrapper until its data arrives (decision 0167).
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
