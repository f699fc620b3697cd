import type {ReactNode} from 'react';
import type {ModuleTheme} from '~/lib/content/moduleTheme';
import * as styles from './shared.css';
import {themeStyle} from './themeStyle';

/**
 * Marks a module's root once React runs its code (after the lazy chunk has
 * hydrated it), so tests and monitoring can tell server HTML from a live module.
 */
export function markHydrated(node: HTMLElement | null) {
  node?.setAttribute('data-hydrated', '');
}

/**
 * The frame of every module: a labelled section (a landmark for screen
 * readers) with the anchor id the scroll navigation and jump links use.
 */
export function Section({
  anchor,
  titleId,
  theme,
  children,
  className,
  testId,
}: {
  anchor: string;
  titleId?: string;
  /** The module's background and text colours, resolved on the server. */
  theme?: ModuleTheme | null;
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <section
      ref={markHydrated}
      id={anchor}
      aria-labelledby={titleId}
      className={`${styles.section}${className ? ` ${className}` : ''}${theme ? ` ${styles.themed}` : ''}`}
      style={theme ? themeStyle(theme) : undefined}
      data-module={testId}
    >
      <div className={styles.inner}>{children}</div>
    </section>
  );
}

/** A module's heading block: optional eyebrow, the title (h2 unless the CMS font style says) and a subtitle. */
export function ModuleHeader({
  id,
  eyebrow,
  title,
  subtitle,
  as: Heading = 'h2',
  titleClassName,
}: {
  id: string;
  eyebrow?: string | null;
  title: string | null;
  subtitle?: string | null;
  as?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  titleClassName?: string;
}) {
  if (!title) return null;
  return (
    <div className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}>
        {title}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
