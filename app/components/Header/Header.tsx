import {useEffect, useId, useState} from 'react';
import {lazySection} from '~/lib/lazy/lazySection';
import {Icon} from '~/components/Icon/Icon';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import {useKnownCart} from '~/lib/cart/KnownCartProvider';
import type {Navigation} from '~/lib/shell/shell';
import {whenIdle} from '~/lib/idle';
import {useLocale} from '~/lib/useLocale';
import * as styles from './Header.css';
import {LOGO} from './logo';

export interface HeaderProps {
  /** The top navigation from the CMS; null (CMS down) falls back to the three listings. */
  navigation?: Navigation | null;
}

/**
 * The top navigation (rules:shell-fields). The logo and cart icon are part of the first
 * load; the navigation itself (columns, panels, the Menu button and the
 * header state) is rendered on the server in full and its code loads after
 * the first paint (decision 0020): until then its links work as plain links.
 */
/** Behind memo with its own boundary (lazySection): router updates right after hydration must not reach it while its code loads (React 421). */
const LazyHeaderNav = lazySection(() => import('./HeaderNav'), {early: true, fallback: <div className={styles.nav} />});

export function Header({navigation}: HeaderProps) {
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LocaleLink to="/" className={styles.logo} aria-label={navigation?.logoAlt ?? 'Keel home'}>
          <Logo />
        </LocaleLink>
        <LazyHeaderNav navigation={navigation ?? null} locale={locale} />
        {/* decision 0137: a plain link (no code in the shell); /account sends a signed-out shopper to the sign-in. */}
        <LocaleLink to="/account" className={styles.iconLink} aria-label="Your account" data-testid="account-link">
          <Icon name="account" size={26} strokeWidth="1.8" />
        </LocaleLink>
        <CartIcon label={navigation?.cartLabel ?? 'Cart'} />
      </div>
    </header>
  );
}

const LOGO_ID = 'keel-logo';

/**
 * The logo's drawing, which only the server's bundle carries (decision 0168): React leaves a
 * dangerouslySetInnerHTML element's content as it finds it when hydrating, and a client render (a
 * recovery from a hydration error) copies the document's own drawing over.
 */
function Logo() {
  const [html] = useState(() => (import.meta.env.SSR ? LOGO : (document.getElementById(LOGO_ID)?.innerHTML ?? '')));
  return (
    <svg
      id={LOGO_ID}
      width={104}
      height={32}
      viewBox="0 0 104 32"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}

/**
 * The mini cart's icon; its label is the CMS's ('Cart' in the US, 'Basket' in the UK). The count is
 * the shopper's, fetched after hydration (decision 0070): the server's HTML shows none.
 */
function CartIcon({label: name}: {label: string}) {
  const known = useKnownCart();
  const count = known?.cart?.totalQuantity ?? 0;
  const label = count === 1 ? `${name}, 1 item` : `${name}, ${count} items`;
  const {open, preload} = useModals();
  const id = useId();
  // The mini cart opens from here with its lines drawn (rules:mini-cart-known-lines): its code loads once the page is idle.
  useEffect(() => whenIdle(() => preload('CART')), [preload]);
  return (
    <LocaleLink
      id={id}
      to="/cart"
      className={styles.iconLink}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="cart-icon"
      onPointerEnter={() => preload('CART')}
      onFocus={() => preload('CART')}
      onClick={(event) => {
        // rules:shell-states: the icon opens the mini cart (opened from ICON); without JavaScript it is a link to /cart.
        event.preventDefault();
        open('CART', {openerId: id, props: {location: 'ICON', known}});
      }}
    >
      <Icon name="cart" size={26} strokeWidth="1.8" />
      {count > 0 ? (
        <span className={styles.cartCount} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </LocaleLink>
  );
}
