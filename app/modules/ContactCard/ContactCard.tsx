import {OverlaySection} from '../shared/OverlaySection';
import * as shared from '../shared/shared.css';
import type {ModuleContactCard} from '../types';

/** Linkifies e-mail addresses and phone numbers in a contact line ('hello@keel.example · (888) 555-0142'). */
function ContactLine({value}: {value: string}) {
  return (
    <>
      {value.split(' · ').map((part, index) => {
        const trimmed = part.trim();
        const href = trimmed.includes('@')
          ? `mailto:${trimmed}`
          : /^[+()\d\s-]{7,}$/.test(trimmed)
            ? `tel:${trimmed.replace(/[^\d+]/g, '')}`
            : null;
        return (
          <span key={trimmed}>
            {index > 0 ? ' · ' : ''}
            {href ? (
              <a className={shared.textLink} href={href}>
                {trimmed}
              </a>
            ) : (
              trimmed
            )}
          </span>
        );
      })}
    </>
  );
}

/** rules:content-fields contact card: support, commercial and press contacts over a background image. */
export function ContactCard({module, anchor}: {module: ModuleContactCard; anchor: string}) {
  const rows = [
    [module.supportContactTitle, module.supportContact],
    [module.commercialTitle, module.commercialContact],
    [module.pressContactTitle, module.pressContact],
  ].filter((row): row is [string, string] => Boolean(row[0] && row[1]));
  return (
    <OverlaySection anchor={anchor} testId="contact-card" module={module} imageWidth={1600}>
      <dl className={shared.contactList}>
        {rows.map(([title, value]) => (
          <div key={title}>
            <dt className={shared.eyebrow}>{title}</dt>
            <dd>
              <ContactLine value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </OverlaySection>
  );
}
