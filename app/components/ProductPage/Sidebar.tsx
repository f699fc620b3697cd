import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import type {
  CmsPackageSummary,
  CmsSidebarBaseComponent,
  CmsSidebarConfigurator,
  CmsSidebarCountdown,
  CmsSidebarCta,
  CmsSidebarItem,
  CmsSidebarValueProps,
} from '~/graphql/cms/pdp';
import {normalizeCta, type CmsCta} from '~/lib/cta';
import {CtaButton} from '~/components/Cta/CtaButton';
import {buttonCta} from '~/lib/shell';
import type {Locale} from '~/lib/i18n';
import {isShownInLocale} from '~/lib/content';
import {formatMoney} from '~/lib/money';
import {bestPackageSaving, effectivePrice, productBlockTitle, savingLabel} from '~/lib/pricing';
import {loadScript} from '~/lib/loadScript';
import {lookupWithRetry} from '~/lib/prequalification';
import type {NormalizedVariant} from '~/lib/product/normalize';
import type {PdpProduct} from '~/lib/product/pdpProduct';
import {RichText} from '~/components/RichText/RichText';
import {textBlockView, type CmsTextBlock} from '~/lib/textBlock';
import {configuratorSlug} from '~/lib/productPaths';
import {useLocale} from '~/lib/useLocale';
import {useHydrated} from '~/lib/useHydrated';
import {button} from '~/styles/button';
import {inlineVars} from '~/styles/inlineVars';
import * as styles from './ProductPage.css';
import {LazyCountdown} from '~/components/Countdown/LazyCountdown';

/** Opened on demand: its code, XState and its content load when the shopper asks for it. */
const PdpConfigurator = lazy(() => import('~/components/Configurator/PdpConfigurator'));


export interface SidebarProps {
  items: CmsSidebarItem[];
  variant: NormalizedVariant;
  now: number;
  product: PdpProduct;
  configuratorVariant: string | null;
  prequalificationScript: string | null;
}

/**
 * The sidebar's optional blocks of spec 2 (text, value props, trust badges,
 * event countdown, configurator, package accordion and product block). The
 * module loads after the first paint: the blocks are rendered on the
 * server, and their few controls work once it arrives.
 */
export default function Sidebar({items, ...rest}: SidebarProps) {
  return (
    <>
      {items.map((item) =>
        // spec 9 displayMode (layout): a media query shows a Desktop or Mobile block, so nothing moves once scripts run.
        item.displayMode === 'Desktop' || item.displayMode === 'Mobile' ? (
          <div key={item.sys.id} data-display-mode={item.displayMode}>
            <SidebarBlock item={item} {...rest} />
          </div>
        ) : (
          <SidebarBlock key={item.sys.id} item={item} {...rest} />
        ),
      )}
    </>
  );
}

/** Narrows a CMS union member by its __typename. */
function isType<T extends {__typename: string}>(typename: T['__typename']) {
  return (value: {__typename: string} | null | undefined): value is T => value?.__typename === typename;
}

const isBaseComponent = isType<CmsSidebarBaseComponent>('BaseComponent');
const isText = isType<{__typename: 'Text'} & CmsTextBlock>('Text');
const isValueProps = isType<CmsSidebarValueProps>('ModuleValueProps');
const isCountdown = isType<CmsSidebarCountdown>('EventCountdown');
const isPackage = isType<CmsPackageSummary>('Package');
const isConfigurator = isType<CmsSidebarConfigurator>('Configurator');
const isCta = (value: {__typename: string} | null | undefined): value is CmsSidebarCta => value?.__typename === 'CtaInternal' || value?.__typename === 'CtaExternal';

/**
 * spec 2: the package modal lists the main product in the chosen colour,
 * the secondary products and the total savings.
 */
function openPackage(open: ReturnType<typeof useModals>['open'], pkg: CmsPackageSummary, variant: NormalizedVariant, locale: Locale, openerId: string) {
  const full = pkg.pdpPrice ?? 0;
  const total = pkg.pdpDiscountedPrice ?? full;
  const members = (pkg.productsCollection?.items ?? []).filter((member): member is {title: string | null; rower: boolean | null} => Boolean(member));
  open('PACKAGE', {
    openerId,
    props: {
      title: pkg.title,
      main: members.filter((member) => member.rower).map((member) => `${member.title ?? ''}${variant.title && variant.color ? ` in ${variant.title}` : ''}`),
      secondary: members.filter((member) => !member.rower).map((member) => member.title ?? ''),
      savings: full > total ? formatMoney(full - total, locale) : null,
      href: `/bundles/${pkg.shopifyHandle}/`,
    },
  });
}

