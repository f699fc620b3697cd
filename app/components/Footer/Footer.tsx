import {Link} from 'react-router';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {homePath, otherLocale, type Locale} from '~/lib/i18n';
import * as styles from './Footer.css';

export interface FooterProps {
  locale: Locale;
  /** '© {current year} {copyright}' (spec 2); the year comes from the server so both renders agree. */
  year: number;
}

const SHOP_LINKS = [
  {to: '/listings/rowers/', label: 'Rowers'},
  {to: '/listings/accessories/', label: 'Accessories'},
  {to: '/listings/bundles/', label: 'Bundles'},
] as const;

export function Footer({locale, year}: FooterProps) {
  const other = otherLocale(locale);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <ul className={styles.list}>
            {SHOP_LINKS.map((link) => (
              <li key={link.to}>
                <LocaleLink to={link.to} className={styles.link}>
                  {link.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={styles.heading}>
            Connect
          </h2>
          {/* spec 2: the locale selector lists the other locale and links to / there. */}
          <p>
            <span>Region: {locale.selectorLabel}. </span>
            <Link
              to={homePath(other)}
              className={styles.link}
              hrefLang={other.code}
              lang={other.code}
              reloadDocument
              data-testid="locale-selector"
            >
              {other.selectorLabel}
            </Link>
          </p>
        </section>
        <p className={styles.legal}>
          © {year} Keel Rowing, Inc.
        </p>
      </div>
    </footer>
  );
}
