import type {LocatorData, CmsAsset} from '../types';
import {CmsImage} from '../shared/CmsImage';
import * as shared from '../shared/shared.css';
import {Locator} from './Locator';
import * as styles from './Locator.css';
import {markHydrated} from '../shared/Section';

/** The locations page (rules:content-fields): a hero with the page's copy, then the store and hotel locator. */
export function LocationsPage({
  title,
  description,
  heroImage,
  locator,
}: {
  title: string | null;
  description: string | null;
  heroImage: CmsAsset | null;
  locator: LocatorData;
}) {
  return (
    <>
      <section
        ref={markHydrated}
        className={styles.hero}
        aria-labelledby="locations-title"
        data-module="locations-hero"
      >
        <div className={styles.heroCopy}>
          <h1 id="locations-title" className={shared.title}>
            {title}
          </h1>
          {description ? <p className={shared.subtitle}>{description}</p> : null}
        </div>
        <div className={styles.heroImage}>
          <CmsImage asset={heroImage} width={960} sizes="(width <= 768px) 100vw, 50vw" eager />
        </div>
      </section>
      <section ref={markHydrated} className={shared.section} aria-labelledby="locator-title" data-module="locator">
        <div className={shared.inner}>
          <h2 id="locator-title" className={shared.visuallyHidden}>
            Find a store or hotel
          </h2>
          <Locator data={locator} headingId="locator-title" />
        </div>
      </section>
    </>
  );
}
