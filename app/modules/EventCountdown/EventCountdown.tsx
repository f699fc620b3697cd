import {Countdown} from '~/components/Countdown/Countdown';
import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
import {Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {EventCountdown as EventCountdownModule, ModuleProps} from '../types';

/** rules:content-fields, rules:content-states: a promotion's countdown, SHORT or TALL; nothing renders without an end date. */
export function EventCountdown({module, anchor, theme, now}: ModuleProps<EventCountdownModule> & {now: number}) {
  if (!module.endDate) return null;
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="countdown" className={shared.overlay}>
      <CmsImage asset={module.backgroundImage} width={1600} sizes="100vw" alt="" className={shared.overlayImage} />
      <div className={shared.overlayContent}>
        {module.badge?.text ? <p className={shared.eyebrow}>{module.badge.text}</p> : null}
        <h2 id={titleId} className={shared.title}>
          {module.title}
        </h2>
        {module.subtitle ? <p className={shared.subtitle}>{module.subtitle}</p> : null}
        <Countdown
          endDate={module.endDate}
          now={now}
          layout={module.height === 'TALL' ? 'TALL' : 'SHORT'}
          title={module.dateTextTop}
        />
        {module.dateTextBottom ? <p>{module.dateTextBottom}</p> : null}
        {module.financingText ? <p className={shared.eyebrow}>{module.financingText}</p> : null}
        <div className={shared.ctaRow}>
          <Cta cta={module.cta} onDark />
        </div>
      </div>
    </Section>
  );
}
