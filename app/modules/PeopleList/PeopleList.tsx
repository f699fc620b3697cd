import type {ModuleTheme} from '~/lib/moduleTheme';
import {CmsImage} from '../shared/CmsImage';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModulePeopleList} from '../types';

/** The people behind Keel, as cards: portrait, name, role, bio and LinkedIn. */
export function PeopleList({module, anchor, theme}: {module: ModulePeopleList; anchor: string; theme?: ModuleTheme | null}) {
  const titleId = `${anchor}-title`;
  const people = (module.peopleCollection?.items ?? []).filter((person) => person?.name);
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="people-list">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.description} />
      <ul className={shared.cardGrid}>
        {people.map((person) =>
          person ? (
            <li key={person.sys.id} className={shared.card}>
              <CmsImage asset={person.photo} width={480} sizes="(width <= 768px) 50vw, 25vw" alt="" className={shared.portrait} />
              <div className={shared.cardBody}>
                <h3 className={shared.cardTitle}>{person.name}</h3>
                <p className={shared.eyebrow}>{person.role}</p>
                {person.bio ? <p>{person.bio}</p> : null}
                {person.linkedinUrl ? (
                  <a className={shared.textLink} href={person.linkedinUrl} target="_blank" rel="noopener noreferrer">
                    {person.name} on LinkedIn
                  </a>
                ) : null}
              </div>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  );
}
