import type {Document} from '@contentful/rich-text-types';
import {RichText} from '~/components/RichText/RichText';
import {heroSplitLayout} from '~/lib/pageModules';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import type {ModuleTheme} from '~/lib/moduleTheme';
import {ctaRow} from '../shared/shared.css';
import type {ModuleHeroSplit} from '../types';
import * as styles from './HeroSplit.css';
import {markHydrated} from '../shared/Section';

/**
 * spec 3 hero split: copy on one side, image on the other; text alignment
 * Left and background Cream unless the CMS says otherwise; the title above
 * the copy or above the image (separately on mobile).
 */
export function HeroSplit({module, anchor, theme, priority = false}: {module: ModuleHeroSplit; anchor: string; theme?: ModuleTheme | null; priority?: boolean}) {
  const layout = heroSplitLayout(module);
  const Heading = priority ? 'h1' : 'h2';
  const titleId = `${anchor}-title`;
  const ctas = (module.ctAsCollection?.items?.length ? module.ctAsCollection.items : [module.cta]).filter(Boolean);
  // One real heading; where the title sits above the image on one viewport, a visual copy sits there (hidden from assistive tech).
  const titleInCopyDesktop = !layout.titleAboveImage;
  const titleInCopyMobile = !layout.mobileTitleAboveImage;
  const title = (
    <Heading id={titleId} className={styles.title}>
      {module.title}
    </Heading>
  );
  return (
    <section
      ref={markHydrated}
      id={anchor}
      aria-labelledby={titleId}
      data-module="hero-split"
      className={`${styles.split} ${styles.heights[layout.height]}`}
      style={{...theme, gridTemplateColumns: `${layout.columns[0]}fr ${layout.columns[1]}fr`}}
    >
      <div className={`${styles.copy} ${styles.align[layout.textAlignment]}`}>
        {module.subtitle ? <p className={styles.subtitle}>{module.subtitle}</p> : null}
        {titleInCopyDesktop || titleInCopyMobile ? (
          <div className={titleInCopyDesktop && titleInCopyMobile ? undefined : titleInCopyDesktop ? styles.desktopOnly : styles.mobileTitle}>{title}</div>
        ) : null}
        <div className={styles.body}>
          <RichText document={module.description?.json as Document | undefined} />
        </div>
        {ctas.length ? <div className={ctaRow}>{ctas.map((cta) => (cta ? <Cta key={cta.sys.id} cta={cta} /> : null))}</div> : null}
      </div>
      <div className={layout.imageFirst ? styles.imageFirst : undefined}>
        {!titleInCopyDesktop || !titleInCopyMobile ? (
          <div className={!titleInCopyDesktop && !titleInCopyMobile ? undefined : !titleInCopyDesktop ? styles.desktopOnly : styles.mobileTitle}>
            {titleInCopyDesktop || titleInCopyMobile ? <p className={styles.title} aria-hidden="true">{module.title}</p> : title}
          </div>
        ) : null}
        <div className={styles.media_}>
          <CmsImage asset={module.heroImage} width={960} sizes="(width <= 768px) 100vw, 50vw" eager={priority} />
          {module.insetBackgroundImage ? <CmsImage asset={module.insetBackgroundImage} width={400} sizes="200px" alt="" className={styles.inset} /> : null}
        </div>
      </div>
    </section>
  );
}
