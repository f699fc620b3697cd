import {Form, NavLink} from 'react-router';
import {localePath, type Locale} from '~/lib/i18n';
import * as styles from './Account.css';

const SECTIONS = [
  {to: '/account', label: 'Orders', end: true},
  {to: '/account/addresses', label: 'Addresses', end: false},
  {to: '/account/profile', label: 'Profile', end: false},
] as const;

/** The account's sections and sign-out (a POST: a link could be followed by a prefetch or a crawler). */
export function AccountNav({locale}: {locale: Locale}) {
  return (
    <nav aria-label="Your account" className={styles.nav}>
      {SECTIONS.map((section) => (
        <NavLink key={section.to} to={localePath(section.to, locale)} end={section.end} className={styles.navLink}>
          {section.label}
        </NavLink>
      ))}
      <Form method="post" action={localePath('/account/logout', locale)} className={styles.signOut}>
        <button type="submit" className={styles.textButton}>
          Sign out
        </button>
      </Form>
    </nav>
  );
}
