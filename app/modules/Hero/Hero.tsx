import {Suspense} from 'react';
import {lazySection} from '~/lib/lazy/lazySection';
import {croppedSrcSet, imageSrcSet, imageUrl, PHONE_CROP_ASPECT, PHONE_WIDTHS} from '~/lib/images';
import {Cta} from '../shared/Cta';
import {ctaRow} from '../shared/shared.css';
import type {HeroSlide, ModuleHero} from '../types';
import * as styles from './Hero.css';
import {markHydrated} from '../shared/Section';

/** rules:layout-constants: a hero shows at most 5 slides after its own content. */
export const HERO_SLIDES_MAX = 5;

// Only heroes with a background video load the player, and only heroes with slides the slider.
const BackgroundVideo = lazySection(() => import('~/components/Video/BackgroundVideo'));
// In the hero's own boundary below, whose fallback is its first panel.
const Slider = lazySection(() => import('~/components/Slider/Slider'), {boundary: 'caller'});

/** The hero's own content first, then its slides (decision 0036). */
export function heroSlides(module: ModuleHero): HeroSlide[] {
  const slides = (module.slidesCollection?.items ?? [])
    .filter((slide): slide is HeroSlide => Boolean(slide?.title))
    .slice(0, HERO_SLIDES_MAX);
  return slides.length ? [module, ...slides] : [module];
}

/**
 * rules:layout-constants: a hero image is the carousel's, 1000 wide at most on a phone: the phone crop, or else
 * the wide image cut to the phone crop's shape by the CDN (decision 0163), not the 1920 the box would crop.
 */
function phoneSource(wide: string, mobile: HeroSlide['heroImageMobile']) {
  if (mobile?.url) {
    return {
      srcSet: imageSrcSet(mobile.url, PHONE_WIDTHS, mobile.width),
      width: mobile.width ?? 1000,
      height: mobile.height ?? 1250,
    };
  }
  return {srcSet: croppedSrcSet(wide, PHONE_WIDTHS, PHONE_CROP_ASPECT), width: 1000, height: 1000 * PHONE_CROP_ASPECT};
}

/**
 * One hero panel: title, subtitle, description, image (a mobile crop below
 * 768px), an optional muted background video over the image, CTAs and a
 * short list of value props. The
 * lead panel of a page's first module is its h1 and loads its image eagerly.
 */
function HeroPanel({
  hero,
  titleId,
  id,
  priority,
  lead,
}: {
  hero: HeroSlide;
  titleId: string;
  id?: string;
  priority: boolean;
  lead: boolean;
}) {
  const image = hero.heroImage;
  const mobile = hero.heroImageMobile;
  const video = hero.backgroundVideo?.url;
  const Heading = priority && lead ? 'h1' : 'h2';
  const eager = priority && lead;
  const ctas = (hero.ctasCollection?.items ?? []).filter(Boolean);
  const valueProps = (hero.valuePropsCollection?.items ?? []).filter((item) => item?.title);
  return (
    <section
      ref={markHydrated}
      id={id}
      className={styles.hero}
      aria-labelledby={titleId}
      data-module={id ? 'hero' : 'hero-slide'}
    >
      {image?.url ? (
        <picture>
          <source media="(width <= 768px)" sizes="100vw" {...phoneSource(image.url, mobile)} />
          <img
            className={styles.image}
            src={imageUrl(image.url, {width: 1920})}
            alt={image.description ?? image.title ?? ''}
            width={image.width ?? 1920}
            height={image.height ?? 1080}
            loading={eager ? 'eager' : 'lazy'}
            // React 18 knows only the lowercase attribute name.
            {...{fetchpriority: eager ? 'high' : 'auto'}}
            decoding="async"
          />
        </picture>
      ) : null}
      {video ? (
        // Over the image, which stays the first paint; the player's code loads only here.
        <div className={styles.video}>
          <BackgroundVideo src={video} label={hero.title ?? 'Hero'} />
        </div>
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.copy}>
        {hero.subtitle ? <p className={styles.eyebrow}>{hero.subtitle}</p> : null}
        <Heading id={titleId} className={styles.title}>
          {hero.title}
        </Heading>
        {hero.description ? <p className={styles.description}>{hero.description}</p> : null}
        {ctas.length ? (
          <div className={ctaRow}>{ctas.map((cta) => (cta ? <Cta key={cta.sys.id} cta={cta} /> : null))}</div>
        ) : null}
        {valueProps.length ? (
          <ul className={styles.valueProps}>
            {valueProps.map((item) => (item ? <li key={item.sys.id}>{item.title}</li> : null))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * rules:content-fields: a hero, or with slides a slider of heroes (floating arrows,
 * counters, no autoplay). The slider's code loads only for such a hero; until
 * it has (a first server render streams it), its first panel holds the place.
 */
export function Hero({module, anchor, priority = false}: {module: ModuleHero; anchor: string; priority?: boolean}) {
  const slides = heroSlides(module);
  const panels = slides.map((slide, index) => (
    <HeroPanel
      key={slide.sys.id}
      hero={slide}
      id={slides.length === 1 ? anchor : undefined}
      titleId={index === 0 ? `${anchor}-title` : `${anchor}-slide-${index + 1}-title`}
      priority={priority}
      lead={index === 0}
    />
  ));
  if (panels.length === 1) return panels[0];
  return (
    <div ref={markHydrated} id={anchor} className={styles.slides} data-module="hero">
      <Suspense fallback={<div className={styles.slidesPending}>{panels[0]}</div>}>
        <Slider label="Featured" arrows="FLOATING" slides={panels} />
      </Suspense>
    </div>
  );
}
