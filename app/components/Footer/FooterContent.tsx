import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import {Link, useNavigate, type NavigateFunction} from 'react-router';
import {CtaLink} from '~/components/Cta/CtaLink';
import {Icon, type IconName} from '~/components/Icon/Icon';
import {RichText} from '~/components/RichText/RichText';
import {DOCUMENT_ONLY, isOnServer, useDocumentOnly} from '~/lib/lazy/documentOnly';
import {useDrawnHtml} from '~/lib/lazy/drawnHtml';
import {getLocaleFromPathname, homePath, otherLocale, type Locale} from '~/lib/i18n';
import {bundleListingLink} from '~/lib/content/bundleLink';
import {trackLoad} from '~/lib/lazy/lazySection';
import type {Footer as FooterData} from '~/lib/shell/shell';
import * as styles from './Footer.css';

import type {FooterProps} from './Footer';

/** The sprite's drawing of each icon the CMS offers for a social link (contentful/model/enums.ts). */
const SOCIAL_ICONS = new Map<string, IconName>([
  ['instagram', 'social-instagram'],
  ['facebook', 'social-facebook'],
  ['youtube', 'social-youtube'],
  ['tiktok', 'social-tiktok'],
  ['x', 'social-x'],
  ['strava', 'social-strava'],
  ['linkedin', 'social-linkedin'],
  ['pinterest', 'social-pinterest'],
]);

/** A link to the bundle listing, which jumps to the packages of the rower the page is about (rules:locale-routes). */
const BUNDLE_LISTING = '/listings/bundles/';

/** The held footer's element (decision 0168), which `nearScreen` watches. */
const HELD = '[data-held-footer]';

/** What the keyboard reaches in the footer, in its order. */
const focusables = (footer: HTMLElement | null) => [
  ...(footer?.querySelectorAll<HTMLElement>('a[href], button, summary') ?? []),
];
/** The link columns, which the shopper opens and folds. */
const columns = (footer: HTMLElement | null) => [
  ...(footer?.querySelectorAll<HTMLDetailsElement>('[data-part="columns"] details') ?? []),
];

/**
 * What the shopper did to the footer the server drew, for the live footer to take over: its columns (the
 * elements themselves, read when the live footer is drawn: a column folded or opened while React draws
 * it counts) and the focus.
 */
interface Carried {
  columns: HTMLDetailsElement[];
  focus: number;
}

/** Resolves at the first Tab key press from now, so the footer is live before the keyboard reaches it. */
function firstTab(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && resolve();
    document.addEventListener('keydown', onKey, {capture: true, signal});
  });
}

/**
 * A promise of the moment no pointer is pressed on `element`: at once when none is, else a task after the
 * release (its click comes before that). The live footer waits for it: drawn between a press on the footer
 * the server drew and its release, it would put another button under the release, and the click would be
 * lost (a shopper's tap as the footer scrolls in).
 */
function pressesOn(element: HTMLElement | null, signal: AbortSignal): () => Promise<void> {
  let pressed = false;
  let released: (() => void) | null = null;
  element?.addEventListener('pointerdown', () => (pressed = true), {signal});
  const release = () => {
    if (!pressed) return;
    pressed = false;
    setTimeout(() => released?.(), 0);
  };
  document.addEventListener('pointerup', release, {capture: true, signal});
  document.addEventListener('pointercancel', release, {capture: true, signal});
  return () => (pressed ? new Promise((resolve) => (released = resolve)) : Promise.resolve());
}

/**
 * The held footer's data (decision 0168), fetched when the footer nears the screen or at the first Tab;
 * null until then, and when it cannot come (the footer the server drew then stays). Counted as loading
 * while it is fetched, so route discovery waits for the footer to go live (decision 0145).
 */
function useHeldFooter(
  held: boolean,
  prefix: string,
  element: RefObject<HTMLElement | null>,
): {data: FooterData; carried: Carried} | null {
  const [data, setData] = useState<{data: FooterData; carried: Carried} | null>(null);
  useEffect(() => {
    if (!held) return;
    const stop = new AbortController();
    const gone = new AbortController();
    const unpressed = pressesOn(element.current, gone.signal);
    void import('~/modules/heldEntries')
      .then(async ({nearScreen, heldFooter}) => {
        await nearScreen(HELD, firstTab(stop.signal));
        stop.abort();
        const footer = await trackLoad(heldFooter(prefix));
        if (!footer) return;
        await unpressed();
        const drawnFooter = element.current;
        const carried = {
          columns: columns(drawnFooter),
          focus: focusables(drawnFooter).indexOf(document.activeElement as HTMLElement),
        };
        startTransition(() => setData({data: footer, carried}));
      })
      .catch(() => {})
      // The presses are watched until the live footer is drawn, or no data comes for it.
      .finally(() => gone.abort());
    return () => {
      stop.abort();
      gone.abort();
    };
  }, [held, prefix, element]);
  return data;
}

