import {memo, Suspense} from 'react';
import {deferred} from '~/components/Deferred/deferred';
import type {Locale} from '~/lib/i18n';
import type {Banner} from '~/lib/shell/shell';
import * as styles from './NavigationBanner.css';

/**
 * The navigation banner (rules:shell-fields, rules:shell-states), rendered on the server in full; its
 * code loads after the first paint and then hydrates it (decision 0020).
 * Styles are imported here so they are in the document's stylesheet from the
 * start. Behind memo with its own boundary (React 421, see Footer).
 */
const BannerContent = deferred('components/NavigationBanner/BannerContent', () => import('./BannerContent'));

export const NavigationBanner = memo(function NavigationBanner(props: {banner: Banner; now: number; locale: Locale}) {
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <BannerContent {...props} />
    </Suspense>
  );
});
