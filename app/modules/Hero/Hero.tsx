import {imageUrl} from '~/lib/images';
import {Cta} from '../shared/Cta';
import {ctaRow} from '../shared/shared.css';
import type {ModuleHero} from '../types';
import * as styles from './Hero.css';
import {markHydrated} from '../shared/Section';

/** spec 2 and 3: a hero with title, subtitle, description, image (a mobile crop below 768px) and CTAs; the first module loads its image eagerly. */
export function Hero({module, anchor, priority = false}: {module: ModuleHero; anchor: string; priority?: boolean}) {
  const image = module.heroImage;
  const mobile = module.heroImageMobile;
  const Heading = priority ? 'h1' : 'h2';
  const ctas = (module.ctasCollection?.items ?? []).filter(Boolean);
  return (
    <section ref={markHydrated} id={anchor} className={styles.hero} aria-labelledby={`${anchor}-title`} data-module="hero">
      {image?.url ? (
        <picture>
          {mobile?.url ? <source media="(width <= 768px)" srcSet={imageUrl(mobile.url, {width: 1000, format: 'webp'})} width={mobile.width ?? 1000} height={mobile.height ?? 1250} /> : null}
          <img
            className={styles.image}
            src={imageUrl(image.url, {width: 1920})}
            alt={image.description ?? image.title ?? ''}
            width={image.width ?? 1920}
            height={image.height ?? 1080}
            loading={priority ? 'eager' : 'lazy'}
            // React 18 knows only the lowercase attribute name.
            {...{fetchpriority: priority ? 'high' : 'auto'}}
            decoding="async"
          />
        </picture>
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.copy}>
        {module.subtitle ? <p className={styles.eyebrow}>{module.subtitle}</p> : null}
        <Heading id={`${anchor}-title`} className={styles.title}>
          {module.title}
        </Heading>
        {module.description ? <p className={styles.description}>{module.description}</p> : null}
        {ctas.length ? (
          <div className={ctaRow}>
            {ctas.map((cta) => (cta ? <Cta key={cta.sys.id} cta={cta} /> : null))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