/** The live footer takes over what the shopper did to the one the server drew (the open columns, the focus) before it paints. */
function CarryOver({footer, carried}: {footer: RefObject<HTMLElement | null>; carried: Carried}) {
  useLayoutEffect(() => {
    columns(footer.current).forEach((details, index) => (details.open = carried.columns[index]?.open ?? details.open));
    // Only focus the swap took away: what the shopper has focused since the data came (the privacy choices it
    // opened) keeps it.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (carried.focus >= 0 && lost) focusables(footer.current)[carried.focus]?.focus();
  }, [footer, carried]);
  return null;
}

/**
 * Everything a held footer is drawn from (decision 0171): its HTML is kept under this on the server. Of
 * the page's path, only what its links take from it: where a link to the bundle listing jumps.
 */
function footerKey(
  locale: Locale,
  year: number,
  connectId: string,
  pathname: string,
  footer: FooterData | null | undefined,
) {
  return JSON.stringify([locale.code, year, connectId, bundleListingLink(BUNDLE_LISTING, pathname), footer ?? null]);
}

/** The cookie choice (decision 0053): en-US opts out here, en-GB changes its choice. */
const showPrivacyChoices = () =>
  void import('~/lib/tracking/boot.client').then((module) => module.showChoices('choose'));

/**
 * A click in the footer the server drew, which React did not draw: its privacy button opens the choices,
 * and a plain click on a link to another page of this locale is a client-side navigation, as its live
 * link's would be. Links to other sites, to the other locale (its selector reloads the document) and to
 * a new window are left to the browser.
 */
function onDrawnFooterClick(event: MouseEvent, locale: Locale, navigate: NavigateFunction) {
  const target = event.target as Element;
  if (target.closest('[data-part="privacy-choices"]')) return showPrivacyChoices();
  const link = target.closest('a');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || getLocaleFromPathname(url.pathname).code !== locale.code) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The footer (rules:shell-fields): link columns with collapsible headings ('Blank' is a
 * spacer, the last column has no heading), CONNECT (phone, store hours,
 * social icons, locale selector), the press, commercial and pre-purchase
 * e-mails, the legal links, financing terms and '© {year} {copyright}'.
 * The columns are <details>, open in the server HTML (usable without
 * JavaScript) and folded on phones once hydrated.
 *
 * A document's footer is held (decision 0168): the server draws it from data it does not send, the
 * browser keeps that HTML as it is (its clicks handled by `onDrawnFooterClick`) and draws it live once
 * its data, fetched when it nears the screen, has come.
 */
