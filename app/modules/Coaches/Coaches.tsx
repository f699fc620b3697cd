import {Cta} from '../shared/Cta';
import {PersonCard} from '../shared/PersonCard';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModuleCoaches} from '../types';

/** The coaches a shopper can book, as cards. */
export function Coaches({module, anchor}: {module: ModuleCoaches; anchor: string}) {
  const titleId = `${anchor}-title`;
  const coaches = (module.coachesCollection?.items ?? []).filter((coach) => coach?.name);
  return (
    <Section anchor={anchor} titleId={titleId} testId="coaches">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.description} />
      <ul className={shared.cardGrid}>
        {coaches.map((coach) =>
          coach ? (
            <PersonCard key={coach.sys.id} photo={coach.photo} name={coach.name} role={coach.title} bio={coach.bio}>
              {coach.specialties?.length ? <p className={shared.muted}>{coach.specialties.join(' · ')}</p> : null}
            </PersonCard>
          ) : null,
        )}
      </ul>
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
