import {useId, type ReactNode} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import {button} from '~/styles/button';
import type {CmsCta} from '../types';
import {jumpList, textLink} from './shared.css';

/**
 * A CMS CTA as a link styled by its variant and modifiers (rules:content-fields CTA),
 * resolved on the server (app/lib/content/ctaLinks.ts); internal ones go through
 * the path builder. `onDark`: the INVERSE colours, for dark bands. `text`: an underlined link in the surrounding colour,
 * for CTAs over images and dark bands.
 */
export function Cta({
  cta,
  appearance = 'button',
  onDark = false,
}: {
  cta: CmsCta | null | undefined;
  appearance?: 'button' | 'text';
  onDark?: boolean;
}) {
  const link = cta?.link;
  if (!link) return null;
  const className =
    appearance === 'text'
      ? textLink
      : button({variant: link.variant, ...link.modifiers, ...(onDark ? {inverse: true} : {})});
  if (link.kind === 'jump-list') {
    // rules:content-fields jump-link button list: '#{id}' anchors labelled by the id in title case.
    return (
      <ul className={jumpList} aria-label={link.label}>
        {link.links.map((jump) => (
          <li key={jump.href}>
            <a className={button({variant: link.variant, short: true, ...link.modifiers})} href={jump.href}>
              {jump.label}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  if (link.kind === 'video')
    return (
      <VideoButton className={className} url={link.url} title={link.label}>
        {link.label}
      </VideoButton>
    );
  if (link.kind === 'external') {
    return (
      <a
        className={className}
        href={link.href}
        {...(link.newWindow ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
      >
        {link.label}
      </a>
    );
  }
  return (
    <LocaleLink className={className} to={link.to}>
      {link.label}
    </LocaleLink>
  );
}

/** A button that plays a video in the VIDEO modal (rules:content-fields videoModal; a teaser's video); focus comes back here. */
export function VideoButton({
  className,
  url,
  title,
  label,
  children,
}: {
  className: string;
  url: string;
  title: string;
  label?: string;
  children: ReactNode;
}) {
  const {open, preload} = useModals();
  const id = useId();
  return (
    <button
      type="button"
      id={id}
      className={className}
      aria-label={label}
      onPointerEnter={() => preload()}
      onFocus={() => preload()}
      onClick={() => open('VIDEO', {openerId: id, props: {url, title}})}
    >
      {children}
    </button>
  );
}
