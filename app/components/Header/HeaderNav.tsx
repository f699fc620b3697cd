import {useEffect, useId, useReducer, useRef, type FocusEvent} from 'react';
import {useLocation} from 'react-router';
import {CtaLink} from '~/components/Cta/CtaLink';
import {Icon} from '~/components/Icon/Icon';
import type {Locale} from '~/lib/i18n';
import type {NavColumn, Navigation} from '~/lib/shell/shell';
import {headerReducer, INITIAL_HEADER} from '~/lib/shell/shellState';
import {button} from '~/styles/button';
import * as styles from './Header.css';
import HeaderSearch from './HeaderSearch';

/** Without CMS content the shopper can still reach the listings. */
const FALLBACK_COLUMNS: NavColumn[] = [
  {
    heading: 'Rowers',
    displayMode: 'All',
    links: [{kind: 'INTERNAL', text: 'All rowers', href: '/listings/rowers/', icon: 'Arrow'}],
  },
  {
    heading: 'Accessories',
    displayMode: 'All',
    links: [{kind: 'INTERNAL', text: 'All accessories', href: '/listings/accessories/', icon: 'Arrow'}],
  },
  {
    heading: 'Bundles',
    displayMode: 'All',
    links: [{kind: 'INTERNAL', text: 'All bundles', href: '/listings/bundles/', icon: 'Arrow'}],
  },
];

/** A column's overview link (its 'All …' CTA, marked with the Arrow icon): the heading links there. */
function overviewOf(column: NavColumn) {
  return column.links.find((link) => link.kind === 'INTERNAL' && link.icon === 'Arrow');
}

/**
 * The top navigation (rules:shell-fields): a column per subsection, each heading a link
 * to its overview and a toggle for its panel; below 1024px the whole menu
 * sits behind a Menu button. rules:shell-states: the header state is OPEN or CLOSED and
 * starts CLOSED; navigating, Escape or a click outside closes it.
 */
export default function HeaderNav({navigation, locale}: {navigation: Navigation | null; locale: Locale}) {
  const [snapshot, send] = useReducer(headerReducer, INITIAL_HEADER);
  const {pathname} = useLocation();
  const groupRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const columns = navigation?.columns.length ? navigation.columns : FALLBACK_COLUMNS;
  const section = snapshot.section;
  const open = snapshot.state === 'OPEN' || section !== null;

  useEffect(() => send({type: 'menu.close'}), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) send({type: 'menu.close'});
    };
    // Escape closes the open subsection (focus back on its toggle), then the menu (focus on Menu).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      if (section !== null) {
        document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(`${navId}-${section}`)}"]`)?.focus();
        send({type: 'section.close'});
      } else {
        menuButtonRef.current?.focus();
        send({type: 'menu.close'});
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, section, navId]);

  // A subsection closes when focus leaves it (disclosure navigation).
  const onBlurSection = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({type: 'section.close'});
  };

  const cta = navigation?.cta;
  return (
    <div ref={groupRef} data-part="nav-group">
      <button
        ref={menuButtonRef}
        type="button"
        data-part="menu-button"
        aria-expanded={snapshot.state === 'OPEN'}
        aria-controls={navId}
        onClick={() => send({type: 'menu.toggle'})}
      >
        <Icon name={snapshot.state === 'OPEN' ? 'menu-close' : 'menu'} size={22} />
        Menu
      </button>
      <nav id={navId} aria-label="Main" className={styles.nav} data-header-state={snapshot.state}>
        <ul data-part="nav-list">
          {columns.map((column, index) => {
            const overview = overviewOf(column);
            const panelId = `${navId}-${index}`;
            const expanded = section === index;
            return (
              <li key={column.heading} data-part="nav-item" data-display={column.displayMode} onBlur={onBlurSection}>
                {overview?.href ? (
                  <CtaLink cta={overview} locale={locale} part="nav-link">
                    {column.heading}
                  </CtaLink>
                ) : (
                  <span data-part="nav-link">{column.heading}</span>
                )}
                <button
                  id={`${panelId}-toggle`}
                  type="button"
                  data-part="section-toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  aria-label={`${column.heading} menu`}
                  onClick={() => send({type: 'section.toggle', index})}
                >
                  <Icon name="nav-toggle" size={12} />
                </button>
                <ul id={panelId} data-part="panel" hidden={!expanded}>
                  {column.links.map((link) => (
                    <li key={`${link.text}-${link.href ?? ''}`}>
                      <CtaLink cta={link} locale={locale} returnFocusTo={`${panelId}-toggle`} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {cta ? <CtaLink cta={cta} locale={locale} part="nav-cta" className={button(cta.button)} /> : null}
      {/* rules:search-loads-late: the search sits with the navigation, so its code loads after the first paint too; until then it is a link to /search. */}
      <HeaderSearch />
    </div>
  );
}
