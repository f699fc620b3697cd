import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModuleCareersList, ModuleExtras, ModuleProps} from '../types';

/** Open roles from the jobs service, limited to the CMS's departments; the CMS's text when there are none. */
export function CareersList({module, anchor, extras, theme}: ModuleProps<ModuleCareersList> & {extras: ModuleExtras}) {
  const titleId = `${anchor}-title`;
  const jobs = extras.jobs ?? [];
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="careers-list">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.copy} />
      {jobs.length ? (
        <ul className={shared.jobList}>
          {jobs.map((job) => (
            <li key={job.id} className={shared.job}>
              <a className={shared.textLink} href={job.url} target="_blank" rel="noopener noreferrer">
                {job.title}
              </a>
              <span className={shared.muted}>
                {job.department} · {job.location}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{module.emptyStateText}</p>
      )}
      <div className={shared.ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
