import {useRef, useState} from 'react';
import {inlineVars} from '~/styles/inlineVars';
import {bentoLayout} from '~/lib/content/pageModules';
import {button} from '~/styles/button';
import {CmsImage} from '../shared/CmsImage';
import {SeeMoreButton} from '../shared/SeeMore';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleBento} from '../types';
import * as styles from './Bento.css';

/**
 * rules:content-fields featured bento blocks: Tall (3 a row) or Wide (2 a row), collapsed
 * to initialRowDisplayCount rows with 'See more'; a click opens a slider of
 * the blocks with their descriptions (a native modal <dialog>: focus stays
 * inside, Esc closes); below 768px the blocks are a horizontal slider.
 */
export function Bento({module, anchor}: {module: ModuleBento; anchor: string}) {
  const titleId = `${anchor}-title`;
  const blocks = (module.blocksCollection?.items ?? []).filter((block) => block?.title).slice(0, 15);
  const layout = bentoLayout(module.layout, module.initialRowDisplayCount, blocks.length);
  const [expanded, setExpanded] = useState(false);
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openAt = (at: number) => {
    setIndex(at);
    dialogRef.current?.showModal();
  };
  const current = blocks[index];
  const counter = (value: number) => String(value).padStart(2, '0');
  return (
    <Section anchor={anchor} titleId={titleId} testId="bento">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <ul
        id={`${anchor}-blocks`}
        className={styles.grid}
        style={inlineVars({[styles.perRow]: String(layout.perRow)})}
        data-collapsed={layout.collapsible && !expanded}
      >
        {blocks.map((block, at) =>
          block ? (
            <li key={block.sys.id} className={styles.block} data-beyond={at >= layout.visible}>
              <button type="button" className={styles.open} onClick={() => openAt(at)} aria-haspopup="dialog">
                <CmsImage
                  asset={block.image}
                  width={640}
                  sizes="(width <= 768px) 250px, 33vw"
                  alt=""
                  className={module.layout === 'Wide' ? styles.wide : styles.tall}
                />
                <span className={styles.blockTitle}>{block.title}</span>
              </button>
            </li>
          ) : null,
        )}
      </ul>
      {layout.collapsible ? (
        <SeeMoreButton
          expanded={expanded}
          controls={`${anchor}-blocks`}
          onToggle={() => setExpanded(!expanded)}
          className={styles.more}
          more="See more"
          less="See less"
        />
      ) : null}
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${anchor}-slide-title`}>
        {current ? (
          <div className={styles.slide}>
            <CmsImage asset={current.image} width={960} sizes="720px" alt="" className={styles.wide} />
            <div className={styles.slideBody}>
              <h3 id={`${anchor}-slide-title`} className={styles.slideTitle}>
                {current.title}
              </h3>
              {current.description ? <p>{current.description}</p> : null}
              <div>
                <Cta cta={current.cta} />
              </div>
            </div>
            <div className={styles.controls}>
              <button
                type="button"
                className={button({variant: 'SECONDARY_OUTLINE', short: true})}
                onClick={() => setIndex(index - 1)}
                disabled={index === 0}
                aria-label="Previous block"
              >
                ‹
              </button>
              <span aria-live="polite">
                {counter(index + 1)} / {counter(blocks.length)}
              </span>
              <button
                type="button"
                className={button({variant: 'SECONDARY_OUTLINE', short: true})}
                onClick={() => setIndex(index + 1)}
                disabled={index === blocks.length - 1}
                aria-label="Next block"
              >
                ›
              </button>
              <button
                type="button"
                className={button({variant: 'PRIMARY', short: true})}
                onClick={() => dialogRef.current?.close()}
              >
                Close
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </Section>
  );
}
