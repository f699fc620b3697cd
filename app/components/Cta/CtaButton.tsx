import type {Locale} from '~/lib/i18n';
import type {ButtonCta} from '~/lib/shell/shell';
import {button} from '~/styles/button';
import {CtaIcon} from './CtaIcon';
import {CtaLink} from './CtaLink';
import {JumpLinkList} from '../../modules/JumpButton/JumpLinkList';

/**
 * A CMS CTA drawn as a button (rules:content-fields, rules:layout-constants): the variant recipe with its
 * modifiers (resolved on the server, see buttonCta), its icon (REVERSE puts
 * it first), and a jump-link list when it names several targets.
 */
export function CtaButton({cta, locale}: {cta: ButtonCta; locale?: Locale}) {
  if (cta.jumpLinks?.length) return <JumpLinkList label={cta.text} links={cta.jumpLinks} />;
  return (
    <CtaLink cta={cta} locale={locale} className={button(cta.button)}>
      <span>{cta.text}</span>
      <CtaIcon name={cta.icon} />
    </CtaLink>
  );
}
