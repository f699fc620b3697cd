import {CmsImage} from '../shared/CmsImage';
import {Cta} from '../shared/Cta';
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
            <li key={coach.sys.id} className={shared.card}>
              <CmsImage asset={coach.photo} width={480} sizes="(width <= 768px) 50vw, 25vw" alt="" className={shared.portrait} />
              <div className={shared.cardBody}>
                <h3 className={shared.cardTitle}>{coach.name}</h3>
                <p className={shared.eyebrow}>{coach.title}</p>
                {coach.bio ? <p>{coach.bio}</p> : null}
                {coach.specialties?.length ? <p className={shared.muted}>{coach.specialties.join(' · ')}</p> : null}
              </div>
            </li>
          ) : null,
        )}
      </ul>
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
