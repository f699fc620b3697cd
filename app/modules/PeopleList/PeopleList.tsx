import {PersonCard} from '../shared/PersonCard';
import {CardModule} from '../shared/CardModule';
import * as shared from '../shared/shared.css';
import type {ModulePeopleList, ModuleProps} from '../types';

/** The people behind Keel, as cards: portrait, name, role, bio and LinkedIn. */
export function PeopleList({module, anchor, theme}: ModuleProps<ModulePeopleList>) {
  return (
    <CardModule
      anchor={anchor}
      testId="people-list"
      theme={theme}
      title={module.title}
      subtitle={module.description}
      items={(module.peopleCollection?.items ?? []).filter((person) => person?.name)}
      card={(person) => (
        <PersonCard photo={person.photo} name={person.name} role={person.role} bio={person.bio}>
          {person.linkedinUrl ? (
            <a className={shared.textLink} href={person.linkedinUrl} target="_blank" rel="noopener noreferrer">
              {person.name} on LinkedIn
            </a>
          ) : null}
        </PersonCard>
      )}
    />
  );
}
