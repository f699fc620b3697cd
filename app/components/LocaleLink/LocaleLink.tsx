import {forwardRef} from 'react';
import {Link, useLocation, type LinkProps} from 'react-router';
import {localePath} from '~/lib/i18n';
import {bundleListingLink} from '~/lib/content/bundleLink';
import {useLocale} from '~/lib/useLocale';

export interface LocaleLinkProps extends Omit<LinkProps, 'to'> {
  /** A site path without locale; the path builder adds the shopper's locale. */
  to: string;
}

/**
 * Every internal link goes through the one path builder (rules:locale-routes, Reading A).
 * rules:locale-routes: links whose path contains /products are not prefetched; the others
 * prefetch on intent.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink(
  {to, prefetch, ...props},
  ref,
) {
  const locale = useLocale();
  const {pathname} = useLocation();
  // rules:locale-routes: a link to the bundle listing from a rower page jumps to that rower's packages.
  const href = localePath(bundleListingLink(to, pathname), locale);
  return <Link ref={ref} to={href} prefetch={prefetch ?? prefetchFor(href)} {...props} />;
});

export function prefetchFor(path: string): LinkProps['prefetch'] {
  return path.includes('/products') ? 'none' : 'intent';
}
