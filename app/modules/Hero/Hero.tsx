import type {CmsHeroModule} from '~/graphql/cms/page';
import * as styles from './Hero.css';

/** spec 2 and 3: a hero with title, subtitle, description and image; the first module loads its image eagerly. */
export function Hero({module, priority = false}: {module: CmsHeroModule; priority?: boolean}) {
  const image = module.heroImage;
  return (
    <section className={styles.hero} aria-labelledby={`hero-${module.sys.id}`}>
      {image?.url ? (
        <img
          className={styles.image}
          src={`${image.url}${image.url.includes('?') ? '&' : '?'}w=1920&q=80`}
          alt={image.description ?? image.title ?? ''}
          width={image.width ?? 1920}
          height={image.height ?? 1080}
          loading={priority ? 'eager' : 'lazy'}
          // React 18 knows only the lowercase attribute name.
          {...{fetchpriority: priority ? 'high' : 'auto'}}
          decoding="async"
        />
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.copy}>
        {module.subtitle ? <p className={styles.eyebrow}>{module.subtitle}</p> : null}
        <h1 id={`hero-${module.sys.id}`} className={styles.title}>
          {module.title}
        </h1>
        {module.description ? <p className={styles.description}>{module.description}</p> : null}
      </div>
    </section>
  );
}
