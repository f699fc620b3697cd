import type {Document} from '@contentful/rich-text-types';
import {inlineVars} from '~/styles/inlineVars';
import {RichText} from '~/components/RichText/RichText';
import {imageSrcSet, PHONE_WIDTHS} from '~/lib/images';
import {heroSplitLayout} from '~/lib/content/pageModules';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {ctaRow, themed} from '../shared/shared.css';
import {themeVars} from '../shared/themeStyle';
import type {ModuleHeroSplit, ModuleProps} from '../types';
import * as styles from './HeroSplit.css';
import {markHydrated} from '../shared/Section';

/**
 * rules:content-fields hero split: copy on one side, image on the other (a mobile crop
 * below 768px); text alignment Left and background Cream unless the CMS says
 * otherwise; the title above the copy or above the image (separately on
 * mobile); a logo above the copy; app store links under the CTAs. The app
 * variant shows the image whole (an app screen), not cropped to the panel.
 */
export function HeroSplit({
  module,
  anchor,
  theme,
  priority = false,
}: ModuleProps<ModuleHeroSplit> & {priority?: boolean}) {
  const layout = heroSplitLayout(module);
  const Heading = priority ? 'h1' : 'h2';
  const titleId = `${anchor}-title`;
  const ctas = (module.ctAsCollection?.items?.length ? module.ctAsCollection.items : [module.cta]).filter(Boolean);
  const storeLinks = (module.appStoreLinksCollection?.items ?? []).filter(Boolean);
  const image = module.heroImage;
  const mobile = module.heroImageMobile;
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
      className={`${styles.split} ${styles.heights[layout.height]}${theme ? ` ${themed}` : ''}`}
      style={inlineVars({...themeVars(theme), [styles.columns]: `${layout.columns[0]}fr ${layout.columns[1]}fr`})}
    >
      <div className={`${styles.copy} ${styles.align[layout.textAlignment]}`}>
        {module.logoImage ? (
          <CmsImage asset={module.logoImage} width={240} sizes="120px" className={styles.logo} />
        ) : null}
        {module.subtitle ? <p className={styles.subtitle}>{module.subtitle}</p> : null}
        {titleInCopyDesktop || titleInCopyMobile ? (
          <div
            className={
              titleInCopyDesktop && titleInCopyMobile
                ? undefined
                : titleInCopyDesktop
                  ? styles.headingDesktopOnly
                  : styles.headingMobileOnly
            }
          >
            {title}
          </div>
        ) : null}
        <div className={styles.body}>
          <RichText document={module.description?.json as Document | undefined} />
        </div>
        {ctas.length ? (
          <div className={ctaRow}>{ctas.map((cta) => (cta ? <Cta key={cta.sys.id} cta={cta} /> : null))}</div>
        ) : null}
        {storeLinks.length ? (
          <ul className={`${ctaRow} ${styles.storeLinks}`} aria-label="Get the app">
            {storeLinks.map((link) =>
              link ? (
                <li key={link.sys.id}>
                  <Cta cta={link} />
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </div>
      <div className={layout.imageFirst ? styles.imageFirst : undefined}>
        {!titleInCopyDesktop || !titleInCopyMobile ? (
          <div
            className={
              !titleInCopyDesktop && !titleInCopyMobile
                ? undefined
                : !titleInCopyDesktop
                  ? styles.desktopOnly
                  : styles.mobileTitle
            }
          >
            {titleInCopyDesktop || titleInCopyMobile ? (
              <p className={styles.title} aria-hidden="true">
                {module.title}
              </p>
            ) : (
              title
            )}
          </div>
        ) : null}
        <div className={module.appVariant ? styles.appMedia : styles.media_}>
          {image?.url && mobile?.url ? (
            <picture>
              <source
                media="(width <= 768px)"
                srcSet={imageSrcSet(mobile.url, PHONE_WIDTHS, mobile.width)}
                sizes="100vw"
                width={mobile.width ?? 1000}
                height={mobile.height ?? 1250}
              />
              <CmsImage asset={image} width={960} sizes="50vw" eager={priority} />
            </picture>
          ) : (
            <CmsImage asset={image} width={960} sizes="(width <= 768px) 100vw, 50vw" eager={priority} />
          )}
          {module.insetBackgroundImage ? (
            <CmsImage asset={module.insetBackgroundImage} width={400} sizes="200px" alt="" className={styles.inset} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
