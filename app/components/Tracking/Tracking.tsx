import {lazy, Suspense, useEffect, useState} from 'react';
import {useLocation} from 'react-router';
import {localeOfPath, needsChoice} from '~/lib/tracking/consent';
import {consentInBrowser, track} from '~/lib/tracking/queue';
import {useHydrated} from '~/lib/useHydrated';

/** The cookie choice: its code and styles load only when it is shown. */
const ConsentBanner = lazy(() => import('./ConsentBanner'));

/** The footer's 'Your privacy choices' (en-US) / 'Cookie settings' (en-GB) link opens the choice with this event. */
export const PRIVACY_CHOICES_EVENT = 'keel:privacy-choices';

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, {timeout: 4000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}

/**
 * Measurement in the page (docs/decisions/0054): a page command on every
 * navigation, the tracker loaded when the browser is idle after hydration,
 * and the cookie choice, shown from the browser (never rendered by the
 * server, so pages stay cacheable) to en-GB shoppers who have not chosen,
 * or to anyone who opens it from the footer.
 */
export function Tracking({crmEnabled}: {crmEnabled: boolean}) {
  const {pathname, search} = useLocation();
  const hydrated = useHydrated();
  // 'choose': opened from the footer; 'closed': chosen or dismissed here; null: as the cookie says.
  const [panel, setPanel] = useState<'choose' | 'closed' | null>(null);

  useEffect(() => {
    track({type: 'page'});
  }, [pathname, search]);

  useEffect(
    () =>
      whenIdle(() => {
        void import('~/lib/tracking/tracker.client').then((tracker) => tracker.start({crmEnabled}));
      }),
    [crmEnabled],
  );

  useEffect(() => {
    const open = () => setPanel('choose');
    window.addEventListener(PRIVACY_CHOICES_EVENT, open);
    return () => window.removeEventListener(PRIVACY_CHOICES_EVENT, open);
  }, []);

  if (!hydrated || panel === 'closed') return null;
  // Read in the browser only (hydrated): the server never renders the banner, so pages stay cacheable.
  const mode = panel ?? (needsChoice(consentInBrowser(window.location.pathname), localeOfPath(window.location.pathname)) ? 'banner' : null);
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        initialMode={mode}
        onDone={() => {
          setPanel('closed');
          track({type: 'consentChanged'});
        }}
        onDismiss={() => setPanel('closed')}
      />
    </Suspense>
  );
}
