import type {ReactNode} from 'react';
import {Link, useLocation} from 'react-router';
import {LocaleLink, prefetchFor} from '~/components/LocaleLink/LocaleLink';
import {bundleListingLink} from '~/lib/content/bundleLink';
import type {Cta} from '~/lib/content/cta';
import {localePath, type Locale} from '~/lib/i18n';
import {ModalButton} from '~/components/Modal/ModalBridge';

/**
 * A CMS CTA (rules:content-fields, rules:layout-constants CTA kinds): INTERNAL through the path builder
 * (LocaleLink: /products links not prefetched, the rest on intent),
 * EXTERNAL as a plain link (a new window only when the CMS says so), and
 * FUNCTION as a button; the one function the CMS can ask for is playing
 * its videoModal in a VIDEO modal. With `locale`, links skip the
 * root-loader lookup (see ShellLink).
 */
export function CtaLink({
  cta,
  className,
  children,
  locale,
  part,
  returnFocusTo,
}: {
  cta: Cta;
  className?: string;
  children?: ReactNode;
  locale?: Locale;
  part?: string;
  /** For a FUNCTION CTA inside something that closes when the modal opens (a menu): where focus goes back to. */
  returnFocusTo?: string;
}) {
  const label = children ?? cta.text;
  if (cta.kind === 'FUNCTION')
    return (
      <ModalButton
        kind="VIDEO"
        props={{url: cta.videoUrl, title: cta.text}}
        className={className}
        part={part}
        returnFocusTo={returnFocusTo}
      >
        {label}
      </ModalButton>
    );
  if (cta.kind === 'EXTERNAL' || !cta.href) {
    const newWindow = cta.newWindow ? {target: '_blank', rel: 'noopener noreferrer'} : {};
    return (
      <a href={cta.href ?? undefined} className={className} data-part={part} {...newWindow}>
        {label}
      </a>
    );
  }
  if (locale) return <ShellLink to={cta.href} locale={locale} className={className} label={label} part={part} />;
  return (
    <LocaleLink to={cta.href} className={className} data-part={part}>
      {label}
    </LocaleLink>
  );
}

/**
 * LocaleLink with the locale handed in: for parts that hydrate after the
 * first paint, which must not subscribe to router state (every fetcher or
 * route-discovery update would reach them while they wait; React 421).
 */
function ShellLink({
  to,
  locale,
  className,
  label,
  part,
}: {
  to: string;
  locale: Locale;
  className?: string;
  label: ReactNode;
  part?: string;
}) {
  const {pathname} = useLocation();
  const href = localePath(bundleListingLink(to, pathname), locale);
  return (
    <Link to={href} prefetch={prefetchFor(href)} className={className} data-part={part}>
      {label}
    </Link>
  );
}
