import {inlineVars} from '~/styles/inlineVars';
import {useRef, useState} from 'react';
import {scrollBehavior} from '~/lib/scroll';
import {
  HIGHLIGHTS_CARDS_PER_ROW,
  HIGHLIGHTS_SCROLL_DELAY_MS,
  highlightsCollapsedCount,
  highlightsExpandMs,
  highlightsScrollTop,
} from '~/lib/content/content';
import {MOBILE_QUERY} from '../shared/media';
import {CmsImage} from '../shared/CmsImage';
import {SeeMoreButton} from '../shared/SeeMore';
import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleHighlightsGrid, ModuleProps} from '../types';
import * as styles from './HighlightsGrid.css';

/**
 * rules:content-fields highlights grid: two cards a row, collapsed to 2 rows (3 on mobile),
 * 'See All Highlights' / 'Hide Highlights'; after expanding, the page scrolls
 * to the grid (header offset + 40) after 300 ms. Collapsing is CSS, so the
 * server's markup is already the collapsed grid.
 */
export function HighlightsGrid({module, anchor, theme}: ModuleProps<ModuleHighlightsGrid>) {
  const [expanded, setExpanded] = useState(false);
  // Known on the first expand (the hidden rows depend on the viewport then); kept after collapsing.
  const [expandMs, setExpandMs] = useState<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const titleId = `${anchor}-title`;
  const cards = (module.cardsCollection?.items ?? []).filter((card) => card?.title);
  // The toggle shows only when some card is hidden on the smaller (desktop) count.
  const collapsible = module.collapsible !== false && cards.length > highlightsCollapsedCount(false);

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    if (!next || !gridRef.current) return;
    const grid = gridRef.current;
    const isMobile = window.matchMedia(MOBILE_QUERY).matches;
    const hiddenRows = Math.ceil((cards.length - highlightsCollapsedCount(isMobile)) / HIGHLIGHTS_CARDS_PER_ROW);
    setExpandMs(highlightsExpandMs(hiddenRows, Boolean(module.slow)));
    window.setTimeout(() => {
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      const top = highlightsScrollTop(grid.getBoundingClientRect().top + window.scrollY, header);
      window.scrollTo({top, behavior: scrollBehavior()});
    }, HIGHLIGHTS_SCROLL_DELAY_MS);
  };

  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="highlights">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <ul
        ref={gridRef}
        id={`${anchor}-cards`}
        className={styles.grid}
        style={expandMs === null ? undefined : inlineVars({[styles.expandDuration]: `${expandMs}ms`})}
        data-collapsed={collapsible && !expanded}
        data-expanded={expanded}
      >
        {cards.map((card) =>
          card ? (
            <li key={card.sys.id} className={styles.card}>
              <CmsImage asset={card.image} width={800} sizes="(width <= 768px) 50vw, 600px" className={styles.image} />
              <div className={styles.body}>
                <h3 className={styles.cardTitle}>{card.title}</h3>
                {card.description ? <p>{card.description}</p> : null}
              </div>
            </li>
          ) : null,
        )}
      </ul>
      {collapsible ? (
        <SeeMoreButton
          expanded={expanded}
          controls={`${anchor}-cards`}
          onToggle={toggle}
          className={styles.toggle}
          more="See All Highlights"
          less="Hide Highlights"
        />
      ) : null}
    </Section>
  );
}
