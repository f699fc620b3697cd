import {CmsImage} from '../shared/CmsImage';
import {ModuleHeader, Section} from '../shared/Section';
import * as shared from '../shared/shared.css';
import type {ModuleProps, ModuleTestimonials} from '../types';

/** What members say, with their names and where they row. */
export function Testimonials({module, anchor, theme}: ModuleProps<ModuleTestimonials>) {
  const titleId = `${anchor}-title`;
  const items = (module.testimonialsCollection?.items ?? []).filter((item) => item?.quote);
  return (
    <Section anchor={anchor} titleId={module.title ? titleId : undefined} theme={theme} testId="testimonials">
      <ModuleHeader id={titleId} title={module.title} />
      <ul className={shared.cardGrid} aria-label={module.title ? undefined : 'Testimonials'}>
        {items.map((item) =>
          item ? (
            <li key={item.sys.id}>
              <figure className={shared.quote}>
                {item.photo ? (
                  <CmsImage asset={item.photo} width={128} sizes="64px" alt="" className={shared.avatar} />
                ) : null}
                <blockquote>
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className={shared.cite}>
                  {item.name}
                  {item.location ? `, ${item.location}` : ''}
                </figcaption>
              </figure>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  );
}
