/**
 * CTAs from the CMS (rules:content-fields "CTA", rules:layout-constants CTA kinds): where an internal or
 * external CTA leads, as plain data a component can render. Paths carry no
 * locale: LocaleLink and localePath add it (rules:content-fields, Reading A). No style
 * imports here: this module reaches the browser (embedded CTAs in rich text),
 * and everything under app/styles is in every route's first load.
 */
import {jumpLinks} from '../../modules/JumpButton/jumpLinks';
import {productPath} from '../product/productPaths';

/** rules:layout-constants: the CTA kinds. */
export type CtaKind = 'FUNCTION' | 'INTERNAL' | 'EXTERNAL' | 'CONFIGURATOR';

/** rules:content-fields "More route rules": the page types a CTA can target, as the content API names them. */
export interface CmsTargetPage {
  __typename: string;
  slug?: string | null;
  product?: {
    shopifyHandle?: string | null;
    rower?: boolean | null;
    type?: string | null;
    productCategoryCollection?: {items: Array<{slug?: string | null} | null>} | null;
  } | null;
}

export interface CmsCta {
  __typename: string;
  displayText?: string | null;
  overrideVariant?: string | null;
  icon?: string | null;
  modifiers?: ReadonlyArray<string | null> | null;
  // Internal
  jumpLinkTarget?: string | null;
  queryParameters?: string | null;
  region?: string | null;
  targetPage?: CmsTargetPage | null;
  videoModal?: {url?: string | null} | null;
  // External
  url?: string | null;
  openInNewWindow?: boolean | null;
}

/** A CTA ready to render: a link (internal or external) or a function (e.g. a video modal). */
export interface Cta {
  kind: CtaKind;
  text: string;
  /** A site path without locale (INTERNAL), a URL (EXTERNAL), or null (FUNCTION). */
  href: string | null;
  newWindow?: boolean;
  /** The CMS variant label ('Secondary - Outline'); buttonVariantFromCms turns it into a recipe variant. */
  variant?: string;
  icon?: string;
  /** The CTA modifiers (rules:content-fields) as the CMS writes them; buttonModifiersFromCms turns them into recipe props. */
  modifiers?: string[];
  /** The video a FUNCTION CTA plays in a VIDEO modal. */
  videoUrl?: string;
  /** Region limit ('US Only' | 'UK Only'), applied by the caller with isShownInLocale. */
  region?: string;
  /** rules:content-fields: several jumpLinkTargets make a jump-link list of '#{id}' anchors on the target page. */
  jumpLinks?: Array<{href: string; label: string}>;
}

/**
 * rules:content-fields route table: the path of a target page. The special flexible-page
 * slug personal-coaching lives under /products/services/; a PagePdp target
 * carries its product's rower flag and type.
 */
export function targetPagePath(target: CmsTargetPage | null | undefined): string | null {
  if (!target) return null;
  const slug = (target.slug ?? '').replace(/^\/+|\/+$/g, '');
  switch (target.__typename) {
    case 'PageFlexibleLayout':
      if (!slug || slug === 'home') return '/';
      return slug === 'personal-coaching' ? '/products/services/personal-coaching' : `/${slug}`;
    case 'PagePdp': {
      const product = target.product;
      const handle = product?.shopifyHandle ?? slug;
      if (!handle) return null;
      const kind = product?.rower ? 'ROWER' : product?.type === 'PACKAGE' ? 'PACKAGE' : 'OTHER';
      return productPath({kind, handle, category: product?.productCategoryCollection?.items[0]?.slug});
    }
    case 'PagePlp':
      return slug ? `/listings/${slug}/` : null;
    case 'PageBlogLanding':
      return '/blog';
    case 'BlogArticle':
      return slug ? `/blog/${slug}/` : null;
    case 'PageCart':
      return '/cart';
    case 'PageLocations':
    case 'QuizPage':
      return slug ? `/${slug}` : null;
    default:
      return null;
  }
}

/**
 * One jump-link target is appended as '#{id}'; several (comma-separated)
 * make a jump-link list instead (see jumpLinks in ./content), so the link
 * itself keeps no hash. Query parameters are 'key=value' pairs without '?'.
 */
export function internalHref(
  path: string | null,
  options: {jumpLinkTarget?: string | null; queryParameters?: string | null} = {},
): string | null {
  const targets = (options.jumpLinkTarget ?? '')
    .split(',')
    .map((target) => target.trim().replace(/^#/, ''))
    .filter(Boolean);
  const hash = targets.length === 1 ? `#${targets[0]}` : '';
  const query = options.queryParameters?.trim() ? `?${options.queryParameters.trim().replace(/^\?/, '')}` : '';
  if (!path) return hash ? `${hash}` : null;
  return `${path}${query}${hash}`;
}

/** Normalises a CMS CTA (rules:content-fields): null when it has no text or leads nowhere. */
export function normalizeCta(cta: CmsCta | null | undefined): Cta | null {
  const text = cta?.displayText?.trim();
  if (!cta || !text) return null;
  const common = {
    text,
    ...(cta.overrideVariant ? {variant: cta.overrideVariant} : {}),
    ...(cta.icon ? {icon: cta.icon} : {}),
    ...(cta.modifiers?.some(Boolean)
      ? {modifiers: cta.modifiers.filter((modifier): modifier is string => Boolean(modifier))}
      : {}),
  };
  if (cta.__typename === 'CtaExternal') {
    if (!cta.url) return null;
    return {kind: 'EXTERNAL', href: cta.url, newWindow: Boolean(cta.openInNewWindow), ...common};
  }
  if (cta.__typename !== 'CtaInternal') return null;
  const region = cta.region && cta.region !== 'All' ? {region: cta.region} : {};
  // rules:content-fields: an internal CTA with a videoModal plays it in a VIDEO modal instead of navigating.
  if (cta.videoModal?.url) return {kind: 'FUNCTION', href: null, videoUrl: cta.videoModal.url, ...common, ...region};
  const list = jumpLinks(cta.jumpLinkTarget);
  const path = targetPagePath(cta.targetPage);
  // A jump-link list on the current page has no page of its own: href '#'.
  const href = list ? (path ?? '#') : internalHref(path, cta);
  if (!href) return null;
  return {kind: 'INTERNAL', href, ...common, ...region, ...(list ? {jumpLinks: list} : {})};
}
