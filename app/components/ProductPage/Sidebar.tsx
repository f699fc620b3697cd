import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {ModalButton} from '~/components/Modal/ModalBridge';
import {CtaButton} from '~/components/Cta/CtaButton';
import {effectivePrice} from '~/lib/product/pricing';
import {loadScript} from '~/lib/loadScript';
import {lookupWithRetry} from '~/lib/payLater/prequalification';
import type {NormalizedVariant} from '~/lib/product/normalizeProduct';
import type {PdpProduct} from '~/lib/product/pdpProduct';
import type {SidebarBlock, SidebarPackage} from '~/lib/product/sidebarBlocks.server';
import {RichText} from '~/components/RichText/RichText';
import {configuratorSlug} from '~/lib/product/productPaths';
import {useHydrated} from '~/lib/useHydrated';
import {button} from '~/styles/button';
import {inlineVars} from '~/styles/inlineVars';
import * as styles from './ProductPage.css';
import {LazyCountdown} from '~/components/Countdown/LazyCountdown';

/** Opened on demand: its code, XState and its content load when the shopper asks for it. */
const PdpConfigurator = lazy(() => import('~/components/Configurator/PdpConfigurator'));

export interface SidebarProps {
  /** The blocks as the server resolved them (decision 0143). */
  blocks: SidebarBlock[];
  variant: NormalizedVariant;
  now: number;
  product: PdpProduct;
  configuratorVariant: string | null;
}

/**
 * The sidebar's optional blocks (rules:pdp-sidebar-items: text, value props, trust badges, event
 * countdown, configurator, package accordion and product block). The module loads after the first
 * paint: the blocks are rendered on the server, and their few controls work once it arrives.
 */
export default function Sidebar({blocks, ...rest}: SidebarProps) {
  return (
    <>
      {blocks.map((block) =>
        // rules:pdp-sidebar-layout: a media query shows a Desktop or Mobile block, so nothing moves once scripts run.
        block.displayMode ? (
          <div key={block.id} data-display-mode={block.displayMode}>
            <SidebarBlockView block={block} {...rest} />
          </div>
        ) : (
          <SidebarBlockView key={block.id} block={block} {...rest} />
        ),
      )}
    </>
  );
}

/** rules:package-modal: the main product in the chosen colour, the secondary products and the total savings. */
function packageModal(pkg: SidebarPackage, variant: NormalizedVariant) {
  return {
    title: pkg.title,
    main: pkg.main.map((title) => `${title}${variant.title && variant.color ? ` in ${variant.title}` : ''}`),
    secondary: pkg.secondary,
    savings: pkg.saving,
    href: `/bundles/${pkg.handle}/`,
  };
}

function SidebarBlockView({
  block,
  variant,
  now,
  product,
  configuratorVariant,
}: Omit<SidebarProps, 'blocks'> & {block: SidebarBlock}) {
  switch (block.kind) {
    case 'prequalification':
      return <Prequalification src={block.src} product={product.title} price={effectivePrice(variant.price).total} />;
    case 'cta':
      return (
        <div data-testid="pdp-cta">
          <CtaButton cta={block.cta} />
        </div>
      );
    case 'packageModal':
      return (
        <ModalButton
          kind="PACKAGE"
          props={packageModal(block.package, variant)}
          id={`package-modal-${block.package.handle}`}
          className={button({variant: 'SECONDARY_OUTLINE', fullWidth: true})}
          data-testid="pdp-package-modal"
        >
          {block.label}
        </ModalButton>
      );
    case 'configurator':
      return (
        <ConfiguratorBlock
          id={block.configuratorId}
          product={product}
          color={variant.color ?? 'pirate-black'}
          variantParam={configuratorVariant}
        />
      );
    case 'text': {
      const view = block.text;
      // The block's palette colour is the CMS's, so it stays a runtime value.
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
    case 'valueProps':
      return (
        <ul className={styles.valueProps} aria-label={block.label} data-testid="pdp-value-props">
          {block.props.map((prop) => (
            <li key={prop.title}>
              <strong>{prop.title}</strong>
              {prop.description ? <span className={styles.valuePropText}>{prop.description}</span> : null}
            </li>
          ))}
        </ul>
      );
    case 'trustBadges':
      return (
        <ul className={styles.trustBadges} aria-label="Why shop with Keel" data-testid="pdp-trust-badges">
          {block.badges.map((badge) => (
            <li key={badge} className={styles.trustBadge}>
              {badge}
            </li>
          ))}
        </ul>
      );
    case 'countdown':
      return <LazyCountdown endDate={block.endDate} now={now} title={block.title} testId="pdp-countdown" />;
    case 'packages':
      return (
        <section aria-label={block.title || 'Packages'}>
          {block.title ? <p className={styles.blockTitle}>{block.title}</p> : null}
          <ul className={styles.packages}>
            {block.packages.map((pkg) => (
              <li key={pkg.handle} className={styles.packageCard}>
                <span>
                  <LocaleLink to={`/bundles/${pkg.handle}/`}>{pkg.title}</LocaleLink>
                  <ModalButton
                    kind="PACKAGE"
                    props={packageModal(pkg, variant)}
                    id={`package-${pkg.handle}`}
                    className={styles.inlineButton}
                  >
                    What’s included
                  </ModalButton>
                </span>
                <span>
                  {pkg.price}
                  {pkg.savingLabel ? <span className={styles.packageSaving}>{pkg.savingLabel}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

/**
 * The sidebar's configurator (rules:product-states): closed at first, so nothing shifts
 * and nothing loads; opening it builds a package on this page, and the
 * full configurator has its own page.
 */
function ConfiguratorBlock({
  id,
  product,
  color,
  variantParam,
}: {
  id: string;
  product: PdpProduct;
  color: string;
  variantParam: string | null;
}) {
  const [opened, setOpened] = useState(false);
  // The sidebar's code loads after the first paint: the button works once this is true.
  const ready = useHydrated();
  return (
    <section
      aria-labelledby="pdp-configurator-title"
      className={styles.valueProps}
      data-testid="pdp-configurator"
      data-ready={ready}
    >
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
          <button
            type="button"
            className={button({variant: 'SECONDARY_OUTLINE', fullWidth: true})}
            aria-expanded={false}
            onClick={() => setOpened(true)}
          >
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
 * The HSA/FSA prequalification widget (rules:pdp-prequalification, rules:product-fields): the provider's script
 * is loaded once, then the page looks its API up, retrying up to 5 times
 * 200 ms apart (rules:product-states), and mounts it here. Until then, or if it never
 * comes, a line of our own says what the widget is for; its box keeps its
 * height, so nothing below it moves.
 */
function Prequalification({src, product, price}: {src: string; product: string; price: number}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const global = window as unknown as {KeelPrequal?: PrequalificationApi};
    // The provider's script loads after the page's own load event (a third party never holds it up);
    // its API is looked up once the script has loaded (rules:product-states's retries cover a script that defines it
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
    <section
      aria-label="Pay with HSA or FSA"
      className={`${styles.valueProps} ${styles.prequalification}`}
      data-testid="prequalification"
    >
      <div ref={box}>
        <p className={styles.strongLabel}>Pay with pre-tax HSA or FSA dollars</p>
        <p>Many shoppers can use a health spending account for a rower.</p>
      </div>
    </section>
  );
}
