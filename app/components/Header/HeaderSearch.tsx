import {lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState} from 'react';
import {Icon} from '~/components/Icon/Icon';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import * as styles from './Header.css';

/** The predictive search's code and styles: loaded when the search opens (or is about to), never with the page (rules:search-loads-late). */
const loadPredictiveSearch = () => import('~/components/Search/PredictiveSearch');
const PredictiveSearch = lazy(loadPredictiveSearch);

/**
 * The header's search (rules:search-loads-late): without JavaScript a link to /search; with
 * it, a button that opens the predictive search under the header. Its code
 * loads on the first hover, focus or open.
 */
export default function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLAnchorElement>(null);
  // In a transition: a click that lands while parts of the page are still hydrating waits for them
  // instead of making React drop their server HTML (error 421).
  const toggleOpen = () => startTransition(() => setOpen((current) => !current));
  const close = useCallback((restoreFocus: boolean) => {
    startTransition(() => setOpen(false));
    if (restoreFocus) toggle.current?.focus();
  }, []);
  const preload = () => void loadPredictiveSearch();
  // The header's code hydrates after the first paint (decision 0020); until then this is a link to
  // /search. Marked on the element itself, as <html data-hydrated>: no second render.
  useEffect(() => toggle.current?.setAttribute('data-ready', 'true'), []);
  return (
    <>
      <LocaleLink
        ref={toggle}
        to="/search"
        role="button"
        // The header's round 44px icon target, like the cart beside it.
        className={styles.iconLink}
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="search-toggle"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          event.preventDefault();
          toggleOpen();
        }}
        onKeyDown={(event) => {
          // A link answers Enter; as a button it answers Space too.
          if (event.key === ' ') {
            event.preventDefault();
            toggleOpen();
          }
        }}
      >
        <Icon name="search" size={24} />
      </LocaleLink>
      {open ? (
        <Suspense fallback={null}>
          <PredictiveSearch id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
