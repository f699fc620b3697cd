import type {MouseEvent} from 'react';
import {scrollBehavior} from '~/lib/scroll';
import {anchorId, jumpScrollTop} from '~/modules/JumpButton/jumpLinks';
import * as styles from './JumpLinkList.css';

/**
 * A jump-link list (rules:content-fields): '#{id}' anchors labelled with the id in title
 * case; a click scrolls the target to 140px below the top (rules:layout-constants), puts the
 * hash in the URL and moves focus there, so keyboard users land on it too.
 */
export function JumpLinkList({
  label,
  links,
  className,
}: {
  label: string;
  links: Array<{href: string; label: string}>;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    const id = anchorId(href);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    window.scrollTo({
      top: jumpScrollTop(target.getBoundingClientRect().top, window.scrollY),
      behavior: scrollBehavior(),
    });
    history.pushState(history.state, '', href);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({preventScroll: true});
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={(event) => onClick(event, link.href)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
