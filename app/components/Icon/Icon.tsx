import {useState, type SVGProps} from 'react';
import * as styles from './Icon.css';
import {SPRITE, type IconName} from './sprite';

export type {IconName};

const SPRITE_ID = 'icon-sprite';

/**
 * The sprite, once per document (in the root layout). Only the server's bundle carries its
 * symbols (decision 0103): the browser keeps what the HTML drew, since React leaves a
 * dangerouslySetInnerHTML element's content as it finds it when hydrating, and a client
 * render (a recovery from a hydration error) copies the document's own symbols over.
 */
export function IconSprite() {
  const [html] = useState(() => (import.meta.env.SSR ? SPRITE : (document.getElementById(SPRITE_ID)?.innerHTML ?? '')));
  return (
    <svg
      id={SPRITE_ID}
      className={styles.sprite}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}

/** A decorative icon (its control carries the name): a <use> of the sprite's symbol, drawn in currentColor. */
export function Icon({name, size, ...props}: {name: IconName; size?: number} & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
