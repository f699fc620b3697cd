import {Countdown} from '~/components/Countdown/Countdown';
import {Cta} from '../shared/Cta';
import {OverlaySection} from '../shared/OverlaySection';
import * as shared from '../shared/shared.css';
import type {EventCountdown as EventCountdownModule, ModuleProps} from '../types';

/** rules:content-fields, rules:content-states: a promotion's countdown, SHORT or TALL; nothing renders without an end date. */
export function EventCountdown({module, anchor, theme, now}: ModuleProps<EventCountdownModule> & {now: number}) {
  if (!module.endDate) return null;
  return (
    <OverlaySection
      anchor={anchor}
      theme={theme}
      testId="countdown"
      module={module}
      imageWidth={1600}
      eyebrow={module.badge?.text}
    >
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
    </OverlaySection>
  );
}
