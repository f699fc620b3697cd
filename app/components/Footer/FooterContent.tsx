import {useEffect, useId, useRef} from 'react';
import {Link} from 'react-router';
import {CtaLink} from '~/components/Cta/CtaLink';
import {Icon, type IconName} from '~/components/Icon/Icon';
import {RichText} from '~/components/RichText/RichText';
import {homePath, otherLocale} from '~/lib/i18n';
import * as styles from './Footer.css';

import type {FooterProps} from './Footer';

/** The sprite's drawing of each icon the CMS offers for a social link (contentful/model/enums.ts). */
const SOCIAL_ICONS = new Map<string, IconName>([
  ['instagram', 'social-instagram'],
  ['facebook', 'social-facebook'],
  ['youtube', 'social-youtube'],
  ['tiktok', 'social-tiktok'],
  ['x', 'social-x'],
  ['strava', 'social-strava'],
  ['linkedin', 'social-linkedin'],
  ['pinterest', 'social-pinterest'],
]);

/**
 * The footer (rules:shell-fields): link columns with collapsible headings ('Blank' is a
 * spacer, the last column has no heading), CONNECT (phone, store hours,
 * social icons, locale selector), the press, commercial and pre-purchase
 * e-mails, the legal links, financing terms and '© {year} {copyright}'.
 * The columns are <details>, open in the server HTML (usable without
 * JavaScript) and folded on phones once hydrated.
 */
export default function FooterContent({locale, year, footer}: FooterProps) {
  const other = otherLocale(locale);
  const connectId = useId();
  const columnsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // rules:modal-size-and-backdrop: mobile is a viewport of at most 768px (tokens.ts breakpoints; not imported, it would join the first load).
    if (!window.matchMedia('(width <= 768px)').matches) return;
    for (const details of columnsRef.current?.querySelectorAll('details') ?? []) details.open = false;
  }, []);

  const contact = footer?.contact;
  return (
    <footer className={styles.footer}>
      <div data-part="inner">
        {footer?.columns.length ? (
          <div ref={columnsRef} data-part="columns">
            {footer.columns.map((column, index) => {
              const list = (
                <ul data-part="list">
                  {column.links.map((link) => (
                    <li key={`${link.text}-${link.href ?? ''}`}>
                      <CtaLink cta={link} locale={locale} />
                    </li>
                  ))}
                </ul>
              );
              if (column.kind === 'HEADING') {
                return (
                  <details key={index} open data-part="column">
                    <summary data-part="summary">{column.heading}</summary>
                    {list}
                  </details>
                );
              }
              return (
                <div key={index} data-part="column">
                  {/* rules:shell-fields: 'Blank' keeps the heading's room; the last column has none. */}
                  {column.kind === 'BLANK' ? <span data-part="spacer" aria-hidden="true" /> : null}
                  {list}
                </div>
              );
            })}
          </div>
        ) : null}
        <section aria-labelledby={connectId} data-part="connect">
          <h2 id={connectId} data-part="heading">
            {footer?.connectTitle ?? 'CONNECT'}
          </h2>
          {contact?.phone ? (
            <p data-part="line">
              {contact.phoneTitle ? <span data-part="label">{contact.phoneTitle}</span> : null}
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </p>
          ) : null}
          {contact?.storeHours ? (
            <p data-part="line">
              {contact.storeHoursTitle ? <span data-part="label">{contact.storeHoursTitle}</span> : null}
              <span data-part="hours">{contact.storeHours}</span>
            </p>
          ) : null}
          {footer?.socials.length ? (
            <ul data-part="socials">
              {footer.socials.map((social) => {
                const icon = SOCIAL_ICONS.get(social.icon.toLowerCase());
                return (
                  <li key={social.url}>
                    <a
                      href={social.url}
                      data-part="social"
                      aria-label={social.alt}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {icon ? <Icon name={icon} size={20} /> : social.icon}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {/* rules:shell-fields: the locale selector lists the other locale and links to / there. */}
          <p data-part="line">
            <span data-part="label">Region: {locale.selectorLabel}</span>
            <Link
              to={homePath(other)}

              hrefLang={other.code}
              lang={other.code}
              reloadDocument
              data-testid="locale-selector"
            >
              {other.selectorLabel}
            </Link>
          </p>
        </section>
        {contact?.emails.length ? (
          <ul data-part="emails" aria-label="E-mail us">
            {contact.emails.map((entry) => (
              <li key={entry.email} data-part="line">
                <span data-part="label">{entry.title}</span>
                <a href={`mailto:${entry.email}`}>{entry.email}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <div data-part="legal">
          <ul data-part="legal-links">
            {(footer?.legal ?? []).map((link) => (
              <li key={link.text}>
                <CtaLink cta={link} locale={locale} />
              </li>
            ))}
            <li>
              {/* The cookie choice (decision 0053): en-US opts out here, en-GB changes its choice. */}
              <button
                type="button"
                data-part="privacy-choices"
                onClick={() => void import('~/lib/tracking/boot.client').then((module) => module.showChoices('choose'))}
              >
                {locale.code === 'en-US' ? 'Your privacy choices' : 'Cookie settings'}
              </button>
            </li>
          </ul>
          {footer?.financingTerms ? (
            <div data-part="financing">
              <RichText document={footer.financingTerms} locale={locale} />
            </div>
          ) : null}
          <p>
            © {year} {footer?.copyright || 'Keel Rowing, Inc.'}
          </p>
        </div>
      </div>
    </footer>
  );
}
