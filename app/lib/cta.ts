/** A CMS CTA (spec 3, CTAs) as the link it makes. */
export interface CtaLink {
  text: string;
  href: string;
  /** External links open in a new tab. */
  external: boolean;
}

export type CmsCtaLike =
  | {__typename: 'CtaInternal'; displayText: string | null; jumpLinkTarget: string | null; targetPage: {__typename: string; slug?: string | null} | null}
  | {__typename: 'CtaExternal'; displayText: string | null; url: string | null; openInNewWindow?: boolean | null}
  | {__typename: string};

/** A CTA as a link: internal pages through their slug ('home' is /), with a jump-link anchor when set. */
export function ctaLink(cta: CmsCtaLike | null | undefined): CtaLink | null {
  if (!cta) return null;
  if (cta.__typename === 'CtaExternal' && 'url' in cta && cta.url) {
    return {text: cta.displayText ?? cta.url, href: cta.url, external: true};
  }
  if (cta.__typename === 'CtaInternal' && 'targetPage' in cta) {
    const page = cta.targetPage;
    const slug = page?.slug ?? 'home';
    const path = page?.__typename === 'PagePlp' ? `/listings/${slug}/` : slug === 'home' ? '/' : `/${slug}/`;
    const anchor = cta.jumpLinkTarget ? `#${cta.jumpLinkTarget.split(',')[0]?.trim()}` : '';
    return {text: cta.displayText ?? '', href: `${path}${anchor}`, external: false};
  }
  return null;
}