/** A Trust Badges base component's JSON props: {badges: string[]}; anything else shows nothing. */
function trustBadges(props: unknown): string[] {
  const badges = (props as {badges?: unknown} | null)?.badges;
  return Array.isArray(badges) ? badges.filter((badge): badge is string => typeof badge === 'string' && badge.length > 0).slice(0, 6) : [];
}

/** The sidebar's optional blocks (spec 2); the ones not yet built render nothing. */
function SidebarBlock({item, variant, now, product, configuratorVariant, prequalificationScript}: Omit<SidebarProps, 'items'> & {item: CmsSidebarItem}) {
  const locale = useLocale();
  const {open, preload} = useModals();
  const content = item.content;
  if (
    item.blockType === 'Prequalification Widget' &&
    prequalificationScript &&
    isBaseComponent(content) &&
    content.component === 'Prequalification Widget' &&
    isShownInLocale(content.displayMode, locale.code)
  ) {
    return <Prequalification src={prequalificationScript} product={product.title} price={effectivePrice(variant.price).total} />;
  }
  if (item.blockType === 'CTA' && isCta(content)) {
    const cta = buttonCta(normalizeCta(content as CmsCta));
    if (!cta) return null;
    return (
      <div data-testid="pdp-cta">
        <CtaButton cta={cta} />
      </div>
    );
  }
  if (item.blockType === 'Package Modal' && isPackage(content) && content.shopifyHandle) {
    const openerId = `package-modal-${content.shopifyHandle}`;
    return (
      <button
        type="button"
        id={openerId}
        className={button({variant: 'SECONDARY_OUTLINE', fullWidth: true})}
        onPointerEnter={() => preload()}
        onFocus={() => preload()}
        onClick={() => openPackage(open, content, variant, locale, openerId)}
        data-testid="pdp-package-modal"
      >
        {item.title ?? `What’s in the ${content.title ?? 'package'}`}
      </button>
    );
  }
  if (item.blockType === 'Configurator' && isConfigurator(content) && product.isRower) {
    return <ConfiguratorBlock id={content.sys.id} product={product} color={variant.color ?? 'pirate-black'} variantParam={configuratorVariant} />;
  }
  if (item.blockType === 'Text' && isText(content)) {
    const view = textBlockView(content);
    if (!view) return null;
    // spec 3: the block's palette colour is the CMS's, so it stays a runtime value.
    const props = {
      className: `${styles.textBlock} ${styles.paragraphStyle[view.paragraph]}${view.color ? ` ${styles.coloredTextBlock}` : ''}`,
      'data-variant': view.variant,
      'data-testid': 'pdp-text',
      style: view.color ? inlineVars({[styles.textBlockColor]: view.color}) : undefined,
    };
    return view.kind === 'rich' ? (
      <div {...props}>
        <RichText document={view.document} />
      </div>
    ) : (
      <p {...props}>{view.text}</p>
    );
  }
  if (item.blockType === 'Value Props' && isValueProps(content)) {
    const props = (content.itemsCollection?.items ?? []).filter((prop): prop is {title: string; description: string | null} => Boolean(prop?.title));
    if (props.length === 0) return null;
    return (
      <ul className={styles.valueProps} aria-label={item.title ?? 'Why Keel'} data-testid="pdp-value-props">
        {props.map((prop) => (
          <li key={prop.title}>
            <strong>{prop.title}</strong>
            {prop.description ? <span className={styles.valuePropText}>{prop.description}</span> : null}
          </li>
        ))}
      </ul>
    );
  }
  if (item.blockType === 'Base Component' && isBaseComponent(content) && content.component === 'Trust Badges' && isShownInLocale(content.displayMode, locale.code)) {
    const badges = trustBadges(content.props);
    if (badges.length === 0) return null;
    return (
      <ul className={styles.trustBadges} aria-label="Why shop with Keel" data-testid="pdp-trust-badges">
        {badges.map((badge) => (
          <li key={badge} className={styles.trustBadge}>
            {badge}
          </li>
        ))}
      </ul>
    );
  }
  if (item.blockType === 'Event Countdown' && isCountdown(content) && content.endDate && Date.parse(content.endDate) > now) {
    return <LazyCountdown endDate={content.endDate} now={now} title={content.title} testId="pdp-countdown" />;
  }
  if (item.blockType === 'Package Accordion' || item.blockType === 'Product Block') {
    const packages = [...(item.itemsCollection?.items ?? []), item.content].filter(isPackage);
    if (packages.length === 0) return null;
    const title = productBlockTitle(item.title ?? '', {full: bestPackageSaving(packages), total: 0}, locale);
    return (
      <section aria-label={title || 'Packages'}>
        {title ? <p className={styles.blockTitle}>{title}</p> : null}
        <ul className={styles.packages}>
          {packages.map((pkg) => {
            const full = pkg.pdpPrice ?? 0;
            const total = pkg.pdpDiscountedPrice ?? full;
            return (
              <li key={pkg.shopifyHandle} className={styles.packageCard}>
                <span>
                  <LocaleLink to={`/bundles/${pkg.shopifyHandle}/`}>{pkg.title}</LocaleLink>
                  <button
                    type="button"
                    id={`package-${pkg.shopifyHandle}`}
                    className={styles.inlineButton}
                    onPointerEnter={() => preload()}
                    onClick={() => openPackage(open, pkg, variant, locale, `package-${pkg.shopifyHandle}`)}
                  >
                    What’s included
                  </button>
                </span>
                <span>
                  {formatMoney(total, locale)}
                  {full > total ? <span className={styles.packageSaving}>{savingLabel(full - total, locale)}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  return null;
}

/**
 * The sidebar's configurator (spec 2): closed at first, so nothing shifts
 * and nothing loads; opening it builds a package on this page, and the
 * full configurator has its own page.
 */
function ConfiguratorBlock({id, product, color, variantParam}: {id: string; product: PdpProduct; color: string; variantParam: string | null}) {
  const [opened, setOpened] = useState(false);
  // The sidebar's code loads after the first paint: the button works once this is true.
  const ready = useHydrated();
  return (
    <section aria-labelledby="pdp-configurator-title" className={styles.valueProps} data-testid="pdp-configurator" data-ready={ready}>
      <h2 id="pdp-configurator-title" className={styles.blockTitle}>
        Build your package
      </h2>
      {opened ? (
        <Suspense fallback={<p role="status">Loading the configurator…</p>}>
          <PdpConfigurator id={id} color={color} variantParam={variantParam} />
        </Suspense>
      ) : (
        <>
          <p>Add a package, accessories, the membership and an extended warranty, all in one go.</p>
          <button type="button" className={button({variant: 'SECONDARY_OUTLINE', fullWidth: true})} aria-expanded={false} onClick={() => setOpened(true)}>
            Customize your {product.title}
          </button>
        </>
      )}
      <LocaleLink to={`/configure/${configuratorSlug(product.handle)}/`}>Open the full configurator</LocaleLink>
    </section>
  );
}

interface PrequalificationApi {
  mount: (element: HTMLElement, options: {product: string; price: number; placement: string}) => boolean;
}

/**
 * The HSA/FSA prequalification widget (spec 1, 7): the provider's script
 * is loaded once, then the page looks its API up, retrying up to 5 times
 * 200 ms apart (spec 9), and mounts it here. Until then, or if it never
 * comes, a line of our own says what the widget is for; its box keeps its
 * height, so nothing below it moves.
 */
function Prequalification({src, product, price}: {src: string; product: string; price: number}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const global = window as unknown as {KeelPrequal?: PrequalificationApi};
    // The provider's script loads after the page's own load event (a third party never holds it up);
    // its API is looked up once the script has loaded (spec 9's retries cover a script that defines it
    // a little later): on a busy page the download alone can outlast the retries. A failed load leaves
    // the line of our own.
    const start = () => {
      loadScript(src, {dataset: {prequal: 'true'}})
        .then(() => lookupWithRetry(() => global.KeelPrequal))
        .then((api) => {
          if (!cancelled && api && box.current) api.mount(box.current, {product, price, placement: 'pdp-sidebar'});
        })
        .catch(() => {});
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [src, product, price]);
  return (
    <section aria-label="Pay with HSA or FSA" className={`${styles.valueProps} ${styles.prequalification}`} data-testid="prequalification">
      <div ref={box}>
        <p className={styles.strongLabel}>Pay with pre-tax HSA or FSA dollars</p>
        <p>Many shoppers can use a health spending account for a rower.</p>
      </div>
    </section>
  );
}
