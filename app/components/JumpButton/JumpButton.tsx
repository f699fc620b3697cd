import {useEffect, useState} from 'react';
import {FIRST_MAIN_BUTTON, stickyJumpVisible} from '~/lib/jump';
import {button} from '~/styles/button.css';
import * as styles from './JumpButton.css';

/**
 * The jump button (spec 2, spec 3 "Jump button"). Static: scrolls to the top
 * and focuses the first button in the main content. Sticky: the same, fixed
 * in the corner, shown once the page has scrolled more than a third of the
 * viewport height (and inert while hidden).
 */
export function JumpButton({text, variant = 'Static'}: {text: string; variant?: 'Static' | 'Sticky'}) {
  const [shown, setShown] = useState(variant === 'Static');

  useEffect(() => {
    if (variant !== 'Sticky') return;
    const update = () => setShown(stickyJumpVisible(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, {passive: true});
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [variant]);

  const jump = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reduced ? 'auto' : 'smooth'});
    document.querySelector<HTMLElement>(FIRST_MAIN_BUTTON)?.focus({preventScroll: true});
  };

  const sticky = variant === 'Sticky';
  return (
    <button
      type="button"
      className={`${button({variant: sticky ? 'PRIMARY' : 'SECONDARY_OUTLINE', short: true})}${sticky ? ` ${styles.sticky}` : ''}`}
      onClick={jump}
      data-variant={variant}
      data-shown={sticky ? shown : undefined}
      {...(shown ? {} : {inert: '', 'aria-hidden': true})}
    >
      {text}
    </button>
  );
}
