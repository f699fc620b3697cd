import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {ModalButton} from '~/components/Modal/ModalBridge';
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
      <ModalButton kind="VIDEO" props={{url: link.url, title: link.label}} className={className}>
        {link.label}
      </ModalButton>
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