export default function FooterContent({locale, year, footer: given}: FooterProps) {
  const held = isOnServer(given);
  const ref = useRef<HTMLElement>(null);
  const drawn = useDocumentOnly<FooterData>(DOCUMENT_ONLY.footer);
  const arrived = useHeldFooter(held, locale.pathPrefix, ref);
  const footer = held ? (drawn ?? arrived?.data) : given;
  const other = otherLocale(locale);
  const connectId = useId();
  const navigate = useNavigate();
  const drawnHtml = useDrawnHtml();
  // Until its data comes, the browser keeps the footer the server drew: React leaves a
  // dangerouslySetInnerHTML element's content as it finds it when hydrating.
  const [serverHtml] = useState(() =>
    import.meta.env.SSR || !held ? '' : (document.querySelector(HELD)?.innerHTML ?? ''),
  );
  // Held: live once its data is there (the server's, or the answer); otherwise the data came with the loader.
  const live = !held || (footer !== undefined && footer !== null);

  useEffect(() => {
    // The columns drawn (the server's, or the live ones that replaced them without its answer: a
    // revalidation brought the data), folded on a phone. After the answer, CarryOver keeps the shopper's.
    // rules:modal-size-and-backdrop: mobile is a viewport of at most 768px (tokens.ts breakpoints; not imported, it would join the first load).
    if (arrived || !window.matchMedia('(width <= 768px)').matches) return;
    for (const details of columns(ref.current)) details.open = false;
  }, [live, arrived]);

  if (!live)
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- its links' and button's own clicks (a key press clicks them too) bubble here
      <footer
        ref={ref}
        className={styles.footer}
        data-held-footer=""
        onClick={(event: MouseEvent) => onDrawnFooterClick(event, locale, navigate)}
        dangerouslySetInnerHTML={{__html: serverHtml}}
        suppressHydrationWarning
      />
    );
  // The server draws a held footer from its inputs alone, and the browser keeps what it drew: the HTML
  // drawn for the same inputs before is sent again as it was (decision 0171).
  const keptKey = drawnHtml && held ? footerKey(locale, year, connectId, drawnHtml.pathname, footer) : undefined;
  const kept = keptKey === undefined ? undefined : drawnHtml?.get(keptKey);
  if (kept !== undefined)
    return <footer ref={ref} className={styles.footer} data-held-footer="" dangerouslySetInnerHTML={{__html: kept}} />;
  if (keptKey !== undefined) drawnHtml?.keep(keptKey, `<footer class="${styles.footer}" data-held-footer="">`);
  const contact = footer?.contact;
  return (
    <footer ref={ref} className={styles.footer} data-held-footer={held ? '' : undefined}>
      {arrived ? <CarryOver footer={ref} carried={arrived.carried} /> : null}
      <div data-part="inner">
        {footer?.columns.length ? (
          <div data-part="columns">
            {footer.columns.map((column, index) => {
              const list = (
                <ul data-part="list">
                  {column.links.map((link) => (
                    <li key={`${link.text}-${link.href ?? ''}`}>
                      <CtaLink cta={link} locale={locale} />
                    </li>
                  ))}
                </ul>
              );
              if (column.kind === 'HEADING') {
                return (
                  <details key={index} open data-part="column">
                    <summary data-part="summary">{column.heading}</summary>
                    {list}
                  </details>
                );
              }
              return (
                <div key={index} data-part="column">
                  {/* rules:shell-fields: 'Blank' keeps the heading's room; the last column has none. */}
                  {column.kind === 'BLANK' ? <span data-part="spacer" aria-hidden="true" /> : null}
                  {list}
                </div>
              );
            })}
          </div>
        ) : null}
        <section aria-labelledby={connectId} data-part="connect">
          <h2 id={connectId} data-part="heading">
            {footer?.connectTitle ?? 'CONNECT'}
          </h2>
          {contact?.phone ? (
            <p data-part="line">
              {contact.phoneTitle ? <span data-part="label">{contact.phoneTitle}</span> : null}
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </p>
          ) : null}
          {contact?.storeHours ? (
            <p data-part="line">
              {contact.storeHoursTitle ? <span data-part="label">{contact.storeHoursTitle}</span> : null}
              <span data-part="hours">{contact.storeHours}</span>
            </p>
          ) : null}
          {footer?.socials.length ? (
            <ul data-part="socials">
              {footer.socials.map((social) => {
                const icon = SOCIAL_ICONS.get(social.icon.toLowerCase());
                return (
                  <li key={social.url}>
                    <a
                      href={social.url}
                      data-part="social"
                      aria-label={social.alt}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {icon ? <Icon name={icon} size={20} /> : social.icon}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {/* rules:shell-fields: the locale selector lists the other locale and links to / there. */}
          <p data-part="line">
            <span data-part="label">Region: {locale.selectorLabel}</span>
            <Link
              to={homePath(other)}

              hrefLang={other.code}
              lang={other.code}
              reloadDocument
              data-testid="locale-selector"
            >
              {other.selectorLabel}
            </Link>
          </p>
        </section>
        {contact?.emails.length ? (
          <ul data-part="emails" aria-label="E-mail us">
            {contact.emails.map((entry) => (
              <li key={entry.email} data-part="line">
                <span data-part="label">{entry.title}</span>
                <a href={`mailto:${entry.email}`}>{entry.email}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <div data-part="legal">
          <ul data-part="legal-links">
            {(footer?.legal ?? []).map((link) => (
              <li key={link.text}>
                <CtaLink cta={link} locale={locale} />
              </li>
            ))}
            <li>
              <button type="button" data-part="privacy-choices" onClick={showPrivacyChoices}>
                {locale.code === 'en-US' ? 'Your privacy choices' : 'Cookie settings'}
              </button>
            </li>
          </ul>
          {footer?.financingTerms ? (
            <div data-part="financing">
              <RichText document={footer.financingTerms} locale={locale} />
            </div>
          ) : null}
          <p>
            © {year} {footer?.copyright || 'Keel Rowing, Inc.'}
          </p>
        </div>
      </div>
    </footer>
  );
}
