import {showBanner} from './banner.client';
import {consentInBrowser} from './browser';
import {localeOfPath, needsChoice} from './consent';
import {track} from './queue';
import {start, type TrackerOptions} from './tracker.client';

/**
 * What loads when the browser is idle after hydration (docs/decisions/0053,
 * 0054): the tracker, and the cookie choice, shown from the browser (never
 * rendered by the server, so pages stay cacheable) to en-GB shoppers who have
 * not chosen, or to anyone who opens it from the footer.
 */

let booted = false;

export function showChoices(mode: 'banner' | 'choose'): void {
  showBanner({
    mode,
    onChosen: (previous) => {
      track({type: 'consentChanged', previous});
      reportWebVitalsWithConsent();
    },
  });
}

export function boot(options: TrackerOptions): void {
  if (booted) return;
  booted = true;
  start(options);
  const {pathname} = window.location;
  if (needsChoice(consentInBrowser(pathname), localeOfPath(pathname))) showChoices('banner');
  reportWebVitalsWithConsent();
}

let vitalsLoaded = false;

/**
 * decision 0072: Core Web Vitals from this browser, to the analytics pipeline, only with analytics
 * consent (checked again when a choice is made). The library's observers read buffered entries,
 * so LCP, CLS and TTFB are still measured when it loads this late.
 */
function reportWebVitalsWithConsent(): void {
  if (vitalsLoaded) return;
  if (!consentInBrowser(window.location.pathname).analytics) return;
  vitalsLoaded = true;
  void import('./webVitals.client').then((module) => module.reportWebVitals());
}
