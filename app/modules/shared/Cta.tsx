import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {button} from '~/styles/button.css';
import type {CmsCta} from '../types';
import {textLink} from './shared.css';

/**
 * A CMS CTA as a link styled by its variant and modifiers (spec 3 CTA),
 * resolved on the server (app/lib/ctaLinks.ts); internal ones go through
 * the path builder. `onDark`: the INVERSE colours, for dark bands. `text`: an underlined link in the surrounding colour,
 * for CTAs over images and dark bands.
 */
export function Cta({cta, appearance = 'button', onDark = false}: {cta: CmsCta | null | undefined; appearance?: 'button' | 'text'; onDark?: boolean}) {
  const link = cta?.link;
  if (!link) return null;
  const className = appearance === 'text' ? textLink : button({variant: link.variant, ...link.modifiers, ...(onDark ? {inverse: true} : {})});
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.href} {...(link.newWindow ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
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
