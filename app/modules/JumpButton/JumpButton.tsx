import {useEffect, useState} from 'react';
import {scrollBehavior} from '~/lib/scroll';
import {FIRST_MAIN_BUTTON, stickyJumpVisible} from '~/modules/JumpButton/jumpButtonRules';
import {button} from '~/styles/button';
import type {ButtonVariant} from '~/styles/buttonVariants';
import type {ModuleJumpButton} from '../types';
import * as styles from './JumpButton.css';
import {markHydrated} from '../shared/Section';

/** rules:content-fields: scrolls to the top and focuses the first button in the main content. */
function jumpToTop() {
  window.scrollTo({top: 0, behavior: scrollBehavior()});
  document.querySelector<HTMLElement>(FIRST_MAIN_BUTTON)?.focus({preventScroll: true});
}

/**
 * rules:content-fields jump button. Static: scrolls to the top and focuses the first
 * button in the main content. Sticky: the same, shown once the page has
 * scrolled more than a third of the viewport height.
 */
export function JumpButton({module}: {module: ModuleJumpButton}) {
  const sticky = module.displayMode !== 'Static';
  const [visible, setVisible] = useState(!sticky);
  useEffect(() => {
    if (!sticky) return;
    const update = () => setVisible(stickyJumpVisible(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [sticky]);
  const control = (
    <button
      ref={markHydrated}
      type="button"
      data-module="jump-button"
      data-jump-button=""
      className={`${button({variant: (module.buttonVariant ?? 'PRIMARY') as ButtonVariant})} ${sticky ? styles.sticky : ''}`}
      data-visible={visible}
      onClick={jumpToTop}
      // Hidden means out of the tab order too; React 18 passes `inert` only as a string.
      {...(visible ? {} : {inert: '', 'aria-hidden': true})}
    >
      {module.text}
    </button>
  );
  return sticky ? control : <div className={styles.wrapper}>{control}</div>;
}
