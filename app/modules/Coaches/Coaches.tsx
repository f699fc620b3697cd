import {CardModule} from '../shared/CardModule';
import {PersonCard} from '../shared/PersonCard';
import * as shared from '../shared/shared.css';
import type {ModuleCoaches} from '../types';

/** The coaches a shopper can book, as cards. */
export function Coaches({module, anchor}: {module: ModuleCoaches; anchor: string}) {
  return (
    <CardModule
      anchor={anchor}
      testId="coaches"
      title={module.title}
      subtitle={module.description}
      items={(module.coachesCollection?.items ?? []).filter((coach) => coach?.name)}
      card={(coach) => (
        <PersonCard photo={coach.photo} name={coach.name} role={coach.title} bio={coach.bio}>
          {coach.specialties?.length ? <p className={shared.muted}>{coach.specialties.join(' · ')}</p> : null}
        </PersonCard>
      )}
      cta={module.cta}
    />
  );
}
