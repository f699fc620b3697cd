import type {ModuleTheme} from '~/lib/moduleTheme';
import {PersonCard} from '../shared/PersonCard';
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
            <PersonCard key={person.sys.id} photo={person.photo} name={person.name} role={person.role} bio={person.bio}>
              {person.linkedinUrl ? (
                <a className={shared.textLink} href={person.linkedinUrl} target="_blank" rel="noopener noreferrer">
                  {person.name} on LinkedIn
                </a>
              ) : null}
            </PersonCard>
          ) : null,
        )}
      </ul>
    </Section>
  );
}
