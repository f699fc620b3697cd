import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModuleReferralForm} from '../types';

/**
 * spec 3 referral form: the offer over its background (spec 9: 1300px at
 * quality 80). The referral provider's own form is a third-party script not
 * wired here; members share their link from the Keel app.
 */
export function ReferralForm({module, anchor}: {module: ModuleReferralForm; anchor: string}) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} titleId={titleId} testId="referral" className={shared.overlay}>
      <CmsImage asset={module.backgroundImage} width={1300} sizes="100vw" alt="" className={shared.overlayImage} />
      <div className={shared.overlayContent}>
        <h2 id={titleId} className={shared.title}>
          {module.title}
        </h2>
        {module.copy ? <p className={shared.subtitle}>{module.copy}</p> : null}
        <div className={shared.ctaRow}>
          <Cta cta={module.cta} appearance="text" />
        </div>
      </div>
    </Section>
  );
}
