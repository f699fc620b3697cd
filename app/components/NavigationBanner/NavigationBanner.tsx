import {lazySection} from '~/lib/lazy/lazySection';
import * as styles from './NavigationBanner.css';

/**
 * The navigation banner (rules:shell-fields, rules:shell-states), rendered on the server in full; its
 * code loads after the first paint and then hydrates it (decision 0020).
 * Styles are imported here so they are in the document's stylesheet from the
 * start. `lazySection` brings memo and its own boundary (React 421).
 */
export const NavigationBanner = lazySection(() => import('./BannerContent'), {
  early: true,
  fallback: <div className={styles.placeholder} />,
});
