import {useNonce} from '~/lib/nonce';
import {useEffect, useState, useSyncExternalStore} from 'react';
import {BLOG_PAGES, PROMO_BAR_HEIGHT_VAR} from '~/modules/JumpButton/anchorOffset';
import {lazySection} from '~/lib/lazy/lazySection';
import {useLocation} from 'react-router';
import {CtaLink} from '~/components/Cta/CtaLink';
import {Icon} from '~/components/Icon/Icon';
import type {Locale} from '~/lib/i18n';
import {prefersReducedMotion} from '~/lib/scroll';
import type {Banner, BannerItem} from '~/lib/shell/shell';
import {bannerClosedScript, bannerVisibility, isBannerClosed, rememberBannerClosed} from '~/lib/shell/shellState';
import {visuallyHidden} from '~/styles/global.css';
import {inlineVars} from '~/styles/inlineVars';
import * as bannerVars from './bannerVars.css';
import * as styles from './NavigationBanner.css';

/** The countdown's code loads after the first paint; its server HTML shows meanwhile. */
const Countdown = lazySection(() => import('~/components/Countdown/Countdown'), {name: 'Countdown'});

/**
 * The navigation banner (rules:shell-fields, rules:shell-states): text, images, countdowns
 * and CTAs above the header. Types (after rules:shell-states's adjustments): Static,
 * Static Large, Static List, Scroll (a ticker) and Scroll Fade (one item at
 * a time). Hidden on excludeURLs, CTAs hidden on excludeCTAURLs; a closed
 * banner stays closed for the visit (sessionStorage, applied before first
 * paint by an inline script so a reload does not shift the page).
 */
export default function BannerContent({banner, now, locale}: {banner: Banner; now: number; locale: Locale}) {
  const nonce = useNonce();
  const {pathname} = useLocation();
  const [closedNow, setClosedNow] = useState(false);
  // Hydrates with the server's answer (open), then reads this visit's sessionStorage.
  const closedBefore = useSyncExternalStore(
    noSubscription,
    () => isBannerClosed(banner.id),
    () => false,
  );
  const closed = closedNow || closedBefore;
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  const {shown, ctaShown} = bannerVisibility(pathname, banner);
  const items = banner.items.filter((item) => ctaShown || item.type !== 'CTA');
  const moving = banner.type === 'Scroll' || banner.type === 'Scroll Fade';

  // Scroll Fade: one item at a time, `speed` seconds each.
  useEffect(() => {
    if (banner.type !== 'Scroll Fade' || paused || items.length < 2) return;
    if (prefersReducedMotion()) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % items.length), banner.speed * 1000);
    return () => clearInterval(timer);
  }, [banner.type, banner.speed, paused, items.length]);

  // A ticker's links take focus only while wholly in view: a link sliding under the pause and
  // close buttons, or out of sight, is no keyboard stop and no crowded target (WCAG 2.2 2.5.8).
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!viewport || banner.type !== 'Scroll') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= 0.99) entry.target.removeAttribute('tabindex');
          else entry.target.setAttribute('tabindex', '-1');
        }
      },
      {root: viewport, threshold: [0, 0.99]},
    );
    for (const link of viewport.querySelectorAll('ul:not([inert]) a')) observer.observe(link);
    return () => observer.disconnect();
  }, [viewport, banner.type]);

  // rules:modal-size-and-backdrop: the blog pages' anchor offset counts the promo bar's height (app/modules/JumpButton/anchorOffset.ts),
  // written in a rule only blog pages match (decision 0161).
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const observer = new ResizeObserver(() =>
      sheet.replaceSync(
        `${BLOG_PAGES}{${PROMO_BAR_HEIGHT_VAR}:${Math.round(element.getBoundingClientRect().height)}px}`,
      ),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [element]);

  if (!shown || closed) return null;

  const style = inlineVars({
    [bannerVars.background]: banner.background,
    [bannerVars.color]: banner.color,
    [bannerVars.spacing]: `${banner.spacing}px`,
    [bannerVars.duration]: `${banner.speed * Math.max(1, items.length)}s`,
  });

  const list = (duplicate: boolean) => (
    <ul data-part="items" {...(duplicate ? {'aria-hidden': true, inert: ''} : {})}>
      {items.map((item, index) => (
        <li
          key={index}
          data-part="item"
          hidden={banner.type === 'Scroll Fade' && index !== current % items.length ? true : undefined}
        >
          <Item item={item} now={now} locale={locale} />
        </li>
      ))}
      {banner.cta && ctaShown ? (
        <li data-part="item">
          <CtaLink cta={banner.cta} locale={locale} />
        </li>
      ) : null}
    </ul>
  );

  return (
    <>
      {/* Runs before the banner paints: a banner closed earlier in this visit stays hidden on reload. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{__html: bannerClosedScript(banner.id)}} />
      <aside
        ref={setElement}
        aria-label="Promotions"
        className={styles.banner}
        style={style}
        data-banner-type={banner.type}
        data-height={banner.height}
        data-align={banner.alignment}
        data-mobile-align={banner.mobileAlignment}
        data-mobile-direction={banner.mobileDirection}
        data-inline={banner.inline || undefined}
        data-paused={paused || undefined}
        data-testid="navigation-banner"
      >
        <div data-part="viewport" ref={setViewport}>
          {banner.type === 'Scroll' ? (
            <div data-part="track">
              {list(false)}
              {list(true)}
            </div>
          ) : (
            list(false)
          )}
        </div>
        {moving ? (
          // WCAG 2.2.2: moving content can be paused.
          <button type="button" data-part="control" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            <Icon name={paused ? 'banner-play' : 'banner-pause'} size={14} />
            <span className={visuallyHidden}>Pause promotions</span>
          </button>
        ) : null}
        {banner.closeable ? (
          <button
            type="button"
            data-part="control"
            aria-label="Close promotions"
            onClick={() => {
              rememberBannerClosed(banner.id);
              setClosedNow(true);
            }}
          >
            <Icon name="banner-close" size={14} />
          </button>
        ) : null}
      </aside>
    </>
  );
}

const noSubscription = () => () => {};

function Item({item, now, locale}: {item: BannerItem; now: number; locale: Locale}) {
  switch (item.type) {
    case 'TEXT':
      return <span>{item.text}</span>;
    case 'IMAGE':
      return (
        <img
          src={item.url}
          alt={item.alt}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          data-part="image"
        />
      );
    case 'COUNTDOWN':
      return <Countdown endDate={item.endDate} now={now} layout="INLINE" />;
    case 'CTA':
      return <CtaLink cta={item.cta} locale={locale} />;
  }
}
